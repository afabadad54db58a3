import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from './store';
import { ConfirmProvider } from './components/dialog/useConfirm';
import { Toaster } from './components/toast/Toaster';
import { routes } from './routes/routes';

export interface AppProps {
  store: AppStore;
  basename: string;
}

export function App({ store, basename }: AppProps) {
  // One router for the app's life; created on first render so tests and the entry share App.
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  return (
    <Provider store={store}>
      <ConfirmProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ConfirmProvider>
    </Provider>
  );
}
