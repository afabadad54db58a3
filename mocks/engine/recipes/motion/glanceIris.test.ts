// The side glance's iris stays whole (issue 37, the sixty-fourth stop: "irises wash out or become
// thin slits as the eyes move"). At the glance's peak (seed 1, the head held still) on the older
// man and the brown-skinned woman, whose irises stand out from their whites: the pixels of each
// eye's shown opening darker than halfway from the photo's opening's dark (its tenth percentile)
// to its light (its ninetieth), over the photo's. The disc stopping 0.02 half widths from the
// corner, where the lids clip it, moved from the eye's middle rather than the photo's iris, and
// the lower lid pressed up under it, the older man's near eye kept 0.43 of its dark.
import { beforeAll, describe, expect, it } from 'vitest';
import { drawPose, galleryFaceCrops, gifClock, greyAt, poseAt } from '../../testing/motionFaces';
import { planEye, shownLowerLid, shownUpperLid } from './eyeWarp';
import { globalX, globalY, profileAt } from './frame';
import { motionFace } from './frames';
import type { EyeGeometry } from './geometry';
import type { Pose } from './pose';

const SLOW = 300_000;
const PEOPLE = ['older-man', 'dark-woman'];
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

/** The glance's pose where its eyes look furthest aside (seed 1), the head held still. */
function peakPose(): Pose {
  let peak = poseAt('glance', 1, 0, true);
  for (let index = 1; index < gifClock('glance').count; index++) {
    const pose = poseAt('glance', 1, index, true);
    if (Math.abs(pose.eyes[0].lookX) > Math.abs(peak.eyes[0].lookX)) peak = pose;
  }
  return peak;
}

/** The greys of a picture inside an eye's opening between two lid lines, a pixel apart, sorted. */
function openingGreys(
  data: Uint8Array,
  width: number,
  eye: EyeGeometry,
  upper: (u: number) => number,
  lower: (u: number) => number,
): number[] {
  const greys: number[] = [];
  for (let u = -eye.halfWidth; u <= eye.halfWidth; u++)
    for (let v = upper(u) + 1; v <= lower(u) - 1; v++)
      greys.push(greyAt(data, Math.round(globalY(eye.frame, u, v)) * width + Math.round(globalX(eye.frame, u, v))));
  return greys.sort((a, b) => a - b);
}

/** Each eye's dark pixels at the glance's peak over the photo's. */
function darkKept(person: string): number[] {
  const crop = crops.get(person);
  const { face, glasses } = motionFace(crop.picture, crop.mesh);
  const pose = peakPose();
  const frame = drawPose(crop, face, pose, { glasses });
  const width = crop.picture.width;
  return face.eyes.map((eye, side) => {
    const plan = planEye(eye, pose.eyes[side]);
    const photo = openingGreys(
      crop.picture.data,
      width,
      eye,
      (u) => profileAt(eye.upperLid, u),
      (u) => profileAt(eye.lowerLid, u),
    );
    const drawn = openingGreys(
      frame,
      width,
      eye,
      (u) => shownUpperLid(eye, plan, u),
      (u) => shownLowerLid(eye, plan, u),
    );
    const at = (share: number): number => photo[Math.floor(share * (photo.length - 1))];
    const dark = (at(0.1) + at(0.9)) / 2;
    return drawn.filter((grey) => grey < dark).length / photo.filter((grey) => grey < dark).length;
  });
}

describe("the side glance's iris (issue 37)", () => {
  it(
    'keeps its dark as it looks aside',
    () => {
      const kept = PEOPLE.flatMap(darkKept);
      // Measured: 0.59-1.35 (the older man 0.59 and 0.94, the woman 0.75 and 1.35); main 0.43-1.33
      // (0.43, 0.96, 0.58, 1.33).
      expect(Math.min(...kept)).toBeGreaterThan(0.52);
    },
    SLOW,
  );
});
