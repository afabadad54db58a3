// Every model's initial state, the models a page joins later (favourites…) included: a
// recording writes its starting state as the difference from it, and the replay kit
// (tests/testing/recorded.ts) merges that difference back in. Loaded by the panel only when a
// recording is saved (it holds every model's code).
import type { StateOf } from '../app';
import { allModels, type AllModels } from '../models/all';

/** The models' part of a store built whole (the core's loading and errors left out). */
export type ModelsState = Omit<StateOf<AllModels>, 'loading' | 'errors'>;

export function initialModelsState(): ModelsState {
  const { session, templates, examples, resources, shop, tasks, history, favourites } = allModels;
  return {
    session: session.state,
    templates: templates.state,
    examples: examples.state,
    resources: resources.state,
    shop: shop.state,
    tasks: tasks.state,
    history: history.state,
    favourites: favourites.state,
  };
}
