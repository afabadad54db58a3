// One API call from an effect, the same way everywhere: the store's API client from the saga
// context, the call, and a non-zero code turned into the ApiError that says what failed (its
// reason, and the server's sentence when there is one). Effects write
//   const goods: GoodsListAnswer = yield call(ask, 'listGoods', 'goodsFetch');
// and a step test answers that one `call` with the data (or throws into it).
// Effects whose non-zero codes are silent (docs/contract.md §8: the login exchange, the account,
// templates, examples) read the Answer themselves instead.
import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import type { Answer, Api } from '../services/api';
import { API } from '../services/context';
import { codeError, type FailureReason } from '../services/errors';

export type Endpoint = keyof Api;
/** What the endpoint's answer carries on code 0. */
export type DataOf<K extends Endpoint> = Api[K] extends (...args: never[]) => Promise<Answer<infer D>> ? D : never;

export function* ask<K extends Endpoint>(
  endpoint: K,
  reason: FailureReason,
  ...args: Parameters<Api[K]>
): SagaIterator<DataOf<K>> {
  const api: Api = yield getContext(API);
  // One endpoint of many: TypeScript cannot correlate api[endpoint] with its own Parameters and Answer.
  const answer: Answer<DataOf<K>> = yield call(
    api[endpoint] as (...a: Parameters<Api[K]>) => Promise<Answer<DataOf<K>>>,
    ...args,
  );
  if (!answer.ok) throw codeError(answer.code, answer.msg, reason);
  return answer.data;
}
