// One API call from an effect, the same way everywhere: the store's API client from the saga
// context, the call, and a non-zero code turned into the ApiError that says what failed (its
// reason, and the server's sentence when there is one). Effects write
//   const goods = yield* callAsk('listGoods', 'goodsFetch');
// which yields `call(ask, 'listGoods', 'goodsFetch')` (a step test answers that one `call` with
// the data, or throws into it) and gives the endpoint's data, typed by the endpoint named.
// Effects whose non-zero codes are silent (docs/contract.md §8: the login exchange, the account,
// templates, examples) read the Answer themselves instead.
import type { CallEffect } from 'redux-saga/effects';
import { call, type Saga } from '../app/typedEffects';
import type { DataOf, EndpointName as Endpoint, ReasonOf } from '../rules/wire/endpoints';
import type { Answer, Api } from '../services/api';
import { API } from '../services/context';
import { codeError } from '../services/errors';
import { getContext } from './context';

export type { DataOf, Endpoint };

/** `reason`: one its declaration lists (src/rules/wire/endpoints.ts), so each has its words. */
export function* ask<K extends Endpoint>(endpoint: K, reason: ReasonOf<K>, ...args: Parameters<Api[K]>): Saga<DataOf<K>> {
  const api = yield* getContext(API);
  // One endpoint of many: TypeScript cannot correlate api[endpoint] with its own Parameters and Answer.
  const answer = yield* call(api[endpoint] as (...a: Parameters<Api[K]>) => Promise<Answer<DataOf<K>>>, ...args);
  if (!answer.ok) throw codeError(answer.code, answer.msg, reason);
  return answer.data;
}

/**
 * `yield* callAsk(endpoint, reason, ...args)`: `call(ask, …)` with the endpoint's data as its
 * answer. A generic saga passed to `call` loses its type parameter (the answer would be every
 * endpoint's at once), so `ask<K>` fixes it to the endpoint named here.
 */
export function callAsk<K extends Endpoint>(
  endpoint: K,
  reason: ReasonOf<K>,
  ...args: Parameters<Api[K]>
): Generator<CallEffect, DataOf<K>, unknown> {
  return call(ask<K>, endpoint, reason, ...args);
}
