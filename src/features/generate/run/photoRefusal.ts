// A run refused for its photo (no clear face, several faces, a file that is not a usable
// picture): the same photo would be refused again, so its failure offers another photo, not a
// paid retry. Failures a retry can fix (the network, the engine busy, a timeout) keep 重试.
import type { AppError } from '../../../app';
import { CODES } from '../../../rules/errorCodes';

const PHOTO_REFUSALS: readonly (string | number)[] = [CODES.noFace, CODES.severalFaces, CODES.badImage];

export function isPhotoRefusal(error: AppError | null): boolean {
  return error !== null && PHOTO_REFUSALS.includes(error.code);
}
