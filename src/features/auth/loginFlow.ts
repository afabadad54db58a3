// The sign-in's steps after the press (useStartLogin.ts): in a chunk of its own with the device
// check, the nonce, the keepers and the failure words, since the first screen only needs the
// button. The hook loads it on the press; nothing here runs before one.
import { showToast } from '../../components/toast/toastStore';
import { localized } from '../../locales/active';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { session } from '../../models/session';
import type { AppDispatch } from '../../store';
import { newNonce, withNonce } from './nonce';
import { loginSuccessUrl } from './startLogin';
import { allowedNavigation } from '../../utils/untrusted';
import type { Device } from '../../rules/device';
import { openPhoneLogin } from './phoneLogin';
import { runKeepers } from './beforeLogin';
import { ApiError } from '../../services/errors';
import { failureMessage } from '../effects';

/** Leaves the app; injectable for tests. */
export type Navigate = (url: string) => void;

export interface StartLoginOptions {
  /** The QR page even on a phone (someone with a second device to scan it). */
  qr?: boolean;
}

export interface LoginStart {
  dispatch: AppDispatch;
  navigate: Navigate;
  returnAddress: string;
  options: StartLoginOptions;
}

/**
 * By device (src/rules/device.ts): inside WeChat the session model asks for WeChat's
 * authorisation page and the browser leaves for it (it comes straight back, no QR); on a
 * computer the same with the QR page; on another phone the app asks to open the page in
 * WeChat instead (PhoneLoginSheet), since the phone cannot scan its own screen. A failure is
 * told as a toast and the user stays where they were.
 */
export async function startLogin({ dispatch, navigate, returnAddress, options }: LoginStart): Promise<void> {
  const auth = localized('auth', zhAuth);
  // Read on the click, from a chunk of its own (not needed by the first screen); a chunk
  // that cannot load is taken for a computer: the QR page still signs in.
  const where = await import(/* webpackChunkName: "device" */ './device').then(
    (m) => m.currentDevice(),
    (): Device => 'desktop',
  );
  if (where === 'phone' && !options.qr) {
    openPhoneLogin(returnAddress);
    return;
  }
  try {
    // The login comes back to this browser only: a nonce in the redirect_uri, recorded here
    // (loginAttempts.ts, whose code loads with the QR request) with the return address.
    const nonce = newNonce();
    const [url, attempts] = await Promise.all([
      dispatch(session.actions.startLogin({ redirectUri: withNonce(loginSuccessUrl(), nonce), inWechat: where === 'wechat' })),
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
    // The input on screen (a workspace's photo or text) is kept for the way back.
    await runKeepers();
    navigate(target);
  } catch (error) {
    showToast(error instanceof ApiError ? failureMessage(error) : auth.qrFailed);
  }
}
