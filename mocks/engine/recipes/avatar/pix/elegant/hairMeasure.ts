// The modelled sitter's hair measured on the result and the face found in it (for pix/elegant's
// test, avatar.elegant.hair.test.ts). A blind reader saw dark hair painted "a translucent
// light-brown smear": its highlights' colour, lifted by the look.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { luma } from '../../../shared/raster';
import { faceFrame } from '../../landmarks';

/**
 * The median grey level (0–255) of the hair over `picture`'s face (`mesh`): a band from 0.18 to
 * 0.1 of the face's height above the top of the oval found in the result (which sits below the
 * drawn hairline), a quarter of the face's width each side of its middle.
 */
export function hairGrey(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const { faceWidth, faceHeight, cx, top } = faceFrame(mesh);
  const greys: number[] = [];
  for (
    let y = Math.max(0, Math.round(top - faceHeight * 0.18));
    y <= Math.min(height - 1, Math.round(top - faceHeight * 0.1));
    y++
  )
    for (let x = Math.max(0, Math.round(cx - faceWidth / 4)); x <= Math.min(width - 1, Math.round(cx + faceWidth / 4)); x++) {
      const p = (y * width + x) * channels;
      greys.push(luma(data[p], data[p + 1], data[p + 2]));
    }
  greys.sort((a, b) => a - b);
  return greys[Math.floor(greys.length / 2)] ?? 255;
}
