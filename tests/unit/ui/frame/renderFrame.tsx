// Renders the real route tree in a memory router with a real store, as App does.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from '../../../../src/app';
import { ConfirmProvider } from '../../../../src/components/dialog/useConfirm';
import { Toaster } from '../../../../src/components/toast/Toaster';
import { routes } from '../../../../src/routes/routes';

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

export function renderFrame(store: AppStore, url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <ConfirmProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ConfirmProvider>
    </Provider>,
  );
  return { ...view, router };
}
