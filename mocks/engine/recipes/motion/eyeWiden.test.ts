// A widened eye (the surprise's raised lids) keeps its iris round and its own size: readers saw
// every surprise GIF's eyes "become vertically streaked barcode smears" (asian-woman), "smeared,
// stretched irises" (smiling-woman). The eye was stretched from its old opening to the new one, so
// each column of iris and lashes ran down as a vertical streak. Measured over each eye's middle
// (within 0.6 of its half width, between the raised lid's line and the lower lid): the ratio of the
// grey's change along the eye to its change across it, in the widened frame against the photo's
// own eye.
import { expect, it } from 'vitest';
import { forEyeMiddle } from '../../testing/eyeMiddle';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { globalX, globalY } from './frame';
import { faceGeometry } from './geometry';
import { mouthPalette } from './mouthPalette';
import { bothEyes, restingPose } from './pose';
import { paintMask } from './soften';
import { renderFrame } from './warp';

/** Grey change along the eye over grey change across it, over each eye's middle, mean of both eyes. */
function streakiness(
  frame: Uint8Array,
  width: number,
  height: number,
  face: ReturnType<typeof faceGeometry>,
  lift: number,
): number {
  const grey = (x: number, y: number): number => {
    const p = (Math.round(y) * width + Math.round(x)) * 3;
    return (frame[p] + frame[p + 1] + frame[p + 2]) / 3;
  };
  const ratios = face.eyes.map((eye) => {
    let along = 0;
    let across = 0;
    forEyeMiddle(eye, width, height, ({ u, v, upper, lower }) => {
      if (v <= upper - lift * (lower - upper) + 1 || v >= lower - 1) return;
      const at = grey(globalX(eye.frame, u, v), globalY(eye.frame, u, v));
      along += Math.abs(grey(globalX(eye.frame, u + 1, v), globalY(eye.frame, u + 1, v)) - at);
      across += Math.abs(grey(globalX(eye.frame, u, v + 1), globalY(eye.frame, u, v + 1)) - at);
    });
    return along / Math.max(1, across);
  });
  return ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
}

async function widened(name: string): Promise<{ photo: number; wide: number }> {
  const crop = await galleryFaceCrop(name);
  const { picture, mesh } = crop;
  const face = faceGeometry(mesh);
  const pose = restingPose();
  // The surprise's widest eyes (templates.ts): the lids raised 0.6 of the opening, brows up 1.3.
  bothEyes(pose, { close: -0.6, brow: 1.3 });
  const frame = new Uint8Array(picture.data);
  renderFrame(picture, face, mouthPalette(picture, mesh), pose, frame, paintMask(picture.width, picture.height));
  return {
    photo: streakiness(picture.data, picture.width, picture.height, face, 0),
    wide: streakiness(frame, picture.width, picture.height, face, 0.6),
  };
}

it('widens an eye without streaking it down its columns', async () => {
  for (const name of ['asian-woman', 'woman']) {
    const { photo, wide } = await widened(name);
    // Measured: 0.64 (asian-woman) and 0.94 (woman); stretched as before, 1.75 and 1.68 (fail).
    expect(wide / photo, name).toBeLessThan(1.25);
  }
}, 300_000);
