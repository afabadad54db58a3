// How a portrait dresses its sitter, measured on the result and the face found in it (for
// pix/elegant's test, avatar.elegant.wardrobe.test.ts). The blind panel's word on the modelled
// sitter was "plain, a generic pixar cousin": a T-shirt in the photo's colour under a bare neck.
// An elegant portrait's jewellery shows as small lit beads under the chin (each pixel the
// brightest of its neighbourhood, well above the ring round it), a suit's open white shirt as
// light neutral cloth below the neck.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { luma } from '../../../shared/raster';
import { faceFrame } from '../../landmarks';

function greyAt(picture: Pixels, x: number, y: number): number {
  const p = (y * picture.width + x) * picture.channels;
  return luma(picture.data[p], picture.data[p + 1], picture.data[p + 2]);
}

/**
 * The lit beads under the chin of `picture`'s face (`mesh`): pixels that are the brightest within
 * a fortieth of the face's width and lighter by more than 20 grey levels than the mean of the
 * ring at that distance, from the chin down a face's height, within 0.7 face widths of its middle.
 */
export function beadsUnderChin(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const reach = Math.max(2, Math.round(faceWidth * 0.025));
  let count = 0;
  const [top, bottom] = [Math.max(reach, Math.round(chin)), Math.min(height - reach - 1, Math.round(chin + faceHeight))];
  const [left, right] = [
    Math.max(reach, Math.round(cx - faceWidth * 0.7)),
    Math.min(width - reach - 1, Math.round(cx + faceWidth * 0.7)),
  ];
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      const here = greyAt(picture, x, y);
      let brightest = true;
      let ring = 0;
      let around = 0;
      for (let dy = -reach; dy <= reach && brightest; dy++)
        for (let dx = -reach; dx <= reach; dx++) {
          if (dx === 0 && dy === 0) continue;
          const there = greyAt(picture, x + dx, y + dy);
          if (there > here) {
            brightest = false;
            break;
          }
          if (Math.max(Math.abs(dx), Math.abs(dy)) === reach) {
            ring += there;
            around++;
          }
        }
      if (brightest && here - ring / around > 20) count++;
    }
  return count;
}

/**
 * The share of light neutral cloth (grey above 190, channels within 60 of each other: the warm print tints it) below
 * `picture`'s face (`mesh`): from 0.3 face heights under the chin to the foot, within 0.35 face
 * widths of the face's middle (where a suit opens on its shirt).
 */
export function shirtBelowChin(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  let light = 0;
  let all = 0;
  for (let y = Math.max(0, Math.round(chin + faceHeight * 0.3)); y < height; y++)
    for (let x = Math.max(0, Math.round(cx - faceWidth * 0.35)); x <= Math.min(width - 1, cx + faceWidth * 0.35); x++) {
      const p = (y * width + x) * channels;
      const [r, g, b] = [data[p], data[p + 1], data[p + 2]];
      if (greyAt(picture, x, y) > 190 && Math.max(r, g, b) - Math.min(r, g, b) < 60) light++;
      all++;
    }
  return all ? light / all : 0;
}
