// Every model at once, in the state's key order: for stores built whole (createAppStore).
import { firstScreenModels, type AppModels } from '.';
import { history } from './history';
import { resources } from './resources';
import { shop } from './shop';
import { tasks } from './tasks';

export const appModels: AppModels = { ...firstScreenModels, resources, shop, tasks, history };
