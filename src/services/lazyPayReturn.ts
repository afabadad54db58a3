// The pay-in-place record (payReturn.ts) loads with its first use: only a phone that pays
// needs it, so it stays out of the first screen. A chunk that cannot load records nothing
// (the page then stays and says so) and finds nothing.
import type { AsyncPayReturn, PayReturn } from './payReturn';
import type { KeyValueStore } from './storage';
import { onDemand } from '../utils/onDemand';

export function lazyPayReturn(store: KeyValueStore | undefined): AsyncPayReturn {
  const loaded = onDemand(() => import(/* webpackChunkName: "pay-return" */ './payReturn').then((m) => m.createPayReturn(store)));
  const load = (): Promise<PayReturn | null> => loaded().catch(() => null);
  return {
    record: async (tradeNo, owner) => (await load())?.record(tradeNo, owner) ?? false,
    take: async (tradeNo, owner) => (await load())?.take(tradeNo, owner) ?? false,
  };
}
