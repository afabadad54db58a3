import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';
import { ConfirmProvider } from './components/dialog/useConfirm';
import { Toaster } from './components/toast/Toaster';
import { AppRoutes } from './routes/AppRoutes';
import { recorderAskedFor } from './devtools/switch';

// The QA recorder under the dev server, and only when this tab asked for it (`?recorder=1`, or
// MIAO_QA_RECORDER=1 npm start): the production build drops the import, and a person trying the app never sees it.
const RecorderPanel =
  process.env.NODE_ENV === 'development' && recorderAskedFor()
    ? lazy(() => import(/* webpackChunkName: "recorder" */ './devtools/RecorderPanel'))
    : null;

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
          {RecorderPanel && (
            <Suspense fallback={null}>
              <RecorderPanel />
            </Suspense>
          )}
        </BrowserRouter>
        <Toaster />
      </ConfirmProvider>
    </Provider>
  );
}
