// The app's models map: the root state and the dispatchable actions are inferred from it.
// The order is the state's key order; route rules run in their own `order`.
import { examples } from './examples';
import { resources } from './resources';
import { session } from './session';
import { shop } from './shop';
import { tasks } from './tasks';
import { templates } from './templates';

export const appModels = { session, templates, examples, resources, shop, tasks } as const;
export type AppModels = typeof appModels;
