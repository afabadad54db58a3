// Every model at once, in the state's key order: for stores built whole (createAppStore).
import { firstScreenModels, type AppModels } from '.';
import { favourites } from './favourites';
import { history } from './history';
import { resources } from './resources';
import { shop } from './shop';
import { tasks } from './tasks';

// The favourites model joins the browser's store when a page first shows stars
// (features/favourites/join.ts); a store built whole holds it from the start, so a recorded
// session's state, favourites included, replays as it was.
const everyModel = { ...firstScreenModels, resources, shop, tasks, history, favourites };
/** Every model, the lazily joined ones (the page models, favourites) included. */
export type AllModels = AppModels & { favourites: typeof favourites };
export const allModels: AllModels = everyModel;
export const appModels: AppModels = everyModel;
