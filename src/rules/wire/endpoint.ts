// How one endpoint is declared (./endpoints.ts holds them all): its method, host and path, what
// the call's arguments become (a query or a JSON body), the check of its answer and the
// failure reasons an effect may give when it answers a non-zero code. Everything else is
// derived from it: the client's function (src/services/api.ts), the request and answer types
// (src/services/types.ts), the stand-in's route (mocks/server/endpoints.ts) and the failure
// words the catalogues must have (src/locales/*/errors.ts).
import type { Guard } from './guards';

/** `api`: `${apiHost}/miao`; `product`: the product host (paths under /usee/v1). */
export type Host = 'api' | 'product';
export type Method = 'GET' | 'POST' | 'DELETE';

export interface Endpoint<A extends unknown[], D, R extends string> {
  method: Method;
  host: Host;
  /** From the host's base: '/v1/account/info' (API host), '/usee/v1/example/list' (product host). */
  path: string;
  /** The query a GET or DELETE sends, from the function's arguments. */
  query?: (...args: A) => object;
  /** The JSON body a POST sends, from the function's arguments. */
  body?: (...args: A) => object;
  answer: Guard<D>;
  /** What an effect was doing when this endpoint answered a non-zero code: each has its words. */
  reasons: readonly R[];
}

interface Options<R extends string> {
  host?: Host;
  reasons?: readonly R[];
}

/** A GET, its query made from the function's arguments (none: no query). */
export function get<D, R extends string = never, A extends unknown[] = []>(
  path: string,
  answer: Guard<D>,
  options: Options<R> & { query?: (...args: A) => object } = {},
): Endpoint<A, D, R> {
  const { host = 'api', reasons = [], query } = options;
  return { method: 'GET', host, path, answer, reasons, ...(query ? { query } : {}) };
}

/** A DELETE, its query made from the function's arguments. */
export function del<D, A extends unknown[], R extends string = never>(
  path: string,
  answer: Guard<D>,
  options: Options<R> & { query: (...args: A) => object },
): Endpoint<A, D, R> {
  const { host = 'api', reasons = [], query } = options;
  return { method: 'DELETE', host, path, answer, reasons, query };
}

/** A POST, its JSON body made from the function's arguments. */
export function post<D, A extends unknown[], R extends string = never>(
  path: string,
  answer: Guard<D>,
  options: Options<R> & { body: (...args: A) => object },
): Endpoint<A, D, R> {
  const { host = 'api', reasons = [], body } = options;
  return { method: 'POST', host, path, answer, reasons, body };
}
