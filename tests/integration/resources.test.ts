// @vitest-environment jsdom
// Resources over nock: list (page 1, num 100 by default), delete one, delete many, revoke.
// After each, the list in state matches the server; a failure drops nothing.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { initialResources, resources } from '../../src/models/resources';
import { initialSession } from '../../src/models/session';
import { info, resource, validAuth } from '../testing/fixtures';
import { settle, waitForState, withLoggedInStore } from '../testing/store';
import { useNock } from '../testing/nock';
import { errorText } from '../testing/errors';

const HOST = 'http://api.test';
const AUTH = { reqheaders: { authorization: 'Bearer tok-1' } };

useNock();

/** Signed in, with three resources already listed. */
function listedStore() {
  const auth = validAuth();
  const list = [resource('a'), resource('b'), resource('c')];
  return withLoggedInStore(auth, {
    preloadedState: {
      session: { ...initialSession, auth, info },
      resources: { ...initialResources, list, total: 3 },
    },
  });
}
const ids = (state: { resources: { list: { resId: string }[] } }) => state.resources.list.map((r) => r.resId);

describe('resources/fetch', () => {
  it('defaults to page=1 and num=100 and saves the list', async () => {
    const { store } = withLoggedInStore();
    nock(HOST, AUTH)
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100' })
      .reply(200, { code: 0, data: { list: [resource('x')], total: 1, page: 1, num: 100 } });
    void store.dispatch(resources.actions.fetch());
    const state = await waitForState(store, (s) => s.resources.list.length === 1);
    expect(state.resources).toEqual({ list: [resource('x')], total: 1, page: 1, num: 100, typ: undefined });
  });

  it('sends page, num and typ', async () => {
    const { store } = withLoggedInStore();
    nock(HOST, AUTH)
      .get('/miao/v1/resource/list')
      .query({ page: '2', num: '20', typ: 'gif' })
      .reply(200, { code: 0, data: { list: [], total: 21, page: 2, num: 20 } });
    void store.dispatch(resources.actions.fetch({ page: 2, num: 20, typ: 'gif' }));
    const state = await waitForState(store, (s) => s.resources.total === 21);
    expect(state.resources).toMatchObject({ page: 2, num: 20, typ: 'gif', list: [] });
  });

  it('a non-zero code keeps the list shown and puts the message in state.errors', async () => {
    const { store } = listedStore();
    nock(HOST).get('/miao/v1/resource/list').query(true).reply(200, { code: 9, msg: '' });
    void store.dispatch(resources.actions.fetch());
    const state = await settle(store);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(errorText(state.errors['resources/fetch'])).toBe('作品列表加载失败');
  });

  it('a newer fetch wins: the list shows the last page asked for (takeLatest), and the older request is aborted', async () => {
    const { store } = withLoggedInStore();
    let olderArrived = false;
    nock(HOST)
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100' })
      .optionally()
      .delay(60)
      .reply(200, () => {
        olderArrived = true;
        return { code: 0, data: { list: [resource('old')], total: 1, page: 1, num: 100 } };
      })
      .get('/miao/v1/resource/list')
      .query({ page: '2', num: '100' })
      .reply(200, { code: 0, data: { list: [resource('new')], total: 1, page: 2, num: 100 } });
    void store.dispatch(resources.actions.fetch({ page: 1 }));
    void store.dispatch(resources.actions.fetch({ page: 2 }));
    // The first run was cancelled; the second still counts as loading.
    expect(store.getState().loading.effects['resources/fetch']).toBe(true);
    await waitForState(store, (s) => s.resources.page === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const state = store.getState();
    expect(ids(state)).toEqual(['new']);
    expect(state.loading.effects['resources/fetch']).toBe(false);
    // The cancelled run's request was aborted with it: it never reached the server.
    expect(olderArrived).toBe(false);
  });
});

describe('resources/remove', () => {
  it('DELETE /miao/v1/resource?resId=… then drops exactly that item', async () => {
    const { store } = listedStore();
    nock(HOST, AUTH)
      .delete('/miao/v1/resource')
      .query({ resId: 'b' })
      .reply(200, { code: 0, data: { deleted: ['b'] } });
    void store.dispatch(resources.actions.remove({ resId: 'b' }));
    const state = await waitForState(store, (s) => s.resources.list.length === 2);
    expect(ids(state)).toEqual(['a', 'c']);
    expect(state.resources.total).toBe(2);
  });

  it('a failure drops nothing and says why', async () => {
    const { store } = listedStore();
    nock(HOST).delete('/miao/v1/resource').query({ resId: 'b' }).reply(200, { code: 3, msg: '作品正在生成，不能删除' });
    void store.dispatch(resources.actions.remove({ resId: 'b' }));
    const state = await settle(store);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(errorText(state.errors['resources/remove'])).toBe('作品正在生成，不能删除');

    // The model still answers: a retry succeeds and wipes the message.
    nock(HOST)
      .delete('/miao/v1/resource')
      .query({ resId: 'b' })
      .reply(200, { code: 0, data: { deleted: ['b'] } });
    void store.dispatch(resources.actions.remove({ resId: 'b' }));
    const retried = await waitForState(store, (s) => s.resources.list.length === 2 && !s.loading.global);
    expect(ids(retried)).toEqual(['a', 'c']);
    expect(retried.errors).toEqual({});
  });

  it('a server error drops nothing either', async () => {
    const { store } = listedStore();
    nock(HOST).delete('/miao/v1/resource').query({ resId: 'b' }).reply(500);
    void store.dispatch(resources.actions.remove({ resId: 'b' }));
    const state = await settle(store);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(state.errors['resources/remove']).toEqual({ code: 'http', status: 500 });
    expect(errorText(state.errors['resources/remove'])).toBe('服务暂时不可用，请稍后重试（状态码 500）');
  });
});

describe('resources/removeMany', () => {
  it('POST /miao/v1/resource/delete {ids} then drops those items', async () => {
    const { store } = listedStore();
    nock(HOST, AUTH)
      .post('/miao/v1/resource/delete', { ids: ['a', 'c'] })
      .reply(200, { code: 0, data: { deleted: ['a', 'c'] } });
    void store.dispatch(resources.actions.removeMany({ ids: ['a', 'c'] }));
    const state = await waitForState(store, (s) => s.resources.list.length === 1);
    expect(ids(state)).toEqual(['b']);
    expect(state.resources.total).toBe(1);
  });

  it('a failure drops nothing', async () => {
    const { store } = listedStore();
    nock(HOST)
      .post('/miao/v1/resource/delete', { ids: ['a', 'c'] })
      .reply(200, { code: 1 });
    void store.dispatch(resources.actions.removeMany({ ids: ['a', 'c'] }));
    const state = await settle(store);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(errorText(state.errors['resources/removeMany'])).toBe('删除失败');
  });
});

describe('resources/revoke', () => {
  it('POST /miao/v1/resource/revoke {resId}: the item is replaced in place and the refund shown', async () => {
    const { store } = listedStore();
    const revoked = resource('b', { status: 'revoked' });
    nock(HOST, AUTH)
      .post('/miao/v1/resource/revoke', { resId: 'b' })
      .reply(200, { code: 0, data: { resource: revoked, points: 130 } });
    void store.dispatch(resources.actions.revoke({ resId: 'b' }));
    const state = await waitForState(store, (s) => s.session.info.points === 130);
    expect(state.resources.list.map((r) => [r.resId, r.status])).toEqual([
      ['a', 'done'],
      ['b', 'revoked'],
      ['c', 'done'],
    ]);
    expect(state.resources.total).toBe(3);
  });

  it('a failure changes nothing', async () => {
    const { store } = listedStore();
    nock(HOST).post('/miao/v1/resource/revoke', { resId: 'b' }).reply(200, { code: 7, msg: '' });
    void store.dispatch(resources.actions.revoke({ resId: 'b' }));
    const state = await settle(store);
    expect(state.resources.list.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect(state.session.info.points).toBe(info.points);
    expect(errorText(state.errors['resources/revoke'])).toBe('撤回失败');
  });
});
