// A cry is a sad face even when the photo smiles (issue 37, session 37's blind reader: the smiling
// dark man "keeps his grin while crying"). On his photo the mesh closes the lips above a toothy
// grin (grinTeeth.ts opens the mouth's geometry to his teeth): in the cry's frames the lips are
// pressed over the teeth and the mouth's corners sit below the middle of the mouth's line, where
// the photo has them above it. Measured on the panel's frames, the head held still.
import { beforeAll, describe, expect, it } from 'vitest';
import { type FaceCrop } from './source';
import { cheekGrey, galleryFaceCrop, gifClock, panelFrameIndices, panelFrames } from '../../testing/motionFaces';
import type { Cursor } from './cursor';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import { motionFace } from './frames';
import type { FaceGeometry } from './geometry';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import { type Pose } from './pose';
import { gifMotions } from './templates';
import { variationOf } from './variation';

const SLOW = 300_000;
const PERSON = 'dark-man';

let crop: FaceCrop;
let face: FaceGeometry;

beforeAll(async () => {
  crop = await galleryFaceCrop(PERSON);
  face = motionFace(crop.picture, crop.mesh).face;
}, SLOW);

/** Pixels in the mouth's box (across its width, from a third of it above the corners' line to two thirds below) lighter than the cheeks by a tenth and nearly colourless: teeth. */
function teethPixels(data: Uint8Array): number {
  const { mouth } = face;
  const w = mouth.halfWidth;
  const skin = cheekGrey(crop);
  let count = 0;
  for (let v = -0.35 * w; v <= 0.7 * w; v++) {
    for (let u = -0.9 * w; u <= 0.9 * w; u++) {
      const x = Math.round(globalX(mouth.frame, u, v));
      const y = Math.round(globalY(mouth.frame, u, v));
      const o = (y * crop.picture.width + x) * 3;
      const most = Math.max(data[o], data[o + 1], data[o + 2]);
      const chroma = most > 0 ? (most - Math.min(data[o], data[o + 1], data[o + 2])) / most : 0;
      const grey = 0.299 * data[o] + 0.587 * data[o + 1] + 0.114 * data[o + 2];
      if (grey > 1.1 * skin && chroma < 0.38) count++;
    }
  }
  return count;
}

function crying(frameIndex: number): Pose {
  const { count, seconds } = gifClock('cry');
  const pose = gifMotions.cry.template({ t: frameIndex / count, seconds }, variationOf(1, 'cry'));
  return { ...pose, roll: 0, shiftX: 0, shiftY: 0, yaw: 0, pitch: 0 };
}

/**
 * Where in a frame of `pose` the photo's point (u, v) (the mouth's own axes) shows: the frame
 * point near it whose photo point, through the mouth's warp, is nearest. In the mouth's axes.
 */
function shownAt(pose: Pose, u: number, v: number): [number, number] {
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
 * How far above the middle of the mouth's line its corners show, in the mouth's half widths: the
 * middle is where the lips meet (halfway between where the photo's upper inner lip and lower
 * inner lip show, in the mouth's middle column), the corners the mesh's.
 */
function cornersAbove(pose: Pose): number {
  const { mouth } = face;
  const w = mouth.halfWidth;
  const upper = shownAt(pose, 0, profileAt(mouth.upperInner, 0))[1];
  const lower = shownAt(pose, 0, profileAt(mouth.lowerInner, 0))[1];
  const middle = (upper + lower) / 2;
  const corners = (shownAt(pose, -w, 0)[1] + shownAt(pose, w, 0)[1]) / 2;
  return (middle - corners) / w;
}

describe('the cry turns a smiling photo sad', () => {
  it(`${PERSON}: the corners fall below the mouth's middle and the grin's teeth are hidden`, () => {
    const still = crying(0);
    const resting = { ...still, smile: 0, lipPress: 0, mouthOpen: 0, mouthRound: 0 };
    const photoCorners = cornersAbove(resting);
    const frames = panelFrameIndices(gifClock('cry').count).map((index) => cornersAbove(crying(index)));
    const photoTeeth = teethPixels(crop.picture.data);
    const teeth = panelFrames(crop, 'cry', 1, true).map(teethPixels);
    // Measured: the photo's corners 0.37 above its middle; the frames' −0.02 … −0.05, showing 1–319
    // of the grin's 2007 teeth pixels.
    // The photo smiles: its corners a third of the mouth's half width above its middle (main
    // drew them still 0.17–0.2 above it in every frame, showing up to 566 of the grin's 2007 teeth pixels).
    expect(photoCorners).toBeGreaterThan(0.2);
    for (const corners of frames) expect(corners).toBeLessThan(0);
    // Every frame shows under a fifth of the photo's teeth.
    for (const count of teeth) expect(count).toBeLessThan(0.2 * photoTeeth);
  });
});
