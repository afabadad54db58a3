// A photo that shows its upper teeth keeps them showing down to their biting edge as the mouth
// opens (mouthWarp.ts MouthPlan.bite, mouthInterior.ts): the teeth are fixed to the skull and the
// lip lifts off them. The photo's own gap of teeth rides up with the lip (ownTeethSplit.ts), and
// the painted row, hung from the lip at its usual length, lay behind it: the held-out smiling
// woman's opening was her own teeth, no lighter than her skin, over a tall dark throat, "a black
// hole" to a blind reader (issue 37). Measured on the East Asian woman (a seen face whose gap is
// all teeth) and the man (lips closed in his photo: his row is as before).
import { beforeAll, describe, expect, it } from 'vitest';
import { motionFace } from './frames';
import { profileAt } from './frame';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import type { Pose } from './pose';
import { cheekGrey, drawPose, galleryFaceCrops, greyAt, widestMouthPose } from '../../testing/motionFaces';

const SLOW = 300_000;
const FACES = ['asian-woman', 'man'] as const;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

/**
 * The mean grey, over the cheeks' grey, of the band of the painted opening just under the
 * photo's own gap (from its lower edge down 0.1 of the mouth's half width, within 0.3 of the half
 * width of the middle): where the upper teeth's lower part is, or the throat.
 */
function underOwnGap(id: string, pose: Pose): number {
  const crop = crops.get(id);
  const { face } = motionFace(crop.picture, crop.mesh);
  const mouth = face.mouth;
  const w = mouth.halfWidth;
  const ownGap = Math.max(0, profileAt(mouth.lowerInner, 0) - profileAt(mouth.upperInner, 0));
  const frame = drawPose(crop, face, pose);
  const plan = planMouth(mouth, pose);
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: 1, own: 0 };
  let sum = 0;
  let count = 0;
  for (let y = 0; y < crop.picture.height; y++)
    for (let x = 0; x < crop.picture.width; x++) {
      if (!mouthInverse(mouth, plan, { x, y }, spot) || Math.abs(spot.across) > 0.3 || spot.own > 0.01) continue;
      if (spot.fromUpper < ownGap || spot.fromUpper > ownGap + 0.1 * w) continue;
      sum += greyAt(frame, y * crop.picture.width + x);
      count++;
    }
  expect(count).toBeGreaterThan(20);
  return sum / count / cheekGrey(crop);
}

describe('the upper teeth in an opened mouth (issue 37)', () => {
  it(
    "reach down to the photo's own teeth's biting edge, light under them, not the throat's dark",
    () => {
      // Measured (East Asian woman): the talk at its widest 0.62 → 1.11 of the cheeks' grey, the surprise 0.63 → 1.11.
      expect(underOwnGap('asian-woman', widestMouthPose('talk'))).toBeGreaterThan(0.9);
      expect(underOwnGap('asian-woman', widestMouthPose('surprise'))).toBeGreaterThan(0.9);
    },
    SLOW,
  );

  it(
    'leave a photo with closed lips its row as before',
    () => {
      // The man's lips meet in his photo: no teeth of his own to reach, so MouthPlan.bite is 0.
      const pose = widestMouthPose('talk');
      expect(planMouth(motionFace(crops.get('man').picture, crops.get('man').mesh).face.mouth, pose).bite).toBe(0);
    },
    SLOW,
  );
});
