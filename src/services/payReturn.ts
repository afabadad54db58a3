// A payment left for in place (on a phone: the pay page opened in this browser, which comes
// back to /user?tab=shop&trade=<no>): the trade is recorded here, in sessionStorage, before
// the app leaves, and taken once when it comes back. So the shop checks and credits the
// trade this browser paid, once, and a link with someone's trade number does nothing.
// Bound to the login that bought it (`owner`, its token). Effects reach it through the saga
// context (PAY_RETURN), like the runs.
import type { KeyValueStore } from './storage';

export const PAY_RETURN_KEY = 'miao:pay';
/** A trade closes unpaid after 15 minutes (the stand-in's MOCK_TRADE_TTL_S): an hour is plenty to come back. */
export const PAY_RETURN_TTL_MS = 60 * 60 * 1000;

interface Left {
  tradeNo: string;
  owner: string;
  at: number;
}

export interface PayReturn {
  /** Records a trade about to be paid in place; false when storage refuses (then the app must not leave). */
  record: (tradeNo: string, owner: string, now?: number) => boolean;
  /** True once for a trade this login recorded here within the hour; it is forgotten then. */
  take: (tradeNo: string, owner: string, now?: number) => boolean;
}

/** What effects get (context PAY_RETURN): the same, loaded on first use (services/lazyPayReturn.ts). */
export interface AsyncPayReturn {
  record: (tradeNo: string, owner: string) => Promise<boolean>;
  take: (tradeNo: string, owner: string) => Promise<boolean>;
}

const isLeft = (v: unknown): v is Left =>
  typeof v === 'object' &&
  v !== null &&
  'tradeNo' in v &&
  typeof v.tradeNo === 'string' &&
  'owner' in v &&
  typeof v.owner === 'string' &&
  'at' in v &&
  typeof v.at === 'number';

/** `store` is undefined outside a browser: nothing is recorded (and nothing taken). */
export function createPayReturn(store: KeyValueStore | undefined): PayReturn {
  const read = (now: number): Left[] => {
    try {
      const value: unknown = JSON.parse(store?.getItem(PAY_RETURN_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter(isLeft).filter((l) => now - l.at < PAY_RETURN_TTL_MS && l.at <= now) : [];
    } catch {
      return [];
    }
  };
  const write = (list: Left[]): boolean => {
    try {
      if (!store) return false;
      if (list.length === 0) store.removeItem(PAY_RETURN_KEY);
      else store.setItem(PAY_RETURN_KEY, JSON.stringify(list));
      return true;
    } catch {
      return false;
    }
  };
  return {
    record: (tradeNo, owner, now = Date.now()) =>
      write([...read(now).filter((l) => l.tradeNo !== tradeNo), { tradeNo, owner, at: now }].slice(-5)),
    take: (tradeNo, owner, now = Date.now()) => {
      const list = read(now);
      const found = list.some((l) => l.tradeNo === tradeNo && l.owner === owner);
      if (found) write(list.filter((l) => l.tradeNo !== tradeNo));
      return found;
    },
  };
}
