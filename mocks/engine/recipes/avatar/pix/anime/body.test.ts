// The anime neck and neckline (./body.ts), on the sample woman's mesh, drawn as a woman and as a
// man. The lead's look at seed 1: "the neck is a straight rectangle with a round keyhole cut
// into the collar" — the top's scoop, wider than the neck, went a quarter of the face's height
// below where the shoulders begin. A drawn crew neck dips only a little under the throat.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFaces } from '../../../../testing/faces';
import type { Grey } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import { drawBody } from './body';
import { animeLook } from './look';

const SIZE = 640;
let mesh: readonly XY[] = [];

beforeAll(async () => {
  const [face] = await sampleFaces('woman');
  // Moved up so the shoulders fit the square below the chin.
  mesh = face.mesh.map(([x, y]): XY => [x + 80, y - 40]);
});

/** A mask's half width on a row about a column (the widest run's). */
function halfWidth(mask: Grey, y: number, cx: number): number {
  let left = Math.round(cx);
  let right = Math.round(cx);
  while (left > 0 && mask.data[y * SIZE + left - 1] > 0.5) left--;
  while (right < SIZE - 1 && mask.data[y * SIZE + right + 1] > 0.5) right++;
  return (right - left) / 2;
}

describe('the anime neck', () => {
  for (const wearer of ['woman', 'man'] as const)
    it(`meets the top in a shallow neckline, no deep keyhole under the throat (${wearer})`, () => {
      const look = animeLook(wearer, mesh);
      const { skin, top } = drawBody(SIZE, mesh, look, false);
      const { faceHeight: fh, chin } = faceFrame(mesh);
      const cx = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
      const body = { ...skin, data: skin.data.map((v, i) => Math.max(v, top.data[i])) };
      const neck = halfWidth(body, Math.round(chin + 0.1 * fh), cx);
      // The neck's base: the first row where the body grows wider than the neck by a third.
      let base = Math.round(chin);
      while (base < SIZE - 1 && halfWidth(body, base, cx) < neck * 1.33) base++;
      // The skin's lowest row under the throat.
      let lowest = base;
      for (let y = base; y < SIZE; y++) if (skin.data[y * SIZE + Math.round(cx)] > 0.5) lowest = y;
      // Measured: 0.08 (woman) and 0.09 (man) of the face's height; the keyhole's 0.26.
      expect((lowest - base) / fh).toBeLessThan(0.15);
      expect(lowest - base).toBeGreaterThan(0);
    });
});
