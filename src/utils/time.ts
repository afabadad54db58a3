// Duration formatting of docs/contract.md §5: mm:ss, or hh:mm:ss when there are hours.

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats a number of seconds as mm:ss, or hh:mm:ss from one hour on. Fractions are
 * floored (59.9 s is still 00:59). Negative, NaN and infinite values (a live stream's
 * duration) give '00:00'. Hours are not capped: 100 h is '100:00:00'.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '00:00';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${pad2(h)}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
}

/**
 * A moment as a person reads it, on their own clock with the offset said, for text that is
 * copied and read elsewhere (a message to support): '2026-11-23 17:00:00 UTC+08:00'.
 * `aheadMinutes`: how far the clock is ahead of UTC (default: this browser's at that moment).
 * A moment that is not a finite date gives ''.
 */
export function localDateTime(ms: number, aheadMinutes = -new Date(ms).getTimezoneOffset()): string {
  const shifted = new Date(ms + aheadMinutes * 60_000);
  if (!Number.isFinite(ms) || !Number.isFinite(aheadMinutes) || Number.isNaN(shifted.getTime())) return '';
  const day = `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
  const time = `${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}:${pad2(shifted.getUTCSeconds())}`;
  const sign = aheadMinutes < 0 ? '-' : '+';
  const abs = Math.abs(aheadMinutes);
  return `${day} ${time} UTC${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}
