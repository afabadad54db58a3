// @vitest-environment jsdom
// The QA recipe, exactly as docs/testing.md shows it: the real store, nock on its host,
// awaited effects, no other setup. Keep this file and the document in step.
import nock from 'nock';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createAppStore } from '../../src/store';
import { session } from '../../src/models/session';
import { resources } from '../../src/models/resources';

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
  window.localStorage.clear();
});

const account = (host: string, authorization: string) =>
  nock(host, { reqheaders: { authorization } })
    .get('/miao/v1/account/info')
    .reply(200, { code: 0, data: { points: 5, phone: '138', avatar: '', type: 1, expireDate: '', id: 'u1' } })
    .get('/miao/v1/agent/difyid')
    .query({ uid: 'u1' })
    .reply(200, { code: 0, data: { id: 'd1' } })
    .get('/miao/v1/agent/pdfid')
    .query({ typ: '16' })
    .reply(200, { code: 0, data: { id: 'p1' } })
    .get('/miao/v1/agent/nopdfid')
    .query({ typ: '16' })
    .reply(200, { code: 0, data: { id: 'n1' } });

it('signs in; the session then loads the account with the Authorization header', async () => {
  const store = createAppStore({ apiHost: 'http://api.test' });
  nock('http://api.test')
    .post('/miao/v1/account/login_wechat_web', { code: 'c1', state: 's1' })
    .reply(200, { code: 0, data: { token: 'tok', type: 'Bearer', expire: 3600 } });
  account('http://api.test', 'Bearer tok');

  await expect(store.dispatch(session.actions.login({ code: 'c1', state: 's1' }))).resolves.toBe(true);
  expect(JSON.parse(window.localStorage.getItem('_auth')!)).toMatchObject({ token: 'tok', type: 'Bearer' });
  // The sign-in started the account load; asking again joins it and answers when it is done.
  await store.dispatch(session.actions.fetchInfo());
  expect(store.getState().session).toMatchObject({ info: { points: 5, id: 'u1' }, difyid: 'd1', pdfid: 'p1', nopdfid: 'n1' });
});

it('restores `_auth` when the store is created, so effects dispatched at once are signed in', async () => {
  window.localStorage.setItem('_auth', JSON.stringify({ token: 'tok', type: 'Bearer', expire: Date.now() + 3_600_000 }));
  account('http://api.test', 'Bearer tok'); // a restore loads the account
  nock('http://api.test', { reqheaders: { authorization: 'Bearer tok' } })
    .get('/miao/v1/resource/list')
    .query({ page: '1', num: '100' })
    .reply(200, { code: 0, data: { list: [], total: 0, page: 1, num: 100 } });

  const store = createAppStore({ apiHost: 'http://api.test' });
  expect(store.getState().session.auth.token).toBe('tok');
  await store.dispatch(resources.actions.fetch());
  expect(store.getState().resources).toMatchObject({ list: [], total: 0 });
  // The account loads on its own; its status says when.
  for (let i = 0; i < 100 && store.getState().session.infoStatus !== 'loaded'; i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(store.getState().session.info.id).toBe('u1');
});
