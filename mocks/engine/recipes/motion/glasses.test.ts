// Glasses (issue 37): a frame is found on a face that wears one and not on the test faces, and
// the eyes closing (a blink, the laugh's, the yawn's) leave the frame's shape as it was, on the
// gallery's bald man with glasses (a face nobody tuned the motions to). A thin light metal frame
// (the man at his table's gold one) is found too, and stays one rigid body in every GIF template.
import { beforeAll, describe, expect, it } from 'vitest';
import { pearson } from '../../testing/measure';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { type FaceGeometry, faceGeometry } from './geometry';
import { findAnyGlasses, findGlasses, type Glasses } from './glasses';
import { mouthPalette } from './mouthPalette';
import { type Pose, restingPose } from './pose';
import type { Raster } from './raster';
import { paintMask } from './soften';
import type { FaceCrop } from './source';
import { animationMotions, gifMotions, type Motion } from './templates';
import { variationOf } from './variation';
import { renderFrame } from './warp';

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
  return { ...best, roll: 0, shiftX: 0, shiftY: 0, yaw: 0, pitch: 0, mirrorStretch: 0, mirrorTop: 0 };
}

function blink(): Pose {
  const pose = restingPose();
  pose.eyes[0].close = 1;
  pose.eyes[1].close = 1;
  return pose;
}

/** One frame; `glasses` as found on the photo, `null` for none, looked for on `picture` when not given. */
function render(picture: Raster, face: FaceGeometry, mesh: FaceCrop['mesh'], pose: Pose, glasses?: Glasses | null): Raster {
  const target = new Uint8Array(picture.data);
  const palette = mouthPalette(picture, mesh);
  const painted = paintMask(picture.width, picture.height);
  if (glasses === undefined) renderFrame(picture, face, palette, pose, target, painted);
  else renderFrame(picture, face, palette, pose, target, painted, null, glasses);
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
    [bald, woman, man] = await Promise.all([galleryFaceCrop('bald-man'), galleryFaceCrop('woman'), galleryFaceCrop('man')]);
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
      // The eyes did close: the green around each eye's middle moved from the photo's. (One pixel
      // at the middle was read once: the shut lid's skin, its rim left out, came within 3 levels of
      // the bald man's dark eye there in the yawn.)
      const changed = face.eyes.map((eye) => {
        const r = Math.max(1, Math.round(0.3 * eye.halfWidth));
        let sum = 0;
        let count = 0;
        for (let dy = -r; dy <= r; dy++)
          for (let dx = -r; dx <= r; dx++) {
            const at = ((Math.round(eye.centerY) + dy) * width + Math.round(eye.centerX) + dx) * 3 + 1;
            sum += Math.abs(frame.data[at] - bald.picture.data[at]);
            count++;
          }
        return sum / count;
      });
      expect(Math.max(...changed), name).toBeGreaterThan(5);
      const alike = pearson(within(edges(frame), region), atRest);
      expect(alike, name).toBeGreaterThanOrEqual(0.9);
    }
  });
});

/** Where a picture's place code runs: from `left`, `top`, `scale` levels a pixel. */
interface PlaceCode {
  left: number;
  top: number;
  scale: number;
}

/**
 * A picture whose colour is its own place on the `marked` pixels: red the column and green the
 * row (`code`), blue full; black elsewhere. Drawn through a frame's warp, a pixel with its blue
 * full was read from the marked pixels alone (anything painted or shaded instead, the open mouth
 * or a lash line, is not), and its red and green tell from where.
 */
function placePicture(width: number, height: number, marked: Uint8Array, code: PlaceCode): Raster {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!marked[y * width + x]) continue;
      const at = (y * width + x) * 3;
      data[at] = code.scale * (x - code.left);
      data[at + 1] = code.scale * (y - code.top);
      data[at + 2] = 255;
    }
  }
  return { width, height, data };
}

/** Solves the 3 × 3 system `m · p = r` (Cramer's rule). */
function solve3(m: readonly number[][], r: readonly number[]): number[] {
  const det = (a: readonly number[][]): number =>
    a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
    a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
    a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  const whole = det(m);
  return [0, 1, 2].map(
    (column) => det(m.map((row, index) => row.map((value, at) => (at === column ? r[index] : value)))) / whole,
  );
}

/**
 * How far a set of moved points is from one rigid body's move: the root-mean-square distance (px)
 * from the best affine map of where they are drawn to where they were read (least squares). A
 * rigid frame seen turning, nodding and tilting moves as an affine map (a turn foreshortens it
 * across, a nod down); an eye's lid or the cheek pulling a rim along bends it away from any.
 */
