// Starts the WeChat QR login: remember where the user was, ask the session model for the
// QR page URL (redirect_uri = our /login_success), and leave for it (useStartLogin).
// Here: where the login comes back to.
import { appAddress, routerBase } from '../../routerBase';

export function loginSuccessUrl(origin: string = window.location.origin, base: string = routerBase()): string {
  return appAddress('/login_success', origin, base);
}
