// 重新登录 as a page test presses it: the QR login starts and the page leaves for it, with
// what it kept for the way back (the workspace's draft, the attempt's return address).
import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { LOGIN_ATTEMPTS_KEY, type LoginAttempt } from '../../src/features/auth/loginAttempts';
import { DRAFT_KEY, type Draft } from '../../src/features/generate/workspace/draft';
import { wireOk } from './answers';
import { api } from './nock';
import { stubNavigation } from './render';

/** The stand-in's QR page, as the login request answers it. */
export const LOGIN_QR_URL = 'http://localhost:3000/mock/wechat/qr?sid=1&state=st-1';

/** What 重新登录 left in sessionStorage for the way back. */
export interface KeptForTheWayBack {
  /** The workspace's draft ({} when none was kept). */
  draft: Partial<Draft>;
  /** Where the login comes back to: the last attempt's return address. */
  returnTo: string | undefined;
}

/** The draft and the return address the page left in sessionStorage for the way back. */
export function keptForTheWayBack(): KeptForTheWayBack {
  const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<Draft>;
  const attempts = JSON.parse(sessionStorage.getItem(LOGIN_ATTEMPTS_KEY) ?? '[]') as LoginAttempt[];
  return { draft, returnTo: attempts.at(-1)?.returnTo };
}

/**
 * Presses the 重新登录 inside `container` (a notice; the whole page by default), waits until the
 * page leaves for the QR page the login request answered, and says what the page kept. jsdom
 * cannot leave: the browser's navigation is stood in for meanwhile and put back after, also
 * when it never came.
 */
export async function signInAgain(user: UserEvent, container: HTMLElement = document.body): Promise<KeptForTheWayBack> {
  const { assign, restore } = stubNavigation();
  api()
    .get('/miao/v1/account/login_wechat_qr')
    .query(true)
    .reply(200, wireOk({ url: LOGIN_QR_URL }));
  try {
    await user.click(within(container).getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LOGIN_QR_URL));
  } finally {
    restore();
  }
  return keptForTheWayBack();
}
