// The face's own cel shadows (./faceShade.ts), on the sample woman's mesh and its oval: a crescent
// down the side away from the light and a sliver down the nose's shaded side, on whichever side
// the light leaves in shade, and none on the lit side.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFaces } from '../../../../testing/faces';
import type { Grey } from '../../../shared/raster';
import { FACE_OVAL, faceFrame, outline, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';
import { faceShade, SIDE_SHADE } from './faceShade';

const SIZE = 512;
let mesh: readonly XY[] = [];
let face: Grey;

beforeAll(async () => {
  const [found] = await sampleFaces('woman');
  mesh = outline(
    found.mesh,
    found.mesh.map((_, index) => index),
  );
  face = fillPolygon(outline(mesh, FACE_OVAL), SIZE, SIZE);
});

/** The share of the face's pixels within `reach` of the outline on a side that are shaded. */
function edgeShare(shade: Grey, right: boolean, reach: number): number {
  let inside = 0;
  let shaded = 0;
  const cheekRow = Math.round(mesh[205][1]);
  for (let y = cheekRow - 10; y <= cheekRow + 10; y++) {
    const row: number[] = [];
    for (let x = 0; x < SIZE; x++) if (face.data[y * SIZE + x] > 0.5) row.push(x);
    const edge = right ? Math.max(...row) : Math.min(...row);
    for (const x of row)
      if (Math.abs(x - edge) < reach) {
        inside++;
        if (shade.data[y * SIZE + x] > 0.5) shaded++;
      }
  }
  return shaded / inside;
}

describe("the anime face's own shadows", () => {
  for (const shadeRight of [false, true])
    it(`shades the far side and the nose's side, ${shadeRight ? 'right' : 'left'}, and leaves the lit side lit`, () => {
      const shade = faceShade(face, mesh, shadeRight);
      const reach = faceFrame(mesh).faceWidth * SIDE_SHADE * 0.7;
      expect(edgeShare(shade, shadeRight, reach)).toBeGreaterThan(0.9);
      expect(edgeShare(shade, !shadeRight, reach)).toBe(0);
      // Beside the nose, 0.7 of the way from the bridge (197) to the tip (4), a fifth of the way
      // to each wing: the shaded side in the sliver, the lit side not.
      const [bridge, tip] = [mesh[197], mesh[4]];
      const at = (wing: XY): number => {
        const x = bridge[0] * 0.3 + tip[0] * 0.7 + (wing[0] - tip[0]) * 0.2;
        const y = bridge[1] * 0.3 + tip[1] * 0.7;
        return shade.data[Math.round(y) * SIZE + Math.round(x)];
      };
      const [leftWing, rightWing] = [mesh[129], mesh[358]];
      expect(at(shadeRight ? rightWing : leftWing)).toBeGreaterThan(0.5);
      expect(at(shadeRight ? leftWing : rightWing)).toBeLessThan(0.5);
    });
});
