// The side glance on a narrow eye (issue 37: a smiling woman's glance scored 1 of 3, "almost
// nothing happens"). At the glance's peak (seed 1, the head held still) on the seen faces whose
// eyes the photo shows narrow: the opening at each eye's middle against the photo's
// (lookOpening.ts: it opens a little, where the glance's squint pressed it narrower still), and
// the same on the older man, whose eyes are open wider and narrow knowingly as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { openShare } from '../../testing/eyeOpenings';
import { galleryFaceCrops, gifClock, poseAt } from '../../testing/motionFaces';
import { profileAt } from './frame';
import { motionFace } from './frames';
import type { EyeGeometry } from './geometry';
import { LOOK_OPENING } from './lookOpening';
import type { Pose } from './pose';

const SLOW = 300_000;
const NARROW = ['bald-man', 'dark-man', 'asian-woman'];
const crops = galleryFaceCrops([...NARROW, 'older-man']);

beforeAll(() => crops.load(), SLOW);

/** The glance's pose where its eyes look furthest aside (seed 1), the head held still. */
function peakPose(): Pose {
  const { count } = gifClock('glance');
  let peak = poseAt('glance', 1, 0, true);
  for (let index = 1; index < count; index++) {
    const pose = poseAt('glance', 1, index, true);
    if (Math.abs(pose.eyes[0].lookX) > Math.abs(peak.eyes[0].lookX)) peak = pose;
  }
  return peak;
}

/** The photo's opening at the eye's middle, in its half width. */
function photoOpening(eye: EyeGeometry): number {
  return (profileAt(eye.lowerLid, 0) - profileAt(eye.upperLid, 0)) / eye.halfWidth;
}

/** Each eye's opening at its middle at the glance's peak over the photo's. */
function openings(person: string): number[] {
  const { picture, mesh } = crops.get(person);
  const { face } = motionFace(picture, mesh);
  const pose = peakPose();
  return face.eyes.map((eye, side) => openShare(eye, pose.eyes[side]));
}

describe('the side glance on a narrow eye (issue 37)', () => {
  it(
    'opens a narrow eye a little as it looks, and narrows an eye open wider as before',
    () => {
      for (const person of NARROW) {
        const { picture, mesh } = crops.get(person);
        for (const eye of motionFace(picture, mesh).face.eyes) expect(photoOpening(eye), person).toBeLessThan(LOOK_OPENING);
        // Measured: 1.23-1.32 of the photo's opening; 0.83-0.87 with the squint kept (main).
        for (const share of openings(person)) expect(share, person).toBeGreaterThan(1.1);
      }
      // The older man's eyes (0.74-0.76 of the half width) still narrow: 0.91 (0.82-0.84 before
      // the sixty-fourth stop, when the glance's squint of 0.35, now 0.2, cut the moved iris's foot off).
      for (const share of openings('older-man')) expect(share).toBeLessThan(0.95);
    },
    SLOW,
  );

  it(
    'still shuts a narrow eye that blinks while it looks aside',
    () => {
      // A review found the look's rise taken off a closing lid too: at close 1 the look and the
      // girl left 0.15-0.22 of the photo's opening showing on these faces (0-0.056 before); at the
      // glance's peak look, shut, 0.30 on the bald man without the fix.
      const pose = peakPose();
      for (const person of NARROW) {
        const { picture, mesh } = crops.get(person);
        for (const [side, eye] of motionFace(picture, mesh).face.eyes.entries())
          expect(openShare(eye, { ...pose.eyes[side], close: 1 }), person).toBeLessThan(0.06);
      }
    },
    SLOW,
  );
});
