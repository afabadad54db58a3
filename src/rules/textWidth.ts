// docs/contract.md §5 display width, the one the page counts and the stand-in enforces: ASCII and
// half-width characters count 1, everything else 2.

/**
 * Width of one code point: 1 for ASCII (U+0000–U+007F, control characters included) and the
 * half-width forms of the "Halfwidth and Fullwidth Forms" block (U+FF61–U+FFDC: half-width CJK
 * punctuation, katakana and hangul; U+FFE8–U+FFEE: half-width symbols); 2 for everything else.
 */
export function codePointWidth(cp: number): 1 | 2 {
  if (cp <= 0x7f) return 1;
  if (cp >= 0xff61 && cp <= 0xffdc) return 1;
  if (cp >= 0xffe8 && cp <= 0xffee) return 1;
  return 2;
}

/**
 * Display width of a string, counted per code point (so a surrogate pair such as an emoji
 * counts once, as 2, and a lone surrogate also counts 2).
 */
export function textWidth(s: string): number {
  let width = 0;
  for (const ch of s) width += codePointWidth(ch.codePointAt(0) ?? 0);
  return width;
}
