// The avatar's 卡通 style keeps long hair long (the thirty-second stop's blind reader: "long wavy
// hair drawn as a bob"). The brown-skinned woman's hair falls past her jaw to the photo's bottom
// edge, which a tight crop puts just under her chin; the cartoon cut it at the ears (her hair's
// colour was not told from the room's, ./avatar/toon/longHairRule.ts) and ended it at the crop
// (./avatar/toon/hairPastCrop.ts). Read on the drawn result: how far under the chin the painted
// hair reaches beside the neck. The man's short hair must not grow.
import { cartoon } from './avatar/cartoon';
import { caricature } from './avatar/toon/caricature';
import { faceFrame, type XY } from './avatar/landmarks';
import { colourToLab } from './shared/colour';
import { createRandom } from './shared/random';
import type { Rgb } from './shared/raster';
import { alignedPerson } from '../testing/people';

const SLOW = 600_000;

type Lab = [number, number, number];

function labAt(picture: Rgb, x: number, y: number): Lab {
  const p = (y * picture.width + x) * 3;
  return colourToLab([picture.data[p], picture.data[p + 1], picture.data[p + 2]]);
}

/** The painted hair's colour: the median Lab over the crown (a band above the face's top). */
function crownColour(result: Rgb, mesh: readonly XY[]): Lab {
  const { faceHeight: fh } = faceFrame(mesh);
  const [cx, cy] = [mesh[10][0], mesh[10][1] - 0.12 * fh];
  const values: Lab[] = [];
  for (let y = Math.round(cy - 0.04 * fh); y <= cy + 0.04 * fh; y++)
    for (let x = Math.round(cx - 0.15 * fh); x <= cx + 0.15 * fh; x++) values.push(labAt(result, x, y));
  const median = (c: number): number => values.map((v) => v[c]).sort((a, b) => a - b)[values.length >> 1];
  return [median(0), median(1), median(2)];
}

/**
 * How far under the chin (in face heights) the painted hair reaches beside the neck: down each
 * column 0.5 to 0.9 of the face's width out on either side, from the face's middle, the lowest
 * pixel in the crown's hair colour or its shade (within ΔE 14 of either) that a run of such
 * pixels reaches with no gap over 0.04 of a face (a dark jacket under short hair is no hair).
 */
async function hairReach(person: string): Promise<number> {
  const aligned = await alignedPerson(person, cartoon);
  const { mesh } = caricature(aligned);
  const result = await cartoon.make(aligned, createRandom(1));
  const { faceWidth, faceHeight, cx, cy, chin } = faceFrame(mesh);
  const hair = crownColour(result, mesh);
  // The shade tone is the lit colour times about 0.7 in each channel (./avatar/cartoon.ts): darker by about 12 L.
  const shade: Lab = [hair[0] - 12, hair[1], hair[2]];
  const near = (c: Lab, to: Lab): boolean => Math.hypot(c[0] - to[0], c[1] - to[1], c[2] - to[2]) < 14;
  const gap = faceHeight * 0.04;
  let lowest = -Infinity;
  for (const side of [-1, 1])
    for (let k = 0.5; k <= 0.9; k += 0.05) {
      const x = Math.round(cx + side * k * faceWidth);
      if (x < 0 || x >= result.width) continue;
      let last = Math.round(cy);
      for (let y = last; y < result.height && y - last <= gap; y++) {
        const c = labAt(result, x, y);
        if (near(c, hair) || near(c, shade)) last = y;
      }
      lowest = Math.max(lowest, last);
    }
  return (lowest - chin) / faceHeight;
}

describe('avatar cartoon’s long hair', () => {
  it(
    'lets the brown-skinned woman’s hair fall past her chin to her shoulders',
    async () => {
      const reach = await hairReach('dark-woman');
      // Measured: 0.60 (to the square's bottom); on main at fb88fc3 -0.48 (a bob ended at the ears).
      expect(reach).toBeGreaterThan(0.5);
    },
    SLOW,
  );

  it(
    'keeps the man’s short hair above his chin',
    async () => {
      const reach = await hairReach('man');
      // Measured: -0.41, as on main.
      expect(reach).toBeLessThan(0);
    },
    SLOW,
  );
});
