// 大叔 (the uncle) moves enough to read in the 8 frames a blind panel is shown (issue 37: a reader
// scored him 1, "barely moves": the brows waggled over one slow nod and a still head, a few pixels
// at a GIF's size). Now the head nods, twice a loop, lifting its chin and turning toward his smirk
// as one brow arches, over a broader smirk. Measured on the real engine's frames, the head moving
// as the GIF moves it: how much each shown frame differs from the one before it over the face.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops, panelFrames } from '../../testing/motionFaces';
import type { FaceCrop } from './source';

const SLOW = 300_000;
const PEOPLE = ['older-man', 'woman'] as const;
/**
 * The median step (grey levels over the face's box) each face must pass, seeds 1 and 2. Measured:
 * the older man 24.9 and 23.2 (24.3 and 22.1 with the brows' four bobs, 12.0 and 15.8 with one
 * slow nod), the woman, whose face is smaller in her crop, 19.4 and 18.8 (16.7 and 15.2; 8.2 and
 * 9.2).
 */
const LEAST_STEP: Record<(typeof PEOPLE)[number], number> = { 'older-man': 19, woman: 12.5 };
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

/** Mean grey change (0–255) over the face's box between each shown frame and the one before it, the median of the seven. */
function typicalStep(crop: FaceCrop, style: string, seed: number): number {
  const { picture, mesh } = crop;
  const xs = mesh.map((point) => point[0]);
  const ys = mesh.map((point) => point[1]);
  const [left, right] = [Math.round(Math.min(...xs)), Math.round(Math.max(...xs))];
  const [top, bottom] = [Math.round(Math.min(...ys)), Math.round(Math.max(...ys))];
  const frames = panelFrames(crop, style, seed, false);
  const steps: number[] = [];
  for (let index = 1; index < frames.length; index++) {
    const [a, b] = [frames[index - 1], frames[index]];
    let sum = 0;
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const offset = (y * picture.width + x) * 3;
        sum += Math.abs(a[offset] + a[offset + 1] + a[offset + 2] - b[offset] - b[offset + 1] - b[offset + 2]) / 3;
      }
    }
    steps.push(sum / ((right - left + 1) * (bottom - top + 1)));
  }
  steps.sort((first, second) => first - second);
  return steps[Math.floor(steps.length / 2)];
}

describe('the uncle moves from one shown frame to the next (issue 37)', () => {
  it.each(PEOPLE)(
    'on the %s, the face changes clearly between shown frames',
    (person) => {
      for (const seed of [1, 2]) {
        const step = typicalStep(crops.get(person), 'man', seed);
        expect(step, `seed ${seed}`).toBeGreaterThan(LEAST_STEP[person]);
      }
    },
    SLOW,
  );
});
