// A shut eye in the toon eyes (./eyes.ts): an eye whose lids meet (a wink, a blink) is drawn as
// its lid line, where the photo has it, beside an open eye painted as ever. Opened to the pair's
// mean opening it was widened by that over its own nought (an infinite, NaN geometry) and not
// drawn at all; painted alone it was passed over as too narrow. And the open eye keeps its own
// opening: the shut eye's nought no longer halves the pair's. On the sample woman's face
// (framed as pix/anime frames it), her right eye's lower lid laid onto its upper lid.
import { beforeAll, describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../testing/people';
import { createRgb, type Rgb } from '../../shared/raster';
import type { XY } from '../landmarks';
import { anime } from '../pix/anime';
import { photoEyeOpening } from '../pix/anime/eyeShape';
import { paintToonEyes, type ToonEyeOptions } from './eyes';

/** The right eye's lower lid points and the upper lid points above them. */
const LOWER = [7, 163, 144, 145, 153, 154, 155];
const UPPER = [246, 161, 160, 159, 158, 157, 173];

let mesh: XY[] = [];
/** Her mesh as photographed, both eyes open. */
let both: XY[] = [];
let size = 0;

beforeAll(async () => {
  const { picture, mesh: photoMesh } = await alignedPerson('woman', anime);
  size = picture.width;
  both = photoMesh;
  mesh = photoMesh.map(([x, y]): XY => [x, y]);
  for (const [k, lower] of LOWER.entries()) mesh[lower] = [mesh[UPPER[k]][0], mesh[UPPER[k]][1]];
});

function painted(sameSize: ToonEyeOptions['sameSize'], on = mesh, open = 0.4): Rgb {
  const picture = createRgb(size, size);
  picture.data.fill(0.5);
  paintToonEyes(picture, on, { iris: 0.33, open, catchlight: 'window', lashes: 0, line: [0.1, 0.05, 0.05], sameSize });
  return picture;
}

/**
 * Over the columns between an eye's corners, in a band an eye's width tall round them: the share
 * of columns holding paint, the tallest painted run over the eye's width, and the brightest paint.
 */
function eyePaint(picture: Rgb, outer: number, inner: number): { covered: number; tallest: number; brightest: number } {
  const [a, b] = [mesh[outer], mesh[inner]];
  const wide = Math.hypot(a[0] - b[0], a[1] - b[1]);
  const midY = (a[1] + b[1]) / 2;
  let [columns, covered, tallest, brightest] = [0, 0, 0, 0];
  for (let x = Math.round(Math.min(a[0], b[0])); x <= Math.max(a[0], b[0]); x++) {
    columns++;
    let [top, bottom] = [Infinity, -Infinity];
    for (let y = Math.round(midY - wide * 0.5); y <= midY + wide * 0.5; y++) {
      const p = (y * picture.width + x) * 3;
      const value = (picture.data[p] + picture.data[p + 1] + picture.data[p + 2]) / 3;
      if (Math.abs(value - 0.5) < 0.1) continue;
      [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
      brightest = Math.max(brightest, value);
    }
    if (bottom >= top) {
      covered++;
      tallest = Math.max(tallest, bottom - top + 1);
    }
  }
  return { covered: covered / Math.max(1, columns), tallest: tallest / wide, brightest };
}

describe('a shut eye in the toon eyes', () => {
  for (const sameSize of [true, 'turned', false] as const) {
    it(`is drawn as a closed lid line beside the open eye (sameSize ${String(sameSize)})`, () => {
      const picture = painted(sameSize);
      expect(picture.data.every(Number.isFinite)).toBe(true);
      const shut = eyePaint(picture, 33, 133);
      // Before: nothing painted over the shut eye (0 of its columns); now its lid line over 0.88
      // (the pair's mean width, a little narrower than her shut eye's) to all of them, 0.06–0.08
      // of the eye's width tall, no lighter than 0.40; the open eye 0.51–0.60 tall, whites 0.94.
      expect(shut.covered).toBeGreaterThan(0.8);
      // A line, not an opened eye: no taller than the lid's stroke, and no whites.
      expect(shut.tallest).toBeLessThan(0.25);
      expect(shut.brightest).toBeLessThan(0.6);
      const open = eyePaint(picture, 263, 362);
      expect(open.covered).toBeGreaterThan(0.8);
      expect(open.brightest).toBeGreaterThan(0.8);
    });
  }

  it('draws a squinting eye beside a shut one as its lid line, not a blank patch', () => {
    // Her left eye's lower lid three quarters of the way up to its upper lid (opening about 0.12
    // of its width) beside the shut right eye: under 0.16 it was passed over and only the shut
    // eye was drawn (0 of the squinting eye's columns painted).
    const squint = mesh.map(([x, y]): XY => [x, y]);
    const [lowerLeft, upperLeft] = [
      [249, 390, 373, 374, 380, 381, 382],
      [466, 388, 387, 386, 385, 384, 398],
    ];
    for (const [k, lower] of lowerLeft.entries()) {
      const upper = squint[upperLeft[k]];
      squint[lower] = [upper[0] + (squint[lower][0] - upper[0]) * 0.25, upper[1] + (squint[lower][1] - upper[1]) * 0.25];
    }
    for (const sameSize of [true, 'turned', false] as const) {
      const picture = painted(sameSize, squint);
      expect(picture.data.every(Number.isFinite)).toBe(true);
      const squinting = eyePaint(picture, 263, 362);
      expect(squinting.covered).toBeGreaterThan(0.8);
      expect(squinting.tallest).toBeLessThan(0.25);
      expect(eyePaint(picture, 33, 133).covered).toBeGreaterThan(0.8);
    }
  });

  it("leaves the open eye as open as it is: the pair's opening is the open eye's", () => {
    // Least opening 0.2, under her eyes' own: the pair's opening decides how open they are drawn.
    // Before: the shut eye's nought counted, and her open eye (0.51 of its width tall beside her
    // other eye open) was drawn 0.34 tall, half shut; now 0.60 (0.69 sized as a turned head's),
    // at its own opening 0.46, not the pair's 0.38. The look's least opening (../pix/anime/eyeShape.ts)
    // reads the open eye alone too.
    for (const sameSize of [true, 'turned'] as const) {
      const winking = eyePaint(painted(sameSize, mesh, 0.2), 263, 362).tallest;
      const open = eyePaint(painted(sameSize, both, 0.2), 263, 362).tallest;
      expect(winking).toBeGreaterThan(open * 0.95);
    }
    const own =
      Math.hypot(mesh[386][0] - mesh[374][0], mesh[386][1] - mesh[374][1]) /
      Math.hypot(mesh[263][0] - mesh[362][0], mesh[263][1] - mesh[362][1]);
    expect(photoEyeOpening(mesh)).toBeCloseTo(own, 6);
  });
});
