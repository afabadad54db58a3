import { useCallback } from 'react';
import { showToast } from '../../components/toast/toastStore';
import { localized } from '../../locales/active';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { session } from '../../models/session';
import { useAppDispatch } from '../../store';
import { newNonce, withNonce } from './nonce';
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
        // The login comes back to this browser only: a nonce in the redirect_uri, recorded here
        // (loginAttempts.ts, whose code loads with the QR request) with the return address.
        const nonce = newNonce();
        const [url, attempts] = await Promise.all([
          dispatch(session.actions.startLogin({ redirectUri: withNonce(loginSuccessUrl(), nonce) })),
          import(/* webpackChunkName: "return-to" */ './loginAttempts').catch(() => null),
        ]);
        if (!attempts) {
          showToast(auth.qrFailed);
          return;
        }
        // A login page on a host the app is not configured for is refused, never opened.
        const target = allowedNavigation(url);
        if (!target) {
          showToast(auth.badLoginUrl);
          return;
        }
        if (!attempts.recordAttempt(nonce, target, returnAddress)) {
          // Storage refused: the login could not come back to this browser, so it does not leave.
          showToast(auth.noStorage);
          return;
        }
        navigate(target);
      } catch (error) {
        showToast(error instanceof Error && error.message ? error.message : auth.qrFailed);
      }
    },
    [dispatch, navigate],
  );
}
