// Session (docs/contract.md §4): auth, account info and the three per-user identifiers. The session
// owns its work: it restores a stored login when the store starts, it is the only one to
// load the account (after sign-in, after a restore, on a route change when missing, when
// the tab comes back and the info is stale, after a payment or a task), and it ends on
// logout, on a 401 for its own token, and on a sign-in as someone else: `ended` resets
// every per-user model (resources, shop, tasks: their `resetOn`) and stops their effects.
// This file is the model; its state and effects are in the files beside it, by job.
import { hotModel } from '../app/hot';
import { defineModel } from '../app/model';
import { accountActions, fetchInfo, onFocus } from './sessionAccount';
import { login, logout, startLogin, unauthorized, vipData } from './sessionLogin';
import { boot, check, onRouteChange } from './sessionRestore';
import { initialSession, sessionReducerActions, sessionReducers } from './sessionState';
import { syncTabs } from './sessionTabs';

export type { Auth } from '../services/auth';
export * from './sessionState';
export { identifier, fetchInfo, ensureInfo, onFocus, stillSignedInAs } from './sessionAccount';
export { readStored, boot, check, onRouteChange } from './sessionRestore';
export { tellTabs, tabMessages, onTabMessage, syncTabs } from './sessionTabs';
export { login, logout, unauthorized, startLogin, vipData } from './sessionLogin';

export const session = defineModel({
  namespace: 'session',
  state: initialSession,
  reducers: sessionReducers,
  effects: {
    boot: [boot, { type: 'watcher' }] as const,
    login: [login, { type: 'takeLeading' }] as const,
    check,
    // One request per trigger: a second ask while one is in flight joins it.
    fetchInfo: [fetchInfo, { type: 'takeLeading' }] as const,
    logout,
    unauthorized: [unauthorized, { type: 'takeLeading' }] as const,
    startLogin: [startLogin, { type: 'takeLeading' }] as const,
    vipData,
    syncTabs: [syncTabs, { type: 'watcher' }] as const,
  },
  onRouteChange: { order: 0, run: onRouteChange },
  onFocus,
});

// The creators the effect files put are this model's own: a namespace or key typed apart fails tsc here.
void (sessionReducerActions satisfies Pick<typeof session.actions, keyof typeof sessionReducers>);
void (accountActions satisfies Pick<typeof session.actions, 'fetchInfo'>);

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(session, import.meta.webpackHot);
