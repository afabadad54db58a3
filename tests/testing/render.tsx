// One way to render for UI tests: the app's full provider stack (store, confirm dialog,
// toasts) around either the real route tree at a URL, or one component in a memory router.
// Either way `location()` reads where the router is now.
import { act, render, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { useLayoutEffect } from 'react';
import { ConfirmProvider } from '../../src/components/dialog/useConfirm';
import { Toaster } from '../../src/components/toast/Toaster';
import { showToast } from '../../src/components/toast/toastStore';
import { initialSession } from '../../src/models/session';
import { AppRoutes } from '../../src/routes/AppRoutes';
import { createAppStore, type AppStore, type RootState } from '../../src/store';
import { info, validAuth } from './fixtures';
import { API_HOST } from './nock';

/** The test API host, as UI tests name it. */
export const API = API_HOST;
import { FAST, closedAfterTest, memoryStorage, settle } from './store';

// jsdom has no scrolling; ScrollRestoration and scrollIntoView are called on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

/** A store as the app builds it (toasts as its notices), on the test API host. */
export function makeStore(preloadedState: Partial<RootState> = {}): AppStore {
  return closedAfterTest(
    createAppStore({
      apiHost: API_HOST,
      notify: showToast,
      onError: () => undefined,
      preloadedState,
      timing: FAST,
      runStorage: memoryStorage(),
      tabs: null,
    }),
  );
}

/** A signed-in store with the account loaded (`points` as given), `_auth` stored too. */
export function signedInStore(points: number, extra: Partial<RootState> = {}): AppStore {
  const auth = validAuth();
  window.localStorage.setItem('_auth', JSON.stringify(auth));
  return makeStore({
    session: { ...initialSession, auth, info: { ...info, points }, infoStatus: 'loaded', infoAt: Date.now() },
    ...extra,
  });
}

export interface RenderOptions {
  store?: AppStore;
  /** The URL the memory router starts at. */
  route?: string;
}

/**
 * `renderApp()` renders the real routes at `route`; `renderApp(<Thing />)` renders one
 * component at `route` (its route is '*', so any path matches).
 */
export function renderApp(ui?: ReactElement, { store = makeStore(), route = '/' }: RenderOptions = {}) {
  const seen: RouterHandle = { location: null, navigate: null };
  const view = render(
    <Provider store={store}>
      <ConfirmProvider>
        <MemoryRouter initialEntries={[route]}>
          <RouterProbe handle={seen} />
          {ui ? (
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          ) : (
            <AppRoutes />
          )}
        </MemoryRouter>
        <Toaster />
      </ConfirmProvider>
    </Provider>,
  );
  /** Where the app is now. */
  const location = (): Location => {
    if (!seen.location) throw new Error('renderApp: the router has not rendered');
    return seen.location;
  };
  /** Goes to `to` as a link would (wrap in act). */
  const navigate = async (to: string): Promise<void> => {
    if (!seen.navigate) throw new Error('renderApp: the router has not rendered');
    await seen.navigate(to);
  };
  return { ...view, store, location, navigate };
}

interface RouterHandle {
  location: Location | null;
  navigate: NavigateFunction | null;
}

/** Hands the memory router's location and navigate to the test, after each commit. */
function RouterProbe({ handle }: { handle: RouterHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    handle.location = location;
    handle.navigate = navigate;
  });
  return null;
}

/** A File whose reported size can be set without allocating it. */
export function fakeFile(name: string, type: string, size?: number, body = 'x'): File {
  const file = new File([body], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Stands in for `window.location.assign` (jsdom cannot leave the page); `restore()` puts it back. */
export function stubNavigation(origin = 'http://localhost:3000') {
  const assign = vi.fn<(url: string) => void>();
  const original = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, origin } });
  return { assign, restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }) };
}

/**
 * Waits until the store has no effect in flight, inside act(): the store's late answers
 * (an account refresh after a task, say) then update the page where React expects them.
 */
export function settleUi(store: AppStore): Promise<unknown> {
  return act(() => settle(store));
}

/** Resolves once predicate(state) holds, polling inside testing-library's act-aware waitFor. */
export async function waitForStore(
  store: AppStore,
  predicate: (state: RootState) => boolean,
  timeout = 2000,
): Promise<RootState> {
  await waitFor(() => expect(predicate(store.getState())).toBe(true), { timeout });
  return store.getState();
}

/**
 * The file input labelled `label` in `scope`, as getByLabelText finds it (its <label>'s text or
 * its aria-label). Not getByLabelText itself: it asks every button and input on the page for
 * its labels, and jsdom answers each by walking the whole page (seconds in a file that uploads
 * a photo per test, docs/testing.md "Running").
 */
export function getFileInput(label: string, scope: HTMLElement = document.body): HTMLInputElement {
  const named = (input: HTMLInputElement) =>
    [input.getAttribute('aria-label'), ...Array.from(input.labels ?? [], (l) => l.textContent)].some(
      (text) => text?.trim() === label,
    );
  const found = Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="file"]')).filter(named);
  if (found.length !== 1) throw new Error(`expected one file input labelled ${label}, found ${found.length}`);
  return found[0];
}

/** The user picks a PNG in the workspace's photo input (in `scope`) and waits for its preview. */
export async function uploadPhoto(user: UserEvent, name = 'me.png', body = 'me', scope: HTMLElement = document.body) {
  await user.upload(getFileInput('上传照片', scope), fakeFile(name, 'image/png', undefined, body));
  return within(scope).findByAltText('已选择的照片');
}
