// A smaller JPEG copy of a photo, drawn on a canvas: for a photo over the limits as it comes
// from a phone camera (shrinkToFit), and for the draft kept in sessionStorage across the
// login round trip (a 10 MB photo is ~13 MB as a data URL; storage holds ~5 MB).
// Its own module so tests under jsdom (no canvas) can replace it.
import { PHOTO_MAX_BYTES, PHOTO_MIN_PX } from '../../../rules/input';

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

function draw(img: HTMLImageElement, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return canvas;
}

/** Bytes of the file a base64 data URL holds. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

export interface Shrunk {
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * A photo over the limits made to fit them: drawn at `scale` (the rulebook's planPhoto), as a
 * JPEG at the best quality that stays within PHOTO_MAX_BYTES. The caller checks the result
 * against the rulebook again.
 */
export async function shrinkToFit(file: Blob, scale: number): Promise<Shrunk> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    const width = Math.max(1, Math.floor(img.naturalWidth * scale));
    const height = Math.max(1, Math.floor(img.naturalHeight * scale));
    const canvas = draw(img, width, height);
    let dataUrl = '';
    for (const quality of [0.92, 0.85, 0.75, 0.6]) {
      dataUrl = canvas.toDataURL('image/jpeg', quality);
      if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('jpeg encoding unavailable');
      if (dataUrlBytes(dataUrl) <= PHOTO_MAX_BYTES) break;
    }
    return { dataUrl, width, height, bytes: dataUrlBytes(dataUrl) };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The photo as a JPEG data URL with its longest side at most `maxSide` (white behind transparency). */
export async function shrinkPhoto(dataUrl: string, maxSide: number, quality: number): Promise<string> {
  const img = await loadImage(dataUrl);
  const scale = shrinkScale(img.naturalWidth, img.naturalHeight, maxSide);
  const width = Math.max(1, Math.round(img.naturalWidth * scale));
  const height = Math.max(1, Math.round(img.naturalHeight * scale));
  const out = draw(img, width, height).toDataURL('image/jpeg', quality);
  if (!out.startsWith('data:image/jpeg')) throw new Error('jpeg encoding unavailable');
  return out;
}
