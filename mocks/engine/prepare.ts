// The run's photo prepared once for all its results, in a pool thread (the results' lane): an
// upload of 12 MP is decoded and shrunk once, not once per result. Decoded upright, in sRGB,
// shrunk while it is decoded (a JPEG's shrink-on-load) to PREPARED_LONG_SIDE at most: enough
// for every recipe's largest use (an HD cartoon, 2 × 1024 px). Its pixels go in a
// SharedArrayBuffer, so handing the photo to each result's thread copies nothing.
import { PHOTO_MAX_PX } from '../../src/rules/input';
import { decodePhoto, decodeWholePhoto, uprightSize, type Pixels, type Size } from './adapters/image';
import type { Face, Point, PreparedPhoto } from './types';

/** The prepared photo's long side at most. */
export const PREPARED_LONG_SIDE = 2048;

export interface PreparedAnswer {
  photo: PreparedPhoto;
  /** The uploaded photo's size once upright: faces found in it are moved from its pixels (facesInPrepared). */
  original: Size;
}

/** The decoded pixels in a SharedArrayBuffer: handed to each result's thread without a copy. */
function shared(decoded: Pixels): PreparedPhoto {
  const data = new Uint8Array(new SharedArrayBuffer(decoded.data.byteLength));
  data.set(decoded.data);
  return { width: decoded.width, height: decoded.height, channels: 3, data };
}

/** Decodes a photo as a run's is decoded, without the upload's checks (the recipes' tests: testing/prepared.ts). */
export async function preparePhotoHere(bytes: Uint8Array): Promise<PreparedAnswer> {
  const [original, decoded] = await Promise.all([uprightSize(bytes), decodePhoto(bytes, PREPARED_LONG_SIDE)]);
  return { photo: shared(decoded), original };
}

/**
 * An upload decoded once (an upload job, worker.ts): null when it cannot be read whole or is
 * not the size its header claimed (the create answers 4004 photoUnreadable), else the run's
 * photo, prepared for all its results, and the upload's upright size.
 */
export async function prepareUploadHere(bytes: Uint8Array, claimed: Size): Promise<PreparedAnswer | null> {
  const decoded = await decodeWholePhoto(bytes, claimed, PREPARED_LONG_SIDE, PHOTO_MAX_PX);
  return decoded && { photo: shared(decoded.pixels), original: decoded.upright };
}

/** Faces with every coordinate times `scale`. */
function scaledFaces(faces: readonly Face[], scale: number): Face[] {
  if (scale === 1) return [...faces];
  return faces.map((face) => ({
    box: [face.box[0] * scale, face.box[1] * scale, face.box[2] * scale, face.box[3] * scale],
    mesh: face.mesh.map((point): Point => [point[0] * scale, point[1] * scale, (point[2] ?? 0) * scale]),
    score: face.score,
  }));
}

/** Faces found in the uploaded photo (its upright pixels), moved into the prepared photo's pixels. */
export function facesInPrepared(faces: readonly Face[], { photo, original }: PreparedAnswer): Face[] {
  return scaledFaces(faces, photo.width / Math.max(1, original.width));
}

/** Faces found in the prepared photo, moved into the uploaded photo's pixels (where the rulebook's face sizes are measured). */
export function facesInUpload(faces: readonly Face[], { photo, original }: PreparedAnswer): Face[] {
  return scaledFaces(faces, original.width / Math.max(1, photo.width));
}
