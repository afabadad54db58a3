// The shop's address when the user is sent there for a price they could not pay (积分不足 ·
// 去充值): it carries that price, so the shop says how many points are missing, and that they
// are enough once bought. The value comes back from an address anyone can type: read back as a
// whole number within bounds, anything else ignored.

/** The highest price an address may ask the shop to speak of (far above any run's). */
export const MAX_WANTED_POINTS = 100_000;

/** '/user?tab=shop', with `for=<price>` when a price sent the user there. */
export function shopAddress(price?: number): string {
  const wanted = price === undefined ? null : wantedPoints(String(price));
  return wanted === null ? '/user?tab=shop' : `/user?tab=shop&for=${wanted}`;
}

/** The price an address asked about: a whole number from 1 to MAX_WANTED_POINTS, else null. */
export function wantedPoints(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_WANTED_POINTS ? n : null;
}
