// The photo rules of the workspace, from the rulebook (src/rules/input.ts, which the
// stand-in enforces too): type, file size and pixel size, each failure a message the user
// can act on. A photo over the byte or pixel limit is shrunk in the browser to fit first
// (planPhoto); only what shrinking cannot fix is refused.
import { localized } from '../../../locales/active';
import { input as zhInput } from '../../../locales/zh-CN/input';

const describeProblem: typeof zhInput.describeProblem = (...args) => localized('input', zhInput).describeProblem(...args);
import {
  PHOTO_TYPES,
  checkPhotoFile as fileRule,
  checkPhotoSize as sizeRule,
  isPhotoType,
  planPhoto,
} from '../../../rules/input';
import { shrinkToFit } from './shrinkPhoto';
import { fileToDataUrl } from '../../../utils/files';
import { readImageSize } from './imageSize';

export { PHOTO_MAX_BYTES, PHOTO_MAX_PX, PHOTO_MIN_PX } from '../../../rules/input';
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** A photo ready to send: its data URL and size, and whether it was shrunk to fit. */
export type PreparedPhoto =
  { ok: true; dataUrl: string; width: number; height: number; shrunk: boolean } | { ok: false; message: string };

/** Type and file size, checked before anything is decoded. */
export function checkPhotoFile(file: File): string | null {
  const problem = fileRule(file.type, file.size);
  return problem ? describeProblem(problem, file.name) : null;
}

export function checkPhotoSize(width: number, height: number): string | null {
  const problem = sizeRule(width, height);
  return problem ? describeProblem(problem) : null;
}

/**
 * The photo as it will be sent: refused when shrinking cannot fix it, shrunk when it is over
 * the limits (a camera's 6000×4500, 14 MB photo), else as it is. The shrunk copy is checked
 * against the rulebook again.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  // Before decoding: nothing there, or not a photo type (a PDF would only read as "unreadable").
  if (file.size === 0 || !isPhotoType(file.type)) {
    return { ok: false, message: describeProblem({ kind: file.size === 0 ? 'photoMissing' : 'photoType' }, file.name) };
  }
  let size;
  try {
    size = await readImageSize(file);
  } catch {
    return { ok: false, message: describeProblem({ kind: 'photoUnreadable' }) };
  }
  const plan = planPhoto(file.type, file.size, size.width, size.height);
  if (plan.kind === 'refuse') return { ok: false, message: describeProblem(plan.problem, file.name) };
  if (plan.kind === 'use') return { ok: true, dataUrl: await fileToDataUrl(file), ...size, shrunk: false };
  let shrunk;
  try {
    shrunk = await shrinkToFit(file, plan.scale);
  } catch {
    return { ok: false, message: describeProblem({ kind: 'photoUnreadable' }) };
  }
  const problem = fileRule('image/jpeg', shrunk.bytes) ?? sizeRule(shrunk.width, shrunk.height);
  if (problem) return { ok: false, message: describeProblem(problem, file.name) };
  return { ok: true, dataUrl: shrunk.dataUrl, width: shrunk.width, height: shrunk.height, shrunk: true };
}
