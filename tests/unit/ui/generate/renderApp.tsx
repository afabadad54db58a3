// Renders a page or component the way the app does: a real store, the confirm provider and
// a memory router, plus a live view of the router's location for query-string checks.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createAppStore, type AppStore, type RootState } from '../../../../src/app';
import { ConfirmProvider } from '../../../../src/components/dialog/useConfirm';
import { initialSession } from '../../../../src/models/session';
import { info, validAuth } from '../../../helpers/fixtures';

export const API = 'http://api.test';

export function makeStore(preloadedState: Partial<RootState> = {}): AppStore {
  return createAppStore({ apiHost: API, notify: () => {}, onError: () => {}, preloadedState });
}

/** A signed-in store with the account info loaded (`points` as given). */
export function signedInStore(points: number, extra: Partial<RootState> = {}): AppStore {
  const auth = validAuth();
  window.localStorage.setItem('_auth', JSON.stringify(auth));
  return makeStore({ session: { ...initialSession, auth, info: { ...info, points } }, ...extra });
}

export function renderApp(ui: ReactElement, { store = makeStore(), route = '/' }: { store?: AppStore; route?: string } = {}) {
  const seen: { location: Location | null } = { location: null };
  function LocationSpy() {
    seen.location = useLocation();
    return null;
  }
  const result = render(
    <Provider store={store}>
      <ConfirmProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationSpy />
        </MemoryRouter>
      </ConfirmProvider>
    </Provider>,
  );
  return { ...result, store, location: () => seen.location as Location };
}

/** A File whose reported size can be set without allocating it. */
export function fakeFile(name: string, type: string, size?: number, body = 'x'): File {
  const file = new File([body], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
