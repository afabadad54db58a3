// @vitest-environment jsdom
// The return address of a login is kept in sessionStorage while the browser is away at the QR
// page; storage is not ours alone (another script of the origin, an extension, a user with the
// devtools). What comes back is checked again with the rule it was written with
// (safeReturnTo): a completed sign-in never follows a tampered address, it lands inside the
// app, on the rule's default.
import { screen } from '@testing-library/react';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_KEY } from '../../../../src/features/auth/loginAttempts';
import { API_HOST, info } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { testStore } from '../../../testing/store';
import { renderApp, settleUi, waitForStore } from '../../../testing/render';
import { nockPageData } from '../../../testing/chains';

useNock();
beforeEach(() => nockPageData());

const NONCE = 'n'.repeat(32);

/** This browser began a login (state s1), and its stored return address was changed since. */
function tampered(returnTo: string) {
  sessionStorage.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify([{ nonce: NONCE, state: 's1', returnTo, at: Date.now() }]));
}

function nockSignIn() {
  nock(API_HOST)
    .post('/miao/v1/account/login_wechat_web', { code: 'c1', state: 's1' })
    .reply(200, { code: 0, data: { token: 'tok', type: 'Bearer', expire: 3600 } });
  nock(API_HOST).get('/miao/v1/account/info').reply(200, { code: 0, data: info });
  nock(API_HOST)
    .get(/\/miao\/v1\/agent\/.*/)
    .times(3)
    .reply(200, { code: 0, data: { id: 'x' } });
}

describe('/login_success with a tampered return address', () => {
  it.each([
    'https:evil.example',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/miao_web/../x',
    '/%2e%2e/evil',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/login_success?code=again',
  ])('after the sign-in, %j leads to the app’s default page, not away and not back to /login_success', async (returnTo) => {
    tampered(returnTo);
    nockSignIn();
    const { store } = testStore();
    const { location } = renderApp(undefined, { store, route: `/login_success?login=${NONCE}&code=c1&state=s1` });
    await waitForStore(store, (s) => s.session.auth.token === 'tok', 3000);
    await waitForStore(store, () => location().pathname !== '/login_success', 3000);
    expect(`${location().pathname}${location().search}`).toBe('/user');
    await waitForStore(store, (s) => s.session.info.id === info.id);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    await settleUi(store);
  });
});
