// Hair or a shoulder that reaches the picture's side edge and runs on past its bottom corner is the
// edge's reflection when the head moves away from that edge, not the still room (sideClip.ts). The
// room behind it is only the fill's guess: clipped like an ear, the blonde's hair down the lower
// third of the right edge was cut off by a grey strip of the fill at every tilt of her fake laugh
// and look around (issue 37, session 53: "a grey strip along the right and bottom edges").
import { beforeAll, expect, it } from 'vitest';
import { drawPose, galleryCropInRoom, poseAt } from '../../testing/motionFaces';
import type { Backdrop } from './backdrop';
import type { Cursor } from './cursor';
import type { FaceGeometry } from './geometry';
import { headInverse, planHead } from './headWarp';
import type { Pose } from './pose';
import type { FaceCrop } from './source';

const SLOW = 300_000;

let crop: FaceCrop;
let face: FaceGeometry;
let backdrop: Backdrop;

beforeAll(async () => {
  ({ crop, face, backdrop } = await galleryCropInRoom('blonde'));
}, SLOW);

/** Mean over the three channels (0–255) of how far two RGB pixels stand apart. */
function gap(a: Uint8Array, atA: number, b: Uint8Array, atB: number): number {
  return (Math.abs(a[atA] - b[atB]) + Math.abs(a[atA + 1] - b[atB + 1]) + Math.abs(a[atA + 2] - b[atB + 2])) / 3;
}

it(
  "keeps the blonde's hair at the right edge, below her face, as her head tilts away from it",
  () => {
    const { width, height, data } = crop.picture;
    // Her fake laugh's first frame turns and tilts her head away from the right edge.
    const pose: Pose = poseAt('fakelaugh', 1, 0, false);
    const frame = drawPose(crop, face, pose, { backdrop });
    const plan = planHead(face, pose, true);
    const cursor: Cursor = { x: 0, y: 0 };
    let fromRoom = 0;
    let fromHair = 0;
    let count = 0;
    for (let y = Math.ceil(0.6 * height); y < height; y++)
      for (let x = width - 40; x < width; x++) {
        cursor.x = x;
        cursor.y = y;
        headInverse(face, plan, cursor);
        if (cursor.x < width + 1) continue;
        const row = Math.min(height - 1, Math.max(0, Math.round(cursor.y)));
        if (backdrop.matte[row * width + width - 1] < 0.5) continue;
        const at = (y * width + x) * 3;
        fromRoom += gap(frame, at, backdrop.plate, at);
        // The photo's own hair just inside the edge on the row it came from.
        fromHair += gap(frame, at, data, (row * width + width - 3) * 3);
        count++;
      }
    // Measured over 544 pixels: 13.4 levels from her hair and 75.5 from the fill; clipped, they
    // were the fill (0.0 from it) and 88.1 from her hair.
    expect(count).toBeGreaterThan(200);
    expect(fromHair / count).toBeLessThan(20);
    expect(fromRoom / count).toBeGreaterThan(40);
  },
  SLOW,
);
