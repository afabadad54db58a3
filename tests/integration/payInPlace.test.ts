// @vitest-environment jsdom
// Paying in place on a phone, over nock: the shop records the trade before the app leaves for
// the pay page (leaveToPay), and coming back to /user?tab=shop&trade=<no> checks that trade
// once (POST /miao/v1/account/pay), shows it and credits the balance once. A trade number this
// login did not leave for (a link from elsewhere, a reload after it was taken, another login)
// sends nothing.
import { describe, expect, it } from 'vitest';
import { locationChange } from '../../src/app';
import { initialSession } from '../../src/models/session';
import { shop } from '../../src/models/shop';
import { PAY_RETURN_KEY } from '../../src/services/payReturn';
import type { Trade } from '../../src/services/types';
import {
  api,
  info,
  memoryStorage,
  nockAccount,
  wireOk,
  settle,
  trade,
  useNock,
  validAuth,
  waitForState,
  withLoggedInStore,
} from '../testing';

useNock();

const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };
/** Arriving on the return address; every route change also loads the templates (once per store). */
function back(tradeNo: string) {
  api()
    .get('/usee/v1/alg/template/latest')
    .reply(200, wireOk({ animation: [], avatar: [] }));
  return locationChange({ pathname: '/user', search: `?tab=shop&trade=${tradeNo}`, hash: '' });
}
const payAnswer = (status: Trade['status'], points: number) => wireOk({ trade: trade({ status }), points });

/** A store as the page is after coming back: a fresh load with this browser's sessionStorage. */
function afterReturn(session: ReturnType<typeof memoryStorage>, auth = validAuth()) {
  return withLoggedInStore(auth, {
    runStorage: session,
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
}

describe('paying in place', () => {
  it('leaveToPay records the trade for this login; back, it is checked once, shown paid and credited once', async () => {
    const session = memoryStorage();
    const before = afterReturn(session);
    await expect(before.store.dispatch(shop.actions.leaveToPay({ tradeNo: 'T-1' }))).resolves.toBe(true);
    expect(JSON.parse(session.getItem(PAY_RETURN_KEY) ?? '[]')).toEqual([
      { tradeNo: 'T-1', owner: 'tok-1', at: expect.any(Number) },
    ]);

    // The page loads again on the return address.
    const { store } = afterReturn(session);
    api(AUTH).post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, payAnswer('paid', 220));
    nockAccount({ info: { ...info, points: 220 } });
    store.dispatch(back('T-1'));
    const state = await waitForState(store, (s) => s.session.info.points === 220);
    expect(state.shop.trade).toMatchObject({ tradeNo: 'T-1', status: 'paid' });
    await settle(store);
    expect(session.getItem(PAY_RETURN_KEY)).toBeNull();

    // A reload on the same address: taken already, nothing is sent (useNock fails on a request).
    const reloaded = afterReturn(session);
    reloaded.store.dispatch(back('T-1'));
    await settle(reloaded.store);
    expect(reloaded.store.getState().shop.trade).toBeNull();
  });

  it('back unpaid: the dialog shows the trade still pending and waits for it', async () => {
    const session = memoryStorage();
    await afterReturn(session).store.dispatch(shop.actions.leaveToPay({ tradeNo: 'T-1' }));
    const { store } = afterReturn(session);
    api(AUTH).post('/miao/v1/account/pay', { tradeNo: 'T-1' }).reply(200, payAnswer('pending', 120));
    await expect(store.dispatch(shop.actions.returnFromPay({ tradeNo: 'T-1' }))).resolves.toMatchObject({ status: 'pending' });
    expect(store.getState().shop.trade).toMatchObject({ tradeNo: 'T-1', status: 'pending' });
    expect(store.getState().session.info.points).toBe(info.points);
    store.dispatch(shop.actions.clearTrade());
    await settle(store);
  });

  it("a trade number this browser did not leave for, or another login's, sends nothing", async () => {
    const session = memoryStorage();
    await afterReturn(session).store.dispatch(shop.actions.leaveToPay({ tradeNo: 'T-1' }));
    const someoneElse = afterReturn(session, validAuth({ token: 'tok-2' }));
    await expect(someoneElse.store.dispatch(shop.actions.returnFromPay({ tradeNo: 'T-1' }))).resolves.toBeNull();
    const { store } = afterReturn(session);
    await expect(store.dispatch(shop.actions.returnFromPay({ tradeNo: 'T-other' }))).resolves.toBeNull();
    expect(store.getState().shop.trade).toBeNull();
  });

  it('leaveToPay says false when the storage refuses (the page then stays)', async () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const { store } = afterReturn(refusing);
    await expect(store.dispatch(shop.actions.leaveToPay({ tradeNo: 'T-1' }))).resolves.toBe(false);
  });
});
