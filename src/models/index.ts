// The app's models. The first screen's (session, templates, examples) are in every store from
// the start; the page models (resources, shop, tasks) join with the pages that need them
// (src/store/pageModels.ts) and are imported here for their types only, so this module keeps
// them out of the first screen's JavaScript. The root state and the actions are inferred from
// AppModels; src/models/all.ts holds every model for stores built whole (tests, QA).
import { examples } from './examples';
import type { history } from './history';
import type { resources } from './resources';
import { session } from './session';
import type { shop } from './shop';
import type { tasks } from './tasks';
import { templates } from './templates';

export const firstScreenModels = { session, templates, examples } as const;
export type FirstScreenModels = typeof firstScreenModels;

/** The models that come with their pages, by namespace. */
// A type alias, not an interface: aliases satisfy the core's ModelsMap index signature.
export type PageModels = {
  resources: typeof resources;
  shop: typeof shop;
  tasks: typeof tasks;
  history: typeof history;
};
export type PageModelName = keyof PageModels;
export const PAGE_MODEL_NAMES = ['resources', 'shop', 'tasks', 'history'] as const satisfies readonly PageModelName[];

export type AppModels = FirstScreenModels & PageModels;
