// The trades left for to be paid in place (services/payReturn.ts): recorded per login, taken
// once within the hour, nothing from a broken or refusing storage.
import { describe, expect, it } from 'vitest';
import { createPayReturn, PAY_RETURN_KEY, PAY_RETURN_TTL_MS } from '../../../src/services/payReturn';
import { memoryStorage } from '../../testing';

describe('payReturn', () => {
  it('takes a recorded trade once, for the login that recorded it', () => {
    const store = memoryStorage();
    const pay = createPayReturn(store);
    expect(pay.record('T-1', 'tok-a', 1000)).toBe(true);
    expect(pay.take('T-1', 'tok-b', 2000)).toBe(false);
    expect(pay.take('T-2', 'tok-a', 2000)).toBe(false);
    expect(pay.take('T-1', 'tok-a', 2000)).toBe(true);
    expect(pay.take('T-1', 'tok-a', 3000)).toBe(false);
    expect(store.getItem(PAY_RETURN_KEY)).toBeNull();
  });

  it('forgets a trade after an hour, and a time from the future', () => {
    const pay = createPayReturn(memoryStorage());
    pay.record('T-1', 'tok', 0);
    expect(pay.take('T-1', 'tok', PAY_RETURN_TTL_MS)).toBe(false);
    pay.record('T-2', 'tok', 10_000);
    expect(pay.take('T-2', 'tok', 5_000)).toBe(false);
  });

  it('keeps the last five; ignores what is not its shape', () => {
    const store = memoryStorage({ [PAY_RETURN_KEY]: '[{"tradeNo":1},"x",null]' });
    const pay = createPayReturn(store);
    for (let i = 1; i <= 6; i += 1) pay.record(`T-${i}`, 'tok', 100 + i);
    expect(pay.take('T-1', 'tok', 200)).toBe(false);
    expect(pay.take('T-6', 'tok', 200)).toBe(true);
    const broken = createPayReturn(memoryStorage({ [PAY_RETURN_KEY]: '{not json' }));
    expect(broken.take('T-1', 'tok')).toBe(false);
  });

  it('no storage (outside a browser): nothing is recorded, so the page does not leave', () => {
    expect(createPayReturn(undefined).record('T-1', 'tok')).toBe(false);
  });
});
