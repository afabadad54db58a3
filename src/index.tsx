import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import './styles/shell.css';
import { exchangeSink } from './devtools/exchangeSink';
import { recorderAskedFor } from './devtools/switch';
import { createFirstScreenStore } from './store/createFirstScreenStore';
import { ensurePageModels } from './store/pageModels';
import { App } from './App';
import { routerBase } from './routerBase';
import { keyFirstEntry } from './routes/historyKey';
import { preloadRoute, routeModels } from './routes/routes';
import { rememberedLocale, switchLocale } from './locales/active';

/** Lets the browser run what waits (input, paint) before the next step: no long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const basename = routerBase();
  // Before the router reads it: a page opened by its address starts at its top.
  keyFirstEntry();
  // Fetch the first URL's page before the first render, so the landing page never shows
  // the lazy skeleton (the Suspense reveal would cost ~300 ms of LCP). A failure here is
  // not fatal: the page's error boundary shows the retry screen after render. The language
  // chosen before loads alongside (English is its own chunk); if it cannot, zh-CN shows.
  const ready = Promise.all([
    preloadRoute(window.location.pathname, basename).catch(() => undefined),
    switchLocale(rememberedLocale(), { persist: false }).catch(() => undefined),
  ]);
  // The scripts' evaluation was one task; the store's set-up (every model's sagas) gets
  // its own, so neither blocks input for long (Lighthouse's TBT).
  await nextTask();
  // The QA recorder (src/devtools) hears every HTTP exchange under the dev server; it is handed
  // in here, so the store imports no dev tool and the production build drops the sink.
  // When this tab asked for it, a recording kept by the previous load (the sign-in's trip to the
  // QR page, a reload) resumes on the new store before the first render (docs/testing.md).
  // Loaded only then, in a branch the production build drops whole: nothing of the recorder (nor
  // what it reads: the tool catalogue, its words) reaches the first screen's JavaScript.
  const recorder =
    process.env.NODE_ENV === 'development' && recorderAskedFor()
      ? await import(/* webpackChunkName: "recorder-tab" */ './devtools/tabRecorder')
      : null;
  const recording = recorder ? recorder.beforeStore() : null;
  const store = createFirstScreenStore(process.env.NODE_ENV === 'development' ? { onExchange: exchangeSink } : {});
  if (recorder && recording) recorder.recordStore(store, recording);
  // The page models the first page reads join before it renders (their code came with preloadRoute).
  await Promise.all([ready, ensurePageModels(store, routeModels(window.location.pathname, basename)).catch(() => undefined)]);
  // In a transition, React renders the first screen in slices and yields to the browser
  // between them, instead of one long task that blocks input (Lighthouse's TBT).
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} basename={basename} />));
}

void main();
