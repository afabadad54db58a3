// Scripted nock chains for the flows many tests walk through: the account with its three
// identifiers, the sign-in exchange, a run (token → task → status checks, nockRun.ts) and
// what any page may ask for.
import { info as sampleInfo } from './fixtures';
import { api } from './nock';
import { wireOk } from './answers';
import type { AccountInfo } from '../../src/services/types';

export { nockPolls, nockRun } from './nockRun';
export type { Finds, Poll, RunScript, TaskBody } from './nockRun';

export const IDS = { difyid: 'dify-1', pdfid: 'pdf-1', nopdfid: 'nopdf-1' };

/**
 * GET account/info, then difyid?uid=<id>, pdfid?typ=16, nopdfid?typ=16, each with `authorization`.
 * `optional`: the app may not ask (a refresh asked while one is in flight is the same request).
 */
export function nockAccount({
  info = sampleInfo,
  authorization = 'Bearer tok-1',
  delay = 0,
  optional = false,
}: { info?: AccountInfo; authorization?: string; delay?: number; optional?: boolean } = {}) {
  return api({ reqheaders: { authorization } })
    .get('/miao/v1/account/info')
    .optionally(optional)
    .delay(delay)
    .reply(200, wireOk(info))
    .get('/miao/v1/agent/difyid')
    .optionally(optional)
    .query({ uid: info.id })
    .reply(200, wireOk({ id: IDS.difyid }))
    .get('/miao/v1/agent/pdfid')
    .optionally(optional)
    .query({ typ: '16' })
    .reply(200, wireOk({ id: IDS.pdfid }))
    .get('/miao/v1/agent/nopdfid')
    .optionally(optional)
    .query({ typ: '16' })
    .reply(200, wireOk({ id: IDS.nopdfid }));
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
    .reply(200, wireOk({ token, type, expire }));
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
    .reply(200, wireOk({ signUrl: examples }));
  api()
    .persist()
    .get('/usee/v1/alg/template/latest')
    .optionally()
    .reply(200, wireOk({ animation: [], avatar: [] }));
  // The account tab's points history (optional on a server too): empty.
  api()
    .persist()
    .get('/miao/v1/account/history')
    .query(true)
    .optionally()
    .reply(200, wireOk({ list: [], total: 0, page: 1, num: 20 }));
}
