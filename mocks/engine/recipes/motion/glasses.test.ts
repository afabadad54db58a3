// Glasses (issue 37): a frame is found on a face that wears one and not on the test faces, and
// the eyes closing (a blink, the laugh's, the yawn's) leave the frame's shape as it was, on the
// gallery's bald man with glasses (a face nobody tuned the motions to).
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PHOTOS } from '../../../../tests/gallery/samples';
import { detectFaces } from '../../adapters/faces';
import { type SamplePerson, sampleFaces, samplePortrait } from '../../testing/faces';
import { pearson } from '../../testing/measure';
import { prepared } from '../../testing/prepared';
import type { Face } from '../../types';
import { GIF_CROP } from '../gif';
import { type FaceGeometry, faceGeometry } from './geometry';
import { findGlasses } from './glasses';
import { mouthPalette } from './mouthPalette';
import { type Pose, restingPose } from './pose';
import type { Raster } from './raster';
import { paintMask } from './soften';
import { type FaceCrop, cropAroundFace } from './source';
import { animationMotions, gifMotions, type Motion } from './templates';
import { variationOf } from './variation';
import { renderFrame } from './warp';

async function cropOf(bytes: Uint8Array, faces: readonly Face[]): Promise<FaceCrop> {
  const ready = await prepared(bytes, faces);
  const face = ready.faces?.[0];
  if (!face) throw new Error('no face in the sample');
  return cropAroundFace(ready.photo, face, GIF_CROP);
}

async function testFace(person: SamplePerson): Promise<FaceCrop> {
  return cropOf(await samplePortrait(person), await sampleFaces(person));
}

async function glassesFace(): Promise<FaceCrop> {
  const sample = SAMPLE_PHOTOS.find((photo) => photo.id === 'bald-man');
  if (!sample) throw new Error('the gallery has no bald man');
  const bytes = await sample.bytes();
  return cropOf(bytes, await detectFaces(bytes));
}

/**
 * The moment of a template's loop where its eyes close most, the head held still: the frame is
 * compared with the photo's pixel for pixel, and the head's own turn would move it whole.
 */
function mostClosed(motion: Motion, style: string): Pose {
  const vary = variationOf(1, style);
  let best = restingPose();
  for (let index = 0; index < 60; index++) {
    const pose = motion.template({ t: index / 60, seconds: motion.gifSeconds }, vary);
    const closing = pose.eyes[0].close + pose.eyes[0].squint;
    if (closing > best.eyes[0].close + best.eyes[0].squint) best = pose;
  }
  return { ...best, roll: 0, shiftX: 0, shiftY: 0, yaw: 0, pitch: 0, bulge: 0 };
}

function blink(): Pose {
  const pose = restingPose();
  pose.eyes[0].close = 1;
  pose.eyes[1].close = 1;
  return pose;
}

function render(picture: Raster, face: FaceGeometry, mesh: FaceCrop['mesh'], pose: Pose): Raster {
  const target = new Uint8Array(picture.data);
  renderFrame(picture, face, mouthPalette(picture, mesh), pose, target, paintMask(picture.width, picture.height));
  return { width: picture.width, height: picture.height, data: target };
}

/** Gradient magnitude of the grey picture at each pixel (Sobel). */
function edges(picture: Raster): Float64Array {
  const { width, height, data } = picture;
  const grey = new Float64Array(width * height);
  for (let index = 0; index < grey.length; index++) {
    grey[index] = 0.299 * data[index * 3] + 0.587 * data[index * 3 + 1] + 0.114 * data[index * 3 + 2];
  }
  const magnitude = new Float64Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = (dx: number, dy: number): number => grey[(y + dy) * width + x + dx];
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      magnitude[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return magnitude;
}

/**
 * The pixels where this face's frame runs, from the mesh alone (not from glasses.ts): around each
 * eye the band from above the brow down to 55 % of the way to the upper lid (the upper rim, which
 * runs along the brows), and the band 0.6–1.6 eye half widths under the lower lid (the lower rim);
 * between the eyes, the bridge from the brows down to the eyes' corners.
 */
function frameRegion(face: FaceGeometry, width: number, height: number): number[] {
  const pixels: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onRim = face.eyes.some((eye) => {
        const hw = eye.halfWidth;
        const u = (x - eye.frame.originX) * eye.frame.cos + (y - eye.frame.originY) * eye.frame.sin;
        const v = -(x - eye.frame.originX) * eye.frame.sin + (y - eye.frame.originY) * eye.frame.cos;
        if (Math.abs(u) > 1.2 * hw) return false;
        const index = Math.max(0, Math.min(eye.upperLid.values.length - 1, Math.round(u - eye.upperLid.first)));
        const upper = eye.upperLid.values[index];
        const lower = eye.lowerLid.values[index];
        const brow = eye.brow.values[index];
        const aboveEye = v >= brow - 0.3 * hw && v <= upper - 0.55 * (upper - brow);
        const belowEye = v >= lower + 0.6 * hw && v <= lower + 1.6 * hw;
        return aboveEye || belowEye;
      });
      const [left, right] = face.eyes;
      const innerLeft = left.frame.originX + left.halfWidth * left.frame.cos;
      const innerRight = right.frame.originX - right.halfWidth * right.frame.cos;
      const middle = (innerLeft + innerRight) / 2;
      const onBridge =
        Math.abs(x - middle) <= 0.2 * (innerRight - innerLeft) &&
        y >= Math.min(left.centerY, right.centerY) - 1.4 * left.halfWidth &&
        y <= Math.min(left.centerY, right.centerY);
      if (onRim || onBridge) pixels.push(y * width + x);
    }
  }
  return pixels;
}

function within(values: Float64Array, pixels: readonly number[]): Float64Array {
  return Float64Array.from(pixels, (index) => values[index]);
}

describe('glasses', () => {
  let bald: FaceCrop;
  let woman: FaceCrop;
  let man: FaceCrop;

  beforeAll(async () => {
    [bald, woman, man] = await Promise.all([glassesFace(), testFace('woman'), testFace('man')]);
  });

  it('finds the frame on the bald man with glasses, and none on the two test faces', () => {
    expect(findGlasses(bald.picture, faceGeometry(bald.mesh))).not.toBeNull();
    expect(findGlasses(woman.picture, faceGeometry(woman.mesh))).toBeNull();
    expect(findGlasses(man.picture, faceGeometry(man.mesh))).toBeNull();
  });

  it('keeps the frame’s shape while the eyes close: blink, laugh and yawn', () => {
    const face = faceGeometry(bald.mesh);
    const { width, height } = bald.picture;
    const region = frameRegion(face, width, height);
    const atRest = within(edges(bald.picture), region);
    const poses = {
      blink: blink(),
      laugh: mostClosed(animationMotions.laugh, 'laugh'),
      yawn: mostClosed(gifMotions.yawn2, 'yawn2'),
    };
    for (const [name, pose] of Object.entries(poses)) {
      const frame = render(bald.picture, face, bald.mesh, pose);
      // The eyes did close: the grey at each eye's middle moved from the photo's.
      const changed = face.eyes.map((eye) => {
        const at = (Math.round(eye.centerY) * width + Math.round(eye.centerX)) * 3 + 1;
        return Math.abs(frame.data[at] - bald.picture.data[at]);
      });
      expect(Math.max(...changed), name).toBeGreaterThan(5);
      const alike = pearson(within(edges(frame), region), atRest);
      expect(alike, name).toBeGreaterThanOrEqual(0.9);
    }
  });
});
