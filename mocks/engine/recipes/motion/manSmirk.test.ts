// 大叔 (the man) is a knowing smirk, not a broad symmetric smile squashed by deep nods: a blind
// reader took that for the funhouse, 'distortion' (issue 37, session 18's panel). Measured on the
// mouth's warp of a gallery face: where the template's corners differ most, one corner is lifted
// clearly more than the other, while the boy's and the girl's smiles stay even.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { GIF_FRAME_MS } from '../gif';
import type { Cursor } from './cursor';
import { globalX, globalY, localV } from './frame';
import { type MouthGeometry, faceGeometry } from './geometry';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import type { Pose } from './pose';
import { gifMotions } from './templates';
import { variationOf } from './variation';

const SLOW = 300_000;

let mouth: MouthGeometry;

beforeAll(async () => {
  mouth = faceGeometry((await galleryFaceCrop('older-man')).mesh).mouth;
}, SLOW);

/** How far each corner of the mouth (image left, image right) is lifted by a pose, in mouth half widths. */
function cornerLifts(pose: Pose): [number, number] {
  const plan = planMouth(mouth, pose);
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: 1, own: 0 };
  const cursor: Cursor = { x: 0, y: 0 };
  const w = mouth.halfWidth;
  const lift = (u: number): number => {
    // The warp is an inverse map: the photo point drawn at (u, 0) lies `lift` below it.
    cursor.x = globalX(mouth.frame, u, 0);
    cursor.y = globalY(mouth.frame, u, 0);
    mouthInverse(mouth, plan, cursor, spot);
    return (localV(mouth.frame, cursor.x, cursor.y) - 0) / w;
  };
  return [lift(-w), lift(w)];
}

/** Over a template's GIF frames (seed 1), the most the two corners' lifts differ, in mouth half widths. */
function mostUneven(template: string, seed: number): number {
  const motion = gifMotions[template];
  const count = Math.round((motion.gifSeconds * 1000) / GIF_FRAME_MS);
  const seconds = (count * GIF_FRAME_MS) / 1000;
  const vary = variationOf(seed, template);
  let most = 0;
  for (let index = 0; index < count; index++) {
    const [left, right] = cornerLifts(motion.template({ t: index / count, seconds }, vary));
    most = Math.max(most, Math.abs(left - right));
  }
  return most;
}

describe('the man smirks on one side (issue 37)', () => {
  it.each([1, 2])(
    'his corners differ by far more than the boy’s or the girl’s (seed %i)',
    (seed) => {
      const man = mostUneven('man', seed);
      // Measured on the older man: 0.33 and 0.30 of the mouth's half width (seeds 1, 2) since the
      // smirk was broadened to a whole smile's lift on its side (0.26 and 0.24 at 0.75, a smirk a
      // reader did not see at a GIF's size: "barely moves"); with the even smile before, 0.00; the
      // boy's and the girl's at most 0.001.
      expect(man).toBeGreaterThan(0.28);
      for (const other of ['boy', 'girl']) expect(mostUneven(other, seed)).toBeLessThan(0.05);
    },
    SLOW,
  );
});
