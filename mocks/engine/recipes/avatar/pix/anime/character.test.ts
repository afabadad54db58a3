// Who the anime draws (../anime.ts): a man as a man, an older face as older. On three of the
// gallery's faces (framed as pix/anime frames them, seed 1) the result is read along the reshaped
// mesh the recipe draws on: ink along each nasolabial fold and under each eye (./ageLines.ts,
// the older man's, none on the young woman), a line down a man's nose bridge (./noseBridge.ts),
// and the painted eyes' shape (./flatLid.ts, ./look.ts): a man's narrower, his upper lid flat.
import { beforeAll, describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../../testing/people';
import { createRandom } from '../../../shared/random';
import { median } from '../../../shared/median';
import { luma, type Rgb } from '../../../shared/raster';
import { smoothCurve } from '../../featureLines';
import { distance, type XY } from '../../landmarks';
import { paintToonEyes } from '../../toon3d/eyes';
import { reshapeFace } from '../../toon3d/meshWarp';
import { toonPlans } from '../../toon3d/proportions';
import { anime } from '../anime';
import { FOLDS, UNDER_EYES, underEye } from './ageLines';
import { eyePairSizing } from './eyePair';
import { flattenUpperLids } from './flatLid';
import { animeLook } from './look';
import { BRIDGE_SIDES } from './noseBridge';

const PEOPLE = { woman: 'woman', man: 'man', 'older-man': 'man' } as const;
type Person = keyof typeof PEOPLE;

interface Drawn {
  result: Rgb;
  /** The reshaped mesh the recipe draws on. */
  toon: XY[];
  /** The eyes painted alone as the recipe paints them (lashes left out), in white on black: lid, whites and iris. */
  eyes: Rgb;
}
const drawn = new Map<Person, Drawn>();

beforeAll(async () => {
  for (const [person, wearer] of Object.entries(PEOPLE) as [Person, 'woman' | 'man'][]) {
    const aligned = await alignedPerson(person, anime);
    const look = animeLook(wearer, aligned.mesh);
    const toon = reshapeFace(aligned.picture, aligned.mesh, toonPlans(look.shape)).mesh;
    const { width, height } = aligned.picture;
    const eyes: Rgb = { width, height, data: new Float32Array(width * height * 3) };
    paintToonEyes(eyes, flattenUpperLids(toon, look.flatLid), {
      iris: look.iris,
      irisColour: [1, 1, 1],
      open: look.open,
      catchlight: 'window',
      // The lid's own line, not the lashes drawn up from it.
      lashes: 0,
      lidWeight: look.lidWeight,
      line: [1, 1, 1],
      sameSize: eyePairSizing(aligned.mesh),
    });
    drawn.set(person, { result: await anime.make(aligned, createRandom(1)), toon, eyes });
  }
}, 400_000);

function drawnOf(person: Person): Drawn {
  const found = drawn.get(person);
  if (!found) throw new Error(`${person} not drawn`);
  return found;
}

const lumaAt = (picture: Rgb, x: number, y: number): number => {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return luma(picture.data[p], picture.data[p + 1], picture.data[p + 2]);
};

/**
 * The share of the points along the middle of a mesh path where ink crosses it: the darkest pixel
 * within `near` of the point is 0.2 or more under the median of a ring 3–5 times as far (a cel
 * shadow's edge is a step of 0.1 or so; a drawn line a dip of 0.3 and more).
 */
function inkedShare(picture: Rgb, path: readonly XY[], near: number): number {
  const curve = smoothCurve(path, 8);
  const middle = curve.slice(Math.floor(curve.length * 0.25), Math.ceil(curve.length * 0.75));
  let inked = 0;
  for (const [cx, cy] of middle) {
    let darkest = Infinity;
    for (let dy = -near; dy <= near; dy++)
      for (let dx = -near; dx <= near; dx++)
        if (dx * dx + dy * dy <= near * near) darkest = Math.min(darkest, lumaAt(picture, cx + dx, cy + dy));
    const ring: number[] = [];
    for (let k = 0; k < 24; k++) {
      const angle = (k / 24) * 2 * Math.PI;
      for (const reach of [3, 4, 5])
        ring.push(lumaAt(picture, cx + Math.cos(angle) * near * reach, cy + Math.sin(angle) * near * reach));
    }
    if (median(ring) - darkest >= 0.2) inked++;
  }
  return inked / middle.length;
}

/** How near a line must pass: 0.015 of the eyes' distance (the pen is 0.009 of it). */
const nearOf = (mesh: readonly XY[]): number => Math.max(2, Math.round(distance(mesh[33], mesh[263]) * 0.015));

/** Along each path (points on the reshaped mesh, `toon`), the share of its middle that ink crosses. */
function pathShares(person: Person, paths: (toon: readonly XY[]) => XY[][]): number[] {
  const { result, toon } = drawnOf(person);
  return paths(toon).map((path) => inkedShare(result, path, nearOf(toon)));
}

const onMesh =
  (indices: readonly (readonly number[])[]) =>
  (toon: readonly XY[]): XY[][] =>
    indices.map((path) => path.map((index) => toon[index]));
const ageLinePaths = (toon: readonly XY[]): XY[][] => [...onMesh(FOLDS)(toon), ...UNDER_EYES.map((arc) => underEye(toon, arc))];

/**
 * The painted eye's upper edge (its first painted row from above: the upper lid's line) at the
 * middle between the corners and a quarter of the width in from each corner, with the eye's
 * height at the middle: how far the lid drops from its middle to the quarters, over that height
 * (0 a flat lid), and the height over the eye's width.
 */
function lidDrop(picture: Rgb, mesh: readonly XY[], outer: number, inner: number): { drop: number; opening: number } {
  const [a, b] = [mesh[outer], mesh[inner]];
  const wide = distance(a, b);
  const column = (t: number): { top: number; bottom: number } => {
    const x = Math.round(a[0] + (b[0] - a[0]) * t);
    const midY = a[1] + (b[1] - a[1]) * t;
    let [top, bottom] = [Infinity, -Infinity];
    for (let y = Math.round(midY - wide); y <= midY + wide; y++) {
      const p = (y * picture.width + x) * 3;
      if (picture.data[p] + picture.data[p + 1] + picture.data[p + 2] > 0.6)
        [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    }
    return { top: top - midY, bottom: bottom - midY };
  };
  const middle = column(0.5);
  const quarters = [column(0.25), column(0.75)];
  const opening = middle.bottom - middle.top + 1;
  const drop = quarters.reduce((sum, { top }) => sum + (top - middle.top), 0) / quarters.length;
  return { drop: drop / opening, opening: opening / wide };
}

function eyeShape(person: Person): { drop: number; opening: number } {
  const { eyes, toon } = drawnOf(person);
  const [right, left] = [lidDrop(eyes, toon, 33, 133), lidDrop(eyes, toon, 263, 362)];
  return { drop: (right.drop + left.drop) / 2, opening: (right.opening + left.opening) / 2 };
}

describe('who the anime draws', () => {
  it("draws the older man's nasolabial folds and under-eye lines, and none on the young woman", () => {
    // faceres reads the older man 39, the woman 24 (./age.ts: 36 and over is older). Inked: the
    // older man's folds and under-eye lines 1.0, 1.0, 1.0, 0.89 of their middles; the woman's 0.
    // Before, none drawn on either.
    const older = pathShares('older-man', ageLinePaths);
    const young = pathShares('woman', ageLinePaths);
    for (const share of older) expect(share).toBeGreaterThan(0.8);
    for (const share of young) expect(share).toBeLessThan(0.2);
  });

  it("draws a line down a man's nose bridge, and none down the woman's", () => {
    // The shaded side's line inked 1.0 of its middle on both men, the woman's 0 (none before).
    for (const person of ['man', 'older-man'] as const)
      expect(Math.max(...pathShares(person, onMesh(BRIDGE_SIDES)))).toBeGreaterThan(0.8);
    expect(Math.max(...pathShares('woman', onMesh(BRIDGE_SIDES)))).toBeLessThan(0.2);
  });

  it("draws a man's eyes narrower than the woman's, their upper lids flat", () => {
    // The lid's drop from its middle to the quarters over the eye's height: the woman 0.116,
    // the man 0.029 and the older man 0.026 (0.117 and 0.106 before: a woman's arch); the man's
    // height over width 0.50 against the woman's 0.82, 0.62 of it (0.55, 0.68 of it, before).
    const woman = eyeShape('woman');
    for (const person of ['man', 'older-man'] as const) {
      const man = eyeShape(person);
      expect(man.drop).toBeLessThan(woman.drop * 0.5);
    }
    expect(eyeShape('man').opening / woman.opening).toBeLessThan(0.65);
  });
});
