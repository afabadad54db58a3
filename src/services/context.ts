// What effects get from the saga context instead of importing singletons: one API client
// and one storage per store, replaceable in tests by passing plain objects to gen.next().
import type { Api } from './api';
import type { AsyncPayReturn as PayReturn } from './payReturn';
import type { RunStorage } from './runStorage';
import type { AuthStorage } from './storage';
import type { TabChannel } from './tabs';

export const API = 'api';
export const STORAGE = 'storage';
/** The runs still going, for a reload (sessionStorage). */
export const RUN_STORAGE = 'runStorage';
/** Trades left for to be paid in place, taken once back (services/payReturn.ts, sessionStorage). */
export const PAY_RETURN = 'payReturn';
/** The other tabs of the app (services/tabs.ts); absent outside a browser. */
export const TABS = 'tabs';

export type { Api, AuthStorage, PayReturn, RunStorage, TabChannel };

export const TIMING = 'timing';

/** The waits of the polling effects; tests pass short ones through createAppStore({ timing }). */
export interface Timing {
  /** Between two status checks of a running task (doubled after each failed check). */
  taskPollMs: number;
  /** Between two payment status checks while the payment dialog is open. */
  payPollMs: number;
  /** Between two refreshes of a resource list that shows pending items. */
  resourcesRefreshMs: number;
}

/**
 * What the saga context holds under each key (the store fills it in store/buildAppStore.ts);
 * effects read it typed through models/context.ts.
 */
export interface AppContext {
  [API]: Api;
  [STORAGE]: AuthStorage;
  [RUN_STORAGE]: RunStorage;
  [PAY_RETURN]: PayReturn;
  [TABS]: TabChannel | undefined;
  [TIMING]: Timing;
}

export const defaultTiming: Timing = { taskPollMs: 1500, payPollMs: 2000, resourcesRefreshMs: 4000 };
