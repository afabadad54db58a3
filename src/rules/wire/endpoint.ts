// How one endpoint is declared (./endpoints.ts holds them all): its method, host and path, what
// the call's arguments become (a query or a JSON body), the check of its answer and the
// failure reasons an effect may give when it answers a non-zero code. Everything else is
// derived from it: the client's function (src/services/api.ts), the request and answer types
// (src/rules/wire/types.ts), the stand-in's route (mocks/server/endpoints.ts) and the failure
// words the catalogues must have (src/locales/*/errors.ts).
//
// The declarations are in the first screen's JavaScript (the client's functions are built from
// them), so the answer check is named, not imported: a name of ./schemas.ts's `checks`, whose
// checks (and the tool descriptors they read) load with the request chunk at the first call.
// A small shape may be written inline instead, with ./guards.ts's combinators; it then comes
// with the first screen (`npm run test:budget` fails if it drags the tool descriptors in).
import type { Checked, Guard } from './guards';
import type { checks } from './schemas';

/** `api`: `${apiHost}/miao`; `product`: the product host (paths under /usee/v1). */
export type Host = 'api' | 'product';
export type Method = 'GET' | 'POST' | 'DELETE';

/** A check of ./schemas.ts by its name in `checks`. */
export type CheckName = keyof typeof checks;
/** How a declaration gives its answer's check: by name (loaded with the request chunk), or inline. */
export type AnswerCheck = CheckName | Guard<unknown>;
/** What the answer carries on code 0: what its check lets through. */
export type DataOfCheck<C extends AnswerCheck> = C extends CheckName ? Checked<(typeof checks)[C]> : Checked<C>;

export interface Endpoint<A extends unknown[], C extends AnswerCheck, R extends string> {
  method: Method;
  host: Host;
  /** From the host's base: '/v1/account/info' (API host), '/usee/v1/example/list' (product host). */
  path: string;
  /** The query a GET or DELETE sends, from the function's arguments. */
  query?: (...args: A) => object;
  /** The JSON body a POST sends, from the function's arguments. */
  body?: (...args: A) => object;
  answer: C;
  /** What an effect was doing when this endpoint answered a non-zero code: each has its words. */
  reasons: readonly R[];
}

interface Options<R extends string> {
  host?: Host;
  reasons?: readonly R[];
}

/** A GET, its query made from the function's arguments (none: no query). */
export function get<C extends AnswerCheck, R extends string = never, A extends unknown[] = []>(
  path: string,
  answer: C,
  options: Options<R> & { query?: (...args: A) => object } = {},
): Endpoint<A, C, R> {
  const { host = 'api', reasons = [], query } = options;
  return { method: 'GET', host, path, answer, reasons, ...(query ? { query } : {}) };
}

/** A DELETE, its query made from the function's arguments. */
export function del<C extends AnswerCheck, A extends unknown[], R extends string = never>(
  path: string,
  answer: C,
  options: Options<R> & { query: (...args: A) => object },
): Endpoint<A, C, R> {
  const { host = 'api', reasons = [], query } = options;
  return { method: 'DELETE', host, path, answer, reasons, query };
}

/** A POST, its JSON body made from the function's arguments. */
export function post<C extends AnswerCheck, A extends unknown[], R extends string = never>(
  path: string,
  answer: C,
  options: Options<R> & { body: (...args: A) => object },
): Endpoint<A, C, R> {
  const { host = 'api', reasons = [], body } = options;
  return { method: 'POST', host, path, answer, reasons, body };
}
