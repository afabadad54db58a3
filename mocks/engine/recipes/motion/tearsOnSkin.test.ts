// Tears lie on the skin, so they move with it (issue 37): a crying eye squints, its lower lid and
// the cheek just under it lifted (eyeWarp.ts), and the wet rim must shine along the lid the frame
// shows, the bead well up from it, not a few pixels lower on the cheek where the still face had
// them. A crying eye's lower rim is wet: a thin line brighter than the dry lid, red under it.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { planEye, shownLowerLid, shownUpperLid } from './eyeWarp';
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
  for (const person of ['woman', 'older-man']) {
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

function luminance(frame: Uint8Array, width: number, x: number, y: number): number {
  const offset = (Math.round(y) * width + Math.round(x)) * 3;
  return 0.299 * frame[offset] + 0.587 * frame[offset + 1] + 0.114 * frame[offset + 2];
}

/** How much redder than green a pixel became over the dry frame's (levels): the crying rim's flush. */
function reddened(wet: Uint8Array, dry: Uint8Array, width: number, x: number, y: number): number {
  const offset = (Math.round(y) * width + Math.round(x)) * 3;
  return wet[offset] - wet[offset + 1] - (dry[offset] - dry[offset + 1]);
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
 * track): where the crying rim is reddest, in pixels below the lid the frame shows, and how much
 * brighter than the dry frame the water makes the lid's rim at most.
 */
function rimBelowShownLid(person: string): { below: number[]; brighter: number[] } {
  const scene = scenes.get(person);
  if (!scene) throw new Error(`no ${person}`);
  const { picture, face } = scene;
  const dry = render(scene, squinting(0));
  const wet = render(scene, squinting(1));
  const below: number[] = [];
  const brighter: number[] = [];
  for (const eye of face.eyes) {
    const hw = eye.halfWidth;
    const plan = planEye(eye, SQUINT);
    const tearU = localU(eye.frame, eye.tearX, eye.tearY);
    for (let u = Math.ceil(-0.6 * hw); u <= 0.6 * hw; u++) {
      if (Math.abs(u - tearU) < 0.3 * hw) continue;
      const lid = shownLowerLid(eye, plan, u);
      let brightest = 0;
      let where = 0;
      let lighter = 0;
      for (let v = lid - 0.3 * hw; v <= lid + 0.6 * hw; v += 0.5) {
        const x = globalX(eye.frame, u, v);
        const y = globalY(eye.frame, u, v);
        const change = reddened(wet, dry, picture.width, x, y);
        const rise = luminance(wet, picture.width, x, y) - luminance(dry, picture.width, x, y);
        if (Math.abs(v - lid) < 0.3 * hw && rise > lighter) lighter = rise;
        if (change > brightest) {
          brightest = change;
          where = v - lid;
        }
      }
      if (brightest > 3) below.push(where);
      brighter.push(lighter);
    }
  }
  return { below, brighter };
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('tears on a squinting, crying eye', () => {
  it.each(['woman', 'older-man'] as const)(
    '%s: the wet rim shines along the lower lid the squint lifted, not on the cheek under it',
    (person) => {
      const { below } = rimBelowShownLid(person);
      // Measured (median column, woman / older man; the squint lifts their lids 2.3 / 5.3 px):
      // the rim reddest 0.39 / 0.60 px below the lid shown; laid on the still face (main) 2.39 /
      // 5.60 px, on the cheek under it. The man is left out: his lid rises about as much as the
      // woman's, but his flush is reddest a little down the cheek either way (2.2 against 2.7 px).
      expect(below.length).toBeGreaterThan(8);
      expect(Math.abs(median(below))).toBeLessThan(1.5);
    },
    SLOW,
  );

  it.each([
    ['woman', 9],
    ['older-man', 2.5],
  ] as const)(
    '%s: the wet rim is a thin line brighter than the dry lid, not only a redder one',
    (person, least) => {
      const { brighter } = rimBelowShownLid(person);
      // Measured (the median column's brightest pixel within 0.3 of the eye's half width of the
      // lid shown, over the dry frame): 14.5 / 4.6 levels (woman / older man); main 4.5 / 0, its
      // gloss (0.22 of the way to white at the band's middle only) lost under the flush's red,
      // and a few pixels lower on the cheek. At 0.2 of the root of the depth (24.7 / 11.3) the
      // East Asian woman's larger rim read as a flat pink bar under the eye at 5x; at 0.14 it is a
      // light line, no bar, at the GIF's size. The limits lie between main's and these.
      expect(median(brighter)).toBeGreaterThan(least);
    },
    SLOW,
  );

  it.each(['woman', 'older-man'] as const)(
    "%s: the flush round the eye fades into the skin, no hard red line where the still face's lids were",
    (person) => {
      const scene = scenes.get(person);
      if (!scene) throw new Error(`no ${person}`);
      const { picture, face } = scene;
      const dry = render(scene, squinting(0));
      const wet = render(scene, squinting(1));
      const jumps: number[] = [];
      for (const eye of face.eyes) {
        const hw = eye.halfWidth;
        const plan = planEye(eye, SQUINT);
        const tearU = localU(eye.frame, eye.tearX, eye.tearY);
        for (let u = Math.ceil(-0.8 * hw); u <= 0.8 * hw; u++) {
          if (Math.abs(u - tearU) < 0.3 * hw) continue;
          const upper = shownUpperLid(eye, plan, u);
          const lower = shownLowerLid(eye, plan, u);
          // Down the skin above the eye and below it, one pixel apart, off the lids shown (where
          // the flush rightly stops at the eye).
          let largest = 0;
          let last: number | null = null;
          for (let v = upper - 0.5 * hw; v <= lower + 0.7 * hw; v += 1) {
            if (v > upper - 1.5 && v < lower + 1.5) {
              last = null;
              continue;
            }
            const redness = reddened(wet, dry, picture.width, globalX(eye.frame, u, v), globalY(eye.frame, u, v));
            if (last !== null) largest = Math.max(largest, Math.abs(redness - last));
            last = redness;
          }
          jumps.push(largest);
        }
      }
      // Measured (the largest step in the flush's red from one pixel to the next down the skin
      // round each eye, median and largest column): woman 2 and 4 levels, older man 2 and 4; on
      // main 5 and 8, 10 and 21: the flush, which stops at the eye, stopped at the still face's
      // lids, a hard red line across the skin the closing lid and the squint had moved (a thin
      // red arc over the blonde's eye and a pale band under it in the GIF).
      expect(median(jumps)).toBeLessThan(3.5);
      expect(Math.max(...jumps)).toBeLessThan(6.5);
    },
    SLOW,
  );
});
