// The painted upper teeth read as a row of teeth, not "a flat white crescent slab pasted in" (issue
// 37, session 61, the older man): the front teeth white, the teeth beside them turning into the
// mouth's shadow, and the row ending short of the corners. Each template is rendered at its widest
// mouth with the head still and the teeth read across the mouth (in its half widths), 0.06–0.16
// of the half width under the upper lip, where only teeth are painted: the front teeth 0.25–0.35
// out, the turned ones 0.65–0.75 (where the side incisors are, 0.35–0.6, mouthCorners.test.ts keeps
// them over 0.84 of the skin's grey: darker, the opening read as a hole with no teeth).
import { beforeAll, describe, expect, it } from 'vitest';
import { faceGeometry } from './geometry';
import { galleryFaceCrops } from '../../testing/motionFaces';
import { forOpenMouth } from '../../testing/openMouth';
import { lumaOf } from '../shared/raster';

const SLOW = 300_000;
/** The faces seen while tuning: the older man (pale lips under a dark moustache), the man, the bald man, the dark man. */
const FACES = ['older-man', 'man', 'bald-man', 'dark-man'] as const;
const TEMPLATES = ['talk', 'fakelaugh'] as const;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

/** The teeth's mean grey in bands across the mouth, each [from, to) of its half width from the middle. */
function rowGreys(id: string, template: string, bands: readonly (readonly [number, number])[]): number[] {
  const crop = crops.get(id);
  const halfWidth = faceGeometry(crop.mesh).mouth.halfWidth;
  const sums = bands.map(() => 0);
  const counts = bands.map(() => 0);
  forOpenMouth(
    crop,
    template,
    ({ rgb, across, fromUpper }) => {
      if (fromUpper < 0.06 * halfWidth || fromUpper > 0.16 * halfWidth) return;
      const side = Math.abs(across);
      bands.forEach(([from, to], band) => {
        if (side < from || side >= to) return;
        sums[band] += lumaOf(rgb);
        counts[band]++;
      });
    },
    1,
  );
  return sums.map((sum, band) => sum / Math.max(1, counts[band]));
}

describe('the painted row of teeth along its length (issue 37)', () => {
  it.each(FACES.flatMap((id) => TEMPLATES.map((template) => [id, template] as const)))(
    '%s %s: white front teeth, the side teeth turning into shadow short of the corners',
    (id, template) => {
      const [middle, front, turned] = rowGreys(id, template, [
        [0, 0.1],
        [0.25, 0.35],
        [0.65, 0.75],
      ]);
      // Measured (front and turned, shares of the middle's grey), talk then fake laugh: the older
      // man 0.95, 0.41 and 0.96, 0.43; the man 0.94, 0.46 and 0.96, 0.48; the bald man 0.93, 0.43
      // and 0.95, 0.43; the dark man 0.94, 0.49 and 0.95, 0.49. Before, dimmed evenly along the
      // row: front the same, turned 0.55–0.73 (the older man 0.56 and 0.69).
      expect(front / middle).toBeGreaterThan(0.9);
      expect(turned / middle).toBeLessThan(0.52);
    },
    SLOW,
  );
});
