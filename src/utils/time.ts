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
