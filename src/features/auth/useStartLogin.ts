import { useCallback } from 'react';
import { showToast } from '../../components/toast/toastStore';
import { localized } from '../../locales/active';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { session } from '../../models/session';
import { useAppDispatch } from '../../store';
import { rememberReturnTo } from './returnTo';
import { loginSuccessUrl } from './startLogin';
import { allowedNavigation } from '../security/navigation';

/** Leaves the app; injectable for tests. */
export type Navigate = (url: string) => void;
const leave: Navigate = (url) => window.location.assign(url);

/**
 * `login(returnTo)` from any component: the session model asks for the QR page, then the
 * browser leaves for it. A failure is told as a toast and the user stays where they were.
 */
export function useStartLogin(navigate: Navigate = leave): (returnTo: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (returnTo: string) => {
      const auth = localized('auth', zhAuth);
      try {
        const url = await dispatch(session.actions.startLogin({ redirectUri: loginSuccessUrl() }));
        // A login page on a host the app is not configured for is refused, never opened.
        const target = allowedNavigation(url);
        if (!target) {
          showToast(auth.badLoginUrl);
          return;
        }
        rememberReturnTo(returnTo);
        navigate(target);
      } catch (error) {
        showToast(error instanceof Error && error.message ? error.message : auth.qrFailed);
      }
    },
    [dispatch, navigate],
  );
}
