// @vitest-environment jsdom
// The browser's store starts with the first screen's models only; the page models join with
// the pages that read them (issue 19, point 1). What a person meets: /user shows the shop as
// before, the home page does not fetch the tasks model until the workspace opens, and an
// action sent to a model not yet there is refused by name instead of vanishing.
import { act, screen } from '@testing-library/react';
import nock from 'nock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModelNotLoadedError } from '../../../src/app';
import { shop } from '../../../src/models/shop';
import { createFirstScreenStore } from '../../../src/store/createFirstScreenStore';
import { ensurePageModels, withNeeds } from '../../../src/store/pageModels';
import { RUNS_STORAGE_KEY } from '../../../src/services/runStorage';
import { LazyWorkspacePanel } from '../../../src/pages/home/lazyWorkspace';
import { API_HOST, goods, validAuth } from '../../testing/fixtures';
import { nockAccount, nockPageData } from '../../testing/chains';
import { useNock } from '../../testing/nock';
import { renderApp, settleUi, waitForStore } from '../../testing/render';
import { FAST, memoryStorage } from '../../testing/store';

useNock();
beforeEach(() => nockPageData());

function firstScreenStore(runStorage = memoryStorage(), { signedIn = false } = {}) {
  return createFirstScreenStore({
    apiHost: API_HOST,
    storage: memoryStorage(signedIn ? { _auth: JSON.stringify(validAuth()) } : {}),
    runStorage,
    timing: FAST,
    tabs: null,
    notify: () => undefined,
    onError: () => undefined,
  });
}

describe('the first-screen store', () => {
  it('holds the first screen’s models only, and refuses an action to a page model by name', async () => {
    const store = firstScreenStore();
    expect(Object.keys(store.getState()).sort()).toEqual(['errors', 'examples', 'loading', 'session', 'templates']);
    await expect(store.dispatch(shop.actions.fetchGoods())).rejects.toBeInstanceOf(ModelNotLoadedError);
    store.close();
  });

  it('adds what a model needs first, each once, even when two pages ask at the same time', async () => {
    expect(withNeeds(['tasks', 'shop', 'resources'])).toEqual(['resources', 'tasks', 'shop']);
    const store = firstScreenStore();
    await Promise.all([ensurePageModels(store, ['tasks']), ensurePageModels(store, ['tasks', 'resources'])]);
    expect(store.hasModel('tasks') && store.hasModel('resources')).toBe(true);
    expect(store.hasModel('shop')).toBe(false);
    store.close();
  });

  it('picks up the runs kept before a reload at once, whatever the page', async () => {
    const runs = memoryStorage({ [RUNS_STORAGE_KEY]: JSON.stringify({ owner: 'x', runs: [] }) });
    const store = firstScreenStore(runs);
    await waitForStore(store, () => store.hasModel('tasks'));
    store.close();
  });

  it('/user waits for its models, then the shop lists the goods and its effects answer', { timeout: 20000 }, async () => {
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: goods } });
    nockAccount();
    const store = firstScreenStore(memoryStorage(), { signedIn: true });
    // The page suspends on use() while its models join: under act, React retries it only in an awaited act.
    await act(async () => {
      renderApp(undefined, { store, route: '/user?tab=shop' });
      await ensurePageModels(store, ['shop', 'resources', 'tasks']);
    });
    expect(await screen.findByRole('heading', { name: '100 积分' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(['shop', 'resources', 'tasks'].every((name) => store.hasModel(name))).toBe(true);
    expect(store.getState().shop.goods).toEqual(goods);
    store.close();
  });

  it('the home page renders without the tasks model', async () => {
    const store = firstScreenStore();
    renderApp(undefined, { store, route: '/' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(store.hasModel('tasks')).toBe(false);
    store.close();
  });

  // React's use() must be handed the promise it suspended on when it renders again: a new one,
  // even a settled one, made it warn "suspended by an uncached promise" on every workspace
  // address (issue 26). tests/setup.ts fails a test on any console.error.
  it('a workspace address waits for the tasks model to join without React warning', { timeout: 20000 }, async () => {
    // The workspace's code (and the tasks model's) as once the user touched the page: the
    // model still has to join this store, so the workspace suspends on that join alone.
    await LazyWorkspacePanel.preload();
    const errors = vi.spyOn(console, 'error');
    const store = firstScreenStore();
    expect(store.hasModel('tasks')).toBe(false);
    // Rendered in an awaited act: the workspace suspends on the join inside it.
    await act(async () => {
      renderApp(undefined, { store, route: '/?tool=tts&style=ttsch%2F0' });
      await ensurePageModels(store, ['tasks']);
    });
    expect(await screen.findByRole('dialog', { name: '文字转语音' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(store.hasModel('tasks')).toBe(true);
    await settleUi(store);
    expect(errors.mock.calls.map(([first]) => String(first))).toEqual([]);
    store.close();
  });

  it('the same join is handed back after it resolved; a new attempt after a failure loads anew', async () => {
    const store = firstScreenStore();
    const first = ensurePageModels(store, ['shop']);
    await first;
    expect(ensurePageModels(store, ['shop'])).toBe(first);
    expect(ensurePageModels(store, ['shop'], 1)).not.toBe(first);
    store.close();
  });
});
