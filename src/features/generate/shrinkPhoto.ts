// A smaller JPEG copy of a photo, drawn on a canvas, for the draft kept in sessionStorage
// across the login round trip (a 10 MB photo is ~13 MB as a data URL; storage holds ~5 MB).
// Its own module so tests under jsdom (no canvas) can replace it.
import { PHOTO_MIN_PX } from './photoRules';

/**
 * The factor (≤ 1) that brings the longest side down to `maxSide`, but never the shortest
 * side below the workspace's minimum, so the shrunk photo still passes the photo rules.
 */
export function shrinkScale(width: number, height: number, maxSide: number, minSide: number = PHOTO_MIN_PX): number {
  const longest = Math.max(width, height);
  const shortest = Math.min(width, height);
  if (longest <= 0 || shortest <= 0) return 1;
  const down = maxSide / longest;
  const floor = minSide / shortest;
  return Math.min(1, Math.max(down, floor));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image decode failed'));
    img.src = src;
  });
}

/** The photo as a JPEG data URL with its longest side at most `maxSide` (white behind transparency). */
export async function shrinkPhoto(dataUrl: string, maxSide: number, quality: number): Promise<string> {
  const img = await loadImage(dataUrl);
  const scale = shrinkScale(img.naturalWidth, img.naturalHeight, maxSide);
  const width = Math.max(1, Math.round(img.naturalWidth * scale));
  const height = Math.max(1, Math.round(img.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  const out = canvas.toDataURL('image/jpeg', quality);
  if (!out.startsWith('data:image/jpeg')) throw new Error('jpeg encoding unavailable');
  return out;
}
