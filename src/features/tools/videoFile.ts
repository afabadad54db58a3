// The subtitle page's video rules: MP4, WebM or MOV, at most 200 MB.
import { localized } from '../../locales/active';
import { create as zhCreate } from '../../locales/zh-CN/create';

export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';
const TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
const EXTENSIONS = /\.(mp4|webm|mov)$/i;

/** A message when the file is not accepted, else null. Some systems send no MIME type for .mov. */
export function checkVideoFile(file: File): string | null {
  const t = localized('create', zhCreate).subtitle;
  const typeOk = TYPES.includes(file.type) || (file.type === '' && EXTENSIONS.test(file.name));
  if (!typeOk) return t.badType(file.name);
  if (file.size > VIDEO_MAX_BYTES) return t.tooBig((file.size / 1024 / 1024).toFixed(1));
  return null;
}
