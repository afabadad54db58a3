import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { LocationSync, type AppStore } from './app';

export interface AppProps {
  store: AppStore;
  basename: string;
}

/** Placeholder until the pages land (issue 4). */
export function App({ store, basename }: AppProps) {
  return (
    <Provider store={store}>
      <BrowserRouter basename={basename}>
        <LocationSync />
        <main>Miao</main>
      </BrowserRouter>
    </Provider>
  );
}
