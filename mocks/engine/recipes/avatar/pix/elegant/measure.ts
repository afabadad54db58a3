// Measures of a finished elegant portrait, for its tests (avatar.elegant.test.ts), taken on the
// picture and the face mesh found in it:
// - the head's share of the picture's height (crown to chin), where a whole sitter is about half;
// - a halo: how much lighter the band just outside the head is than the ground farther out;
// - the face's crispness: how much of the face's edge strength lies on its 10 % strongest pixels
//   (painted planes put it on their borders; a blur or a smear spreads it over the whole face).
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { faceFrame } from '../../landmarks';

/** The hair above the mesh's forehead, as a share of the face's height (as ./wholeHead.ts). */
const HAIR = 0.38;

function greyOf(picture: Pixels): Float32Array {
  const { width, height, data, channels } = picture;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = 0.299 * data[i * channels] + 0.587 * data[i * channels + 1] + 0.114 * data[i * channels + 2];
  return grey;
}

export function headShare(picture: Pixels, mesh: readonly Point[]): number {
  const { faceHeight, top, chin } = faceFrame(mesh);
  return (chin - (top - faceHeight * HAIR)) / picture.height;
}

/**
 * Grey levels (0–255) by which a band just outside the head (1.05–1.25 of an ellipse round the
 * head with its hair) is lighter than the ground farther out (1.5–1.9), above the chin.
 */
export function haloStrength(picture: Pixels, mesh: readonly Point[]): number {
  const { faceWidth, faceHeight, cx, top, chin } = faceFrame(mesh);
  const grey = greyOf(picture);
  const cy = (top - faceHeight * HAIR + chin) / 2;
  const rx = faceWidth * 0.75;
  const ry = (chin - (top - faceHeight * HAIR)) / 2;
  let near = 0;
  let nearCount = 0;
  let far = 0;
  let farCount = 0;
  for (let y = 0; y < Math.min(picture.height, Math.floor(chin)); y++)
    for (let x = 0; x < picture.width; x++) {
      const r = Math.hypot((x - cx) / rx, (y - cy) / ry);
      if (r >= 1.05 && r < 1.25) {
        near += grey[y * picture.width + x];
        nearCount++;
      } else if (r >= 1.5 && r < 1.9) {
        far += grey[y * picture.width + x];
        farCount++;
      }
    }
  return near / Math.max(1, nearCount) - far / Math.max(1, farCount);
}

/** The share of the face's gradient (inside an ellipse in its middle) on its strongest tenth of pixels. */
export function faceCrispness(picture: Pixels, mesh: readonly Point[]): number {
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const grey = greyOf(picture);
  const { width } = picture;
  const strengths: number[] = [];
  for (let y = Math.floor(cy - faceHeight * 0.4); y <= cy + faceHeight * 0.4; y++)
    for (let x = Math.floor(cx - faceWidth * 0.4); x <= cx + faceWidth * 0.4; x++) {
      if (Math.hypot((x - cx) / (faceWidth * 0.4), (y - cy) / (faceHeight * 0.4)) > 1) continue;
      const i = y * width + x;
      strengths.push(Math.hypot(grey[i + 1] - grey[i - 1], grey[i + width] - grey[i - width]));
    }
  strengths.sort((a, b) => b - a);
  const total = strengths.reduce((sum, s) => sum + s, 0);
  const top = strengths.slice(0, Math.ceil(strengths.length / 10)).reduce((sum, s) => sum + s, 0);
  return total > 0 ? top / total : 0;
}
