import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dismissError } from '../../app/effectErrors';
import { showToast } from '../../components/toast/toastStore';

/** Failures of one-shot actions (delete, revoke, buy) are told as a toast, then cleared. */
export function useEffectErrorToast(effects: readonly string[]): void {
  const errors = useAppSelector((s) => s.errors);
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const effect of effects) {
      const message = errors[effect];
      if (message) {
        showToast(message);
        dispatch(dismissError(effect) as never);
      }
    }
  }, [errors, effects, dispatch]);
}
