// Whom a scene dresses, from the aligned portrait itself: human's faceres (age and gender,
// through the face adapter) runs in the worker making the result, so the face check on the
// request path never pays for it. Its gender estimate on a small or soft face is fickle (the
// man of the samples reads 0.2–0.45 "female" by framing, the woman 0.63–0.68), so a reading
// that is sure but not clearly so is checked against the mirrored face: a gender is dressed
// by only when both views give it surely. One model call (about 0.15 s of CPU warm) when the first
// reading is unsure or clear, two when it is borderline.
import { describeFace, SURE_OF_GENDER, type FaceTraits } from '../../adapters/faces';
import type { Rgb } from '../shared/raster';
import { FACE_OVAL, outline, type XY } from './landmarks';

/** Whom a scene dresses: a woman, a man, or a person the model is not sure of (dressed neutrally). */
export type Wearer = 'woman' | 'man' | 'unsure';

/** The gender to dress by: only one every view gives with at least SURE_OF_GENDER confidence. */
export function wearerOf(views: readonly (FaceTraits | null)[]): Wearer {
  if (views.length === 0) return 'unsure';
  const first = views[0];
  if (!first) return 'unsure';
  const sure = views.every((view) => view !== null && view.gender === first.gender && view.genderScore >= SURE_OF_GENDER);
  if (!sure) return 'unsure';
  return first.gender === 'female' ? 'woman' : 'man';
}

/**
 * The square around the face (twice the oval's height, inside the picture) as 8-bit RGB,
 * mirrored or not: the model sees the face and some hair, and the detector less background.
 */
function faceSquare(
  picture: Rgb,
  mesh: readonly XY[],
  mirrored: boolean,
): { width: number; height: number; channels: 3; data: Uint8Array } {
  const oval = outline(mesh, FACE_OVAL);
  const top = Math.min(...oval.map((p) => p[1]));
  const bottom = Math.max(...oval.map((p) => p[1]));
  const cx = (Math.min(...oval.map((p) => p[0])) + Math.max(...oval.map((p) => p[0]))) / 2;
  const cy = (top + bottom) / 2;
  const side = Math.min(picture.width, picture.height, Math.round((bottom - top) * 2));
  const left = Math.round(Math.min(picture.width - side, Math.max(0, cx - side / 2)));
  const upper = Math.round(Math.min(picture.height - side, Math.max(0, cy - side / 2)));
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const from = ((upper + y) * picture.width + left + (mirrored ? side - 1 - x : x)) * 3;
      const to = (y * side + x) * 3;
      for (let c = 0; c < 3; c++) data[to + c] = Math.round(Math.min(1, Math.max(0, picture.data[from + c])) * 255);
    }
  }
  return { width: side, height: side, channels: 3, data };
}

/** A reading at least this sure is taken without the mirrored check. */
const CLEARLY = 0.55;

/** Whom to dress, and the age faceres reads (null when it finds no face): one model call, two when borderline. */
export async function traitsIn(picture: Rgb, mesh: readonly XY[]): Promise<{ wearer: Wearer; age: number | null }> {
  const plain = await describeFace(faceSquare(picture, mesh, false));
  const age = plain?.age ?? null;
  const first = wearerOf([plain]);
  if (first === 'unsure' || (plain && plain.genderScore >= CLEARLY)) return { wearer: first, age };
  const mirrored = await describeFace(faceSquare(picture, mesh, true));
  return { wearer: wearerOf([plain, mirrored]), age };
}

/** Whom to dress: the mirrored view is asked only when the first is sure but not clearly so. */
export async function wearerIn(picture: Rgb, mesh: readonly XY[]): Promise<Wearer> {
  return (await traitsIn(picture, mesh)).wearer;
}
