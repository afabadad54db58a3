// The run's photo prepared once for all its results, in a pool thread (the results' lane): an
// upload of 12 MP is decoded and shrunk once, not once per result. Decoded upright, in sRGB,
// shrunk while it is decoded (a JPEG's shrink-on-load) to PREPARED_LONG_SIDE at most: enough
// for every recipe's largest use (an HD cartoon, 2 × 1024 px). Its pixels go in a
// SharedArrayBuffer, so handing the photo to each result's thread copies nothing.
import { decodePhoto, uprightSize, type Size } from './adapters/image';
import type { Face, Point, PreparedPhoto } from './types';

/** The prepared photo's long side at most. */
export const PREPARED_LONG_SIDE = 2048;

export interface PreparedAnswer {
  photo: PreparedPhoto;
  /** The uploaded photo's size once upright: faces found in it are moved from its pixels (facesInPrepared). */
  original: Size;
}

/** Decodes the photo once (a prepare job, worker.ts). */
export async function preparePhotoHere(bytes: Uint8Array): Promise<PreparedAnswer> {
  const [original, decoded] = await Promise.all([uprightSize(bytes), decodePhoto(bytes, PREPARED_LONG_SIDE)]);
  const data = new Uint8Array(new SharedArrayBuffer(decoded.data.byteLength));
  data.set(decoded.data);
  return { photo: { width: decoded.width, height: decoded.height, channels: 3, data }, original };
}

/** Faces found in the uploaded photo (its upright pixels), moved into the prepared photo's pixels. */
export function facesInPrepared(faces: readonly Face[], { photo, original }: PreparedAnswer): Face[] {
  const scale = photo.width / Math.max(1, original.width);
  if (scale === 1) return [...faces];
  return faces.map((face) => ({
    box: [face.box[0] * scale, face.box[1] * scale, face.box[2] * scale, face.box[3] * scale],
    mesh: face.mesh.map((point): Point => [point[0] * scale, point[1] * scale, (point[2] ?? 0) * scale]),
    score: face.score,
  }));
}
