// The fourth blind panel's defects on the soft faces (issue 37), each measured on the gallery's
// bald man with glasses, a small face enlarged about five times that nobody tuned the motions to:
// a tilt leaves no copy of his ear beside his head, a turn moves his glasses' rims without
// bending them, and an opened mouth is as soft as the photo around it, not a crisp pasted hole.
import { beforeAll, describe, expect, it } from 'vitest';
import { drawPose, galleryFaceCrop } from '../../testing/motionFaces';
import type { Backdrop } from './backdrop';
import type { Cursor } from './cursor';
import { globalX, globalY } from './frame';
import { type FaceGeometry, faceGeometry } from './geometry';
import { findGlasses } from './glasses';
import { headInverse, planHead } from './headWarp';
import { mouthPalette } from './mouthPalette';
import { blurAround } from './photoBlur';
import { type Pose, restingPose } from './pose';
import type { FaceCrop } from './source';

const SLOW = 300_000;

function render(crop: FaceCrop, face: FaceGeometry, pose: Pose, backdrop: Backdrop | null): Uint8Array {
  return drawPose(crop, face, pose, { backdrop });
}

let bald: FaceCrop;
let baldFace: FaceGeometry;

beforeAll(async () => {
  bald = await galleryFaceCrop('bald-man');
  baldFace = faceGeometry(bald.mesh);
}, SLOW);

describe('motion on a soft face (issue 37, fourth panel)', () => {
  it('a tilted head carries its ears and the hair beside it as one piece: none of it is stretched into the room', () => {
    // Cute's tilt at its top.
    const pose = { ...restingPose(), roll: 0.2, shiftX: 0.012 };
    const head = baldFace.head;
    const cos = Math.cos(pose.roll);
    const sin = Math.sin(pose.roll);
    const shiftX = pose.shiftX * head.downY * baldFace.height;
    const shiftY = -pose.shiftX * head.downX * baldFace.height;
    const cursor: Cursor = { x: 0, y: 0 };
    /** Over the band beside the head where the ears and hair are (1–1.4 radii across, forehead to cheekbone), the farthest any pixel's source lies from a rigid tilt's (pixels). */
    const stretch = (wholeHead: boolean): number => {
      const plan = planHead(baldFace, pose, wholeHead, null);
      let most = 0;
      for (const side of [-1, 1]) {
        for (let across = 1; across <= 1.4; across += 0.1) {
          for (let down = -0.5; down <= 0.3; down += 0.1) {
            const x = head.centerX + side * across * head.radiusX * head.downY + down * head.radiusY * head.downX;
            const y = head.centerY - side * across * head.radiusX * head.downX + down * head.radiusY * head.downY;
            cursor.x = x;
            cursor.y = y;
            headInverse(baldFace, plan, cursor);
            const px = x - shiftX - head.pivotX;
            const py = y - shiftY - head.pivotY;
            const rigidX = head.pivotX + px * cos + py * sin;
            const rigidY = head.pivotY - px * sin + py * cos;
            most = Math.max(most, Math.hypot(cursor.x - rigidX, cursor.y - rigidY));
          }
        }
      }
      return most;
    };
    // Measured: 1.1 px when the room is put back (backdrop.ts) and the whole head moves; 75 px when the tilt faded out over a ring around the face's ellipse, which stretched the
    // bald man's ear into a pink ear-shaped ghost beside his head (the panel's cute, scored 0).
    expect(stretch(true)).toBeLessThan(2);
    expect(stretch(false)).toBeGreaterThan(10);
  });

  it('a turn moves each column of the glasses frame as one, so its rims stay straight', () => {
    const glasses = findGlasses(bald.picture, baldFace);
    expect(glasses).not.toBeNull();
    if (!glasses) return;
    const zone = glasses.zone;
    // Looking around's turn to one side.
    const pose = { ...restingPose(), yaw: 0.36 };
    const straight = planHead(baldFace, pose, true, zone);
    const curved = planHead(baldFace, pose, true, null);
    const cursor: Cursor = { x: 0, y: 0 };
    /** Over columns across the frame: how far apart (pixels) the sources of one column's points lie across it, at most. */
    const bend = (plan: ReturnType<typeof planHead>): number => {
      let most = 0;
      for (let u = -0.9 * zone.halfLength; u <= 0.9 * zone.halfLength; u += zone.halfLength / 6) {
        const across: number[] = [];
        for (let v = zone.top; v <= zone.bottom; v += (zone.bottom - zone.top) / 8) {
          cursor.x = globalX(zone.frame, u, v);
          cursor.y = globalY(zone.frame, u, v);
          headInverse(baldFace, plan, cursor);
          across.push(cursor.x - globalX(zone.frame, u, v));
        }
        most = Math.max(most, Math.max(...across) - Math.min(...across));
      }
      return most;
    };
    // Measured: 1.2 px with the frame held straight (the frame's zone is tilted a little to the
    // head's axes), 8.3 px as the ellipsoid's field bends it.
    expect(bend(straight)).toBeLessThan(2);
    expect(bend(curved)).toBeGreaterThan(5);
  });

  it.each([
    ['the bald man', 'bald-man', 0.86],
    ['the older man', 'older-man', 0.92],
    ['the test woman', 'woman', 0.6],
  ])(
    'an opened mouth on %s is about as soft as the photo around it',
    async (_name, id, least) => {
      const crop = await galleryFaceCrop(id);
      const face = faceGeometry(crop.mesh);
      const photoBlur = mouthPalette(crop.picture, crop.mesh).blur;
      const pose = { ...restingPose(), mouthOpen: 0.85, mouthRound: 1 };
      const frame = { width: crop.picture.width, height: crop.picture.height, data: render(crop, face, pose, null) };
      const mouth = face.mouth;
      const w = mouth.halfWidth;
      // The opened mouth: between the corners, from the upper lip down over the opening.
      const openBlur = blurAround(frame, globalX(mouth.frame, 0, 0.3 * w), globalY(mouth.frame, 0, 0.3 * w), 0.8 * w, 0.45 * w);
      // Measured, the photo's blur at the mouth → the opened mouth's (sigma, pixels): bald man 3.40 →
      // 2.96, older man 3.12 → 3.08, woman 2.26 → 1.58 (her small mouth keeps its teeth's seams:
      // warp.ts caps the blur at 8 % of the mouth's half width, 10 % on the softest photos). Softened only by a fixed share of
      // the mouth's width, the men's openings measured 2.88 and 2.70.
      expect(openBlur / photoBlur).toBeGreaterThan(least);
      expect(openBlur / photoBlur).toBeLessThan(1.4);
    },
    SLOW,
  );
});
