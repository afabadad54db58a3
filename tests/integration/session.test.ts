// @vitest-environment jsdom
// docs/contract.md §4 Session on the real store, over nock: sign-in, restore at start, the route-change
// re-check, the account with its three identifiers (one owner, one request per trigger),
// the endings (logout, 401, another sign-in) with their races made to happen, and the
// signed-out failure rule.
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { locationChange, windowFocus } from '../../src/app';
import { currentToasts } from '../../src/components/toast/toastStore';
import { resources } from '../../src/models/resources';
import { tasks } from '../../src/models/tasks';
import { templates } from '../../src/models/templates';
import { emptyInfo, INFO_STALE_MS, initialSession, session } from '../../src/models/session';
import { LOGIN_HORIZON_MS } from '../../src/services/auth';
import { createAppStore, type AppStore } from '../../src/store';
import {
  API_HOST,
  IDS,
  api,
  heldAnswer,
  info,
  nockAccount,
  nockLogin,
  nockRun,
  wireOk,
  wireRefused,
  resource,
  settle,
  testStore,
  useNock,
  validAuth,
  waitForState,
  withLoggedInStore,
} from '../testing';
import { errorText } from '../testing/errors';

useNock();

const go = (pathname: string) => locationChange({ pathname, search: '', hash: '' });
const readStored = () => {
  const raw = window.localStorage.getItem('_auth');
  return raw === null ? null : (JSON.parse(raw) as unknown);
};
const listAnswer = (...ids: string[]) => wireOk({ list: ids.map((id) => resource(id)), total: ids.length, page: 1, num: 100 });

