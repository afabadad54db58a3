import { useCallback, useEffect } from 'react';
import { showToast } from '../../components/toast/toastStore';
import { localized } from '../../locales/active';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useAppDispatch } from '../../store';
import { onDemand } from '../../utils/onDemand';
import type { Navigate, StartLoginOptions } from './loginFlow';

export type { Navigate, StartLoginOptions };
export const leave: Navigate = (url) => window.location.assign(url);

// What happens after the press (loginFlow.ts: the device check, the nonce, the keepers, the
// failure words) is a chunk of its own, out of the first screen's JavaScript; it is fetched a
// moment after a sign-in button appears, so a press rarely waits for it.
const loadFlow = onDemand(() => import(/* webpackChunkName: "login" */ './loginFlow'));
export const LOGIN_PREFETCH_MS = 1500;

/**
 * `login(returnTo)` from any component: signs in by device (loginFlow.ts); a failure is told as
 * a toast and the user stays where they were, also when the flow's chunk cannot be loaded.
 */
export function useStartLogin(navigate: Navigate = leave): (returnAddress: string, options?: StartLoginOptions) => Promise<void> {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => void loadFlow().catch(() => undefined), LOGIN_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, []);
  return useCallback(
    async (returnAddress: string, options: StartLoginOptions = {}) => {
      const flow = await loadFlow().catch(() => null);
      if (!flow) {
        showToast(localized('common', zhCommon).chunkError.error);
        return;
      }
      await flow.startLogin({ dispatch, navigate, returnAddress, options });
    },
    [dispatch, navigate],
  );
}
