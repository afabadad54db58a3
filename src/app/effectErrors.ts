// state.errors: the last failure of each effect, as text a user can read, keyed like
// loading ('ns/effect'). Set by the runner when an effect throws, cleared when it starts
// again, so a page shows "failed, retry" from state alone and a retry wipes the message.

export const EFFECT_FAILED = '@@error/EFFECT_FAILED';
export const EFFECT_STARTED = '@@error/EFFECT_STARTED';
export const ERROR_DISMISS = '@@error/DISMISS';

export type ErrorsState = Record<string, string>;

type ErrorAction =
  | { type: typeof EFFECT_FAILED; payload: { effect: string; message: string } }
  | { type: typeof EFFECT_STARTED | typeof ERROR_DISMISS; payload: { effect: string } };

export const effectFailed = (effect: string, message: string): ErrorAction => ({
  type: EFFECT_FAILED,
  payload: { effect, message },
});
export const effectStarted = (effect: string): ErrorAction => ({ type: EFFECT_STARTED, payload: { effect } });
export const dismissError = (effect: string): ErrorAction => ({ type: ERROR_DISMISS, payload: { effect } });

export function errorsReducer(state: ErrorsState = {}, action: { type: string; payload?: unknown }): ErrorsState {
  switch (action.type) {
    case EFFECT_FAILED: {
      const { effect, message } = (action as Extract<ErrorAction, { type: typeof EFFECT_FAILED }>).payload;
      return { ...state, [effect]: message };
    }
    case EFFECT_STARTED:
    case ERROR_DISMISS: {
      const { effect } = (action as { payload: { effect: string } }).payload;
      if (!(effect in state)) return state;
      const next = { ...state };
      delete next[effect];
      return next;
    }
    default:
      return state;
  }
}
