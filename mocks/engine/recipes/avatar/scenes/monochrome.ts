// A black-and-white photo's face in a black-and-white picture. Set in the scene's colours (a red
// gown, a blue curtain, a flag), a grey face read as "a grey photo's face put into a colour
// scene" (session 28's panel on the held-out grey-haired woman): a paste-up, however well its edge
// is blended. So a face with no colour of its own turns the whole finished picture to its luma,
// in the warm tone of a silver print, and the face and the scene are one photograph again.
import { smoothstep, type Grey } from '../../shared/raster';

/**
 * How colourful a face is: the mean of each pixel's chroma (its largest channel less its
 * smallest) over the mean of its largest channel, inside `where` (the face's oval, 0–1) of the
 * 0–1 RGB `data`. The gallery's faces measure 0.22–0.63; a black-and-white photo's face 0 (its JPEG's
 * colour noise would read under 0.03).
 */
export function colourfulness(data: Float32Array, where: Grey): number {
  let chroma = 0;
  let top = 0;
  for (let i = 0; i < where.data.length; i++) {
    const m = where.data[i];
    if (m < 0.9) continue;
    const r = data[i * 3];
    const g = data[i * 3 + 1];
    const b = data[i * 3 + 2];
    const high = Math.max(r, g, b);
    chroma += (high - Math.min(r, g, b)) * m;
    top += high * m;
  }
  return top > 0 ? chroma / top : 1;
}

/** How far a face of the given colourfulness turns the picture to a print (1: fully, a grey photo's face). */
export function monochromeShare(colour: number): number {
  return 1 - smoothstep(0.04, 0.08, colour);
}

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
