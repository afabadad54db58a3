// Where a woman's fringe meets the face's side (./temples.ts): one curve, not a square step (the
// blind panel: "a squared notch at the temples" on several faces). On the sample woman's mesh,
// with her fringe and with her hair parted, the skin's corner where the hair's edge reaches the
// face's outline: a right angle is the notch; the fringe's edge bending down along the cheek
// leaves the outline nearly straight there.
import { beforeAll, describe, expect, it } from 'vitest';
import { brownHairedWoman } from '../../../../testing/animeHair';
import { sampleFaces } from '../../../../testing/faces';
import type { Grey } from '../../../shared/raster';
import { createRandom } from '../../../shared/random';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';
import { faceOutline } from './faceOutline';
import { drawHair } from './hairShape';

const SIZE = 480;
let mesh: readonly XY[] = [];

beforeAll(async () => {
  const [face] = await sampleFaces('woman');
  mesh = face.mesh.map(([x, y]): XY => [x, y]);
});

/**
 * The skin's angle, in degrees, where the hair's edge meets the face's outline on one side: between
 * the outline running down from that point and the hair's edge running in from it, each followed
 * for `reach` pixels. The point: the first row (from above the brows) whose skin shows at the outline.
 */
function templeCorner(face: Grey, front: Grey, side: number, reach: number): number {
  const { faceHeight: fh } = faceFrame(mesh);
  const eyeY = Math.round((mesh[159][1] + mesh[386][1]) / 2);
  const edge = (y: number): number => {
    for (let k = 0; k < SIZE; k++) {
      const x = side < 0 ? k : SIZE - 1 - k;
      if (face.data[y * SIZE + x] > 0.5) return x;
    }
    return -1;
  };
  const skin = (x: number, y: number): boolean => face.data[y * SIZE + x] * (1 - front.data[y * SIZE + x]) > 0.5;
  let meet = -1;
  for (let y = eyeY - Math.round(0.35 * fh); y < eyeY + Math.round(0.2 * fh) && meet < 0; y++) {
    const x = edge(y);
    if (x >= 0 && [0, 1, 2, 3].every((k) => skin(edge(y + k) - side * 2, y + k))) meet = y;
  }
  expect(meet).toBeGreaterThan(0);
  const x0 = edge(meet);
  const down: XY = [edge(meet + reach) - x0, reach];
  // The hair's edge: `reach` columns in, the first row of skin below the hair.
  const column = x0 - side * reach;
  let row = meet - Math.round(0.35 * fh);
  while (row < meet + reach && !skin(column, row)) row++;
  const inward: XY = [column - x0, row - meet];
  const cos = (down[0] * inward[0] + down[1] * inward[1]) / (Math.hypot(...down) * Math.hypot(...inward));
  return (Math.acos(cos) * 180) / Math.PI;
}

function sharpestCorner(fringe: number): number {
  const { faceWidth: fw } = faceFrame(mesh);
  const face = fillPolygon(faceOutline(mesh, true), SIZE, SIZE);
  const { front } = drawHair(SIZE, mesh, face, brownHairedWoman(mesh, { fringe }), true, createRandom(1));
  let sharpest = 180;
  // Both sides, each followed a little and further (a short step and a wide one).
  for (const side of [-1, 1])
    for (const share of [0.03, 0.06]) sharpest = Math.min(sharpest, templeCorner(face, front, side, Math.round(share * fw)));
  return sharpest;
}

describe("the anime hair at a woman's temples", () => {
  it('meets the face in a curve under a fringe', () => {
    // Measured: 135 degrees; the fringe's level end over the face's side made a corner of 63.
    expect(sharpestCorner(0.5)).toBeGreaterThan(120);
  });

  it('meets the face in a curve with her hair parted', () => {
    // Measured: 137 degrees; the parted hair's short tab at the face's edge made a corner of 74.
    expect(sharpestCorner(0.05)).toBeGreaterThan(120);
  });
});
