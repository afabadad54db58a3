// Cute's big eyes without dark rings (issue 37, the sixty-fourth stop: "dark raccoon-like rings
// round the smiling woman's eyes", "heavy dark eye rings"). At cute's fullest magnify with both
// eyes open (seed 1, the head held still), on the seen faces whose eyes it magnifies: the dark
// below the cheek's grey summed over an ellipse round each eye (1.5 by 1 half widths), the
// magnified opening left out, over the photo's. The lens thickened the lashes, the liner and the
// shadow round the eye and a raised lid painted a pale band inside them; lensShade.ts keeps their
// dark to the photo's, the lens is narrower (eyeWarp.ts) and the lids are not raised (cute.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { cheekGrey, drawPose, galleryFaceCrops, gifClock, greyAt, poseAt } from '../../testing/motionFaces';
import { globalX, globalY, profileAt } from './frame';
import { motionFace } from './frames';
import type { Pose } from './pose';

const SLOW = 300_000;
const PEOPLE = ['woman', 'dark-woman', 'older-man', 'asian-woman'];
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

/** Cute's pose (seed 1, the head still) where the eyes are magnified most and neither is shut. */
function fullestPose(): Pose {
  let best: Pose | null = null;
  for (let index = 0; index < gifClock('cute').count; index++) {
    const pose = poseAt('cute', 1, index, true);
    if (pose.eyes.some((eye) => eye.close > 0)) continue;
    if (!best || pose.eyes[0].magnify > best.eyes[0].magnify) best = pose;
  }
  if (!best) throw new Error('cute never holds both eyes open');
  return best;
}

/** Each eye's summed dark round it (outside the opening magnified by the pose's lens) in the frame over the photo's. */
function ringDark(person: string): number[] {
  const crop = crops.get(person);
  const { face, glasses } = motionFace(crop.picture, crop.mesh);
  const pose = fullestPose();
  const frame = drawPose(crop, face, pose, { glasses });
  const skin = cheekGrey(crop);
  const width = crop.picture.width;
  return face.eyes.map((eye, side) => {
    const hw = eye.halfWidth;
    const middle = (profileAt(eye.upperLid, 0) + profileAt(eye.lowerLid, 0)) / 2;
    // The opening as the lens shows it, about its middle: the photo's scaled by 1 / (1 - magnify).
    const shrink = 1 - pose.eyes[side].magnify;
    let photo = 0;
    let drawn = 0;
    for (let u = -1.5 * hw; u <= 1.5 * hw; u++)
      for (let v = middle - hw; v <= middle + hw; v++) {
        if ((u / (1.5 * hw)) ** 2 + ((v - middle) / hw) ** 2 > 1) continue;
        const su = u * shrink;
        const sv = middle + (v - middle) * shrink;
        if (Math.abs(su) < hw && sv > profileAt(eye.upperLid, su) - 1 && sv < profileAt(eye.lowerLid, su) + 1) continue;
        const pixel = Math.round(globalY(eye.frame, u, v)) * width + Math.round(globalX(eye.frame, u, v));
        photo += Math.max(0, skin - greyAt(crop.picture.data, pixel));
        drawn += Math.max(0, skin - greyAt(frame, pixel));
      }
    return drawn / photo;
  });
}

describe("cute's magnified eyes (issue 37)", () => {
  it(
    'keep the dark round each eye near the photo’s',
    () => {
      const shares = PEOPLE.flatMap(ringDark);
      // Measured: 0.98-1.32, mean 1.14 (main: 1.06-1.73, mean 1.28, the woman's far eye 1.73,
      // the East Asian woman's near eye 1.54).
      expect(Math.max(...shares)).toBeLessThan(1.45);
      expect(shares.reduce((sum, share) => sum + share, 0) / shares.length).toBeLessThan(1.22);
    },
    SLOW,
  );
});
