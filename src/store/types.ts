import type { ActionOf, ModelDispatch, StateOf } from '../app';
import type { AppModels } from '../models';

export type RootState = StateOf<AppModels>;
/** Every action the app knows: the models' and the core's. */
export type AppAction = ActionOf<AppModels>;
export type AppDispatch = ModelDispatch<AppModels>;
