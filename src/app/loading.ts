// state.loading in dva-loading's exact shape. The runner (effects.ts) counts in-flight runs
// per effect and sends SHOW only on 0→1 and HIDE only on 1→0, from a `finally`, so
// overlapping runs, errors and takeLatest restarts never leave a flag stuck, clear one early
// or read false while a run is in flight (dva-loading's known bugs: it flips the flag on
// every start and end).

import { MODEL_REMOVED, type ModelRemovedAction } from './modelRemoved';

export const LOADING_SHOW = '@@loading/SHOW';
export const LOADING_HIDE = '@@loading/HIDE';

export interface LoadingState<N extends string = string, E extends string = string> {
  global: boolean;
  models: { [K in N]?: boolean };
  effects: { [K in E]?: boolean };
}

export interface LoadingAction {
  type: typeof LOADING_SHOW | typeof LOADING_HIDE;
  payload: { namespace: string; effect: string };
}

export const initialLoading: LoadingState = { global: false, models: {}, effects: {} };

/** `effect` is the full type, 'ns/effect'. */
export const showLoading = (namespace: string, effect: string): LoadingAction => ({
  type: LOADING_SHOW,
  payload: { namespace, effect },
});
export const hideLoading = (namespace: string, effect: string): LoadingAction => ({
  type: LOADING_HIDE,
  payload: { namespace, effect },
});

export function loadingReducer(state: LoadingState = initialLoading, action: { type: string; payload?: unknown }): LoadingState {
  if (action.type === MODEL_REMOVED) {
    const { namespace } = (action as ModelRemovedAction).payload;
    const prefix = `${namespace}/`;
    const models = Object.fromEntries(Object.entries(state.models).filter(([name]) => name !== namespace));
    const effects = Object.fromEntries(Object.entries(state.effects).filter(([effect]) => !effect.startsWith(prefix)));
    return { global: Object.values(models).some(Boolean), models, effects };
  }
  if (action.type !== LOADING_SHOW && action.type !== LOADING_HIDE) return state;
  const { namespace, effect } = (action as LoadingAction).payload;
  const effects: Record<string, boolean | undefined> = { ...state.effects, [effect]: action.type === LOADING_SHOW };
  const prefix = `${namespace}/`;
  const modelBusy = Object.entries(effects).some(([key, busy]) => busy === true && key.startsWith(prefix));
  const models: Record<string, boolean | undefined> = { ...state.models, [namespace]: modelBusy };
  return { global: Object.values(models).some(Boolean), models, effects };
}

/** In-flight counter per effect; lives in the runner, one per store. */
export function createLoadingCounter() {
  const counts = new Map<string, number>();
  return {
    /** Returns true when this run is the first in flight. */
    start(key: string): boolean {
      const next = (counts.get(key) ?? 0) + 1;
      counts.set(key, next);
      return next === 1;
    },
    /** Returns true when this run was the last in flight. */
    end(key: string): boolean {
      const next = Math.max(0, (counts.get(key) ?? 0) - 1);
      counts.set(key, next);
      return next === 0;
    },
  };
}
