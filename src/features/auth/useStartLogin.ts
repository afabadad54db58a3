import { useCallback } from 'react';
import { showToast } from '../../components/toast/toastStore';
import { localized } from '../../locales/active';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { session } from '../../models/session';
import { useAppDispatch } from '../../store';
import { loginSuccessUrl } from './startLogin';
import { allowedNavigation } from '../security/navigation';

/** Leaves the app; injectable for tests. */
export type Navigate = (url: string) => void;
const leave: Navigate = (url) => window.location.assign(url);

/**
 * `login(returnTo)` from any component: the session model asks for the QR page, then the
 * browser leaves for it. A failure is told as a toast and the user stays where they were.
 */
export function useStartLogin(navigate: Navigate = leave): (returnAddress: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (returnAddress: string) => {
      const auth = localized('auth', zhAuth);
      try {
        // The return-address rules are needed only now: their code loads with the QR request.
        const [url, returnTo] = await Promise.all([
          dispatch(session.actions.startLogin({ redirectUri: loginSuccessUrl() })),
          import(/* webpackChunkName: "return-to" */ './returnTo').catch(() => null),
        ]);
        if (!returnTo) {
          showToast(auth.qrFailed);
          return;
        }
        // A login page on a host the app is not configured for is refused, never opened.
        const target = allowedNavigation(url);
        if (!target) {
          showToast(auth.badLoginUrl);
          return;
        }
        returnTo.rememberReturnTo(returnAddress);
        navigate(target);
      } catch (error) {
        showToast(error instanceof Error && error.message ? error.message : auth.qrFailed);
      }
    },
    [dispatch, navigate],
  );
}
