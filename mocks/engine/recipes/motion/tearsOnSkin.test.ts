// Tears lie on the skin, so they move with it (issue 37): a crying eye squints, its lower lid and
// the cheek just under it lifted (eyeWarp.ts), and the wet rim must shine along the lid the frame
// shows, the bead well up from it, not a few pixels lower on the cheek where the still face had them.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { shownLowerLid, planEye } from './eyeWarp';
import { globalX, globalY, localU } from './frame';
import { type FaceGeometry, faceGeometry } from './geometry';
import { mouthPalette } from './mouthPalette';
import { type EyePose, type Pose, restingEye, restingPose } from './pose';
import type { Raster } from './raster';
import { paintMask } from './soften';
import { renderFrame } from './warp';

const SLOW = 300_000;

interface Scene {
  picture: Raster;
  face: FaceGeometry;
  mesh: Parameters<typeof mouthPalette>[1];
}

const scenes = new Map<string, Scene>();

beforeAll(async () => {
  for (const person of ['woman', 'man']) {
    const { picture, mesh } = await galleryFaceCrop(person);
    scenes.set(person, { picture, mesh, face: faceGeometry(mesh) });
  }
}, SLOW);

/** A frame of `pose`, drawn as on a face without glasses (the man's thin frame is left out). */
function render(scene: Scene, pose: Pose): Uint8Array {
  const target = new Uint8Array(scene.picture.data);
  const palette = mouthPalette(scene.picture, scene.mesh);
  renderFrame(scene.picture, scene.face, palette, pose, target, paintMask(scene.picture.width, scene.picture.height), null, null);
  return target;
}

/** How far a pixel's colour moved from the dry frame's, summed over its channels (levels). */
function changeAt(wet: Uint8Array, dry: Uint8Array, width: number, x: number, y: number): number {
  const offset = (Math.round(y) * width + Math.round(x)) * 3;
  let sum = 0;
  for (let channel = 0; channel < 3; channel++) sum += Math.abs(wet[offset + channel] - dry[offset + channel]);
  return sum;
}

/** The cry's eyes between sobs (templates.ts: close 0.35–0.6, squint 0.4–0.6), the head still. */
const SQUINT: EyePose = { ...restingEye(), close: 0.35, squint: 0.5 };

function squinting(tears: number): Pose {
  const pose = restingPose();
  pose.eyes = [{ ...SQUINT }, { ...SQUINT }];
  pose.tears = tears;
  // Both drops running well below the lid (the eyes' cycles 0.6 and 0.9), so the lid is the rim's alone.
  pose.tearDrop = 0.6;
  pose.tearPath = 0.3;
  return pose;
}

/**
 * Down each column of the lower lid (out to 0.6 of the eye's half width, away from the tear's own
 * track), where the water brightens the skin most, in pixels below the lid the frame shows.
 */
function rimBelowShownLid(person: string): number[] {
  const scene = scenes.get(person);
  if (!scene) throw new Error(`no ${person}`);
  const { picture, face } = scene;
  const dry = render(scene, squinting(0));
  const wet = render(scene, squinting(1));
  const below: number[] = [];
  for (const eye of face.eyes) {
    const hw = eye.halfWidth;
    const plan = planEye(eye, SQUINT);
    const tearU = localU(eye.frame, eye.tearX, eye.tearY);
    for (let u = Math.ceil(-0.6 * hw); u <= 0.6 * hw; u++) {
      if (Math.abs(u - tearU) < 0.3 * hw) continue;
      const lid = shownLowerLid(eye, plan, u);
      let brightest = 0;
      let where = 0;
      for (let v = lid - 0.3 * hw; v <= lid + 0.6 * hw; v += 0.5) {
        const x = globalX(eye.frame, u, v);
        const y = globalY(eye.frame, u, v);
        const change = changeAt(wet, dry, picture.width, x, y);
        if (change > brightest) {
          brightest = change;
          where = v - lid;
        }
      }
      if (brightest > 6) below.push(where);
    }
  }
  return below;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('tears on a squinting, crying eye', () => {
  it.each(['woman', 'man'] as const)(
    '%s: the wet rim shines along the lower lid the squint lifted, not on the cheek under it',
    (person) => {
      const below = rimBelowShownLid(person);
      expect(below.length).toBeGreaterThan(8);
      expect(Math.abs(median(below))).toBeLessThan(2.3);
    },
    SLOW,
  );
});
