// @vitest-environment jsdom
// A page that waits for its models suspends on one promise per store and set of models, the
// same one on every render until they are in: React warns ("A component was suspended by an
// uncached promise", a console.error tests/setup.ts fails on) when a render that repeats is
// handed a new one, as the workspace's address (/?tool=…&style=…) did.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createFirstScreenStore } from '../../../src/store/createFirstScreenStore';
import { ModelsReady } from '../../../src/store/ModelsReady';
import { ensurePageModels } from '../../../src/store/pageModels';
import { API_HOST } from '../../testing/fixtures';
import { FAST, memoryStorage } from '../../testing/store';

function firstScreenStore() {
  return createFirstScreenStore({
    apiHost: API_HOST,
    storage: memoryStorage(),
    runStorage: memoryStorage(),
    timing: FAST,
    tabs: null,
    notify: () => undefined,
    onError: () => undefined,
  });
}

describe('ModelsReady', () => {
  it('shows its children once the models join, two waiting parts at once, with no warning from React', async () => {
    const store = firstScreenStore();
    // The parts suspend on use() while the models join: under act, React retries them only in an awaited act.
    await act(async () => {
      render(
        <Provider store={store}>
          <Suspense fallback={<p>loading page</p>}>
            <ModelsReady names={['tasks']} attempt={0}>
              <p>workspace</p>
            </ModelsReady>
            <ModelsReady names={['resources', 'tasks']} attempt={0}>
              <p>results</p>
            </ModelsReady>
          </Suspense>
        </Provider>,
      );
      await ensurePageModels(store, ['resources', 'tasks']);
    });
    expect(await screen.findByText('workspace', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('results')).toBeInTheDocument();
    expect(store.hasModel('tasks') && store.hasModel('resources')).toBe(true);
    store.close();
  });
});
