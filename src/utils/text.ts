// Text helpers of docs/contract.md §5: Chinese test, display width, truncation to a width, and the
// older-than-24-hours test.

// The width rule is the rulebook's (shared with the stand-in); it is a docs/contract.md §5 helper too.
import { codePointWidth, textWidth } from '../rules/textWidth';

export { textWidth };

/** One day in milliseconds (docs/contract.md §5). */
export const DAY_MS = 86400000;

// \p{Unified_Ideograph} is exactly the Unicode "CJK unified ideographs" property: the main
// block, extensions A–H and the twelve unified compatibility ideographs. Punctuation such as
// '，' is not an ideograph and does not count.
const CHINESE = /\p{Unified_Ideograph}/u;

/** True when the string contains at least one CJK unified ideograph. */
export function hasChinese(s: string): boolean {
  return CHINESE.test(s);
}

/**
 * Cuts `s` so that the result, ellipsis included, is at most `width` wide.
 * - A string that fits is returned unchanged (no ellipsis).
 * - Otherwise the longest code-point prefix that leaves room for the ellipsis, followed by
 *   the ellipsis; cutting by code point means a surrogate pair is never split.
 * - If even the ellipsis does not fit, the longest prefix that fits, without ellipsis.
 * A negative or NaN width behaves as 0.
 */
export function truncateToWidth(s: string, width: number, ellipsis = '...'): string {
  const limit = Number.isNaN(width) ? 0 : Math.max(0, width);
  if (textWidth(s) <= limit) return s;
  const ellipsisWidth = textWidth(ellipsis);
  const withEllipsis = ellipsisWidth <= limit;
  const room = withEllipsis ? limit - ellipsisWidth : limit;
  let used = 0;
  let end = 0; // index in UTF-16 units, always at a code-point boundary
  for (const ch of s) {
    const w = codePointWidth(ch.codePointAt(0) as number);
    if (used + w > room) break;
    used += w;
    end += ch.length;
  }
  return s.slice(0, end) + (withEllipsis ? ellipsis : '');
}

function toTime(date: Date | number | string): number {
  if (date instanceof Date) return date.getTime();
  if (typeof date === 'number') return date;
  return new Date(date).getTime();
}

/**
 * True when `date` lies strictly more than 24 hours (DAY_MS) before `now`. Exactly 24 hours
 * is not older. An unparseable date is never "older" (false): we cannot tell, and callers
 * use this to hide or expire things, which should not happen on bad data.
 */
export function isOlderThan24h(date: Date | number | string, now: number = Date.now()): boolean {
  const t = toTime(date);
  if (!Number.isFinite(t) || !Number.isFinite(now)) return false;
  return now - t > DAY_MS;
}
