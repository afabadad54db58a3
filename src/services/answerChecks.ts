// What the client (api.ts) and the call it loads with the request chunk (apiSend.ts) share:
// the Answer type, the clients and the answer checks, which load on demand with the request
// chunk (rules/wire/schemas.ts, with the tool descriptors their style lists need).
import type { AxiosInstance } from 'axios';
import type { AnswerCheck, CheckName } from '../rules/wire/endpoint';
import { ShapeError, type Guard } from '../rules/wire/guards';
import type * as Schemas from '../rules/wire/schemas';
import type { LazyClient } from './lazyRequest';
import { onDemand } from '../utils/onDemand';

export type Answer<D> = { ok: true; code: 0; msg: string; data: D } | { ok: false; code: number; msg: string; data: null };

/** An axios instance (tests, Node), or one loaded on demand (the app: lazyRequest.ts). */
export type ClientSource = AxiosInstance | LazyClient;

export interface Clients {
  /** `${apiHost}/miao` */
  api: ClientSource;
  /** productHost */
  product: ClientSource;
}

export const instanceOf = (client: ClientSource): AxiosInstance | Promise<AxiosInstance> =>
  'load' in client ? client.load() : client;

// The answer checks (with the tool descriptors they read) load with the request chunk, not in
// the first screen's JavaScript: nothing is checked before the first call's answer. Loaded
// once and shared: every answer is checked, and an `import()` per answer is a module lookup
// per answer (a failed load is tried again at the next answer).
const loadSchemas: () => Promise<typeof Schemas> = onDemand(
  () => import(/* webpackChunkName: "request" */ '../rules/wire/schemas'),
);

type Checked = { [K in CheckName]: ReturnType<(typeof Schemas.checks)[K]> };
type CheckMap = { [K in CheckName]: Guard<Checked[K]> };

/** Checks a value against one answer shape, e.g. a resource kept across a reload; null when it fails. */
export async function checkShape<K extends CheckName>(name: K, value: unknown): Promise<Checked[K] | null> {
  const map: CheckMap = (await loadSchemas()).checks;
  try {
    return map[name](value, name);
  } catch (error) {
    if (error instanceof ShapeError) return null;
    throw error;
  }
}

/** The check of an endpoint's answer: one named in schemas.ts's `checks`, or the declaration's own. */
export async function checkOf(answer: AnswerCheck): Promise<Guard<unknown>> {
  return typeof answer === 'string' ? (await loadSchemas()).checks[answer] : answer;
}
