// The shop's address when the user is sent there for a price they could not pay (积分不足 ·
// 去充值): it carries that price, so the shop says how many points are missing, and that they
// are enough once bought; and where the user came from (`back`, the workspace's address), so
// the shop can lead back there, before paying and once paid. Both come back from an address
// anyone can type: the price is read back as a whole number within bounds, the way back as a
// plain path inside the app (the login's return rule, safeReturnTo), anything else ignored.
import { DEFAULT_RETURN_TO, safeReturnTo } from './untrusted';

/** The highest price an address may ask the shop to speak of (far above any run's). */
export const MAX_WANTED_POINTS = 100_000;

/** The longest way back the shop keeps (a workspace's address is far shorter). */
export const MAX_BACK_LENGTH = 1000;

const SHOP = '/user?tab=shop';

/**
 * '/user?tab=shop', with `for=<price>` when a price sent the user there and `back=<path>` when
 * they came from a place they may want to go back to (both only when they would be read back).
 */
export function shopAddress(price?: number, back?: string): string {
  const wanted = price === undefined ? null : wantedPoints(String(price));
  const from = back === undefined ? null : shopReturn(back);
  return `${SHOP}${wanted === null ? '' : `&for=${wanted}`}${from === null ? '' : `&back=${encodeURIComponent(from)}`}`;
}

/** The price an address asked about: a whole number from 1 to MAX_WANTED_POINTS, else null. */
export function wantedPoints(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_WANTED_POINTS ? n : null;
}

/**
 * The way back an address asked for: a plain path inside the app ('/?tool=tts'), never
 * another site, a scheme, a dot segment or the login's landing (safeReturnTo), and never the
 * shop itself; else null. What is answered is what the router is given, nothing decoded further.
 */
export function shopReturn(value: string | null): string | null {
  if (value === null || value.length === 0 || value.length > MAX_BACK_LENGTH) return null;
  const safe = safeReturnTo(value);
  // safeReturnTo answers its default for what it refuses: only a path asked as that counts.
  if (safe === DEFAULT_RETURN_TO && value !== DEFAULT_RETURN_TO) return null;
  const url = new URL(safe, 'http://shop-return.invalid');
  if (url.pathname === '/user' && url.searchParams.get('tab') === 'shop') return null;
  return safe;
}

/** Where a way back leads, for its words: my resources (a make-again from there), else the creation (a workspace). */
export function returnsTo(back: string): 'resources' | 'creation' {
  const url = new URL(back, 'http://shop-return.invalid');
  return url.pathname === '/user' && url.searchParams.get('tab') === 'resources' ? 'resources' : 'creation';
}
