// @vitest-environment jsdom
// The points history over nock: GET /miao/v1/account/history loads a page into the store, the
// next page on request; a server that does not offer it (404, code 4404, no answer, a page
// instead of JSON) leaves the history 'unavailable' without an error anywhere; a failure of a
// server that does offer it is 'failed' (the tab offers a retry); a sign-out empties it.
import { describe, expect, it } from 'vitest';
import { initialSession, session } from '../../src/models/session';
import { history, HISTORY_PAGE_SIZE } from '../../src/models/history';
import type { HistoryAnswer, HistoryEntry } from '../../src/services/types';
import { api, info, wireOk, wireRefused, useNock, validAuth, waitForState, withLoggedInStore } from '../testing';

const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };

useNock();

function signedIn() {
  const auth = validAuth();
  return withLoggedInStore(auth, {
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  });
}

const entry = (id: string, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  kind: 'charge',
  amount: -4,
  balance: 96,
  at: 1_760_000_000_000,
  tool: 'cartoon',
  styles: ['cartoon'],
  count: 1,
  taskId: 't-1',
  ...over,
});
const page = (list: HistoryEntry[], p: number, total: number): HistoryAnswer => ({
  list,
  total,
  page: p,
  num: HISTORY_PAGE_SIZE,
});

describe('history over nock', () => {
  it('loads the first page: GET /miao/v1/account/history?page=1&num=20 with the login', async () => {
    const { store, onError } = signedIn();
    const receipt = { tradeNo: 'T1', goodsId: 'g-30', name: '体验包', price: 300, points: 30, status: 'paid' as const };
    const list = [
      entry('e3'),
      entry('e2', { kind: 'buy', amount: 30, balance: 100, trade: receipt }),
      entry('e1', { kind: 'welcome', amount: 70, balance: 70 }),
    ];
    api(AUTH)
      .get('/miao/v1/account/history')
      .query({ page: '1', num: String(HISTORY_PAGE_SIZE) })
      .reply(200, wireOk(page(list, 1, 3)));
    await expect(store.dispatch(history.actions.fetch())).resolves.toBe('loaded');
    expect(store.getState().history).toEqual({ status: 'loaded', list, total: 3, page: 1, num: HISTORY_PAGE_SIZE });
    expect(onError).not.toHaveBeenCalled();
  });

  it('pages: page 2 asks for page=2 and replaces the list', async () => {
    const { store } = signedIn();
    api(AUTH)
      .get('/miao/v1/account/history')
      .query({ page: '1', num: '20' })
      .reply(200, wireOk(page([entry('e41')], 1, 41)));
    api(AUTH)
      .get('/miao/v1/account/history')
      .query({ page: '2', num: '20' })
      .reply(200, wireOk(page([entry('e21')], 2, 41)));
    await store.dispatch(history.actions.fetch({ page: 1 }));
    await store.dispatch(history.actions.fetch({ page: 2 }));
    expect(store.getState().history).toMatchObject({ status: 'loaded', page: 2, total: 41, list: [{ id: 'e21' }] });
  });

  it.each([
    [
      'HTTP 404 with code 4404 (an unknown route)',
      () => api().get('/miao/v1/account/history').query(true).reply(404, { code: 4404, msg: 'no route', data: null }),
    ],
    ['HTTP 404 without a body', () => api().get('/miao/v1/account/history').query(true).reply(404, '')],
    [
      'code 4404 with HTTP 200',
      () => api().get('/miao/v1/account/history').query(true).reply(200, wireRefused(4404, 'not found')),
    ],
    ['no answer (a network failure)', () => api().get('/miao/v1/account/history').query(true).replyWithError('socket hang up')],
    [
      'the app’s HTML instead of JSON',
      () => api().get('/miao/v1/account/history').query(true).reply(200, '<!doctype html><title>Miao</title>'),
    ],
  ])('a server that does not offer it (%s): unavailable, and no error anywhere', async (_name, reply) => {
    const { store, onError, notify } = signedIn();
    reply();
    await expect(store.dispatch(history.actions.fetch())).resolves.toBe('unavailable');
    const state = store.getState();
    expect(state.history.status).toBe('unavailable');
    expect(state.errors).toEqual({});
    expect(onError).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a failure of a server that offers it is "failed" (a retry), and keeps the page shown', async () => {
    const { store } = signedIn();
    api().get('/miao/v1/account/history').query(true).reply(500, { code: 5000, msg: 'boom', data: null });
    await expect(store.dispatch(history.actions.fetch())).resolves.toBe('failed');
    api()
      .get('/miao/v1/account/history')
      .query(true)
      .reply(200, wireOk(page([entry('e1')], 1, 2)));
    await store.dispatch(history.actions.fetch());
    // Answered before: a lost connection now is a failure, not "this server has none".
    api().get('/miao/v1/account/history').query(true).replyWithError('socket hang up');
    await expect(store.dispatch(history.actions.fetch({ page: 2 }))).resolves.toBe('failed');
    expect(store.getState().history).toMatchObject({ status: 'failed', page: 1, list: [{ id: 'e1' }] });
  });

  it('a sign-out empties it', async () => {
    const { store } = signedIn();
    api()
      .get('/miao/v1/account/history')
      .query(true)
      .reply(200, wireOk(page([entry('e1')], 1, 1)));
    await store.dispatch(history.actions.fetch());
    store.dispatch(session.actions.ended('logout'));
    await waitForState(store, (s) => s.history.status === 'idle');
    expect(store.getState().history.list).toEqual([]);
  });
});
