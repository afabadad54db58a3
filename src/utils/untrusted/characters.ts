// The characters a value from outside may not carry into a name or a line a person reads:
// they are invisible, or they reorder or break what is shown around them.

/**
 * Format and invisible code points: bidi embeddings, overrides, isolates and marks, zero-width
 * spaces and joiners, the byte-order mark, soft hyphens, variation selectors (Unicode's
 * Default_Ignorable_Code_Point, plus every Cf), and lone surrogates. Removed.
 */
export const INVISIBLE = /[\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

/** Controls (newlines, tabs, NUL among them), line and paragraph separators, and every other space. Each run becomes one space. */
export const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/** The value with the invisible code points removed and every run of breaks and spaces one space, trimmed. */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, '').replace(BREAKS, ' ').trim();
}

/** The first `count` code points (a surrogate pair is never split). */
export function firstCodePoints(value: string, count: number): string {
  let end = 0;
  let taken = 0;
  for (const ch of value) {
    if (taken === count) break;
    end += ch.length;
    taken += 1;
  }
  return value.slice(0, end);
}
