// The eyes set into the head (./eyeSet.ts) as pix/pixar and pix/disney paint them: blind readers
// saw "sticker eyes", "stamped-on doll eyes" — a flat eye with one even lid line and nothing of
// the skin round it shaded. Painted on flat skin with the sample woman's mesh (as pixar frames it,
// three times as large): the lid's crease and the socket darken the skin above the lid, the lash
// line thickens outward, the lower lid is a rim of skin in shade, the catchlight is on the key's side.
import { beforeAll, describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../testing/people';
import { createRgb, type Colour, type Rgb } from '../../shared/raster';
import { distance, type XY } from '../landmarks';
import { DISNEY_LOOK } from '../pix/disney';
import { pixar, PIXAR_LOOK } from '../pix/pixar';
import { paintToonEyes } from './eyes';

const SKIN: Colour = [0.82, 0.58, 0.47];
const ZOOM = 3;
const LOOKS = { pixar: PIXAR_LOOK.eyes, disney: DISNEY_LOOK.eyes };

let mesh: XY[] = [];
let size = 0;

beforeAll(async () => {
  const { picture, mesh: found } = await alignedPerson('woman', pixar);
  // Three times the pixar frame's size, so a lid's line is several pixels thick and measurable.
  size = picture.width * ZOOM;
  mesh = found.map(([x, y]): XY => [x * ZOOM, y * ZOOM]);
}, 600_000);

function painted(look: keyof typeof LOOKS, keyFromLeft: boolean): Rgb {
  const picture = createRgb(size, size);
  for (let p = 0; p < picture.data.length; p += 3) picture.data.set(SKIN, p);
  paintToonEyes(picture, mesh, { ...LOOKS[look], lashes: 0, sameSize: true, keyFromLeft, irisColour: [0.42, 0.25, 0.12] });
  return picture;
}

const luma = (picture: Rgb, x: number, y: number): number => {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return 0.3 * picture.data[p] + 0.59 * picture.data[p + 1] + 0.11 * picture.data[p + 2];
};
const SKIN_LUMA = 0.3 * SKIN[0] + 0.59 * SKIN[1] + 0.11 * SKIN[2];

/** The subject's right eye (image left): its corners, middle and width. */
function rightEye(): { outer: XY; inner: XY; middle: XY; wide: number } {
  const [outer, inner] = [mesh[33], mesh[133]];
  const middle: XY = [(outer[0] + inner[0]) / 2, (mesh[159][1] + mesh[145][1]) / 2];
  return { outer, inner, middle, wide: distance(outer, inner) };
}

/** The topmost dark (lash line) pixel in a column above the eye's middle. */
function lashTop(picture: Rgb, x: number, middleY: number, wide: number): number {
  for (let y = Math.round(middleY - wide * 0.7); y <= middleY; y++) if (luma(picture, x, y) < 0.22) return y;
  return -1;
}

/** The lash line's darkest pixel in a column above the eye's middle, and the ink summed down to it from above and on to the whites. */
function lashInk(picture: Rgb, x: number, middleY: number, wide: number): { darkest: number; ink: number } {
  let [darkest, least, ink] = [-1, Infinity, 0];
  for (let y = Math.round(middleY - wide * 0.6); y <= middleY; y++) {
    const value = luma(picture, x, y);
    // The line's own run: from its first inked pixel to the next that is not.
    if (value >= INKED && ink > 0) break;
    ink += Math.max(0, INKED - value) / INKED;
    if (value < least) [darkest, least] = [y, value];
  }
  return { darkest, ink };
}
/** Under this light a pixel counts as ink (the skin 0.64, its shade round the eye over 0.48). */
const INKED = 0.45;

/** The lash line's thickness at column x, across the line (a steep line runs long down a column). */
function lashThickness(picture: Rgb, x: number, middleY: number, wide: number): number {
  const slope = (lashInk(picture, x + 2, middleY, wide).darkest - lashInk(picture, x - 2, middleY, wide).darkest) / 4;
  return lashInk(picture, x, middleY, wide).ink / Math.hypot(1, slope);
}

describe('the toon eyes set into the head (pix/pixar, pix/disney)', () => {
  for (const look of ['pixar', 'disney'] as const) {
    it(`${look}: the skin above the lid is shaded (the crease and the socket)`, () => {
      const picture = painted(look, true);
      const { middle, wide, inner } = rightEye();
      // A column a little towards the nose from the middle, clear of the lashes.
      const x = middle[0] + (inner[0] - middle[0]) * 0.2;
      const top = lashTop(picture, x, middle[1], wide);
      expect(top).toBeGreaterThan(0);
      let darkest = Infinity;
      for (let y = top - Math.round(wide * 0.3); y < top - 1; y++) darkest = Math.min(darkest, luma(picture, x, y));
      // Before: the skin above the lid untouched (1.00 of the skin's light); now pixar 0.77, disney 0.73.
      expect(darkest / SKIN_LUMA).toBeLessThan(0.9);
    });

    it(`${look}: the lash line thickens from the inner corner outward`, () => {
      const picture = painted(look, true);
      const { outer, inner, middle, wide } = rightEye();
      // Columns 0.7 of the way from the middle to each corner, clear of the iris (the eye is drawn
      // at the pair's mean width, a little narrower than this one: 0.8 was past its inner end).
      const column = (corner: XY): number => lashThickness(picture, middle[0] + (corner[0] - middle[0]) * 0.7, middle[1], wide);
      const [towardsOuter, towardsInner] = [column(outer), column(inner)];
      // Before: one line tapered alike at both ends, thicker down the steeper inner column (outer over
      // inner 0.56 pixar, 0.64 disney); now 1.53 and 1.55.
      expect(towardsOuter).toBeGreaterThan(towardsInner * 1.3);
    });

    it(`${look}: the lower lid is a rim of skin in shade under the white`, () => {
      const picture = painted(look, true);
      const { outer, middle, wide } = rightEye();
      const x = Math.round(middle[0] + (outer[0] - middle[0]) * 0.7);
      // The white's lowest pixel in the column: light and nearly grey (the skin's blue is 0.57 of its red).
      let bottom = -1;
      for (let y = Math.round(middle[1] - wide * 0.3); y <= middle[1] + wide * 0.5; y++) {
        const p = (y * size + x) * 3;
        if (luma(picture, x, y) > 0.45 && picture.data[p + 2] > picture.data[p] * 0.75) bottom = y;
      }
      expect(bottom).toBeGreaterThan(0);
      let darkest = Infinity;
      for (let y = bottom + 1; y <= bottom + wide * 0.1; y++) darkest = Math.min(darkest, luma(picture, x, y));
      // Before: the white's edge blended into the skin (at least 0.93 pixar, 1.00 disney of the skin's
      // light under it); now 0.78 and 0.83.
      expect(darkest / SKIN_LUMA).toBeLessThan(0.9);
    });

    it(`${look}: the catchlight is on the key's side`, () => {
      for (const keyFromLeft of [true, false]) {
        const picture = painted(look, keyFromLeft);
        const { middle, wide } = rightEye();
        let [brightX, bright] = [0, 0];
        for (let y = Math.round(middle[1] - wide * 0.4); y <= middle[1] + wide * 0.4; y++)
          for (let x = Math.round(middle[0] - wide * 0.3); x <= middle[0] + wide * 0.3; x++) {
            const value = luma(picture, x, y);
            if (value > bright) [brightX, bright] = [x, value];
          }
        // Before: always up and to the image's left, a key from the right or not.
        expect(Math.sign(brightX - middle[0])).toBe(keyFromLeft ? -1 : 1);
      }
    });
  }
});
