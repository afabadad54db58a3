// Random identifiers of docs/contract.md §5, drawn from crypto.getRandomValues (never Math.random).
//
// miaoId() — the exact rule:
//   * 12 characters, all from [0-9a-z].
//   * The letters 'm', 'i', 'a', 'o' each appear exactly once, in that order, at four
//     positions no two of which are next to each other (positions differ by at least 2).
//     All 126 such position sets (C(9,4)) are equally likely.
//   * The other 8 characters are drawn uniformly from the 32 characters of [0-9a-z] minus
//     m, i, a, o, so the four inserted letters can always be picked out again.
//   Example shape: "3m7ik2a9o0x5".
//
// randomId(length = 16) — `length` characters drawn uniformly from [0-9A-Za-z].

const MIAO = 'miao';
const MIAO_LENGTH = 12;
/** [0-9a-z] without m, i, a, o: exactly 32 characters, so a byte % 32 is unbiased. */
const FILLER = '0123456789bcdefghjklnpqrstuvwxyz';
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// getRandomValues refuses more than 65536 bytes per call.
const MAX_BYTES_PER_CALL = 65536;

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i += MAX_BYTES_PER_CALL) {
    crypto.getRandomValues(out.subarray(i, Math.min(n, i + MAX_BYTES_PER_CALL)));
  }
  return out;
}

/** Uniform integer in [0, n) for 0 < n <= 256, by rejection so no value is favoured. */
function randomBelow(n: number): number {
  const limit = 256 - (256 % n);
  for (;;) {
    const b = randomBytes(1)[0];
    if (b < limit) return b % n;
  }
}

/** `count` characters drawn uniformly from `alphabet` (at most 256 characters). */
function randomString(alphabet: string, count: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < count) {
    // Draw a little more than needed; rejected bytes (>= limit) are simply skipped.
    for (const b of randomBytes(count - out.length + 8)) {
      if (b < limit) out += alphabet[b % alphabet.length];
      if (out.length === count) break;
    }
  }
  return out;
}

/**
 * Four pairwise non-adjacent positions in 0..11, ascending, uniformly among all such sets.
 * Choosing 4 distinct slots c0<c1<c2<c3 in 0..8 and spreading them as ck + k is a bijection
 * onto those sets, so a uniform 4-subset of 9 gives a uniform position set.
 */
function miaoPositions(): number[] {
  const slots = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  // Partial Fisher–Yates: the first four entries become a uniform 4-subset.
  for (let k = 0; k < MIAO.length; k++) {
    const j = k + randomBelow(slots.length - k);
    [slots[k], slots[j]] = [slots[j], slots[k]];
  }
  return slots
    .slice(0, MIAO.length)
    .sort((a, b) => a - b)
    .map((c, k) => c + k);
}

/** A 12-character identifier carrying m, i, a, o at non-adjacent positions (rule above). */
export function miaoId(): string {
  const chars = randomString(FILLER, MIAO_LENGTH).split('');
  miaoPositions().forEach((pos, k) => {
    chars[pos] = MIAO[k];
  });
  return chars.join('');
}

/** `length` (default 16) characters from [0-9A-Za-z]. */
export function randomId(length = 16): string {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`randomId: length must be a non-negative integer, got ${length}`);
  }
  return randomString(ALNUM, length);
}
