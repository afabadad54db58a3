// Scripted nock chains for the flows many tests walk through: the account with its three
// identifiers, the sign-in exchange, and a task (token → task → status polls).
import { info as sampleInfo, resource } from './fixtures';
import { api } from './nock';
import { ok } from './answers';
import type { AccountInfo, Resource } from '../../src/services/types';

export const IDS = { difyid: 'dify-1', pdfid: 'pdf-1', nopdfid: 'nopdf-1' };

/** GET account/info, then difyid?uid=<id>, pdfid?typ=16, nopdfid?typ=16, each with `authorization`. */
export function nockAccount({
  info = sampleInfo,
  authorization = 'Bearer tok-1',
  delay = 0,
}: { info?: AccountInfo; authorization?: string; delay?: number } = {}) {
  return api({ reqheaders: { authorization } })
    .get('/miao/v1/account/info')
    .delay(delay)
    .reply(200, ok(info))
    .get('/miao/v1/agent/difyid')
    .query({ uid: info.id })
    .reply(200, ok({ id: IDS.difyid }))
    .get('/miao/v1/agent/pdfid')
    .query({ typ: '16' })
    .reply(200, ok({ id: IDS.pdfid }))
    .get('/miao/v1/agent/nopdfid')
    .query({ typ: '16' })
    .reply(200, ok({ id: IDS.nopdfid }));
}

/** POST login_wechat_web {code, state} answering a token; signed out, it carries no Authorization. */
export function nockLogin({
  code = 'wx-code',
  state = 'wx-state',
  token = 'tok',
  type = 'Bearer',
  expire = 7200,
  signedOut = true,
} = {}) {
  return api(signedOut ? { badheaders: ['authorization'] } : undefined)
    .post('/miao/v1/account/login_wechat_web', { code, state })
    .reply(200, ok({ token, type, expire }));
}

export interface TaskScript {
  /** What POST /v1/task answers as the pending resource. */
  pending?: Resource;
  /** The resource as the status polls find it, in order (the last one ends the watch). */
  polls?: (Resource | number)[];
  points?: number;
  authorization?: string;
  body?: Record<string, unknown>;
}

/** GET task/token → POST task (with the token) → GET resource/list polls: a number answers that HTTP status. */
export function nockTask({
  pending = resource('r-new', { status: 'pending', url: '' }),
  polls = [resource('r-new')],
  points = 100,
  authorization = 'Bearer tok-1',
  body,
}: TaskScript = {}) {
  const scope = api({ reqheaders: { authorization } })
    .get('/miao/v1/task/token')
    .reply(200, ok({ token: 'task-token' }))
    .post(
      '/miao/v1/task',
      (sent: Record<string, unknown>) =>
        sent.token === 'task-token' && (!body || Object.entries(body).every(([k, v]) => sent[k] === v)),
    )
    .reply(200, ok({ taskId: 'k-1', resource: pending, points }));
  for (const poll of polls) {
    const listed = scope.get('/miao/v1/resource/list').query({ page: '1', num: '100', typ: pending.typ });
    if (typeof poll === 'number') listed.reply(poll, { code: poll, msg: 'internal error' });
    else listed.reply(200, ok({ list: [poll], total: 1, page: 1, num: 100 }));
  }
  return scope;
}

/**
 * What any route may ask for (the example list, the templates, the points history), answered empty as often as
 * asked and optional: a page test sets up only what it asserts. Call it in a beforeEach.
 */
export function nockPageData({ examples = [] as { key: string; signUrl: string }[] } = {}) {
  api()
    .persist()
    .get('/usee/v1/example/list')
    .optionally()
    .reply(200, ok({ signUrl: examples }));
  api()
    .persist()
    .get('/usee/v1/alg/template/latest')
    .optionally()
    .reply(200, ok({ animation: [], avatar: [] }));
  // The account tab's points history (optional on a server too): empty.
  api()
    .persist()
    .get('/miao/v1/account/history')
    .query(true)
    .optionally()
    .reply(200, ok({ list: [], total: 0, page: 1, num: 20 }));
}
