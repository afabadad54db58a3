// A cry is a sob even when the photo smiles (issue 37): blind readers saw the smiling woman, the
// dark man and the older man "laughing with tears", their photo's grin kept under the crying eyes.
// A sob's mouth is open (a pressed, closed mouth read as "a pout", "a smudge", session 51) but
// pulled square and down (its lower lip's sides as low as its middle or lower, the corners
// dragged down with it), and a grin's teeth are shaded by the crying lips instead of glowing.
// Measured with the mouth's own warp (mouthWarp.ts) and on the drawn frames (mouthInterior.ts),
// the head held still, on the panel's eight frames.
import { beforeAll, describe, expect, it } from 'vitest';
import { cheekGrey, galleryFaceCrops, gifClock, greyAt, panelFrameIndices, panelFrames, poseAt } from '../../testing/motionFaces';
import type { Cursor } from './cursor';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import { motionFace } from './frames';
import type { FaceGeometry } from './geometry';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import type { Pose } from './pose';
import type { FaceCrop } from './source';

const SLOW = 300_000;
const SMILING = ['smiling-woman', 'dark-man', 'older-man'] as const;
const crops = galleryFaceCrops(SMILING);

beforeAll(() => crops.load(), SLOW);

/**
 * Where in a frame of `pose` the photo's point (u, v) (the mouth's own axes) shows: the frame
 * point near it whose photo point, through the mouth's warp, is nearest. In the mouth's axes.
 */
function shownAt(face: FaceGeometry, pose: Pose, u: number, v: number): [number, number] {
  const { mouth } = face;
  const plan = planMouth(mouth, pose);
  const w = mouth.halfWidth;
  const cursor: Cursor = { x: 0, y: 0 };
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: w, own: 0 };
  let best: [number, number] = [u, v];
  let nearest = Infinity;
  for (let dv = -0.8 * w; dv <= 0.8 * w; dv += 0.25) {
    for (let du = -0.3 * w; du <= 0.3 * w; du += 0.5) {
      cursor.x = globalX(mouth.frame, u + du, v + dv);
      cursor.y = globalY(mouth.frame, u + du, v + dv);
      if (mouthInverse(mouth, plan, cursor, spot)) continue;
      const d = Math.hypot(localU(mouth.frame, cursor.x, cursor.y) - u, localV(mouth.frame, cursor.x, cursor.y) - v);
      if (d < nearest) {
        nearest = d;
        best = [u + du, v + dv];
      }
    }
  }
  return best;
}

/**
 * How far the lower lip's middle shows below its sides (0.7 of the half width out), in the
 * mouth's half widths: a grin's lower lip is a U (positive), a sob's is square or turned down.
 */
function lowerLipSag(face: FaceGeometry, pose: Pose): number {
  const { mouth } = face;
  const w = mouth.halfWidth;
  const at = (u: number) => shownAt(face, pose, u, profileAt(mouth.lowerInner, u) + 0.08 * w)[1];
  return (at(0) - (at(-0.7 * w) + at(0.7 * w)) / 2) / w;
}

const frames = (): Pose[] => panelFrameIndices(gifClock('cry').count).map((index) => poseAt('cry', 1, index, true));

/** Pixels in the mouth's box lighter than 1.6 times the cheeks' grey and nearly colourless: glowing teeth. */
function glowingTeeth(crop: FaceCrop, face: FaceGeometry, data: Uint8Array): number {
  const { mouth } = face;
  const w = mouth.halfWidth;
  const skin = cheekGrey(crop);
  let count = 0;
  for (let v = -0.5 * w; v <= 0.9 * w; v++)
    for (let u = -w; u <= w; u++) {
      const x = Math.round(globalX(mouth.frame, u, v));
      const y = Math.round(globalY(mouth.frame, u, v));
      const o = (y * crop.picture.width + x) * 3;
      const most = Math.max(data[o], data[o + 1], data[o + 2]);
      const chroma = most > 0 ? (most - Math.min(data[o], data[o + 1], data[o + 2])) / most : 0;
      if (greyAt(data, o / 3) > 1.6 * skin && chroma < 0.4) count++;
    }
  return count;
}

describe('the cry is a sob with the corners pulled down', () => {
  // Measured (main → now), over the eight frames, the lower lip's middle below its sides, in the
  // mouth's half widths: smiling woman 0.03 … 0.08 → −0.11 … −0.04 (her photo 0.16), dark man
  // 0.06 … 0.11 → −0.10 … −0.05 (0.15), older man −0.19 … −0.11 → −0.25 … −0.18 (−0.05: his
  // photo does not smile, so main passes him too).
  for (const person of SMILING)
    it(`${person}: the lower lip is square or turned down, not a grin's U, in every panel frame`, () => {
      const crop = crops.get(person);
      const { face } = motionFace(crop.picture, crop.mesh);
      const sag = frames().map((pose) => lowerLipSag(face, pose));
      for (const one of sag) expect(one).toBeLessThan(-0.03);
    });

  it("dark-man: the grin's teeth are shaded by the crying lips, not glowing", () => {
    const crop = crops.get('dark-man');
    const { face } = motionFace(crop.picture, crop.mesh);
    const photo = glowingTeeth(crop, face, crop.picture.data);
    const shown = panelFrames(crop, 'cry', 1, true).map((frame) => glowingTeeth(crop, face, frame));
    // Measured: the photo 698 such pixels; main's frames 322–333, now none.
    for (const count of shown) expect(count).toBeLessThan(0.1 * photo);
  });
});
