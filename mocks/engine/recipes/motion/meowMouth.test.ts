// Meow says "cat" with its mouth (issue 37, the sixty-first stop): a blind reader took its wide
// eyes and round "o" for the boy's. Between the calls the lips are a cat's ":3", their middle
// drawn up toward the nose so the lips either side hang in two small curves (Pose.catLip,
// mouthWarp.ts catPull). Measured where the warp draws the photo's own lip line (where its lips
// meet) in the frame of seed 1 where the mouth is held, the head still: the middle column against
// the two columns halfway to the corners.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops, gifClock, poseAt } from '../../testing/motionFaces';
import type { Cursor } from './cursor';
import { globalX, globalY, localV, profileAt } from './frame';
import { motionFace } from './frames';
import type { MouthGeometry } from './geometry';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import type { Pose } from './pose';

const SLOW = 300_000;
/** Closed lips (the man), parted lips over teeth (the woman), a brown-skinned face. */
const FACES = ['man', 'woman', 'dark-woman'] as const;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

/** Seed 1's frame where the cat's mouth is held most (of equals, the least open), the head still. */
function heldPose(): Pose {
  const { count } = gifClock('miao');
  const poses = Array.from({ length: count }, (_, index) => poseAt('miao', 1, index, true));
  const held = (pose: Pose): number => pose.catLip - 0.01 * pose.mouthOpen;
  return poses.reduce((best, pose) => (held(pose) > held(best) ? pose : best));
}

/**
 * How far up (mouth half widths) the frame shows the photo's lip line at column `across` (−1 one
 * corner … 1 the other): the highest pixel of the column whose inverse lands at or below it.
 */
function lineRise(mouth: MouthGeometry, pose: Pose, across: number): number {
  const w = mouth.halfWidth;
  const u = across * w;
  const line = (profileAt(mouth.upperInner, u) + profileAt(mouth.lowerInner, u)) / 2;
  const plan = planMouth(mouth, pose);
  const cursor: Cursor = { x: 0, y: 0 };
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: w, own: 0 };
  for (let v = line - 0.8 * w; v < line + 0.5 * w; v += 0.1) {
    cursor.x = globalX(mouth.frame, u, v);
    cursor.y = globalY(mouth.frame, u, v);
    const opened = mouthInverse(mouth, plan, cursor, spot);
    if (opened || localV(mouth.frame, cursor.x, cursor.y) >= line) return (line - v) / w;
  }
  return -0.5;
}

describe("meow's cat mouth between the calls", () => {
  it.each(FACES)('draws the lips up in the middle and leaves two curves beside it (%s)', (person) => {
    const crop = crops.get(person);
    const { face } = motionFace(crop.picture, crop.mesh);
    const pose = heldPose();
    const middle = lineRise(face.mouth, pose, 0);
    const sides = [lineRise(face.mouth, pose, -0.5), lineRise(face.mouth, pose, 0.5)];
    // Measured (man, woman, dark woman): the middle 0.30, 0.35, 0.28 of the half width up, 0.14–0.18
    // over each side; before, a plain closed smile between the calls, −0.08 to 0.04.
    for (const side of sides)
      expect(middle - side, `${person}: middle ${middle.toFixed(3)}, side ${side.toFixed(3)}`).toBeGreaterThan(0.1);
  });
});
