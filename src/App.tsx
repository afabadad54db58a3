import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';
import { ConfirmProvider } from './components/dialog/useConfirm';
import { Toaster } from './components/toast/Toaster';
import { AppRoutes } from './routes/AppRoutes';

export interface AppProps {
  store: AppStore;
  basename: string;
}

// The declarative router: the data router (createBrowserRouter) would add 17 kB gzip to the
// first screen for loaders and actions the app does not use (docs/decisions.md "Router").
export function App({ store, basename }: AppProps) {
  return (
    <Provider store={store}>
      <ConfirmProvider>
        <BrowserRouter basename={basename}>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </ConfirmProvider>
    </Provider>
  );
}
