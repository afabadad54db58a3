// A woman whose photo shows no fringe is drawn with her hair parted (./hairShape.ts): the last
// blind readers saw "every woman the same straight bob with a zig-zag fringe", pointed locks over
// foreheads the photos showed clear. On the sample woman's mesh, her hair read with no fringe:
// the hair's edge over the forehead one smooth curve, no row of teeth.
import { beforeAll, describe, expect, it } from 'vitest';
import { brownHairedWoman } from '../../../../testing/animeHair';
import { sampleFaces } from '../../../../testing/faces';
import { createRandom } from '../../../shared/random';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { drawHair } from './hairShape';
import { partingSide } from './measure';

const SIZE = 480;
let mesh: readonly XY[] = [];

beforeAll(async () => {
  const [face] = await sampleFaces('woman');
  mesh = face.mesh.map(([x, y]): XY => [x, y]);
});

/** Turns of the hair's lower edge over the forehead: how often it changes from falling to rising, across the face's middle. */
function turns(fringe: number, seed: number): number {
  const { faceWidth: fw, cx } = faceFrame(mesh);
  const face = fillPolygon(scaled(foreheadRaised(mesh), 1.05, 1), SIZE, SIZE);
  const { front } = drawHair(SIZE, mesh, face, brownHairedWoman(mesh, { fringe }), true, createRandom(seed));
  const edge: number[] = [];
  for (let x = Math.round(cx - 0.35 * fw); x < cx + 0.35 * fw; x++) {
    let lowest = 0;
    for (let y = 0; y < SIZE; y++) if (front.data[y * SIZE + x] > 0.5) lowest = y;
    edge.push(lowest);
  }
  let count = 0;
  let direction = 0;
  let from = edge[0];
  for (const y of edge) {
    // Steps of two pixels or more (a stair step of the raster is not a turn).
    if (Math.abs(y - from) < 2) continue;
    const now = Math.sign(y - from);
    if (direction !== 0 && now !== direction) count++;
    direction = now;
    from = y;
  }
  return count;
}

describe("a woman's hair with no fringe on her photo", () => {
  it('is drawn parted: its edge over the forehead one curve down from the parting each side', () => {
    // Measured: 1 turn (at the parting) at seeds 1-3; the pointed fringe drawn before turned 4-5 times.
    for (const seed of [1, 2, 3]) expect(turns(0.05, seed)).toBeLessThanOrEqual(2);
  });

  it('keeps the pointed fringe where the photo has one', () => {
    // Measured: 4-5 turns at seeds 1-3.
    expect(turns(0.4, 1)).toBeGreaterThan(2);
  });
});

/** Where the fringe is parted: the middle of the narrowest window of columns it leaves most bare, near the face's middle. */
function partingAt(partSide: -1 | 0 | 1, seed: number): number {
  const { faceWidth: fw, cx } = faceFrame(mesh);
  const face = fillPolygon(scaled(foreheadRaised(mesh), 1.05, 1), SIZE, SIZE);
  const { front } = drawHair(SIZE, mesh, face, brownHairedWoman(mesh, { fringe: 0.5, partSide }), true, createRandom(seed));
  const column = (x: number): number => {
    let covered = 0;
    for (let y = 0; y < SIZE; y++) covered += front.data[y * SIZE + x];
    return covered;
  };
  const half = Math.round(0.03 * fw);
  let best = cx;
  let least = Infinity;
  for (let x = Math.round(cx - 0.3 * fw); x < cx + 0.3 * fw; x++) {
    let sum = 0;
    for (let k = -half; k <= half; k++) sum += column(x + k);
    if (sum < least) [least, best] = [sum, x];
  }
  return best;
}

describe("the fringe's parting", () => {
  it("is on the photo's side where the photo shows one, whatever the seed", () => {
    // Before, on the seed's side whatever the photo (a photo parted right was drawn parted left at seed 1).
    const { cx } = faceFrame(mesh);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      expect(partingAt(-1, seed)).toBeLessThan(cx);
      expect(partingAt(1, seed)).toBeGreaterThan(cx);
    }
  });

  it("is read on the photo's fringe as its thinner side, where it is lopsided", () => {
    // Hair swept from a left parting covers the forehead's right more.
    expect(partingSide(40, 120, 400)).toBe(-1);
    expect(partingSide(120, 40, 400)).toBe(1);
    // Even, or hardly any fringe: the seed's.
    expect(partingSide(90, 100, 400)).toBe(0);
    expect(partingSide(2, 20, 400)).toBe(0);
  });
});
