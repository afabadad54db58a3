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

/** The points of the neck's side (picture's left for side −1) from under the jaw to the neck's foot. */
function neckSide(head: Head, jaw: readonly [XY, XY], chinY: number, side: -1 | 1): XY[] {
  const { centre, faceWidth, faceHeight } = head;
  const { half, foot } = neckOf(head, chinY);
  const from = jaw[side < 0 ? 0 : 1];
  const neckX = centre[0] + side * half;
  return [
    [from[0] * 0.4 + neckX * 0.6, from[1] + faceHeight * 0.05],
    [neckX, (from[1] + foot) / 2],
    [neckX + side * faceWidth * 0.04, foot],
  ];
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
  for (const side of [-1, 1] as const) strokeCurve(lines, neckSide(head, jaw, chinY, side), pen, true, 0.7);
  return lines;
}

/**
 * The neck's sides down from under the jaw, each turning at the neck's foot into its shoulder's
 * slope, as 0–1 ink `pen` wide: one sweep a side, thinning out towards its ends, as a quick
 * sketch leaves them. (Drawn as two lines, the neck's ending above the shoulder's start left a
 * gap between them: the panel's "neck floats above the shoulder line".)
 */
export function inventedShoulders(size: number, head: Head, jaw: readonly [XY, XY], chinY: number, pen: number): Grey {
  const lines = createGrey(size, size);
  const { centre, faceWidth, faceHeight } = head;
  const { half, foot } = neckOf(head, chinY);
  const shoulderY = chinY + faceHeight * 0.5;
  for (const side of [-1, 1] as const) {
    const neckX = centre[0] + side * half;
    const neck = neckSide(head, jaw, chinY, side);
    strokeCurve(
      lines,
      [
        ...neck.slice(0, 2),
        // The neck's foot rounds into the shoulder, as the muscle from the neck to it runs.
        [neckX + side * faceWidth * 0.06, foot - faceHeight * 0.02],
        [neckX + side * faceWidth * 0.2, foot + faceHeight * 0.06],
        [centre[0] + side * faceWidth * 0.8, shoulderY - faceHeight * 0.04],
        [centre[0] + side * faceWidth * 1.25, shoulderY + faceHeight * 0.08],
        [centre[0] + side * faceWidth * 1.5, shoulderY + faceHeight * 0.35],
      ],
      pen,
      true,
      0.65,
    );
  }
  return lines;
}
