// Starts the WeChat QR login: remember where the user was, ask the API for the QR page
// URL (redirect_uri = our /login_success), and leave for it.
import type { Api } from '../../services/api';
import { routerBase } from '../../routerBase';
import { rememberReturnTo } from './returnTo';

export function loginSuccessUrl(origin: string = window.location.origin, base: string = routerBase()): string {
  return `${origin}${base.replace(/\/?$/, '/')}login_success`;
}

export type StartLoginResult = { ok: true } | { ok: false; message: string };

/** `returnTo` is an in-app path such as '/?tool=avatar'. Navigation is injectable for tests. */
export async function startLogin(
  api: Api,
  returnTo: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<StartLoginResult> {
  try {
    const answer = await api.getLoginQr({ redirect_uri: loginSuccessUrl() });
    if (!answer.ok) return { ok: false, message: answer.msg || '获取登录二维码失败，请重试' };
    rememberReturnTo(returnTo);
    navigate(answer.data.url);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : '获取登录二维码失败，请重试' };
  }
}
