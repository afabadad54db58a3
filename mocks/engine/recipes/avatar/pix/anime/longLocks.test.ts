// Long hair parted into locks below the jaw (blind readers: long hair falls as "flat board-like
// panels"). On the sample woman's mesh with hair past her shoulders: a row a quarter of her face's
// height under the chin crosses two locks of hair each side of her face, a gap between them (main
// drew one unbroken mass each side).
import { beforeAll, describe, expect, it } from 'vitest';
import { brownHairedWoman } from '../../../../testing/animeHair';
import { sampleFaces } from '../../../../testing/faces';
import type { Grey } from '../../../shared/raster';
import { createRandom } from '../../../shared/random';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { drawHair } from './hairShape';

const SIZE = 480;
let mesh: readonly XY[] = [];

beforeAll(async () => {
  const [face] = await sampleFaces('woman');
  mesh = face.mesh.map(([x, y]): XY => [x, y]);
});

/** Where row `y` leaves the hair and comes back to it (gaps between locks), as columns. */
function gapsAlong(back: Grey, y: number): number[] {
  const gaps: number[] = [];
  let entered = false;
  let out = -1;
  for (let x = 0; x < SIZE; x++) {
    const is = back.data[Math.round(y) * SIZE + x] > 0.5;
    if (is && out >= 0) gaps.push((out + x) / 2);
    if (is) {
      entered = true;
      out = -1;
    } else if (entered && out < 0) out = x;
  }
  return gaps;
}

function hairTo(below: number): { back: Grey; y: number; cx: number } {
  const { faceHeight: fh, cx, chin } = faceFrame(mesh);
  const face = fillPolygon(scaled(foreheadRaised(mesh), 1.05, 1), SIZE, SIZE);
  const end = Math.min(SIZE - 4, chin + below * fh);
  const measured = brownHairedWoman(mesh, { lengthLeft: end, lengthRight: end });
  const { back } = drawHair(SIZE, mesh, face, measured, true, createRandom(1));
  return { back, y: chin + 0.25 * fh, cx };
}

describe('long anime hair', () => {
  it('falls in two locks each side below the jaw', () => {
    for (const below of [0.6, 0.9]) {
      const { back, y, cx } = hairTo(below);
      // (The mass behind the neck joins the two inner locks: one gap each side, none in the middle.)
      const gaps = gapsAlong(back, y);
      expect(gaps.length, `hair to ${below} under the chin`).toBe(2);
      expect(gaps[0]).toBeLessThan(cx);
      expect(gaps[1]).toBeGreaterThan(cx);
    }
  });
});
