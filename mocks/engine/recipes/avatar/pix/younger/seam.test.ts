// The skin retouch fades out over the face's edge, with no seam. Laid by an oval whose rim was
// 10 pixels soft whatever the face's size, the retouch stopped in a line where the face met the
// untouched hair, neck and background: blind readers saw "seams at the face's edge" on every
// younger face. Measured as the retouch's change (|retouched − photo|, 0–255) in thin rings of
// the face's oval, from well inside it out past its rim: the change must ramp down across the
// rim, no ring's change falling from the next inner ring's by more than a third of the largest
// change. And it must still retouch: the change inside is kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PHOTOS } from '../../../../../../tests/gallery/samples';
import { detectFaces } from '../../../../adapters/faces';
import { prepared } from '../../../../testing/prepared';
import { cloneRgb, type Rgb } from '../../../shared/raster';
import { createRandom } from '../../../shared/random';
import { alignFace } from '../../align';
import type { XY } from '../../landmarks';
import { faceOvalMask, featuresMask } from '../../masks';
import { YOUNGER_STRONG, YOUNGER_TUNING } from '../younger';
import { deblockSkin } from './deblock';
import { photoFraming } from './framing';
import { faceSharpness, fineShare } from './sharpness';
import { retouchSkin, type SkinRetouch } from './skin';

const SLOW = 600_000;

/** The rings' bounds, as the oval's growth about its middle (1: the mesh's outline; main's retouch stopped at 0.97). */
const RINGS = [0.79, 0.82, 0.85, 0.88, 0.91, 0.94, 0.97, 1.0, 1.03, 1.06];

interface Profile {
  /** Mean change (0–255) in each ring, innermost first. */
  rings: number[];
  /** Mean change inside the innermost bound. */
  inside: number;
}

function light(picture: Rgb, i: number): number {
  const p = i * 3;
  return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
}

function profile(photo: Rgb, retouched: Rgb, mesh: readonly XY[]): Profile {
  const size = photo.width;
  const ovals = RINGS.map((grow) => faceOvalMask(mesh, size, { grow, forehead: 0.02, feather: 0 }).data);
  const sums = new Array<number>(RINGS.length).fill(0);
  const counts = new Array<number>(RINGS.length).fill(0);
  for (let i = 0; i < size * size; i++) {
    const ring = ovals.findIndex((oval) => oval[i] > 0);
    if (ring < 0) continue;
    sums[ring] += Math.abs(light(retouched, i) - light(photo, i)) * 255;
    counts[ring]++;
  }
  const mean = sums.map((sum, k) => sum / Math.max(1, counts[k]));
  return { inside: mean[0], rings: mean.slice(1) };
}

/** The largest fall of the change from one ring to the next outer one, as a share of the largest change. */
function largestStep({ rings, inside }: Profile): number {
  let step = 0;
  for (let k = 1; k < rings.length; k++) step = Math.max(step, rings[k - 1] - rings[k]);
  return step / Math.max(1e-6, inside, ...rings);
}

const profiles = new Map<string, Profile>();

async function measure(id: string, retouch: SkinRetouch): Promise<void> {
  const sample = SAMPLE_PHOTOS.find((photo) => photo.id === id);
  if (!sample) throw new Error(`no ${id} sample`);
  const bytes = await sample.bytes();
  const input = await prepared(bytes, await detectFaces(bytes));
  const face = input.faces?.[0];
  if (!face) throw new Error('no face');
  const source = { width: input.photo.width, height: input.photo.height, mesh: face.mesh };
  const aligned = await alignFace(input.photo, face, photoFraming(createRandom(1), source));
  const mesh = aligned.mesh.map(([x, y]): XY => [x, y]);
  const retouched = cloneRgb(aligned.picture);
  // As the recipe does it (../younger.ts): a soft face's blocks smoothed first, then the skin retouched.
  const sharp = faceSharpness(fineShare(retouched, mesh));
  deblockSkin(retouched, mesh, featuresMask(mesh, retouched.width), 1 - sharp);
  retouchSkin(retouched, mesh, retouch);
  profiles.set(id, profile(aligned.picture, retouched, mesh));
}

beforeAll(async () => {
  // The older man gets the older face's retouch (the band cut furthest), the woman the gentle one.
  await measure('older-man', YOUNGER_STRONG.skin);
  await measure('woman', YOUNGER_TUNING.skin);
  await measure('dark-woman', YOUNGER_TUNING.skin);
  await measure('asian-woman', YOUNGER_TUNING.skin);
}, SLOW);

describe("pix/younger skin retouch at the face's edge", () => {
  for (const id of ['older-man', 'woman', 'dark-woman', 'asian-woman'])
    it(`${id}: fades out across the oval's rim with no step, and still retouches inside`, () => {
      const found = profiles.get(id);
      if (!found) throw new Error('not measured');
      const words = `${id}: inside ${found.inside.toFixed(2)}, rings ${found.rings.map((v) => v.toFixed(2)).join(' ')}`;
      // main at 88db189: the grid faces' change peaked on the rim and fell by 0.41 (asian-woman) and
      // 0.42 (dark-woman) of it in one ring (0.03 of the oval's size); the woman 0.29, the older man
      // 0.16. Faded in over the face's edge (./skin.ts FACE_EDGE): 0.16, 0.13, 0.15 and 0.20.
      const step = largestStep(found);
      expect(step, `${words}; largest fall ${step.toFixed(2)}`).toBeLessThan(0.35);
      expect(found.inside, words).toBeGreaterThan(1);
    });
});
