// The neck and shoulders an artist sketches in when the photo has none: a face cropped at its
// chin, drawn alone, floats on the sheet (the fifth blind panel: "faint floating face"). A few
// light lines — the neck's two sides and the shoulders' slopes — make head, neck and shoulders
// one drawing. Only where the person's matte shows no body below the chin: a body the photo has
// is drawn from the photo.
import { createGrey, type Grey } from '../../shared/raster';
import { strokeCurve } from '../featureLines';
import type { XY } from '../landmarks';
import type { Head } from './hairFlow';

/** The matte's mean over a band below the chin, as wide as the face: how much body the photo has. */
export function bodyShown(matte: Grey, head: Head, chinY: number): number {
  const size = matte.width;
  let sum = 0;
  let count = 0;
  const top = Math.round(chinY + head.faceHeight * 0.35);
  const bottom = Math.min(matte.height - 1, Math.round(chinY + head.faceHeight * 0.8));
  const left = Math.max(0, Math.round(head.centre[0] - head.faceWidth * 0.6));
  const right = Math.min(size - 1, Math.round(head.centre[0] + head.faceWidth * 0.6));
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      sum += matte.data[y * size + x];
      count++;
    }
  // A band off the picture shows nothing.
  return count > 0 ? sum / count : 0;
}

/** Where the sketched neck's sides stand and end, from the face's box and the chin. */
function neckOf(head: Head, chinY: number): { half: number; foot: number } {
  return { half: head.faceWidth * 0.27, foot: chinY + head.faceHeight * 0.3 };
}

/**
 * The neck's two sides down from under the jaw into the collar, as 0–1 ink `pen` wide (or into
 * `lines`): two light lines, as an artist sketches a neck, where the photo's own neck is a dark
 * blur (the sixth blind panel's "neck blob" on the brown-skinned man).
 */
export function neckLines(
  size: number,
  head: Head,
  jaw: readonly [XY, XY],
  chinY: number,
  pen: number,
  lines = createGrey(size, size),
): Grey {
  const { centre, faceWidth, faceHeight } = head;
  const { half, foot } = neckOf(head, chinY);
  for (const side of [-1, 1]) {
    const from = jaw[side < 0 ? 0 : 1];
    const neckX = centre[0] + side * half;
    strokeCurve(
      lines,
      [
        [from[0] * 0.4 + neckX * 0.6, from[1] + faceHeight * 0.05],
        [neckX, (from[1] + foot) / 2],
        [neckX + side * faceWidth * 0.04, foot],
      ],
      pen,
      true,
      0.7,
    );
  }
  return lines;
}

/**
 * The neck's sides down from under the jaw, and each shoulder's slope out from the neck's foot,
 * as 0–1 ink `pen` wide: the lines thin out towards their ends, as a quick sketch leaves them.
 */
export function inventedShoulders(size: number, head: Head, jaw: readonly [XY, XY], chinY: number, pen: number): Grey {
  const lines = neckLines(size, head, jaw, chinY, pen);
  const { centre, faceWidth, faceHeight } = head;
  const { half, foot } = neckOf(head, chinY);
  const shoulderY = chinY + faceHeight * 0.5;
  for (const side of [-1, 1]) {
    const neckX = centre[0] + side * half;
    const neckFoot = foot;
    strokeCurve(
      lines,
      [
        [neckX + side * faceWidth * 0.1, neckFoot + faceHeight * 0.04],
        [centre[0] + side * faceWidth * 0.8, shoulderY - faceHeight * 0.04],
        [centre[0] + side * faceWidth * 1.25, shoulderY + faceHeight * 0.08],
        [centre[0] + side * faceWidth * 1.5, shoulderY + faceHeight * 0.35],
      ],
      pen,
      true,
      0.6,
    );
  }
  return lines;
}
