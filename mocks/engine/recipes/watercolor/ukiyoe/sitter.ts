// Who a print shows: the sitter's outline (the faces adapter's person matte, Robust Video
// Matting, so the room behind prints as a plain ground and a dark wall is never taken for
// hair) and whom the face reads as (a woman's lips print red, a man's in a muted tone, a face
// the model is not sure of in a tone between).
import { segmentPerson } from '../../../adapters/faces';
import { resizePixels, type Pixels } from '../../../adapters/image';
import type { Face } from '../../../types';
import { wearerIn, type Wearer } from '../../avatar/traits';
import { toBytes } from '../../shared/photo';
import { gaussianBlur } from '../../shared/blur';
import { resizeGrey, type Rgb } from '../../shared/raster';
import { cleanLabels } from '../blocks';
import { bodyMask, headMask } from '../figure';

/**
 * The matte is asked for at most this large on its long side: the print thresholds it and
 * cleans it by a majority vote a 256th of the picture wide (below), finer than which a matte
 * adds nothing, and Robust Video Matting's two passes at the adapter's 512 px were a third of
 * the print's time on a 12 MP photo (at 384 px, 0.56 of their work).
 */
const MATTE_SIDE = 384;

/** The photo as the matting model's input: its bytes, shrunk to MATTE_SIDE (by sharp, as the adapter shrinks). */
async function matteInput(photo: Rgb): Promise<Pixels> {
  const { width, height } = photo;
  const pixels: Pixels = { width, height, channels: 3, data: toBytes(photo) };
  const shrink = Math.min(1, MATTE_SIDE / Math.max(width, height));
  if (shrink === 1) return pixels;
  return resizePixels(pixels, Math.max(1, Math.round(width * shrink)), Math.max(1, Math.round(height * shrink)));
}

/**
 * The matte is smoothed over this share of its long side before it is cut: a print's figure has
 * a carved outline, and the matte's own (a frayed arm, a hand's shadow bitten out of it, "arms
 * have chunks missing, arm outline ragged", to the panel) printed as a torn cut-out. At the
 * matte's own size this costs next to nothing.
 */
const SMOOTH = 0.008;

/** Below this share of the picture the model has missed the person (a dark face before a dark wall). */
const FOUND_AT_LEAST = 0.04;

/**
 * 1 on the sitter: the person matte at half opacity, cleaned into a smooth shape, with every
 * face's head; without a matte, the mesh's head and bust (figure.ts).
 */
export async function sitterMask(photo: Rgb, faces: readonly Face[]): Promise<Uint8Array> {
  const { width, height } = photo;
  const head = headMask(faces, width, height);
  const found = await segmentPerson(await matteInput(photo)).catch(() => null);
  const matte = found ? resizeGrey(gaussianBlur(found, Math.max(found.width, found.height) * SMOOTH), width, height) : null;
  const mask = new Uint8Array(width * height);
  let covered = 0;
  if (matte) for (let i = 0; i < mask.length; i++) covered += mask[i] = matte.data[i] >= 0.5 ? 1 : 0;
  if (covered < mask.length * FOUND_AT_LEAST) {
    if (faces.length === 0) return mask.fill(1);
    const body = bodyMask(faces, width, height);
    for (let i = 0; i < mask.length; i++) mask[i] = body[i] || head[i] ? 1 : 0;
    return mask;
  }
  const cleaned = cleanLabels(mask, width, height, Math.max(1, Math.round(Math.max(width, height) / 256)), 2);
  for (let i = 0; i < mask.length; i++) if (head[i]) cleaned[i] = 1;
  return cleaned;
}

/** Whom the largest face reads as; 'unsure' without a face or when the model is not sure. */
export async function sitterOf(photo: Rgb, faces: readonly Face[]): Promise<Wearer> {
  if (faces.length === 0) return 'unsure';
  const mesh = faces[0].mesh.map(([x, y]): readonly [number, number] => [x, y]);
  return wearerIn(photo, mesh).catch((): Wearer => 'unsure');
}
