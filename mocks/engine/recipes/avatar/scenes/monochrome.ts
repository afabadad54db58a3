// A black-and-white photo's face in a black-and-white picture. Set in the scene's colours (a red
// gown, a blue curtain, a flag), a grey face read as "a grey photo's face put into a colour
// scene" (session 28's panel on the held-out grey-haired woman): a paste-up, however well its edge
// is blended. So a black-and-white photo (../../shared/blackAndWhite.ts) turns the whole finished
// picture to its luma, in the warm tone of a silver print, and the face and the scene are one
// photograph again.

/**
 * The warmth of the print's mid-tones: its red raised and its blue lowered by this much at
 * mid-grey, none in the black and the white (a silver print's paper tone, not a brown wash).
 */
const TONE = 0.03;

/** `out` (0–1 RGB) moved by `share` towards its own luma in a print's warm tone. */
export function toPrint(out: Float32Array, share: number): void {
  if (share <= 0) return;
  for (let p = 0; p < out.length; p += 3) {
    const l = 0.299 * out[p] + 0.587 * out[p + 1] + 0.114 * out[p + 2];
    const warm = TONE * 4 * l * (1 - l);
    const print = [l + warm, l, l - warm * 1.6];
    for (let c = 0; c < 3; c++) out[p + c] += (Math.min(1, Math.max(0, print[c])) - out[p + c]) * share;
  }
}
