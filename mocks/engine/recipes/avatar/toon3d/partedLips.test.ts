// A smile's lips drawn apart on the toon (./partedLips.ts): the held-out brunette's and smiling
// woman's toothy smiles, their lips 0.043 and 0.048 eye distances apart on the reshaped mesh,
// were drawn as a thin closed smirk. Measured on the East Asian woman's toon mesh (a seen face)
// with her lips brought to that gap, painted on a flat skin.
import { alignedPerson } from '../../../testing/people';
import { distance, type XY } from '../landmarks';
import { PIXAR_SHAPE, pixar } from '../pix/pixar';
import { createRgb, type Grey } from '../../shared/raster';
import { paintFaceForm } from './faceForm';
import { facingCamera } from './frontal';
import { reshapeFace } from './meshWarp';
import { lipsDrawnApart, mouthOpening, smileLift } from './partedLips';
import { toonPlans } from './proportions';
import { keepSmile } from './smile';

const SLOW = 300_000;
/** The lower lip's inner edge, corner to corner (MediaPipe numbering). */
const LOWER_INNER = [95, 88, 178, 87, 14, 317, 402, 318, 324] as const;
const SIZE = 768;

/** A seen face's mesh reshaped as pix/pixar reshapes it (seed 1's framing). */
async function toonMesh(person: string): Promise<XY[]> {
  const portrait = await alignedPerson(person, pixar, 1);
  const blank = createRgb(8, 8);
  return reshapeFace(blank, portrait.mesh, [facingCamera(), ...toonPlans(PIXAR_SHAPE), ...keepSmile(portrait.mesh)]).mesh;
}

/** The mesh with its lower lip's inner edge raised so the lips are `gap` eye distances apart. */
function lipsApart(mesh: readonly XY[], gap: number): XY[] {
  const unit = distance(mesh[33], mesh[263]);
  const raise = (mouthOpening(mesh) - gap) * unit;
  const lower = new Set<number>(LOWER_INNER);
  return mesh.map(([x, y], i) => (lower.has(i) ? [x, y - raise] : [x, y]));
}

/** The mesh with its mouth's corners brought level with the lips' middle: no smile. */
function levelCorners(mesh: readonly XY[]): XY[] {
  const middle = (mesh[13][1] + mesh[14][1]) / 2;
  return mesh.map(([x, y], i) => (i === 61 || i === 291 ? [x, middle] : [x, y]));
}

/** The share of the mouth's box (corner to corner, lips' middle ± 0.06 eye distances) painted as teeth: lighter than the 0.7 skin in every channel. */
function teethShare(mesh: readonly XY[], smileParted = true): number {
  const picture = createRgb(SIZE, SIZE);
  picture.data.fill(0.7);
  const all: Grey = { width: SIZE, height: SIZE, data: new Float32Array(SIZE * SIZE).fill(1) };
  const none: Grey = { width: SIZE, height: SIZE, data: new Float32Array(SIZE * SIZE) };
  paintFaceForm(picture, mesh, {
    keyFromLeft: true,
    shade: 0,
    highlight: 0,
    ink: 0,
    shadow: [0.6, 0.45, 0.45],
    inkColour: [0.1, 0.05, 0.1],
    within: all,
    face: none,
    smileParted,
  });
  const unit = distance(mesh[33], mesh[263]);
  const middle = (mesh[13][1] + mesh[14][1]) / 2;
  let white = 0;
  let count = 0;
  for (let y = Math.round(middle - unit * 0.06); y <= Math.round(middle + unit * 0.06); y++)
    for (let x = Math.round(mesh[61][0]); x <= Math.round(mesh[291][0]); x++) {
      const p = (y * SIZE + x) * 3;
      count++;
      if (Math.min(picture.data[p], picture.data[p + 1], picture.data[p + 2]) > 0.76) white++;
    }
  return white / count;
}

describe("the toon's mouth drawn open", () => {
  it(
    "opens a smile whose reshaped lips part as little as the held-out smiles' and keeps a level mouth so parted closed",
    async () => {
      const mesh = await toonMesh('asian-woman');
      expect(smileLift(mesh)).toBeGreaterThan(0.04);
      const smile = lipsApart(mesh, 0.04);
      expect(mouthOpening(smile)).toBeCloseTo(0.04, 3);
      // Before: 0 (closed under 0.05 apart); now a thin row of teeth across the mouth, 0.030 of
      // the box (her own smile, 0.064 apart, 0.092).
      expect(teethShare(smile)).toBeGreaterThan(0.015);
      // Lips as far apart with the corners level are not a smile: closed as before.
      expect(teethShare(levelCorners(smile))).toBe(0);
      // A style that keeps the narrower rule off (pix/elegant) draws that smile closed as before.
      expect(teethShare(smile, false)).toBe(0);
    },
    SLOW,
  );

  it(
    'leaves the seen faces as they were: the woman and the East Asian woman open, closed mouths closed',
    async () => {
      for (const person of ['woman', 'asian-woman']) expect(lipsDrawnApart(await toonMesh(person), true)).toBe(true);
      for (const person of ['man', 'older-man', 'bald-man', 'dark-woman', 'dark-man'])
        expect(lipsDrawnApart(await toonMesh(person), true)).toBe(false);
    },
    SLOW,
  );
});
