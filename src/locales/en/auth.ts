// English strings of the auth area (zh-CN: ../zh-CN/auth.ts).
import { NEW_ACCOUNT_POINTS } from '../../rules/account';
import type { Catalogue } from '../types';

export const auth: Catalogue['auth'] = {
  loginSuccess: {
    title: 'Sign in',
    working: 'Signing you in…',
    failedTitle: 'Sign-in failed',
    missingParams: 'The sign-in link is missing a required part (code or state). Please sign in again.',
    rejected: 'We could not sign you in: the sign-in pass may have expired or been used already, or the network failed.',
    notThisBrowser:
      'This sign-in link was not started in this browser (or it was used already, or it is too old), so for your account’s safety you were not signed in. To sign in, start again here.',
    reason: (text: string) => `Reason: ${text}`,
    retry: 'Sign in again',
    home: 'Back to home',
  },
  qrFailed: 'Could not get the sign-in QR code. Please try again.',
  noStorage:
    'This browser does not let the site keep sign-in data, so the sign-in cannot finish. Turn off private mode or allow site data, then try again.',
  badLoginUrl: 'The sign-in service sent an unsafe address, so it was not opened. Please try again later or contact us.',
  expired: {
    text: 'Your sign-in has expired. Please sign in again.',
    action: 'Sign in again',
    dismiss: 'Dismiss',
  },
  invite: {
    title: 'Sign in to continue',
    text: 'Sign in with WeChat to see your creations, buy points and use the AI agent.',
    button: 'Sign in with WeChat',
  },
  welcome: `New accounts get ${NEW_ACCOUNT_POINTS} points: enough for a few first tries`,
};
