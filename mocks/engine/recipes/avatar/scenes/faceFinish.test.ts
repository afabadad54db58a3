// The face finish (de-blocking, colour from a wide blur, sharpening) is for the gallery's
// enlarged, blocky crops: a sharp photo's face keeps the photo's colours and shading, only
// sharpened (the older man's blue eyes turned brown and his skin's shading went to patches
// under it, a mask).
import { describe, expect, it, vi } from 'vitest';
import type * as FaceFinish from './faceFinish';
import { alignedPerson } from '../../../testing/people';
import { rgbToLab } from '../../shared/colour';
import { createRandom } from '../../shared/random';
import { cloneRgb, type Grey, type Rgb } from '../../shared/raster';
import { faceOvalMask } from '../masks';
import { faceUnit } from '../retouch';
import { celebrity } from './celebrity';
import { finishFace, finishFor } from './faceFinish';
import { FACE_CUT } from './headCut';
import { softnessOf } from './photoFinish';
import { president } from './president';

// What the clip scenes ask of finishFor, with the softness they measure (after their own light
// and edge cleaning, not on the raw aligned picture).
interface FinishAsked {
  softness: number;
  unit: number;
  clean: number;
}
const asked = vi.hoisted(() => {
  const calls: FinishAsked[] = [];
  return { calls };
});
vi.mock('./faceFinish', async (importOriginal) => {
  const real = await importOriginal<typeof FaceFinish>();
  return {
    ...real,
    finishFor: (softness: number, unit: number): number => {
      const clean = real.finishFor(softness, unit);
      asked.calls.push({ softness, unit, clean });
      return clean;
    },
  };
});

/** The mean distance of two pictures' colours (Lab a and b, not the lightness a sharpening moves) over the sure part of `where`. */
function meanChange(a: Rgb, b: Rgb, where: Grey): number {
  const la: [number, number, number] = [0, 0, 0];
  const lb: [number, number, number] = [0, 0, 0];
  let sum = 0;
  let count = 0;
  for (let i = 0; i < where.data.length; i++) {
    if (where.data[i] < 0.9) continue;
    rgbToLab(a.data[i * 3], a.data[i * 3 + 1], a.data[i * 3 + 2], la);
    rgbToLab(b.data[i * 3], b.data[i * 3 + 1], b.data[i * 3 + 2], lb);
    sum += Math.hypot(la[1] - lb[1], la[2] - lb[2]);
    count++;
  }
  return sum / count;
}

/** How much celebrity's face finish changes a sample's face's colour, in Lab units. */
async function finishChange(person: string): Promise<number> {
  const { picture, mesh } = await alignedPerson(person, celebrity);
  const oval = faceOvalMask(mesh, picture.width, FACE_CUT);
  const unit = faceUnit(mesh);
  const finished = cloneRgb(picture);
  finishFace(finished, oval, unit, finishFor(softnessOf(picture.data, picture.width, oval), unit));
  return meanChange(picture, finished, oval);
}

describe('the face finish', () => {
  it('keeps a sharp photo’s face in its own colours and still cleans an enlarged, blocky one', async () => {
    // The older man's sharp photo (softness 0.0079 of the eyes' distance), only sharpened now:
    // its colour moves 0.20 Lab units on average; main's full finish moved it 3.36 (the eyes'
    // blue gone, the skin's shading in patches). The brown-skinned man's enlarged crop
    // (0.0108) is still cleaned: 3.19, as on main.
    expect(await finishChange('older-man')).toBeLessThan(0.5);
    expect(await finishChange('dark-man')).toBeGreaterThan(1.5);
  }, 300_000);

  it('gives the sharp older man none of the cleaning and the enlarged brown-skinned man nearly all of it, as the scenes measure them', async () => {
    for (const person of ['older-man', 'dark-man'] as const) {
      for (const style of [celebrity, president]) {
        for (const seed of [1, 2]) {
          asked.calls.length = 0;
          await style.make(await alignedPerson(person, style, seed), createRandom(seed));
          expect(asked.calls.length).toBe(1);
          const [{ softness, unit, clean }] = asked.calls;
          const label = `${person} ${seed}: softness ${(softness / unit).toFixed(5)}`;
          // finishFor's band is 0.0084–0.0092 of the eyes' distance. Measured in the scenes
          // (both seeds and scenes): the older man 0.00786–0.00791, 6 % under the band's foot
          // (0.00762–0.00764 while his goatee was painted over, and the foot 0.0082);
          // the brown-skinned man, the softest gallery crop, 0.00928–0.00933, just over its top.
          // Each is asked to stay clear of the band by a margin, not pinned to an edge: the sharp
          // face at least 5 % under the foot (none of the cleaning), the soft one past 90 % of
          // the cleaning (0.0090 and up): a change that sharpens his face before the finish to
          // the band's middle (0.0088, clean 0.5) fails here.
          if (person === 'older-man') {
            expect(softness / unit, label).toBeLessThan(0.0084 * 0.95);
            expect(clean, label).toBe(0);
          } else expect(clean, label).toBeGreaterThan(0.9);
        }
      }
    }
  }, 600_000);
});
