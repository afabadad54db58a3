import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store';
import { showToast } from '../../components/toast/toastStore';
import { startLogin } from './startLogin';

/** `login(returnTo)` from any component; a failure shows as a toast. */
export function useStartLogin(): (returnTo: string) => Promise<void> {
  const store = useStore() as AppStore;
  return useCallback(
    async (returnTo: string) => {
      const result = await startLogin(store.api, returnTo);
      if (!result.ok) showToast(result.message);
    },
    [store],
  );
}
