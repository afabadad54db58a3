// What effects get from the saga context instead of importing singletons: one API client
// and one storage per store, replaceable in tests by passing plain objects to gen.next().
import type { Api } from '../services/api';
import type { AuthStorage } from '../services/storage';

export const API = 'api';
export const STORAGE = 'storage';

export type { Api, AuthStorage };
