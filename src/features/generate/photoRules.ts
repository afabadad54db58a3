// The photo rules of the workspace: type, file size and pixel size, each failure a Chinese
// message the user can act on.
import { messages } from '../../locales/zh-CN';
import { readImageSize } from './imageSize';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MIN_PX = 256;
export const PHOTO_MAX_PX = 4096;

const t = messages.create.photo;

export type PhotoCheck = { ok: true; width: number; height: number } | { ok: false; message: string };

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

/** Type and file size, checked before anything is decoded. */
export function checkPhotoFile(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return t.badType(file.name);
  if (file.size > PHOTO_MAX_BYTES) return t.tooBig(mb(file.size));
  return null;
}

export function checkPhotoSize(width: number, height: number): string | null {
  if (width < PHOTO_MIN_PX || height < PHOTO_MIN_PX) return t.tooSmall(width, height);
  if (width > PHOTO_MAX_PX || height > PHOTO_MAX_PX) return t.tooLarge(width, height);
  return null;
}

export async function checkPhoto(file: File): Promise<PhotoCheck> {
  const fileProblem = checkPhotoFile(file);
  if (fileProblem) return { ok: false, message: fileProblem };
  let size;
  try {
    size = await readImageSize(file);
  } catch {
    return { ok: false, message: t.unreadable };
  }
  const sizeProblem = checkPhotoSize(size.width, size.height);
  return sizeProblem ? { ok: false, message: sizeProblem } : { ok: true, ...size };
}