function rigidResidual(drawn: readonly [number, number][], read: readonly [number, number][]): number {
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const rx = [0, 0, 0];
  const ry = [0, 0, 0];
  drawn.forEach(([x, y], index) => {
    const row = [x, y, 1];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) m[i][j] += row[i] * row[j];
      rx[i] += row[i] * read[index][0];
      ry[i] += row[i] * read[index][1];
    }
  });
  const fx = solve3(m, rx);
  const fy = solve3(m, ry);
  let sum = 0;
  drawn.forEach(([x, y], index) => {
    const dx = fx[0] * x + fx[1] * y + fx[2] - read[index][0];
    const dy = fy[0] * x + fy[1] * y + fy[2] - read[index][1];
    sum += dx * dx + dy * dy;
  });
  return Math.sqrt(sum / drawn.length);
}

/**
 * The most a frame's rims may depart from one rigid move, px (root mean square): its place code
 * rounds to 0.19 px when nothing moves; the smallest bend of an unseen frame, talk's, is 0.49.
 */
const RIGID_RESIDUAL = 0.35;

describe('a thin light metal frame', () => {
  let man: FaceCrop;
  beforeAll(async () => {
    man = await galleryFaceCrop('man');
  });

  it('is found on the man at his table (his thin gold frame), and no frame on the gallery faces without glasses', async () => {
    expect(findAnyGlasses(man.picture, faceGeometry(man.mesh))).not.toBeNull();
    const faces = [await galleryFaceCrop('woman')];
    for (const id of ['older-man', 'dark-woman', 'asian-woman', 'dark-man']) faces.push(await galleryFaceCrop(id));
    for (const crop of faces) expect(findAnyGlasses(crop.picture, faceGeometry(crop.mesh))).toBeNull();
  }, 300_000);

  /** The worst departure of the rims from one rigid move over 12 frames of `style` (seed 1), px. */
  function worstResidual(style: string, glasses: Glasses | null): number {
    const face = faceGeometry(man.mesh);
    const { width, height } = man.picture;
    const region = frameRegion(face, width, height);
    const onRim = new Uint8Array(width * height);
    for (const index of region) onRim[index] = 1;
    const xs = region.map((index) => index % width);
    const ys = region.map((index) => Math.floor(index / width));
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    const code = { left, top, scale: 255 / Math.max(Math.max(...xs) - left, Math.max(...ys) - top) };
    const places = placePicture(width, height, onRim, code);
    const motion = gifMotions[style];
    const vary = variationOf(1, style);
    let worst = 0;
    for (let index = 0; index < 12; index++) {
      // The face's own motion and the head's tilt and shift; the head's turn and nod foreshorten
      // the frame as the skull does (glassesNod.test.ts), the funhouse mirror bends it on purpose
      // (funhouseLens.ts: the whole head, the frame with it), and the tears' water is not the frame.
      const moved = motion.template({ t: index / 12, seconds: motion.gifSeconds }, vary);
      const pose = { ...moved, yaw: 0, pitch: 0, mirrorStretch: 0, mirrorTop: 0, tears: 0 };
      const frame = render(places, face, man.mesh, pose, glasses);
      const drawn: [number, number][] = [];
      const read: [number, number][] = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 3;
          // Read from the rim alone (all four pixels under the bilinear sample marked).
          if (frame.data[at + 2] < 255) continue;
          drawn.push([x, y]);
          read.push([left + frame.data[at] / code.scale, top + frame.data[at + 1] / code.scale]);
        }
      }
      worst = Math.max(worst, rigidResidual(drawn, read));
    }
    return worst;
  }

  it.each(Object.keys(gifMotions))('stays one rigid body through every frame of %s (seed 1)', (style) => {
    // The frame as the motion finds it on the photo (the place-coded picture has none to find).
    const glasses = findAnyGlasses(man.picture, faceGeometry(man.mesh));
    expect(glasses).not.toBeNull();
    // Measured: 0.19 px in every template (the place code's rounding: a still frame). Before
    // (the frame unseen: the finder saw only dark frames) 0.49 (talk) to 2.06 (man): the lids,
    // the squint, the brows and the cheeks pulled the gold rims along, "glasses that bend".
    expect(worstResidual(style, glasses)).toBeLessThan(RIGID_RESIDUAL);
  });

  it('bends when the frame is not seen (the measure can fail: 大叔 drawn as a face without glasses)', () => {
    expect(worstResidual('man', null)).toBeGreaterThan(RIGID_RESIDUAL);
  });
});
