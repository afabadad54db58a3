// Hot replacement of models in development (issue 19): a model file that changes is run again
// by the dev server, and each live store replaces that model with store.replaceModel (its state
// kept, its effects restarted) instead of the page reloading. A model module opts in with
//   if (import.meta.webpackHot) hotModel(model, import.meta.webpackHot);
// which the production build drops (import.meta.webpackHot is undefined there).
import type { AnyModel } from './model';

/** What a store offers hot replacement: its models by namespace and its replaceModel. */
export interface HotStore {
  hasModel(namespace: string): boolean;
  replaceModel(model: AnyModel): void;
}

/** The part of the bundler's hot API a model module needs. */
export interface HotModule {
  accept(): void;
  dispose(callback: (data: object) => void): void;
  data?: object;
}

const liveStores = new Set<HotStore>();

/** A store takes part in hot replacement until it is closed (createModelStore's `hot` option). */
export function registerHotStore(store: HotStore): () => void {
  liveStores.add(store);
  return () => liveStores.delete(store);
}

/** The model's module accepts its own updates; its new version replaces the old in every live store. */
export function hotModel(model: AnyModel, hot: HotModule): void {
  hot.accept();
  hot.dispose((data) => {
    Reflect.set(data, 'replaced', true);
  });
  if (hot.data === undefined || Reflect.get(hot.data, 'replaced') !== true) return;
  for (const store of liveStores) {
    if (!store.hasModel(model.namespace)) continue;
    store.replaceModel(model);
    console.info(`[hot] model "${model.namespace}" replaced: state kept, effects restarted`);
  }
}
