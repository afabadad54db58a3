// Every GIF template visibly moves a small, soft face (issue 37: a blind panel saw "no visible
// change at all" in several templates on a small blurry face): among 8 frames spread over the
// clip, as the panel saw them, the one furthest from the photo differs from it over the face by
// a margin a viewer sees at a glance. The face is the sample portrait shrunk to a webcam's size
// and enlarged again, so its detail is soft and its features small in the photo's pixels.
import { beforeAll, describe, expect, it } from 'vitest';
import { resizePixels } from '../../adapters/image';
import { sampleFaces, samplePortrait } from '../../testing/faces';
import { panelFrames } from '../../testing/motionFaces';
import { prepared } from '../../testing/prepared';
import { GIF_CROP } from '../gif';
import { type FaceCrop, cropAroundFace } from './source';
import { gifMotions } from './templates';

/** The side the face is shrunk to (a face of about 50 px, as in a webcam's or a group's photo). */
const SOFT_SIDE = 110;
/**
 * Mean grey change over the whole face box (0–255; most of the box is cheek and forehead that an
 * expression leaves alone) in the frame of 8 furthest from the photo. Measured on this face: the
 * kept talk 2.6, the new glance 2.8 and girl 2.9; before this change glance 1.1 and girl 2.2.
 */
const VISIBLE = 2.4;
const SLOW = 300_000;

let soft: FaceCrop;

beforeAll(async () => {
  const { photo, faces } = await prepared(await samplePortrait('woman'), await sampleFaces('woman'));
  const sharp = await cropAroundFace(photo, (faces ?? [])[0], GIF_CROP);
  const { width, height } = sharp.picture;
  const small = await resizePixels({ ...sharp.picture, channels: 3 }, SOFT_SIDE, Math.round((SOFT_SIDE * height) / width));
  const back = await resizePixels(small, width, height);
  soft = { picture: { width, height, data: back.data }, mesh: sharp.mesh };
}, SLOW);

/** The face's box: the mesh's extent. */
function faceBox(): { left: number; top: number; right: number; bottom: number } {
  const xs = soft.mesh.map((point) => point[0]);
  const ys = soft.mesh.map((point) => point[1]);
  return {
    left: Math.round(Math.min(...xs)),
    right: Math.round(Math.max(...xs)),
    top: Math.round(Math.min(...ys)),
    bottom: Math.round(Math.max(...ys)),
  };
}

/** The most any of 8 frames spread over the clip differs from the photo over the face (mean grey levels), the head held still. */
function largestChange(style: string, seed: number): number {
  const { picture } = soft;
  const box = faceBox();
  let most = 0;
  // Drawn as frames.ts draws a frame (the template's persona cue on the photo: the boy's tongue,
  // the girl's blush, which is the expression a viewer sees), the head held still.
  for (const frame of panelFrames(soft, style, seed, true)) {
    let sum = 0;
    let pixels = 0;
    for (let y = box.top; y <= box.bottom; y++) {
      for (let x = box.left; x <= box.right; x++) {
        const offset = (y * picture.width + x) * 3;
        const grey = (index: number, data: Uint8Array) => (data[index] + data[index + 1] + data[index + 2]) / 3;
        sum += Math.abs(grey(offset, frame) - grey(offset, picture.data));
        pixels++;
      }
    }
    most = Math.max(most, sum / pixels);
  }
  return most;
}

/** Templates whose action is the head or a lens, not an expression (templates.test.ts checks those). */
const HEAD_ONLY = new Set(['look', 'distortion']);

describe('every GIF template, on a small soft face', () => {
  const expressions = Object.keys(gifMotions).filter((style) => !HEAD_ONLY.has(style));
  it.each(expressions)(
    '%s changes the face visibly within the 8 frames a viewer sees',
    (style) => {
      for (const seed of [1, 2]) {
        const change = largestChange(style, seed);
        expect(change, `seed ${seed}`).toBeGreaterThan(VISIBLE);
      }
    },
    SLOW,
  );
});
