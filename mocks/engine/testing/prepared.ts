// A recipe's photo and faces for the recipes' own tests, prepared in the test's thread as the
// engine prepares a run's (../prepare.ts): the photo decoded once, the faces moved into its pixels.
import { facesInPrepared, preparePhotoHere } from '../prepare';
import type { Face, PreparedPhoto } from '../types';

export async function prepared(bytes: Uint8Array, faces?: readonly Face[]): Promise<{ photo: PreparedPhoto; faces?: Face[] }> {
  const answer = await preparePhotoHere(bytes);
  return faces ? { photo: answer.photo, faces: facesInPrepared(faces, answer) } : { photo: answer.photo };
}
