// One run over nock, as the app makes it: GET task/token → POST task (the token in its body)
// → GET resource/list?page=1&num=100&typ=<tool> until every result is final. Every request
// carries the Authorization, every check asks the exact query; what a test varies (the body,
// the answers, refusals, failing or slow checks) is a field of the script.
import type nock from 'nock';
import { resource } from './fixtures';
import { api } from './nock';
import { wireOk, wireRefused } from './answers';
import type { Resource } from '../../src/services/types';

/** What one status check finds: a resource, the run's several, or a number (that HTTP status, an error body). */
export type Finds = Resource | Resource[] | number;

export interface Poll {
  finds: Finds;
  /** Milliseconds before the answer: the run shows as in progress meanwhile. */
  delay?: number;
  /** The check may never come (one after the run was stopped or ended). */
  optional?: boolean;
  /** Called as the check arrives, before its (delayed) answer: the test can act while it is in flight. */
  asked?: () => void;
  /**
   * The answer waits for this (then `delay`): the run stays in progress until the test lets it
   * end, however slow the machine, instead of racing a delay.
   */
  until?: Promise<unknown>;
}

/** A body POST /task must carry besides the token: an object is the whole body (no field more or less). */
export type TaskBody = Record<string, unknown> | ((sent: Record<string, unknown>) => boolean);

export interface RunScript {
  /** The Authorization every request must carry. */
  authorization?: string;
  /** The task token GET task/token answers, which POST task must send back. */
  token?: string;
  /** POST task's body besides the token; none: any body with the token. */
  body?: TaskBody;
  /** The server refuses the run: at the token (nothing is posted) or at the task (nothing is checked). */
  refused?: { at: 'token' | 'task'; code: number; msg?: string };
  taskId?: string;
  /** What POST task answers as pending: one resource, or the run's several (`resource` is the first, `resources` all). */
  pending?: Resource | Resource[];
  /** The balance POST task answers. */
  points?: number;
  /** The status checks in order (the last one ends the watch). */
  polls?: (Finds | Poll)[];
}

const TASK_PATH = '/miao/v1/task';

/** Scripts one run; returns its scope (`scope.isDone()`: every request of the run was sent). */
export function nockRun({
  authorization = 'Bearer tok-1',
  token = 'task-token',
  body,
  refused: refusal,
  taskId = 'k-1',
  pending = resource('r-new', { status: 'pending', url: '' }),
  points = 100,
  polls = [resource('r-new')],
}: RunScript = {}): nock.Scope {
  const scope = api({ reqheaders: { authorization } });
  const asked = scope.get('/miao/v1/task/token');
  if (refusal?.at === 'token') return asked.reply(200, wireRefused(refusal.code, refusal.msg));
  asked.reply(200, wireOk({ token }));

  const sent =
    typeof body === 'function'
      ? scope.post(TASK_PATH, (got: Record<string, unknown>) => got.token === token && body(got))
      : body
        ? scope.post(TASK_PATH, { ...body, token })
        : scope.post(TASK_PATH, (got: Record<string, unknown>) => got.token === token);
  if (refusal?.at === 'task') return sent.reply(200, wireRefused(refusal.code, refusal.msg));
  const items = Array.isArray(pending) ? pending : [pending];
  sent.reply(200, wireOk({ taskId, resource: items[0], ...(Array.isArray(pending) && { resources: items }), points }));

  return addPolls(scope, items[0].typ, polls);
}

/**
 * Status checks alone, for a run the app picks up without starting it (a reload): GET resource/list for `typ`,
 * in order.
 */
export function nockPolls({
  typ,
  polls,
  authorization = 'Bearer tok-1',
}: {
  typ: Resource['typ'];
  polls: (Finds | Poll)[];
  authorization?: string;
}): nock.Scope {
  return addPolls(api({ reqheaders: { authorization } }), typ, polls);
}

function addPolls(scope: nock.Scope, typ: Resource['typ'], polls: (Finds | Poll)[]): nock.Scope {
  for (const step of polls) {
    const { finds, delay = 0, optional = false, asked, until }: Poll = isPoll(step) ? step : { finds: step };
    const [status, answer] = answerOf(finds);
    const check = scope.get('/miao/v1/resource/list').query({ page: '1', num: '100', typ });
    if (optional) check.optionally();
    if (asked || until) {
      check.reply((_uri, _body, callback) => {
        asked?.();
        void Promise.resolve(until).then(() => setTimeout(() => callback(null, [status, answer]), delay));
      });
    } else {
      check.delay(delay).reply(status, answer);
    }
  }
  return scope;
}

function isPoll(step: Finds | Poll): step is Poll {
  return typeof step === 'object' && !Array.isArray(step) && 'finds' in step;
}

function answerOf(finds: Finds): [number, nock.Body] {
  if (typeof finds === 'number') return [finds, { code: finds, msg: 'internal error' }];
  const list = Array.isArray(finds) ? finds : [finds];
  return [200, wireOk({ list, total: list.length, page: 1, num: 100 })];
}
