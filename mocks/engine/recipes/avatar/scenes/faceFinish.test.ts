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
import { gaussianData } from '../blur';
import { faceOvalMask, skinMask } from '../masks';
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

/**
 * The skin's fine steps: the root-mean-square of the luma between blurs of 0.02 and 0.06 of the
 * eyes' distance (1.5–5 px here) over the sure skin (the oval without eyes, brows and lips).
 */
function fineSteps(picture: Rgb, skin: Grey, unit: number): number {
  const { width, height, data } = picture;
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++) luma[i] = 0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2];
  const fine = gaussianData(luma, width, height, 1, unit * 0.02);
  const broad = gaussianData(luma, width, height, 1, unit * 0.06);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < luma.length; i++) {
    if (skin.data[i] < 0.9) continue;
    sum += (fine[i] - broad[i]) ** 2;
    count++;
  }
  return Math.sqrt(sum / count);
}

describe('the face finish', () => {
  it('evens a soft crop’s skin into skin, not into facets', async () => {
    // The gallery's enlarged crops (all fully cleaned): main smoothed them within steps of a
    // tenth over 0.1 of the eyes' distance, leaving each JPEG block a flat facet whose edges the
    // sharpening then drew (the lead's look, session 25: "smeared and posterised"); their skin's
    // fine steps read 0.0374, 0.0344, 0.0380, 0.0339. Smoothed within steps of a fifth over
    // 0.15 of it: 0.0313, 0.0289, 0.0298, 0.0302. The features (outside the skin) keep their
    // edges, which are steps of several tenths.
    for (const person of ['dark-man', 'dark-woman', 'bald-man', 'asian-woman']) {
      const { picture, mesh } = await alignedPerson(person, celebrity);
      const oval = faceOvalMask(mesh, picture.width, FACE_CUT);
      const unit = faceUnit(mesh);
      const finished = cloneRgb(picture);
      finishFace(finished, oval, unit, finishFor(softnessOf(picture.data, picture.width, oval), unit));
      expect(fineSteps(finished, skinMask(mesh, picture.width), unit), person).toBeLessThan(0.0325);
    }
  }, 300_000);

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
          // finishFor's band is 0.0082–0.0092 of the eyes' distance. Measured in the scenes
          // (both seeds and scenes): the older man 0.00762–0.00764, 7 % under the band's foot;
          // the brown-skinned man, the softest gallery crop, 0.00927–0.00933, just over its top.
          // Each is asked to stay clear of the band by a margin, not pinned to an edge: the sharp
          // face at least 5 % under the foot (none of the cleaning), the soft one past 90 % of
          // the cleaning (0.0089 and up): a change that sharpens his face before the finish to
          // the band's middle (0.0087, clean 0.5) fails here.
          if (person === 'older-man') {
            expect(softness / unit, label).toBeLessThan(0.0082 * 0.95);
            expect(clean, label).toBe(0);
          } else expect(clean, label).toBeGreaterThan(0.9);
        }
      }
    }
  }, 600_000);
});
