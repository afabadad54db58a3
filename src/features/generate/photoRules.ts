// The photo rules of the workspace, from the rulebook (src/rules/input.ts, which the
// stand-in enforces too): type, file size and pixel size, each failure a Chinese message
// the user can act on.
import { localized } from '../../locales/active';
import { input as zhInput } from '../../locales/zh-CN/input';

const describeProblem: typeof zhInput.describeProblem = (...args) => localized('input', zhInput).describeProblem(...args);
import { PHOTO_TYPES, checkPhotoFile as fileRule, checkPhotoSize as sizeRule } from '../../rules/input';
import { readImageSize } from './imageSize';

export { PHOTO_MAX_BYTES, PHOTO_MAX_PX, PHOTO_MIN_PX } from '../../rules/input';
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type PhotoCheck = { ok: true; width: number; height: number } | { ok: false; message: string };

/** Type and file size, checked before anything is decoded. */
export function checkPhotoFile(file: File): string | null {
  const problem = fileRule(file.type, file.size);
  return problem ? describeProblem(problem, file.name) : null;
}

export function checkPhotoSize(width: number, height: number): string | null {
  const problem = sizeRule(width, height);
  return problem ? describeProblem(problem) : null;
}

export async function checkPhoto(file: File): Promise<PhotoCheck> {
  const fileProblem = checkPhotoFile(file);
  if (fileProblem) return { ok: false, message: fileProblem };
  let size;
  try {
    size = await readImageSize(file);
  } catch {
    return { ok: false, message: describeProblem({ kind: 'photoUnreadable' }) };
  }
  const sizeProblem = checkPhotoSize(size.width, size.height);
  return sizeProblem ? { ok: false, message: sizeProblem } : { ok: true, ...size };
}
