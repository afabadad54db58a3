// The page models (resources, shop, tasks) join a first-screen store with the pages that need
// them: their code is fetched with the page (each in a chunk of its own) and each is added
// once per store with store.model(). A model that needs another's actions names it
// (tasks writes into resources), so it is added first.
import type { AnyModel } from '../app';
import type { PageModelName, PageModels } from '../models';

type Loaders = { [K in PageModelName]: () => Promise<PageModels[K]> };

const loaders: Loaders = {
  resources: () => import(/* webpackChunkName: "model-resources" */ '../models/resources').then((m) => m.resources),
  shop: () => import(/* webpackChunkName: "model-shop" */ '../models/shop').then((m) => m.shop),
  tasks: () => import(/* webpackChunkName: "model-tasks" */ '../models/tasks').then((m) => m.tasks),
  history: () => import(/* webpackChunkName: "model-history" */ '../models/history').then((m) => m.history),
};

/** What each model needs in the store before it (its effects put the other's actions). */
const NEEDS: { [K in PageModelName]: readonly PageModelName[] } = { resources: [], shop: [], tasks: ['resources'], history: [] };

/** The names with what they need, each once, the needed ones first. */
export function withNeeds(names: readonly PageModelName[]): PageModelName[] {
  const out: PageModelName[] = [];
  const visit = (name: PageModelName) => {
    if (out.includes(name)) return;
    for (const need of NEEDS[name]) visit(need);
    out.push(name);
  };
  for (const name of names) visit(name);
  return out;
}

/** Fetches the models' code only (no store): for preloading a page before it renders. */
export function preloadPageModels(names: readonly PageModelName[]): Promise<void> {
  return Promise.all(withNeeds(names).map((name) => loaders[name]())).then(() => undefined);
}

/** A store the page models can join: its type may or may not hold them yet. */
interface Joinable {
  hasModel(namespace: string): boolean;
  model(model: AnyModel): unknown;
}

/** One settled promise for "nothing to do": React's use() reads it without suspending once it has seen it. */
const DONE = Promise.resolve();

/** A join of a set of names, and whether it has put them all in. */
interface Join {
  promise: Promise<void>;
  joined: boolean;
}

/**
 * One join per store, set of names and attempt, kept after it resolves: a component that
 * suspended on it (ModelsReady's `use`) is rendered again with that same promise. Handing it
 * a new one on that render, even a settled one, is what React calls "suspended by an uncached
 * promise" (it warned on every workspace address in development).
 */
const joins = new WeakMap<Joinable, Map<string, Join>>();

/**
 * Adds the page models `names` (and what they need) to `store`, each once; resolves when all
 * are in. A model whose code cannot load rejects, and keeps rejecting for that `attempt` (the
 * chunk error screen's retry count): the next attempt loads it anew.
 */
export function ensurePageModels(store: Joinable, names: readonly PageModelName[], attempt = 0): Promise<void> {
  const wanted = withNeeds(names);
  const key = `${wanted.join(' ')}#${attempt}`;
  const byStore = joins.get(store) ?? new Map<string, Join>();
  joins.set(store, byStore);
  const known = byStore.get(key);
  const missing = wanted.filter((name) => !store.hasModel(name));
  // The same promise while it goes, after it put the models in, and after it failed (the
  // retry screen shows, not a new load each render); a new one only if a model it put in has
  // gone since (a store that dropped it).
  if (known && !(known.joined && missing.length > 0)) return known.promise;
  if (missing.length === 0) return DONE;
  const join: Join = { promise: DONE, joined: false };
  join.promise = Promise.all(missing.map((name) => loaders[name]())).then((models) => {
    // In the order withNeeds gave; one another join added meanwhile is skipped.
    for (const model of models) if (!store.hasModel(model.namespace)) store.model(model);
    join.joined = true;
  });
  byStore.set(key, join);
  return join.promise;
}
