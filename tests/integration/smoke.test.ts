// @vitest-environment jsdom
import nock from 'nock';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createAppStore, locationChange } from '../../src/app';
import { session } from '../../src/models/session';

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
};

it('logs in and fetches info with the Authorization header', async () => {
  const store = createAppStore({ apiHost: 'http://api.test' });
  nock('http://api.test')
    .post('/miao/v1/account/login_wechat_web', { code: 'c1', state: 's1' })
    .reply(200, { code: 0, data: { token: 'tok', type: 'Bearer', expire: 3600 } });
  store.dispatch(session.actions.login({ code: 'c1', state: 's1' }));
  await until(() => store.getState().session.auth.token === 'tok');
  expect(store.getState().session.auth.type).toBe('Bearer');
  expect(JSON.parse(window.localStorage.getItem('_auth')!).token).toBe('tok');
  nock('http://api.test', { reqheaders: { authorization: 'Bearer tok' } })
    .get('/miao/v1/account/info')
    .reply(200, { code: 0, data: { points: 5, phone: '138', avatar: '', type: 1, expireDate: '', id: 'u1' } })
    .get('/miao/v1/agent/difyid').query({ uid: 'u1' }).reply(200, { code: 0, data: { id: 'd1' } })
    .get('/miao/v1/agent/pdfid').query({ typ: '16' }).reply(200, { code: 0, data: { id: 'p1' } })
    .get('/miao/v1/agent/nopdfid').query({ typ: '16' }).reply(200, { code: 0, data: { id: 'n1' } });
  store.dispatch(session.actions.fetchInfo());
  await until(() => store.getState().session.nopdfid === 'n1');
  expect(store.getState().session).toMatchObject({ difyid: 'd1', pdfid: 'p1', nopdfid: 'n1', info: { points: 5 } });
  expect(store.getState().loading.effects['session/fetchInfo']).toBe(false);
  nock('http://api.test').get('/usee/v1/example/list').reply(200, { code: 0, data: { signUrl: [{ key: 'ex/avatar/cartoon/before.png', signUrl: 'http://x/1' }] } });
  store.dispatch(locationChange({ pathname: '/', search: '', hash: '' }));
  await until(() => Object.keys(store.getState().examples.map).length > 0);
  expect(store.getState().examples.map).toEqual({ 'avatar/cartoon/before': 'http://x/1' });
});
