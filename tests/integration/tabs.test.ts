// @vitest-environment jsdom
// Tabs agree, with two stores as two tabs of one browser: one `_auth` storage and one tab bus
// (what BroadcastChannel and the storage event carry in a browser). Logout, a 401-ended
// session and a sign-in as someone else in one tab end the session in the other at once; with
// no message, the other's next route change does it; no request leaves with a token that
// ended; a storage that cannot remove `_auth` never brings an ended login back.
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { locationChange } from '../../src/app';
import { initialSession, session } from '../../src/models/session';
import { resources } from '../../src/models/resources';
import { createTabBus } from '../../src/services/tabs';
import {
  API_HOST,
  info,
  memoryStorage,
  nockAccount,
  nockPageData,
  settle,
  testStore,
  useNock,
  validAuth,
  waitForState,
} from '../testing';

useNock();
// Route changes ask for examples and templates: answered empty, optional.
beforeEach(() => nockPageData());

const go = (pathname: string) => locationChange({ pathname, search: '', hash: '' });

/** Two tabs signed in with the same login, sharing storage and (unless `bus: false`) messages. */
type Store = ReturnType<typeof memoryStorage> | Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function twoTabs({ bus = true, storage = memoryStorage(), seed = undefined as Store | undefined } = {}) {
  const auth = validAuth();
  (seed ?? storage).setItem('_auth', JSON.stringify(auth));
  const channel = createTabBus();
  const tab = () =>
    testStore({
      storage,
      tabs: bus ? channel() : null,
      preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
    }).store;
  return { a: tab(), b: tab(), storage, auth, channel };
}

describe('two tabs', () => {
  it('logout in one ends the session in the other at once, and its next request goes without the token', async () => {
    const { a, b, storage, auth } = twoTabs();
    await a.dispatch(session.actions.logout());
    expect(storage.getItem('_auth')).toBeNull();
    expect(b.getState().session.auth.token).toBe('');
    expect(b.getState().session.revoked).toEqual([auth.token]);
    // B asks for its list now: no Authorization header leaves (signed out: the notice path).
    const list = nock(API_HOST, { badheaders: ['authorization'] })
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(401, { code: 4100, msg: '请先登录' });
    await b.dispatch(resources.actions.fetch()).catch(() => undefined);
    expect(list.isDone()).toBe(true);
    await settle(b);
  });

  it('a 401 in one (the server ended the login) ends it in the other', async () => {
    const { a, b, auth } = twoTabs();
    nock(API_HOST).get('/miao/v1/resource/list').query(true).reply(401, { code: 4100, msg: 'expired' });
    await a.dispatch(resources.actions.fetch()).catch(() => undefined);
    await waitForState(a, (s) => s.session.auth.token === '');
    expect(a.getState().session.expiredNotice).toBe(true);
    await waitForState(b, (s) => s.session.auth.token === '');
    expect(b.getState().session.revoked).toContain(auth.token);
  });

  it('a sign-in as someone else in one: the other ends the first login and follows the new one', async () => {
    const { a, b, auth } = twoTabs();
    nock(API_HOST)
      .post('/miao/v1/account/login_wechat_web', { code: 'c2', state: 's2' })
      .reply(200, { code: 0, data: { token: 'tok-2', type: 'Bearer', expire: 3600 } });
    nockAccount({ authorization: 'Bearer tok-2' });
    nockAccount({ authorization: 'Bearer tok-2' });
    await expect(a.dispatch(session.actions.login({ code: 'c2', state: 's2' }))).resolves.toBe(true);
    await waitForState(b, (s) => s.session.auth.token === 'tok-2' && s.session.info.id === info.id);
    expect(b.getState().session.revoked).toEqual([auth.token]);
    await settle(a);
    await settle(b);
  });

  it('a sign-in message for a login storage does not hold (forged) is ignored: both tabs keep theirs', async () => {
    const { a, b, storage, auth, channel } = twoTabs();
    // Any script of the origin can post on the channel; storage still holds tok-1.
    channel().post({ kind: 'signedIn', token: 'forged' });
    await settle(a);
    await settle(b);
    for (const tab of [a, b]) {
      expect(tab.getState().session.auth.token).toBe(auth.token);
      expect(tab.getState().session.info.id).toBe(info.id);
      expect(tab.getState().session.revoked).toEqual([]);
    }
    expect(JSON.parse(storage.getItem('_auth') ?? 'null')).toMatchObject({ token: auth.token });
    // Still signed in: their requests carry the login.
    const list = nock(API_HOST, { reqheaders: { authorization: 'Bearer tok-1' } })
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(200, { code: 0, data: { list: [], total: 0, page: 1, num: 100 } });
    await b.dispatch(resources.actions.fetch());
    expect(list.isDone()).toBe(true);
  });

  it('with no message (the other tab missed it), the next route change ends it and follows storage', async () => {
    const { a, b, storage } = twoTabs({ bus: false });
    // B has been on a page since the login (its route changes see the stored login as its own).
    b.dispatch(go('/user'));
    await settle(b);
    await a.dispatch(session.actions.logout());
    expect(b.getState().session.auth.token).toBe('tok-1');
    b.dispatch(go('/blog'));
    const state = await waitForState(b, (s) => s.session.auth.token === '');
    expect(state.session.revoked).toEqual(['tok-1']);
    // Another login in storage meanwhile: followed at the next route change.
    storage.setItem('_auth', JSON.stringify(validAuth({ token: 'tok-3' })));
    nockAccount({ authorization: 'Bearer tok-3' });
    b.dispatch(go('/user'));
    await waitForState(b, (s) => s.session.auth.token === 'tok-3');
    await settle(b);
  });

  it('a storage that cannot remove `_auth` never brings an ended login back, in either tab', async () => {
    const base = memoryStorage();
    const stuck = {
      ...base,
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { a, b } = twoTabs({ storage: stuck, seed: base });
    await a.dispatch(session.actions.logout());
    // `_auth` is still there…
    expect(base.getItem('_auth')).not.toBeNull();
    // …but neither tab takes it back on its next route change.
    a.dispatch(go('/user'));
    b.dispatch(go('/user'));
    await settle(a);
    await settle(b);
    expect(a.getState().session.auth.token).toBe('');
    expect(b.getState().session.auth.token).toBe('');
  });

  it('a tab whose own write failed is not signed out by storage that never held its login', async () => {
    const base = memoryStorage();
    const full = {
      ...base,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { a } = twoTabs({ storage: full, seed: base, bus: false });
    nock(API_HOST)
      .post('/miao/v1/account/login_wechat_web')
      .reply(200, { code: 0, data: { token: 'tok-9', type: 'Bearer', expire: 3600 } });
    nockAccount({ authorization: 'Bearer tok-9' });
    await a.dispatch(session.actions.login({ code: 'c', state: 's' }));
    a.dispatch(go('/blog'));
    await settle(a);
    expect(a.getState().session.auth.token).toBe('tok-9');
  });

  it('a token the state says ended is never sent, even while it is still the one in memory', async () => {
    const auth = validAuth();
    const { store } = testStore({
      preloadedState: {
        session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now(), revoked: [auth.token] },
      },
    });
    const list = nock(API_HOST, { badheaders: ['authorization'] })
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(200, { code: 0, data: { list: [], total: 0, page: 1, num: 100 } });
    await store.dispatch(resources.actions.fetch());
    expect(list.isDone()).toBe(true);
  });
});
