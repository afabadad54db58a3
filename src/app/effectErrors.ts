// state.errors: the last failure of each effect as a value a page can decide on, keyed like
// loading ('ns/effect'). Set by the runner when an effect throws, cleared when it starts
// again, so a page shows "failed, retry" from state alone and a retry wipes the failure.
// Decisions are made on `code` (the server's code kept), never on the message text.

import { MODEL_REMOVED, type ModelRemovedAction } from './modelRemoved';

export const EFFECT_FAILED = '@@error/EFFECT_FAILED';
export const EFFECT_STARTED = '@@error/EFFECT_STARTED';
export const ERROR_DISMISS = '@@error/DISMISS';

/**
 * A failure as the store keeps it: serializable, codes and no words. The view words it in the
 * language in use (a language switch rewords what is on screen).
 */
export interface AppError {
  /** The server's non-zero code, or a client-side kind such as 'network' or 'timeout'. */
  code: number | string;
  /** The HTTP status when the failure came with one. */
  status?: number;
  /** What the view needs to word it (the app's: reason, said, path, expected; services/errors.ts). */
  params?: Record<string, string | number>;
}

export type ErrorsState<K extends string = string> = { [P in K]?: AppError };

export type ErrorAction =
  | { type: typeof EFFECT_FAILED; payload: { effect: string; error: AppError } }
  | { type: typeof EFFECT_STARTED; payload: { effect: string } }
  | { type: typeof ERROR_DISMISS; payload: { effect: string } };

/** A run the runner stopped on purpose: a takeLatest restart, a dropped throttle action, a session end. */
export class EffectCancelledError extends Error {
  override name = 'EffectCancelledError';
  readonly code = 'cancelled';
  constructor(readonly effect: string) {
    super(`${effect} was cancelled`);
  }
}

/** An action to a model the store does not hold (not loaded yet, or removed by store.unmodel). */
export class ModelNotLoadedError extends Error {
  override name = 'ModelNotLoadedError';
  readonly code = 'model-not-loaded';
  constructor(
    readonly namespace: string,
    readonly actionType: string,
  ) {
    super(`${actionType} was refused: the model "${namespace}" is not in the store (add it with store.model() first).`);
  }
}

export function isCancelled(error: unknown): error is EffectCancelledError {
  return error instanceof EffectCancelledError;
}

export const effectFailed = (effect: string, error: AppError): ErrorAction => ({
  type: EFFECT_FAILED,
  payload: { effect, error },
});
export const effectStarted = (effect: string): ErrorAction => ({ type: EFFECT_STARTED, payload: { effect } });
/** Forget a failure once it was shown (a toast). Takes a creator: `dismissError(shop.actions.buy)`. */
export const dismissError = (creator: { type: string }): ErrorAction => ({
  type: ERROR_DISMISS,
  payload: { effect: creator.type },
});

export function errorsReducer(state: ErrorsState = {}, action: { type: string; payload?: unknown }): ErrorsState {
  switch (action.type) {
    case MODEL_REMOVED: {
      const prefix = `${(action as ModelRemovedAction).payload.namespace}/`;
      return Object.fromEntries(Object.entries(state).filter(([effect]) => !effect.startsWith(prefix)));
    }
    case EFFECT_FAILED: {
      const { effect, error } = (action as Extract<ErrorAction, { type: typeof EFFECT_FAILED }>).payload;
      return { ...state, [effect]: error };
    }
    case EFFECT_STARTED:
    case ERROR_DISMISS: {
      const { effect } = (action as Extract<ErrorAction, { type: typeof ERROR_DISMISS }>).payload;
      if (!(effect in state)) return state;
      const next = { ...state };
      delete next[effect];
      return next;
    }
    default:
      return state;
  }
}

/** Best effort for anything thrown: keeps `code` and `status` when it has them. */
export function defaultDescribeError(error: unknown): AppError {
  if (typeof error === 'object' && error !== null) {
    const { code, status } = error as { code?: unknown; status?: unknown };
    return {
      code: typeof code === 'number' || typeof code === 'string' ? code : 'unknown',
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { code: 'unknown' };
}
