// The favourites model joins a store the first time a page that shows stars needs it (my
// resources, a run's results, the viewer), not with the first screen: its namespace is not one
// of the router's page models (src/store/pageModels.ts is first-screen code with a hard budget).
import type { ModelStore } from '../../app';
import { favourites } from '../../models/favourites';
import type { AppModels } from '../../models';
import type { AppStore } from '../../store';

export type FavouritesStore = ModelStore<AppModels & { favourites: typeof favourites }>;

function hasFavourites(store: AppStore): store is AppStore & FavouritesStore {
  return store.hasModel(favourites.namespace);
}

/** The store with the favourites model in it: added on the first call, the same store after. */
export function withFavourites(store: AppStore): FavouritesStore {
  return hasFavourites(store) ? store : store.model(favourites);
}
