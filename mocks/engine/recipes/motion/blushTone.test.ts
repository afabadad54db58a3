// The girl's flush follows the skin (session 25's panel: the pink "reads as paint" on the
// brown-skinned woman, and is odd on the men). Painted at full on the gallery's own faces, as a
// frame is drawn, the cheeks' mean colour against the photo's: on a brown or dark skin a deeper,
// warmer red-brown (blue falls at least as far as green, red a little, so no pink lighter than the
// skin); on a pale skin a rosy pink (blue falls less than green, red kept).
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops } from '../../testing/motionFaces';
import { cheekApples } from './blush';
import { skinDepth } from './blushTone';
import { mouthPalette } from './mouthPalette';
import { cuedPhoto, personaCues } from './personaCues';
import { restingPose } from './pose';

const SLOW = 300_000;
const BROWN = ['dark-woman', 'dark-man'] as const;
const PALE = ['woman', 'asian-woman', 'man'] as const;
const crops = galleryFaceCrops([...BROWN, ...PALE]);

beforeAll(() => crops.load(), SLOW);

/** The cheeks' mean colour (inside 0.7 of each cheek's flush) in the photo and at full blush. */
function cheeks(id: string): { before: number[]; after: number[] } {
  const crop = crops.get(id);
  const { picture, mesh } = crop;
  const cues = personaCues(picture, mesh, mouthPalette(picture, mesh));
  const flushed = cuedPhoto(cues, { ...restingPose(), blush: 1 }).data;
  const apples = cheekApples(mesh);
  const before = [0, 0, 0];
  const after = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if (!apples.some((apple) => Math.hypot((x - apple.x) / apple.along, (y - apple.y) / apple.across) < 0.7)) continue;
      const offset = (y * picture.width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        before[channel] += picture.data[offset + channel];
        after[channel] += flushed[offset + channel];
      }
      count++;
    }
  }
  return { before: before.map((sum) => sum / count), after: after.map((sum) => sum / count) };
}

const luma = ([r, g, b]: readonly number[]): number => 0.299 * r + 0.587 * g + 0.114 * b;

describe('the girl’s flush takes its colour from the skin', () => {
  it.each(BROWN)(
    'on the %s: a deeper, warmer red-brown, redder and darker, never a pink',
    (id) => {
      const { before, after } = cheeks(id);
      const kept = after.map((value, channel) => value / before[channel]);
      const label = `${id}: ${before.map(Math.round).join(',')} -> ${after.map(Math.round).join(',')}`;
      expect(skinDepth([before[0], before[1], before[2]]), label).toBeGreaterThan(0.8);
      // Blue falls at least as far as green (a pink keeps more blue than green: the "paint").
      expect(kept[2], label).toBeLessThanOrEqual(kept[1]);
      // Red falls a little, less than green: never lighter than the skin, still redder.
      expect(kept[0], label).toBeLessThan(0.97);
      expect(kept[0], label).toBeGreaterThan(kept[1] + 0.1);
      expect(luma(after) / luma(before), label).toBeLessThan(0.88);
      // As much redder as personaCues.test asks of a blush (8 levels), on the dark man's dark skin too.
      expect(after[0] - after[1] - (before[0] - before[1]), label).toBeGreaterThan(8);
    },
    SLOW,
  );

  it.each(PALE)(
    'on the %s: a rosy pink, red kept and blue falling less than green',
    (id) => {
      const { before, after } = cheeks(id);
      const kept = after.map((value, channel) => value / before[channel]);
      const label = `${id}: ${before.map(Math.round).join(',')} -> ${after.map(Math.round).join(',')}`;
      expect(skinDepth([before[0], before[1], before[2]]), label).toBeLessThan(0.2);
      expect(kept[0], label).toBeGreaterThan(0.98);
      expect(kept[0], label).toBeLessThanOrEqual(1);
      expect(kept[2], label).toBeGreaterThan(kept[1] + 0.02);
      expect(after[0] - after[1] - (before[0] - before[1]), label).toBeGreaterThan(10);
    },
    SLOW,
  );
});