describe('sign-in (session/login)', () => {
  it('code 0: saves auth with expire = now + seconds × 1000, writes _auth, loads the account once', async () => {
    const { store, notify } = testStore();
    nockLogin({ code: 'wx-code', state: 'wx-state' }).matchHeader('content-type', /^application\/json/);
    nockAccount({ authorization: 'Bearer tok' });
    const before = Date.now();
    await expect(store.dispatch(session.actions.login({ code: 'wx-code', state: 'wx-state' }))).resolves.toBe(true);
    const after = Date.now();
    const { auth } = store.getState().session;
    expect(auth.type).toBe('Bearer');
    expect(auth.expire).toBeGreaterThanOrEqual(before + 7_200_000);
    expect(auth.expire).toBeLessThanOrEqual(after + 7_200_000);
    expect(readStored()).toEqual({ token: 'tok', expire: auth.expire, type: 'Bearer' });
    // The route change that follows the sign-in does not ask again (one request per trigger).
    store.dispatch(go('/user'));
    nock(API_HOST)
      .get('/usee/v1/alg/template/latest')
      .reply(200, wireOk({ animation: [], avatar: [] }));
    const state = await waitForState(store, (s) => s.session.nopdfid !== '' && !s.loading.global);
    expect(state.session).toMatchObject({ info, ...IDS, infoStatus: 'loaded' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a non-zero code changes nothing, shows nothing and answers false', async () => {
    const { store, notify, onError } = testStore();
    api().post('/miao/v1/account/login_wechat_web', { code: 'old', state: 's' }).reply(200, wireRefused(40029, 'invalid code'));
    await expect(store.dispatch(session.actions.login({ code: 'old', state: 's' }))).resolves.toBe(false);
    const state = store.getState();
    expect(state.session).toEqual(initialSession);
    expect(state.errors).toEqual({});
    expect(readStored()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a huge server expire is capped at the horizon; memory and _auth agree, and it survives a reload', async () => {
    const { store } = testStore();
    nockLogin({ expire: 1e300 });
    nockAccount({ authorization: 'Bearer tok' });
    await store.dispatch(session.actions.login({ code: 'wx-code', state: 'wx-state' }));
    const { auth } = store.getState().session;
    expect(auth.expire - Date.now()).toBeLessThanOrEqual(LOGIN_HORIZON_MS);
    expect(readStored()).toEqual({ token: 'tok', expire: auth.expire, type: 'Bearer' });
    await settle(store);
    // A reload: a new store restores the same login.
    nockAccount({ authorization: 'Bearer tok' });
    const reloaded = testStore().store;
    expect(reloaded.getState().session.auth).toEqual(auth);
    await settle(reloaded);
  });

  it('afterwards every call carries Authorization "<type> <token>"', async () => {
    const { store } = testStore();
    nockLogin({ code: 'c', state: 's', token: 'new-tok', type: 'JWT', expire: 60 });
    nockAccount({ authorization: 'JWT new-tok' });
    await store.dispatch(session.actions.login({ code: 'c', state: 's' }));
    api({ reqheaders: { authorization: 'JWT new-tok' } })
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(200, listAnswer());
    await store.dispatch(resources.actions.fetch());
    await settle(store);
  });
});

describe('restore at start', () => {
  it('a valid stored _auth is restored when the store is created, then the account loads', async () => {
    const auth = validAuth({ token: 'kept' });
    window.localStorage.setItem('_auth', JSON.stringify(auth));
    nockAccount({ authorization: 'Bearer kept' });
    const { store } = testStore();
    // Signed in before any route change: the first paint is already signed in.
    expect(store.getState().session.auth).toEqual(auth);
    await waitForState(store, (s) => s.session.infoStatus === 'loaded' && s.session.nopdfid !== '');
  });

  it('the QA recipe: _auth in storage, build the store, await resources/fetch', async () => {
    window.localStorage.setItem('_auth', JSON.stringify(validAuth()));
    nockAccount();
    api({ reqheaders: { authorization: 'Bearer tok-1' } })
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100' })
      .reply(200, listAnswer('a', 'b'));
    const { store } = testStore();
    await store.dispatch(resources.actions.fetch());
    expect(store.getState().resources.list.map((r) => r.resId)).toEqual(['a', 'b']);
    await settle(store);
  });

  it.each([
    ['an absurd expire (1e300)', JSON.stringify({ token: 'x', expire: 1e300, type: 'Bearer' })],
    ['an infinite expire (1e400)', '{"token":"x","expire":1e400,"type":"Bearer"}'],
    ['an expired one', JSON.stringify({ token: 'x', expire: Date.now() - 1, type: 'Bearer' })],
  ])('%s is refused and cleared', async (_label, raw) => {
    window.localStorage.setItem('_auth', raw);
    const { store } = testStore();
    expect(store.getState().session.auth).toEqual(initialSession.auth);
    expect(readStored()).toBeNull();
    await settle(store);
  });
});

describe('the re-check on every route change', () => {
  it('no token in memory: restores a valid stored value (written after the store started)', async () => {
    const { store } = testStore();
    const expire = Date.now() + 60_000;
    window.localStorage.setItem('_auth', JSON.stringify({ token: 'kept', expire, type: 'Bearer' }));
    nockAccount({ authorization: 'Bearer kept' });
    store.dispatch(go('/login_success'));
    await waitForState(store, (s) => s.session.auth.token === 'kept');
    expect(store.getState().session.auth).toEqual({ token: 'kept', expire, type: 'Bearer' });
    expect(readStored()).toEqual({ token: 'kept', expire, type: 'Bearer' });
    await waitForState(store, (s) => s.session.nopdfid !== '');
  });

  it.each([
    ['expired', JSON.stringify({ token: 'old', expire: Date.now() - 1, type: 'Bearer' })],
    ['partial', JSON.stringify({ token: 'no-expiry' })],
    ['non-JSON', '{oops'],
  ])('no token in memory: an %s stored value means signed out and is cleared', async (label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = testStore();
    window.localStorage.setItem('_auth', raw);
    store.dispatch(go('/login_success'));
    const state = await settle(store);
    expect(state.session.auth).toEqual(initialSession.auth);
    expect(window.localStorage.getItem('_auth')).toBeNull();
    // A parse failure is only logged.
    expect(warn).toHaveBeenCalledTimes(label === 'non-JSON' ? 1 : 0);
  });

  it('an expired token in memory: the session ends and the stored value is cleared', async () => {
    const expired = { type: 'Bearer', token: 'stale', expire: Date.now() - 1000 };
    const { store } = withLoggedInStore(expired);
    expect(readStored()).not.toBeNull();
    store.dispatch(go('/login_success'));
    const state = await settle(store);
    expect(state.session).toEqual({ ...initialSession, endedBy: 'expired', revoked: ['stale'] });
    expect(readStored()).toBeNull();
  });

  it('a valid token in memory stays, and a missing account is loaded once', async () => {
    const { store, auth } = withLoggedInStore();
    nockAccount();
    store.dispatch(go('/login_success'));
    store.dispatch(go('/login_success'));
    const state = await waitForState(store, (s) => s.session.nopdfid !== '' && !s.loading.global);
    expect(state.session.auth).toEqual(auth);
    expect(readStored()).toEqual({ token: auth.token, expire: auth.expire, type: auth.type });
  });
});

describe('the account (session/fetchInfo)', () => {
  it('signed out: resets info and sends nothing', async () => {
    const { store } = testStore({ preloadedState: { session: { ...initialSession, info } } });
    await store.dispatch(session.actions.fetchInfo());
    expect(store.getState().session.info).toEqual(emptyInfo);
  });

  it('code 0: saves info, then the three identifiers', async () => {
    const { store } = withLoggedInStore();
    const scope = nockAccount();
    await store.dispatch(session.actions.fetchInfo());
    const state = store.getState();
    expect(state.session).toMatchObject({ info, ...IDS, infoStatus: 'loaded' });
    expect(state.loading.effects['session/fetchInfo']).toBe(false);
    scope.done();
  });

  it('one failing identifier fetch leaves the other two saved', async () => {
    const { store } = withLoggedInStore();
    api().get('/miao/v1/account/info').reply(200, wireOk(info));
    api()
      .get('/miao/v1/agent/difyid')
      .query(true)
      .reply(200, wireOk({ id: 'dify-1' }));
    api().get('/miao/v1/agent/pdfid').query(true).reply(500, { code: 5000, msg: 'boom' });
    api()
      .get('/miao/v1/agent/nopdfid')
      .query(true)
      .reply(200, wireOk({ id: 'nopdf-1' }));
    await store.dispatch(session.actions.fetchInfo());
    expect(store.getState().session).toMatchObject({ difyid: 'dify-1', pdfid: '', nopdfid: 'nopdf-1' });
  });

  it('two asks while one is in flight send one request (a late ask joins it)', async () => {
    const { store } = withLoggedInStore();
    nockAccount();
    await Promise.all([store.dispatch(session.actions.fetchInfo()), store.dispatch(session.actions.fetchInfo())]);
    expect(store.getState().session.info).toEqual(info);
  });

  it('non-zero code: nothing saved, no identifier asked, the load counts as failed', async () => {
    const { store } = withLoggedInStore();
    api().get('/miao/v1/account/info').reply(200, wireRefused(401, 'expired'));
    await store.dispatch(session.actions.fetchInfo());
    const state = store.getState();
    expect(state.session).toMatchObject({ info: emptyInfo, difyid: '', infoStatus: 'failed' });
    expect(state.errors).toEqual({});
  });

  it('a malformed answer is a clear failure in state.errors, nothing saved', async () => {
    const { store, onError } = withLoggedInStore();
    api()
      .get('/miao/v1/account/info')
      .reply(200, wireOk({ ...info, points: 'many' }));
    await expect(store.dispatch(session.actions.fetchInfo())).rejects.toMatchObject({ code: 'malformed' });
    const state = store.getState();
    expect(state.session).toMatchObject({ info: emptyInfo, infoStatus: 'failed' });
    expect(errorText(state.errors['session/fetchInfo'])).toMatch(/^服务器返回的数据格式不正确.*data\.points/);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('signed in, a server error with an English msg: the Chinese message for its status, no notice', async () => {
    const { store, notify } = withLoggedInStore();
    api().get('/miao/v1/account/info').reply(500, { code: 5000, msg: 'NullPointerException at AccountService' });
    await expect(store.dispatch(session.actions.fetchInfo())).rejects.toThrow();
    expect(store.getState().errors['session/fetchInfo']).toEqual({ code: 5000, status: 500 });
    expect(errorText(store.getState().errors['session/fetchInfo'])).toBe('服务暂时不可用，请稍后重试（状态码 500）');
    expect(notify).not.toHaveBeenCalled();
  });

  it('the tab coming back refreshes a stale account, not a fresh one', async () => {
    const { store } = withLoggedInStore(undefined, {
      preloadedState: {
        session: { ...initialSession, auth: validAuth(), info, infoStatus: 'loaded', infoAt: Date.now() - INFO_STALE_MS - 1 },
      },
    });
    api()
      .get('/miao/v1/account/info')
      .reply(200, wireOk({ ...info, points: 7 }));
    api()
      .get('/miao/v1/agent/difyid')
      .query(true)
      .reply(200, wireOk({ id: 'd' }));
    api()
      .get('/miao/v1/agent/pdfid')
      .query(true)
      .reply(200, wireOk({ id: 'p' }));
    api()
      .get('/miao/v1/agent/nopdfid')
      .query(true)
      .reply(200, wireOk({ id: 'n' }));
    store.dispatch(windowFocus());
    await waitForState(store, (s) => s.session.info.points === 7 && !s.loading.global);
    // Fresh now: another focus sends nothing (an unexpected request would fail the test).
    store.dispatch(windowFocus());
    await settle(store);
  });
});

describe('endings: logout, 401, another sign-in', () => {
  it('logout resets auth, info and per-user state and clears the stored value, sending nothing', async () => {
    const { store } = withLoggedInStore(undefined, {
      preloadedState: {
        session: { ...initialSession, auth: validAuth(), info, difyid: 'd', infoStatus: 'loaded' },
        resources: { list: [resource('a')], total: 1, page: 1, num: 100, typ: undefined },
      },
    });
    await store.dispatch(session.actions.logout());
    const state = store.getState();
    expect(state.session).toEqual({ ...initialSession, endedBy: 'logout', revoked: [validAuth().token] });
    expect(state.resources.list).toEqual([]);
    expect(readStored()).toBeNull();
  });

  it('logout while the account request is in flight: its late answer is dropped', async () => {
    const { store } = withLoggedInStore();
    const held = heldAnswer(200, wireOk(info));
    api().get('/miao/v1/account/info').reply(held.reply);
    const loading = store.dispatch(session.actions.fetchInfo());
    await held.asked;
    await store.dispatch(session.actions.logout());
    held.release();
    await loading;
    await settle(store);
    expect(store.getState().session).toEqual({ ...initialSession, endedBy: 'logout', revoked: [validAuth().token] });
  });

  it('logout while the resource list is in flight: the list stays empty and its dispatch says cancelled', async () => {
    const { store } = withLoggedInStore();
    const held = heldAnswer(200, listAnswer('mine'));
    api().get('/miao/v1/resource/list').query(true).reply(held.reply);
    const listing = store.dispatch(resources.actions.fetch());
    await held.asked;
    await store.dispatch(session.actions.logout());
    await expect(listing).rejects.toMatchObject({ code: 'cancelled' });
    held.release();
    await settle(store);
    expect(store.getState().resources.list).toEqual([]);
  });

  it('a sign-in as someone else while the old list is in flight: the new user never sees it', async () => {
    const { store } = withLoggedInStore();
    const held = heldAnswer(200, listAnswer('previous-user'));
    api().get('/miao/v1/resource/list').query(true).reply(held.reply);
    const listing = store.dispatch(resources.actions.fetch()).catch(() => undefined);
    await held.asked;
    nockLogin({ token: 'other', signedOut: false });
    nockAccount({ authorization: 'Bearer other', info: { ...info, id: 'u-7' } });
    await store.dispatch(session.actions.login({ code: 'wx-code', state: 'wx-state' }));
    held.release();
    await listing;
    await settle(store);
    expect(store.getState().resources.list).toEqual([]);
    expect(store.getState().session.auth.token).toBe('other');
  });

  it('a 401 while signed in ends the session: signed out, the notice flag, _auth cleared, per-user state reset', async () => {
    const { store, notify } = withLoggedInStore(undefined, {
      preloadedState: {
        session: { ...initialSession, auth: validAuth(), info, infoStatus: 'loaded' },
        resources: { list: [resource('a')], total: 1, page: 1, num: 100, typ: undefined },
      },
    });
    api().get('/miao/v1/resource/list').query(true).reply(401, { code: 4100, msg: '登录已失效，请重新登录' });
    await expect(store.dispatch(resources.actions.fetch())).rejects.toMatchObject({ code: 'cancelled' });
    await waitForState(store, (s) => s.session.auth.token === '');
    const state = store.getState();
    expect(state.session).toEqual({
      ...initialSession,
      expiredNotice: true,
      endedBy: 'unauthorized',
      revoked: [validAuth().token],
    });
    expect(state.resources.list).toEqual([]);
    expect(state.errors).toEqual({});
    expect(readStored()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  // The switch aborts this per-user request, so its 401 never arrives; the guard itself (a 401 for an older
  // token) is tested below, on requests the switch does not stop.
  it('a late 401 for the previous token on the list the switch aborts does not sign out the new login', async () => {
    const { store } = withLoggedInStore();
    const held = heldAnswer(401, { code: 4100, msg: 'expired' });
    api().get('/miao/v1/resource/list').query(true).reply(held.reply);
    const old = store.dispatch(resources.actions.fetch()).catch(() => undefined);
    await held.asked;
    nockLogin({ token: 'fresh', signedOut: false });
    nockAccount({ authorization: 'Bearer fresh' });
    await store.dispatch(session.actions.login({ code: 'wx-code', state: 'wx-state' }));
    held.release();
    await old;
    await settle(store);
    expect(store.getState().session.auth.token).toBe('fresh');
    expect(store.getState().session.expiredNotice).toBe(false);
  });
});

describe('a late 401 on a request the login switch does not stop', () => {
  // The switch stops the per-user models' effects, and with them their requests (aborted: no
  // 401 ever arrives). These go on, so their late 401 for the older token does arrive, after
  // the new login is in: it must not sign the new one out (only a 401 for the token signed in
  // does).
  const cases = [
    {
      what: 'the templates (not per-user)',
      path: '/usee/v1/alg/template/latest',
      ask: (store: AppStore) => store.dispatch(templates.actions.fetch()),
    },
    {
      what: 'VIP data (the session’s own effect)',
      path: '/miao/v1/vipdata/info?DataId=d-1',
      ask: (store: AppStore) => store.dispatch(session.actions.vipData({ DataId: 'd-1' })),
    },
  ];

  it.each(cases)('$what: answered 401 for the older token after the switch, the new login stays', async ({ path, ask }) => {
    const first = validAuth();
    const { store } = withLoggedInStore(first, {
      preloadedState: { session: { ...initialSession, auth: first, info, infoStatus: 'loaded', infoAt: Date.now() } },
    });
    const held = heldAnswer(401, { code: 4100, msg: 'expired' });
    nock(API_HOST, { reqheaders: { authorization: `Bearer ${first.token}` } })
      .get(path)
      .reply(held.reply);
    const asked = ask(store);
    await held.asked;
    nockLogin({ code: 'c2', state: 's2', token: 'tok-2', signedOut: false });
    nockAccount({ authorization: 'Bearer tok-2' });
    await store.dispatch(session.actions.login({ code: 'c2', state: 's2' }));
    expect(store.getState().session.auth.token).toBe('tok-2');
    held.release();
    // Not aborted by the switch: its 401 arrived, after the switch.
    await expect(asked).rejects.toMatchObject({ status: 401 });
    await settle(store);
    expect(store.getState().session.auth.token).toBe('tok-2');
    expect(store.getState().session.expiredNotice).toBe(false);
    expect(readStored()).toMatchObject({ token: 'tok-2' });
  });
});

describe('a failure while signed out', () => {
  it('shows the notice 请先登录 and comes back as a normal result (no throw)', async () => {
    const { store, notify, onError } = testStore();
    api().get('/usee/v1/example/list').reply(503);
    store.dispatch(go('/'));
    const state = await settle(store);
    expect(notify).toHaveBeenCalledWith('请先登录');
    expect(onError).not.toHaveBeenCalled();
    expect(state.errors).toEqual({});
    expect(state.examples.map).toEqual({});
  });

  it('with no options at all, in a browser the notice is the toast', async () => {
    const store = createAppStore({ apiHost: API_HOST });
    api().get('/usee/v1/example/list').reply(500);
    store.dispatch(go('/'));
    await settle(store);
    expect(currentToasts().map((t) => t.message)).toContain('请先登录');
  });
});

describe('the other session calls', () => {
  it('GET /miao/v1/account/login_wechat_qr?redirect_uri=… answers the QR page URL (session/startLogin)', async () => {
    const { store } = testStore();
    const redirect = 'http://localhost/miao_web/login_success';
    api({ badheaders: ['authorization'] })
      .get('/miao/v1/account/login_wechat_qr')
      .query({ redirect_uri: redirect })
      .reply(200, wireOk({ url: 'https://open.weixin.qq.com/qr' }));
    await expect(store.dispatch(session.actions.startLogin({ redirectUri: redirect }))).resolves.toBe(
      'https://open.weixin.qq.com/qr',
    );
  });

  it('GET /miao/v1/vipdata/info?DataId=… with the Authorization header (session/vipData)', async () => {
    const { store } = withLoggedInStore();
    api({ reqheaders: { authorization: 'Bearer tok-1' } })
      .get('/miao/v1/vipdata/info')
      .query({ DataId: 'vip-7' })
      .reply(200, wireOk({ DataId: 'vip-7', value: 'gold' }));
    await expect(store.dispatch(session.actions.vipData({ DataId: 'vip-7' }))).resolves.toEqual({
      DataId: 'vip-7',
      value: 'gold',
    });
  });
});

describe('contained hooks', () => {
  it('a notify hook that throws is caught: the failure still resolves, the store keeps working', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notify = vi.fn(() => {
      throw new Error('toast broke');
    });
    const { store } = testStore({ notify });
    api().get('/usee/v1/example/list').reply(500);
    store.dispatch(go('/'));
    await settle(store);
    expect(notify).toHaveBeenCalledWith('请先登录');
    expect(quiet).toHaveBeenCalled();
    // Still answering: a sign-in goes through.
    nockLogin();
    nockAccount({ authorization: 'Bearer tok' });
    await expect(store.dispatch(session.actions.login({ code: 'wx-code', state: 'wx-state' }))).resolves.toBe(true);
    await settle(store);
  });
});

describe('a task of the previous user', () => {
  it('logout while a task is watched: the watch stops and its late result never reaches the next user', async () => {
    const { store } = withLoggedInStore();
    // The status check is in flight, its answer held until after the sign-out (however slow the machine).
    let polled: () => void = () => undefined;
    const polling = new Promise<void>((resolve) => (polled = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const scope = nockRun({
      body: { tool: 'avatar', style: 'pixar', image: 'data:image/png;base64,AA' },
      taskId: 'k',
      pending: resource('r', { status: 'pending', url: '' }),
      points: 90,
      polls: [{ finds: resource('r'), asked: polled, until: released }],
    });
    const running = store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: 'data:image/png;base64,AA' }));
    await polling;
    await store.dispatch(session.actions.logout());
    await expect(running).rejects.toMatchObject({ code: 'cancelled' });
    // The sign-out aborted the status check (the run's effect was cancelled with it): its held
    // answer, let go now, never reaches the app, and nothing the watch did survives the sign-out.
    release();
    await settle(store);
    expect(scope.isDone()).toBe(true);
    expect(store.getState().tasks.runs).toEqual([]);
    expect(store.getState().resources.list).toEqual([]);
  });
});

describe('the limits that keep a login honest', () => {
  it('a login lasts at most 30 days, whatever the server says', async () => {
    expect(LOGIN_HORIZON_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const { store } = testStore();
    nock(API_HOST)
      .post('/miao/v1/account/login_wechat_web')
      .reply(200, { code: 0, data: { token: 'long', type: 'Bearer', expire: 365 * 24 * 3600 } });
    nockAccount({ authorization: 'Bearer long' });
    const before = Date.now();
    await store.dispatch(session.actions.login({ code: 'c', state: 's' }));
    const { expire } = store.getState().session.auth;
    expect(expire).toBeGreaterThanOrEqual(before + LOGIN_HORIZON_MS);
    expect(expire).toBeLessThanOrEqual(Date.now() + LOGIN_HORIZON_MS);
    await settle(store);
  });
});
