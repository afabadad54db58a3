import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { showToast } from '../../components/toast/toastStore';

/**
 * Tells a one-shot action's success (delete, revoke) as a toast when its effect ends without
 * an error. The runner sets the error before it clears the loading flag, and the error toast
 * may dismiss that error before the flag clears, so a failure is remembered while it runs.
 */
export function useEffectDoneToast(effect: string, message: string): void {
  const running = useAppSelector((s) => s.loading.effects[effect] === true);
  const error = useAppSelector((s) => s.errors[effect]);
  const run = useRef<{ active: boolean; failed: boolean }>({ active: false, failed: false });
  useEffect(() => {
    if (running) {
      if (!run.current.active) run.current = { active: true, failed: false };
      if (error) run.current.failed = true;
      return;
    }
    if (!run.current.active) return;
    const failed = run.current.failed || Boolean(error);
    run.current = { active: false, failed: false };
    if (!failed) showToast(message);
  }, [running, error, message]);
}
