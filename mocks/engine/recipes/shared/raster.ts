// The pictures recipes paint on: plain typed arrays, so per-pixel work stays in one fast loop
// and the image adapter (sharp) is needed only to cut, resize and encode.
import { sampleOne } from './sample';

/** An RGB picture, channels interleaved (r, g, b, r, …), each 0–1. */
export interface Rgb {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

/** One channel, 0–1: grey, masks, textures, ink. */
export interface Grey {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

export type Colour = readonly [r: number, g: number, b: number];

export function createRgb(width: number, height: number): Rgb {
  return { width, height, data: new Float32Array(width * height * 3) };
}

export function createGrey(width: number, height: number, fill = 0): Grey {
  const data = new Float32Array(width * height);
  if (fill !== 0) data.fill(fill);
  return { width, height, data };
}

export function cloneRgb(picture: Rgb): Rgb {
  return { width: picture.width, height: picture.height, data: picture.data.slice() };
}

/** Rec. 601 luma of each pixel. */
/** A colour's Rec. 601 luma, 0–255 for 0–255 channels: the grey `toGrey` writes (inlined there for speed). */
/** The most of several masks, pixel by pixel, into the first (a new mask: start from createGrey). */
export function unionInto(into: Grey, ...others: readonly (Grey | undefined)[]): Grey {
  for (const other of others) {
    if (!other) continue;
    for (let i = 0; i < into.data.length; i++) if (other.data[i] > into.data[i]) into.data[i] = other.data[i];
  }
  return into;
}

export function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export function lumaOf(colour: Colour): number {
  return luma(colour[0], colour[1], colour[2]);
}

/** Any picture of interleaved RGB (0–1 floats or bytes): what `meanColourAround` reads. */
export interface RgbLike {
  readonly width: number;
  readonly height: number;
  readonly data: ArrayLike<number>;
}

/**
 * The mean colour of the square from round(centre − radius) to centre + radius on each axis (so a
 * point at a half pixel or more reads one row and column fewer), in the picture's own scale;
 * pixels past its edge are left out (black when none lie inside). How keySide.ts reads the face's
 * lit side and tongueLightRead.ts the light round the mouth (its old 5×5 patch, round the rounded
 * point, repeated edge pixels instead).
 */
export function meanColourAround(picture: RgbLike, [cx, cy]: readonly [number, number, number?], radius: number): Colour {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(cy - radius); y <= cy + radius; y++) {
    for (let x = Math.round(cx - radius); x <= cx + radius; x++) {
      if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
      const p = (y * picture.width + x) * 3;
      for (let channel = 0; channel < 3; channel++) sum[channel] += picture.data[p + channel];
      count++;
    }
  }
  const n = Math.max(1, count);
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** A colour's chroma as HSV saturation: (max − min) / max, 0 for grey or black. */
export function chromaOf(colour: Colour): number {
  const max = Math.max(...colour);
  return (max - Math.min(...colour)) / (max || 1);
}

/** `colour` keeping `share` of its chroma at the same luma (0: its grey; any scale of channel). */
export function keepChroma(colour: Colour, share: number): Colour {
  const grey = lumaOf(colour);
  return [grey + share * (colour[0] - grey), grey + share * (colour[1] - grey), grey + share * (colour[2] - grey)];
}

/** `a` moved `t` of the way to `b`, channel by channel (not clamped: `t` outside 0–1 goes past them). */
/** `a` drawn the share `t` of the way to `b`: one channel of `mixColour`, for loops that make no colour per pixel. */
export function mixChannel(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function mixColour(a: Colour, b: Colour, t: number): Colour {
  return [mixChannel(a[0], b[0], t), mixChannel(a[1], b[1], t), mixChannel(a[2], b[2], t)];
}

export function toGrey(picture: Rgb): Grey {
  const grey = createGrey(picture.width, picture.height);
  const { data } = picture;
  for (let i = 0, p = 0; i < grey.data.length; i++, p += 3) {
    grey.data[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  }
  return grey;
}

/** The three channels as separate planes (filters run per plane). */
export function splitChannels(picture: Rgb): [Grey, Grey, Grey] {
  const planes: [Grey, Grey, Grey] = [
    createGrey(picture.width, picture.height),
    createGrey(picture.width, picture.height),
    createGrey(picture.width, picture.height),
  ];
  const { data } = picture;
  for (let i = 0, p = 0; i < planes[0].data.length; i++, p += 3) {
    planes[0].data[i] = data[p];
    planes[1].data[i] = data[p + 1];
    planes[2].data[i] = data[p + 2];
  }
  return planes;
}

export function mergeChannels(planes: readonly [Grey, Grey, Grey]): Rgb {
  const [r, g, b] = planes;
  const picture = createRgb(r.width, r.height);
  for (let i = 0, p = 0; i < r.data.length; i++, p += 3) {
    picture.data[p] = r.data[i];
    picture.data[p + 1] = g.data[i];
    picture.data[p + 2] = b.data[i];
  }
  return picture;
}

/** Applies a per-plane filter to each channel. */
export function perChannel(picture: Rgb, filter: (plane: Grey) => Grey): Rgb {
  const [r, g, b] = splitChannels(picture);
  return mergeChannels([filter(r), filter(g), filter(b)]);
}

export function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

export function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

/** Bilinear sample of a grey plane at a fractional position (clamped to the edges): shared/sample.ts's. */
export const sampleGrey: (plane: Grey, x: number, y: number) => number = sampleOne;

/**
 * The plane `factor`× as wide and tall (bilinear, pixel centres kept in place). A texture drawn
 * at a picture's normal size and enlarged so: an HD picture (shared/scale.ts) keeps the very
 * strokes and grain of the normal one.
 */
export function enlargeGrey(plane: Grey, factor: number): Grey {
  if (factor === 1) return plane;
  const result = createGrey(plane.width * factor, plane.height * factor);
  for (let y = 0, i = 0; y < result.height; y++) {
    const sy = (y + 0.5) / factor - 0.5;
    for (let x = 0; x < result.width; x++, i++) result.data[i] = sampleGrey(plane, (x + 0.5) / factor - 0.5, sy);
  }
  return result;
}

/** The plane resampled to `width` × `height` (bilinear, pixel centres lined up): a mask found at a model's size drawn at the picture's. */
export function resizeGrey(plane: Grey, width: number, height: number): Grey {
  if (plane.width === width && plane.height === height) return plane;
  const result = createGrey(width, height);
  const fx = plane.width / width;
  const fy = plane.height / height;
  for (let y = 0, i = 0; y < height; y++) {
    const sy = (y + 0.5) * fy - 0.5;
    for (let x = 0; x < width; x++, i++) result.data[i] = sampleGrey(plane, (x + 0.5) * fx - 0.5, sy);
  }
  return result;
}
