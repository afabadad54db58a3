// Whether a photo is black and white: the one rule every recipe that treats such a photo apart
// reads (pix/younger keeps it grey, the dressed scenes print it, pix/elegant paints its dark hair
// grey). Each used to decide it its own way (a share of coloured pixels, the face's mean chroma
// over its light, the photo's mean chroma), three thresholds for one question.
import type { Rgb } from './raster';

/** A pixel counts as coloured when its channels (0–1) spread by more than this. */
const COLOURED = 0.06;
/** A photo is black and white when fewer than this share of its pixels are coloured. */
const FEW = 0.02;

/**
 * The share of `picture`'s pixels that are coloured. The sample photos: the held-out
 * black-and-white woman 0, the dullest colour photo (the man at his dark table) about a fifth,
 * the rest 0.55–0.96; a black-and-white JPEG's colour noise stays far under FEW.
 */
export function colouredShare(picture: Rgb): number {
  const { data } = picture;
  const pixels = data.length / 3;
  let coloured = 0;
  for (let p = 0; p < data.length; p += 3) {
    if (Math.max(data[p], data[p + 1], data[p + 2]) - Math.min(data[p], data[p + 1], data[p + 2]) > COLOURED) coloured++;
  }
  return pixels ? coloured / pixels : 0;
}

export function isBlackAndWhite(picture: Rgb): boolean {
  return colouredShare(picture) < FEW;
}
