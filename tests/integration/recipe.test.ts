// @vitest-environment jsdom
// The QA recipe, exactly as docs/testing.md shows it: the real store, nock on its host,
// no other setup. Keep this file and the document in step.
import nock from 'nock';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createAppStore } from '../../src/app';
import { session } from '../../src/models/session';

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
};

it('signs in, then sends the Authorization header with the user info fetch', async () => {
  const store = createAppStore({ apiHost: 'http://api.test' });

  nock('http://api.test')
    .post('/miao/v1/account/login_wechat_web', { code: 'c1', state: 's1' })
    .reply(200, { code: 0, data: { token: 'tok', type: 'Bearer', expire: 3600 } });
  store.dispatch(session.actions.login({ code: 'c1', state: 's1' }));
  await until(() => store.getState().session.auth.token === 'tok');
  expect(JSON.parse(window.localStorage.getItem('_auth')!)).toMatchObject({ token: 'tok', type: 'Bearer' });

  nock('http://api.test', { reqheaders: { authorization: 'Bearer tok' } })
    .get('/miao/v1/account/info')
    .reply(200, { code: 0, data: { points: 5, phone: '138', avatar: '', type: 1, expireDate: '', id: 'u1' } })
    .get('/miao/v1/agent/difyid').query({ uid: 'u1' }).reply(200, { code: 0, data: { id: 'd1' } })
    .get('/miao/v1/agent/pdfid').query({ typ: '16' }).reply(200, { code: 0, data: { id: 'p1' } })
    .get('/miao/v1/agent/nopdfid').query({ typ: '16' }).reply(200, { code: 0, data: { id: 'n1' } });
  store.dispatch(session.actions.fetchInfo());
  await until(() => store.getState().session.nopdfid === 'n1');
  expect(store.getState().session).toMatchObject({ info: { points: 5, id: 'u1' }, difyid: 'd1', pdfid: 'p1' });
  expect(store.getState().loading.effects['session/fetchInfo']).toBe(false);
});
