// The ordered dither a clip's face needs, read off the clip's own palette. A smooth skin gradient
// between two palette entries shows as flat patches with a step between them unless the dither
// reaches across that gap; a dither of 4 levels (±2) against skin entries 10 levels apart
// (Euclidean, about 6 a channel) left the "soft frames with colour steps" readers kept naming
// (issue 37, the sixty-first stop). So the dither is sized from the gaps between the palette's two
// nearest entries at the face's own colours: as fine as the palette allows, no coarser.
import type { Region } from './clipColours';

/**
 * Dither (8-bit levels from darkest to lightest offset) per level of the face's typical gap
 * between its two nearest palette entries (root mean square over red, green and blue). The offset
 * moves red, green and blue together, and two neighbouring skin entries differ in hue as well as
 * lightness, so it must reach past the gap itself. On the man's talk at 200 colours (gap 5.0) a
 * dither of 4 left 7.5 % of the smooth skin in flat runs over a gradient of 3 levels or more, 11
 * left 1.1 %; his face's error blurred over 5 px 0.94 → 0.85 levels.
 */
const DITHER_PER_GAP = 2.2;
/** The most dither the gaps may ask for: past it the Bayer pattern shows as a grain on skin. */
export const MOST_DITHER = 16;
/** Face pixels the gaps are measured at (a grid over the face's box in the first frame). */
const SAMPLES = 900;

/** The two nearest entries of `palette` (RGB triples) to a colour, by the palette lookup's weights. */
function twoNearest(palette: Uint8Array, red: number, green: number, blue: number): [number, number] {
  let best = 0;
  let second = 0;
  let bestDistance = Infinity;
  let secondDistance = Infinity;
  for (let entry = 0; entry < palette.length / 3; entry++) {
    const dr = palette[entry * 3] - red;
    const dg = palette[entry * 3 + 1] - green;
    const db = palette[entry * 3 + 2] - blue;
    const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
    if (distance < bestDistance) {
      second = best;
      secondDistance = bestDistance;
      best = entry;
      bestDistance = distance;
    } else if (distance < secondDistance) {
      second = entry;
      secondDistance = distance;
    }
  }
  return [best, second];
}

/**
 * The median gap (levels, root mean square over red, green and blue) between the two palette
 * entries nearest to the face's colours in `frame` (RGB, `width` pixels a row): how far apart
 * the shades a smooth stretch of skin is mapped to are.
 */
export function faceGap(palette: Uint8Array, frame: Uint8Array, width: number, face: Region): number {
  if (palette.length < 6 || face.width < 1 || face.height < 1) return 0;
  const side = Math.max(1, Math.round(Math.sqrt(SAMPLES)));
  const gaps: number[] = [];
  for (let row = 0; row < side; row++) {
    const y = face.top + Math.floor(((row + 0.5) * face.height) / side);
    for (let column = 0; column < side; column++) {
      const x = face.left + Math.floor(((column + 0.5) * face.width) / side);
      const at = (y * width + x) * 3;
      const [near, next] = twoNearest(palette, frame[at], frame[at + 1], frame[at + 2]);
      let sum = 0;
      for (let channel = 0; channel < 3; channel++) sum += (palette[near * 3 + channel] - palette[next * 3 + channel]) ** 2;
      gaps.push(Math.sqrt(sum / 3));
    }
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)];
}

/**
 * The dither for a clip mapped to `palette`: `least` (the look's own) raised to DITHER_PER_GAP ×
 * the face's gap (faceGap), at most `most`.
 */
export function ditherForPalette(
  palette: Uint8Array,
  frame: Uint8Array,
  width: number,
  face: Region,
  least: number,
  most = MOST_DITHER,
): number {
  const matched = Math.round(DITHER_PER_GAP * faceGap(palette, frame, width, face));
  return Math.max(least, Math.min(most, matched));
}
