// @vitest-environment jsdom
// Location drives loading (docs/contract.md §4): templates on /user paths, examples once elsewhere.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { locationChange } from '../../src/app';
import { createAppStore } from '../../src/store';
import { initialTemplates } from '../../src/models/templates';
import { templateAnswer } from '../testing/fixtures';
import { settle, testStore, waitForState, withLoggedInStore } from '../testing/store';
import { useNock } from '../testing/nock';
import { nockAccount } from '../testing/chains';

const HOST = 'http://api.test';
const go = (pathname: string) => locationChange({ pathname, search: '', hash: '' });
const exampleItems = [
  { key: 'static/example/avatar/pix/pixar/after.jpg', signUrl: 'https://s/pixar-after' },
  { key: 'static/example/gif/boy/tpl.gif', signUrl: 'https://s/boy-tpl' },
];

useNock();

describe('templates', () => {
  it('load on a path containing /user, split as §4 says, with the Authorization header', async () => {
    const { store } = withLoggedInStore();
    nock(HOST, { reqheaders: { authorization: 'Bearer tok-1' } })
      .get('/usee/v1/alg/template/latest')
      .reply(200, { code: 0, data: templateAnswer });
    // Signed in without the account loaded: the route change loads it too (after the re-check).
    nockAccount();
    store.dispatch(go('/user/works'));
    const { templates } = await waitForState(store, (s) => s.templates.AvatarTpls.length > 0 && s.session.nopdfid !== '');
    expect(templates).toEqual({
      GifTpls: [{ action: 'expression', mode: 'smile', channel: 'gif' }],
      GifMode2Label: { smile: 'smile' },
      AnimationTpls: [{ action: 'animation', mode: 'talk', channel: 'video' }],
      AnimationMode2Label: { talk: 'talk' },
      AvatarTpls: [{ channel: 'avatar', mode: 'pixar' }],
    });
  });

  it('a non-zero code saves nothing', async () => {
    const { store } = testStore();
    nock(HOST).get('/usee/v1/alg/template/latest').reply(200, { code: 2, msg: 'later' });
    store.dispatch(go('/user'));
    const state = await settle(store);
    expect(state.templates).toEqual(initialTemplates);
    expect(state.errors).toEqual({});
  });

  it('are not loaded outside /user (and examples not on /user)', async () => {
    const { store } = testStore({ preloadedState: { examples: { map: { 'gif/boy/tpl': 'x' } } } });
    store.dispatch(go('/create/gif'));
    await settle(store);
    expect(store.getState().templates).toEqual(initialTemplates);
  });
});

describe('examples', () => {
  it('load once outside /user and /login_success: a second navigation sends no request', async () => {
    const store = createAppStore({ apiHost: 'http://api.test' });
    nock('http://api.test', { badheaders: ['authorization'] })
      .get('/usee/v1/example/list')
      .reply(200, { code: 0, data: { signUrl: exampleItems } });
    store.dispatch(go('/'));
    await waitForState(store, (s) => Object.keys(s.examples.map).length > 0);
    expect(store.getState().examples.map).toEqual({
      'avatar/pix/pixar/after': 'https://s/pixar-after',
      'gif/boy/tpl': 'https://s/boy-tpl',
    });
    store.dispatch(go('/create/avatar'));
    await settle(store);
    // No second interceptor exists: a second request would be recorded as unmatched.
  });

  it('two quick navigations send one request', async () => {
    const { store } = testStore();
    nock(HOST)
      .get('/usee/v1/example/list')
      .delay(30)
      .reply(200, { code: 0, data: { signUrl: exampleItems } });
    store.dispatch(go('/'));
    store.dispatch(go('/create'));
    await waitForState(store, (s) => Object.keys(s.examples.map).length === 2 && !s.loading.global);
  });

  it('are not loaded on /user or /login_success paths', async () => {
    const { store } = testStore();
    nock(HOST).get('/usee/v1/alg/template/latest').reply(200, { code: 0, data: templateAnswer });
    store.dispatch(go('/user'));
    store.dispatch(go('/login_success'));
    const state = await settle(store);
    expect(state.examples.map).toEqual({});
  });

  it('a non-zero code stores nothing, and the next navigation asks again', async () => {
    const { store } = testStore();
    nock(HOST).get('/usee/v1/example/list').reply(200, { code: 5, msg: 'busy' });
    store.dispatch(go('/'));
    let state = await settle(store);
    expect(state.examples.map).toEqual({});
    expect(state.errors).toEqual({});
    nock(HOST)
      .get('/usee/v1/example/list')
      .reply(200, { code: 0, data: { signUrl: exampleItems } });
    store.dispatch(go('/create'));
    state = await waitForState(store, (s) => Object.keys(s.examples.map).length === 2);
  });

  it('go to the product host when one is given', async () => {
    const { store } = testStore({ productHost: 'http://product.test/' });
    nock('http://product.test')
      .get('/usee/v1/example/list')
      .reply(200, { code: 0, data: { signUrl: exampleItems } });
    store.dispatch(go('/'));
    await waitForState(store, (s) => Object.keys(s.examples.map).length === 2);
  });
});
