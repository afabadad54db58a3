// @vitest-environment jsdom
// SPEC.md §4 Session on the real store, over nock: sign-in, the route-change re-check,
// user info with the three identifiers, logout, and the signed-out failure rule.
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, locationChange } from '../../src/app';
import { currentToasts } from '../../src/components/toast/toastStore';
import { emptyInfo, initialSession, session } from '../../src/models/session';
import { info } from '../helpers/fixtures';
import { recordUnmatched } from '../helpers/nock';
import { settle, testStore, waitForState, withLoggedInStore } from '../helpers/store';

const HOST = 'http://api.test';
const go = (pathname: string) => locationChange({ pathname, search: '', hash: '' });
const readStored = () => {
  const raw = window.localStorage.getItem('_auth');
  return raw === null ? null : (JSON.parse(raw) as unknown);
};

let unmatched: ReturnType<typeof recordUnmatched>;
beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  unmatched = recordUnmatched();
});
afterEach(() => {
  unmatched.stop();
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
  expect(unmatched.list).toEqual([]);
});

describe('sign-in (session/login)', () => {
  it('code 0: saves auth with expire = now + seconds × 1000 and writes _auth', async () => {
    const { store, notify } = testStore();
    nock(HOST, { badheaders: ['authorization'] })
      .post('/miao/v1/account/login_wechat_web', { code: 'wx-code', state: 'wx-state' })
      .matchHeader('content-type', /^application\/json/)
      .reply(200, { code: 0, data: { token: 'tok', type: 'Bearer', expire: 7200 } });
    const before = Date.now();
    store.dispatch(session.actions.login({ code: 'wx-code', state: 'wx-state' }));
    const { session: s } = await waitForState(store, (st) => st.session.auth.token === 'tok');
    const after = Date.now();
    expect(s.auth.type).toBe('Bearer');
    expect(s.auth.expire).toBeGreaterThanOrEqual(before + 7_200_000);
    expect(s.auth.expire).toBeLessThanOrEqual(after + 7_200_000);
    expect(readStored()).toEqual({ token: 'tok', expire: s.auth.expire, type: 'Bearer' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a non-zero code changes nothing and shows nothing', async () => {
    const { store, notify, onError } = testStore();
    nock(HOST)
      .post('/miao/v1/account/login_wechat_web', { code: 'old', state: 's' })
      .reply(200, { code: 40029, msg: 'invalid code' });
    store.dispatch(session.actions.login({ code: 'old', state: 's' }));
    const state = await settle(store);
    expect(state.session).toEqual(initialSession);
    expect(state.errors).toEqual({});
    expect(readStored()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('afterwards every call carries Authorization "<type> <token>"', async () => {
    const { store } = testStore();
    nock(HOST)
      .post('/miao/v1/account/login_wechat_web', { code: 'c', state: 's' })
      .reply(200, { code: 0, data: { token: 'new-tok', type: 'JWT', expire: 60 } });
    store.dispatch(session.actions.login({ code: 'c', state: 's' }));
    await waitForState(store, (s) => s.session.auth.token === 'new-tok');
    nock(HOST, { reqheaders: { authorization: 'JWT new-tok' } })
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: [] } });
    store.dispatch({ type: 'shop/fetchGoods', payload: undefined });
    await settle(store);
  });
});

describe('the re-check on every route change', () => {
  it('no token in memory: restores a valid stored value', async () => {
    const expire = Date.now() + 60_000;
    window.localStorage.setItem('_auth', JSON.stringify({ token: 'kept', expire, type: 'Bearer' }));
    const { store } = testStore();
    store.dispatch(go('/login_success'));
    await waitForState(store, (s) => s.session.auth.token === 'kept');
    expect(store.getState().session.auth).toEqual({ token: 'kept', expire, type: 'Bearer' });
    expect(readStored()).toEqual({ token: 'kept', expire, type: 'Bearer' });
  });

  it('the restored login is in place before the page loads its data', async () => {
    window.localStorage.setItem('_auth', JSON.stringify({ token: 'kept', expire: Date.now() + 60_000, type: 'Bearer' }));
    const { store } = testStore();
    nock(HOST, { reqheaders: { authorization: 'Bearer kept' } })
      .get('/usee/v1/example/list')
      .reply(200, { code: 0, data: { signUrl: [] } });
    store.dispatch(go('/'));
    await settle(store);
  });

  it.each([
    ['expired', JSON.stringify({ token: 'old', expire: Date.now() - 1, type: 'Bearer' })],
    ['partial', JSON.stringify({ token: 'no-expiry' })],
    ['non-JSON', '{oops'],
  ])('no token in memory: an %s stored value means signed out and is cleared', async (label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('_auth', raw);
    const { store } = testStore();
    store.dispatch(go('/login_success'));
    const state = await settle(store);
    expect(state.session.auth).toEqual(initialSession.auth);
    expect(window.localStorage.getItem('_auth')).toBeNull();
    // A parse failure is only logged.
    expect(warn).toHaveBeenCalledTimes(label === 'non-JSON' ? 1 : 0);
  });

  it('an expired token in memory: auth reset and the stored value cleared', async () => {
    const expired = { type: 'Bearer', token: 'stale', expire: Date.now() - 1000 };
    const { store } = withLoggedInStore(expired);
    expect(readStored()).not.toBeNull();
    store.dispatch(go('/login_success'));
    const state = await settle(store);
    expect(state.session).toEqual(initialSession);
    expect(readStored()).toBeNull();
  });

  it('a valid token in memory stays, and so does the stored value', async () => {
    const { store, auth } = withLoggedInStore();
    store.dispatch(go('/login_success'));
    const state = await settle(store);
    expect(state.session.auth).toEqual(auth);
    expect(readStored()).toEqual({ token: auth.token, expire: auth.expire, type: auth.type });
  });
});

describe('user info (session/fetchInfo)', () => {
  it('signed out: resets info and sends nothing', async () => {
    const { store } = testStore({ preloadedState: { session: { ...initialSession, info } } });
    store.dispatch(session.actions.fetchInfo());
    const state = await settle(store);
    expect(state.session.info).toEqual(emptyInfo);
    // No interceptor was set: any request would be in `unmatched`, checked after each test.
  });

  it('code 0: saves info, then fetches and saves the three identifiers', async () => {
    const { store } = withLoggedInStore();
    const scope = nock(HOST, { reqheaders: { authorization: 'Bearer tok-1' } })
      .get('/miao/v1/account/info')
      .reply(200, { code: 0, data: info })
      .get('/miao/v1/agent/difyid')
      .query({ uid: 'u-42' })
      .reply(200, { code: 0, data: { id: 'dify-1' } })
      .get('/miao/v1/agent/pdfid')
      .query({ typ: '16' })
      .reply(200, { code: 0, data: { id: 'pdf-1' } })
      .get('/miao/v1/agent/nopdfid')
      .query({ typ: '16' })
      .reply(200, { code: 0, data: { id: 'nopdf-1' } });
    store.dispatch(session.actions.fetchInfo());
    const state = await waitForState(store, (s) => s.session.nopdfid !== '' && !s.loading.global);
    expect(state.session).toMatchObject({ info, difyid: 'dify-1', pdfid: 'pdf-1', nopdfid: 'nopdf-1' });
    expect(state.loading.effects['session/fetchInfo']).toBe(false);
    scope.done();
  });

  it('non-zero code: nothing saved and no identifier asked', async () => {
    const { store } = withLoggedInStore();
    nock(HOST).get('/miao/v1/account/info').reply(200, { code: 401, msg: 'expired' });
    store.dispatch(session.actions.fetchInfo());
    const state = await settle(store);
    expect(state.session.info).toEqual(emptyInfo);
    expect(state.session.difyid).toBe('');
    expect(state.errors).toEqual({});
  });

  it('a malformed answer is a clear failure in state.errors, nothing saved', async () => {
    const { store, onError } = withLoggedInStore();
    nock(HOST).get('/miao/v1/account/info').reply(200, { code: 0, data: { ...info, points: 'many' } });
    store.dispatch(session.actions.fetchInfo());
    const state = await settle(store);
    expect(state.session.info).toEqual(emptyInfo);
    expect(state.errors['session/fetchInfo']).toMatch(/^服务器返回的数据格式不正确.*data\.points/);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('signed in, a server error: rejected into state.errors, no notice', async () => {
    const { store, notify } = withLoggedInStore();
    nock(HOST).get('/miao/v1/account/info').reply(500);
    store.dispatch(session.actions.fetchInfo());
    const state = await settle(store);
    expect(state.errors['session/fetchInfo']).toBe('请求失败（状态码 500）');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('resets auth and info and clears the stored value, sending nothing', async () => {
    const { store } = withLoggedInStore(undefined, {
      preloadedState: {
        session: { ...initialSession, auth: { type: 'Bearer', token: 'x', expire: Date.now() + 9000 }, info, difyid: 'd' },
      },
    });
    store.dispatch(session.actions.logout());
    const state = await settle(store);
    expect(state.session).toEqual(initialSession);
    expect(readStored()).toBeNull();
  });
});

describe('a failure while signed out', () => {
  it('shows the notice 请先登录 and comes back as a normal result (no throw)', async () => {
    const { store, notify, onError } = testStore();
    nock(HOST).get('/usee/v1/example/list').reply(503);
    store.dispatch(go('/'));
    const state = await settle(store);
    expect(notify).toHaveBeenCalledWith('请先登录');
    expect(onError).not.toHaveBeenCalled();
    expect(state.errors).toEqual({});
    expect(state.examples.map).toEqual({});
  });

  it('with no options at all, in a browser the notice is the toast', async () => {
    const store = createAppStore({ apiHost: 'http://api.test' });
    nock('http://api.test').get('/usee/v1/example/list').reply(500);
    store.dispatch(go('/'));
    await settle(store);
    expect(currentToasts().map((t) => t.message)).toContain('请先登录');
  });
});

describe('calls without a model (through store.api)', () => {
  it('GET /miao/v1/account/login_wechat_qr?redirect_uri=… answers the QR page URL', async () => {
    const { store } = testStore();
    const redirect = 'http://localhost/miao_web/login_success';
    nock(HOST, { badheaders: ['authorization'] })
      .get('/miao/v1/account/login_wechat_qr')
      .query({ redirect_uri: redirect })
      .reply(200, { code: 0, data: { url: 'https://open.weixin.qq.com/qr' } });
    await expect(store.api.getLoginQr({ redirect_uri: redirect })).resolves.toEqual({
      ok: true,
      code: 0,
      msg: '',
      data: { url: 'https://open.weixin.qq.com/qr' },
    });
  });

  it('GET /miao/v1/vipdata/info?DataId=… with the Authorization header', async () => {
    const { store } = withLoggedInStore();
    nock(HOST, { reqheaders: { authorization: 'Bearer tok-1' } })
      .get('/miao/v1/vipdata/info')
      .query({ DataId: 'vip-7' })
      .reply(200, { code: 0, data: { DataId: 'vip-7', value: 'gold' } });
    await expect(store.api.getVipData({ DataId: 'vip-7' })).resolves.toMatchObject({ ok: true, data: { value: 'gold' } });
  });
});
