// The room stays still while the head moves (issue 37: a blind panel saw head tilts drag the
// background with the head). A strong turn and tilt is rendered on the sample man at a table
// with and without the person's matte: with it, the room away from the head is the photo's.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFaces, samplePortrait } from '../../testing/faces';
import { drawPose } from '../../testing/motionFaces';
import { prepared } from '../../testing/prepared';
import { GIF_CROP } from '../gif';
import { type Backdrop, backdropOf } from './backdrop';
import { type FaceGeometry, faceGeometry } from './geometry';
import { type Pose, restingPose } from './pose';
import { type FaceCrop, cropAroundFace } from './source';

const SLOW = 300_000;

let crop: FaceCrop;
let face: FaceGeometry;
let backdrop: Backdrop | null;

beforeAll(async () => {
  const { photo, faces } = await prepared(await samplePortrait('man'), await sampleFaces('man'));
  crop = await cropAroundFace(photo, (faces ?? [])[0], GIF_CROP);
  face = faceGeometry(crop.mesh);
  backdrop = await backdropOf(crop.picture, face);
}, SLOW);

function render(pose: Pose, room: Backdrop | null): Uint8Array {
  return drawPose(crop, face, pose, { backdrop: room });
}

/** A look to one side with the head tilted and shifted: the largest head motion a template makes. */
function turned(): Pose {
  const pose = restingPose();
  pose.yaw = 0.42;
  pose.roll = 0.15;
  pose.shiftX = 0.03;
  return pose;
}

/**
 * Mean grey change (0–255) over the room near the head: pixels the matte calls the room (under 1 %
 * person) within 1.6 head radii of the head's centre but outside 1.1, where the warp's ring reaches.
 */
function roomChange(frame: Uint8Array, matte: Float32Array): number {
  const { width, height, data } = crop.picture;
  const head = face.head;
  const radius = Math.max(head.radiusX, head.radiusY);
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const distance = Math.hypot(x - head.centerX, y - head.centerY) / radius;
      if (matte[i] > 0.01 || distance < 1.1 || distance > 1.6) continue;
      for (let channel = 0; channel < 3; channel++) sum += Math.abs(frame[i * 3 + channel] - data[i * 3 + channel]);
      count += 3;
    }
  }
  return sum / Math.max(1, count);
}

describe('the room behind a moving head (issue 37)', () => {
  it(
    'stays still while the head turns and tilts; without the matte it is dragged along',
    () => {
      expect(backdrop).not.toBeNull();
      if (!backdrop) return;
      const matte = backdrop.matte;
      const held = roomChange(render(turned(), backdrop), matte);
      const dragged = roomChange(render(turned(), null), matte);
      // Measured: 0.06 with the matte, 1.6 without (a plain wall: the drag shows at its edges).
      expect(held).toBeLessThan(0.3);
      expect(dragged).toBeGreaterThan(1);
    },
    SLOW,
  );

  it(
    'still moves the head itself',
    () => {
      if (!backdrop) throw new Error('no matte');
      const still = render(restingPose(), backdrop);
      const moved = render(turned(), backdrop);
      const { width } = crop.picture;
      const head = face.head;
      let sum = 0;
      let count = 0;
      for (let y = Math.round(head.centerY - head.radiusY * 0.6); y < head.centerY + head.radiusY * 0.6; y++) {
        for (let x = Math.round(head.centerX - head.radiusX * 0.6); x < head.centerX + head.radiusX * 0.6; x++) {
          const offset = (y * width + x) * 3;
          sum += Math.abs(moved[offset] - still[offset]);
          count++;
        }
      }
      expect(sum / count).toBeGreaterThan(8);
    },
    SLOW,
  );
});
