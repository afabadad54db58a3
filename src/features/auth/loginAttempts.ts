// A login belongs to the browser that began it. Each start records an attempt in this tab's
// sessionStorage: a random nonce (sent inside the redirect_uri, so it comes back to
// /login_success), the `state` of the login page when its URL carries one (WeChat's does),
// and where to go afterwards. /login_success exchanges a code only for an attempt this
// browser recorded and has not used; a link made by someone else (their code, their state,
// their nonce) finds none and changes nothing. The return address is checked when it is
// written and again when it is read back (storage is not the app's alone), by one rule.
import { DEFAULT_RETURN_TO, safeReturnTo } from '../../utils/untrusted';

export const LOGIN_ATTEMPTS_KEY = 'miao:login';
export { NONCE_PARAM } from './nonce';
/** An attempt older than this is forgotten (a QR login takes minutes, not hours). */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000;
/** The newest attempts kept (a user may start the login a few times). */
export const MAX_ATTEMPTS = 5;

export interface LoginAttempt {
  nonce: string;
  /** The login page's `state`, when its URL says it; then the answer must carry the same. */
  state?: string;
  returnTo: string;
  at: number;
}

const isAttempt = (v: unknown): v is LoginAttempt => {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  return (
    typeof a.nonce === 'string' &&
    a.nonce.length >= 16 &&
    typeof a.returnTo === 'string' &&
    typeof a.at === 'number' &&
    (a.state === undefined || typeof a.state === 'string')
  );
};

function read(now: number): LoginAttempt[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(LOGIN_ATTEMPTS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isAttempt)
      .filter((a) => now - a.at < ATTEMPT_TTL_MS && a.at <= now)
      .map((a) => ({ ...a, returnTo: safeReturnTo(a.returnTo) }));
  } catch {
    return [];
  }
}

function write(attempts: LoginAttempt[]): boolean {
  try {
    if (attempts.length === 0) sessionStorage.removeItem(LOGIN_ATTEMPTS_KEY);
    else sessionStorage.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify(attempts));
    return true;
  } catch {
    return false;
  }
}

/** The `state` the login page's URL carries, if any. */
export function stateOf(loginPageUrl: string): string | undefined {
  try {
    return new URL(loginPageUrl).searchParams.get('state') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records a login this browser starts; false when storage refuses (then the login cannot
 * come back to this browser: the caller says so rather than leave).
 */
export function recordAttempt(nonce: string, loginPageUrl: string, returnAddress: string, now = Date.now()): boolean {
  const attempt: LoginAttempt = { nonce, returnTo: safeReturnTo(returnAddress), at: now };
  const state = stateOf(loginPageUrl);
  if (state) attempt.state = state;
  return write([...read(now).filter((a) => a.nonce !== nonce), attempt].slice(-MAX_ATTEMPTS));
}

/** The attempt this answer belongs to, if this browser began it (not used up: takeAttempt does that). */
export function findAttempt(nonce: string | null, state: string | null, now = Date.now()): LoginAttempt | null {
  if (!nonce || !state) return null;
  const attempt = read(now).find((a) => a.nonce === nonce);
  return attempt && (attempt.state === undefined || attempt.state === state) ? attempt : null;
}

/**
 * The attempt this answer belongs to, used up; null when this browser issued no such login
 * (no nonce, an unknown or used one, an old one, or a state that is not the one recorded).
 */
export function takeAttempt(nonce: string | null, state: string | null, now = Date.now()): LoginAttempt | null {
  if (!nonce || !state) return null;
  const attempts = read(now);
  const attempt = attempts.find((a) => a.nonce === nonce);
  if (!attempt || (attempt.state !== undefined && attempt.state !== state)) return null;
  write(attempts.filter((a) => a !== attempt));
  return attempt;
}

/** Where a failed login's 重新登录 should lead back to: the newest attempt's target. */
export function lastReturnTo(now = Date.now()): string {
  return read(now).at(-1)?.returnTo ?? DEFAULT_RETURN_TO;
}
