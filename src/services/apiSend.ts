// One call of the client (api.ts), in the request chunk: every call waits for that chunk
// anyway (axios), so building the request from the endpoint's declaration and settling its
// answer need not be in the first screen's JavaScript (tests/budget/checkSize.ts).
import type { AxiosRequestConfig } from 'axios';
import type { AnswerCheck, Endpoint } from '../rules/wire/endpoint';
import { endpoints, type ArgsOf, type DataOf, type EndpointName } from '../rules/wire/endpoints';
import { ShapeError, type Guard } from '../rules/wire/guards';
import { checkOf, instanceOf, type Answer, type Clients } from './answerChecks';
import { malformed } from './errors';

/**
 * Each declaration seen through its endpoint's arguments: the assignment checks every entry,
 * and `declarations[name]` then takes ArgsOf<K> for a name of type K.
 */
const declarations: { readonly [K in EndpointName]: Endpoint<ArgsOf<K>, AnswerCheck, string> } = endpoints;

function settle<D>(body: unknown, check: Guard<D>, where: string): Answer<D> {
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number') {
    throw malformed(where);
  }
  const { code, msg, data } = body as { code: number; msg?: unknown; data?: unknown };
  const message = typeof msg === 'string' ? msg : '';
  if (code !== 0) return { ok: false, code, msg: message, data: null };
  try {
    return { ok: true, code: 0, msg: message, data: check(data, 'data') };
  } catch (error) {
    if (error instanceof ShapeError) throw malformed(`${where}: ${error.at}`, error.expected, error.values);
    throw error;
  }
}

/** One call of endpoint `name`, settled into an Answer; `signal` aborts the HTTP request. */
export async function sendCall<K extends EndpointName>(
  clients: Clients,
  name: K,
  args: ArgsOf<K>,
  signal: AbortSignal,
): Promise<Answer<DataOf<K>>> {
  const endpoint = declarations[name];
  const config: AxiosRequestConfig = {
    method: endpoint.method.toLowerCase(),
    url: endpoint.path,
    ...(endpoint.query ? { params: endpoint.query(...args) } : {}),
    ...(endpoint.body ? { data: endpoint.body(...args) } : {}),
  };
  const instance = await instanceOf(clients[endpoint.host]);
  // Before sending: an answer is never lost to a check that failed to load. K's own check,
  // chosen at run time (by name from schemas.ts, or the declaration's): what it lets through
  // is DataOf<K> by that type's definition, which TypeScript cannot follow.
  const check = (await checkOf(endpoint.answer)) as Guard<DataOf<K>>;
  // The response interceptor has already unwrapped the body (request.ts).
  const body: unknown = await instance.request({ ...config, signal });
  return settle(body, check, `${endpoint.method} ${endpoint.path}`);
}
