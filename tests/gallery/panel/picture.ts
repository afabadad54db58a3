// What a reader is shown of one result file: a still as it is; a clip (GIF or MP4) as a strip of
// 8 frames, each fitted inside 240 px, since a PNG viewer shows a clip's first frame alone. Alone
// (an absolute panel) a clip's 8 frames are spread evenly from its first to its last, as the
// gallery's motion sheets decode them (clipFrames.ts); in a blind pair both strips show the same
// 8 moments, chosen where the two versions differ most (pairStrips.ts), so a changed blink or
// sideways look is seen. And two results as one pair picture: stills side by side, strips one
// above the other.
import { readFile } from 'node:fs/promises';
import { composePictures, decodePhoto, type Pixels, type Placed } from '../../../mocks/engine/adapters/image';
import { clipFrames } from '../clipFrames';
import { isMotionFile } from './names';

export const STRIP_FRAMES = 8;
export const STRIP_FRAME_SIDE = 240;
/** White between a pair's two results, so they read as two pictures (a strip's frames touch). */
export const PAIR_GAP = 24;
/** A still is shown at its own size up to this long side (never enlarged). */
const STILL_SIDE = 4096;
const BACKGROUND = '#ffffff';

/** `pictures` laid in a row (`across`) or a column, `gap` apart, on white. */
export function lineUp(pictures: readonly Pixels[], across: boolean, gap: number): Promise<Pixels> {
  const pieces: Placed[] = [];
  let at = 0;
  for (const picture of pictures) {
    pieces.push({ picture, left: across ? at : 0, top: across ? 0 : at });
    at += (across ? picture.width : picture.height) + gap;
  }
  const along = Math.max(1, at - gap);
  const width = across ? along : Math.max(1, ...pictures.map((picture) => picture.width));
  const height = across ? Math.max(1, ...pictures.map((picture) => picture.height)) : along;
  return composePictures({ width, height }, BACKGROUND, pieces);
}

export const clipMime = (file: string): string => (file.endsWith('.gif') ? 'image/gif' : 'video/mp4');

/** The result in `file` as a reader sees it alone (an absolute panel; a still in a pair too). */
export async function panelPicture(file: string): Promise<Pixels> {
  const bytes = new Uint8Array(await readFile(file));
  if (!isMotionFile(file)) return decodePhoto(bytes, STILL_SIDE);
  const { frames } = await clipFrames(bytes, clipMime(file), STRIP_FRAMES, STRIP_FRAME_SIDE);
  return lineUp(frames, true, 0);
}

/** Two results of one pair: stills side by side, clips' strips one above the other. */
export function pairPicture(first: Pixels, second: Pixels, motion: boolean): Promise<Pixels> {
  return lineUp([first, second], !motion, PAIR_GAP);
}
