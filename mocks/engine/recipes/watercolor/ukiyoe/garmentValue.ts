// The clothes keep the photo's light and dark, and a pattern only where the photo has one. By
// the seed alone, the man at the table's white shirt printed as red stripes and his black
// jacket as a green striped one ("flat clip-art", to the panel): a print keeps a white collar
// white and a black robe black, and patterns the cloth that is patterned.
import { rgbToLab } from '../../shared/colour';
import type { Rgb } from '../../shared/raster';

/** Pale clothes greyer than this (CIELAB chroma of the smoothed photo) are white: a shirt, a collar (a pale blue one keeps its blue). */
const WHITE_CHROMA = 12;
/** Dark clothes' median this dark and grey (L, chroma) are black: a suit, a black T-shirt. */
const BLACK_L = 30;
const BLACK_CHROMA = 8;
/**
 * The photo's fine texture (its grey less its mean over a box PATTERN_SIGMA of the long side
 * either side, the mean absolute difference) over the clothes, at least this when the cloth is
 * patterned (the gallery's plain clothes read 0.002–0.015, the man's jacket and shirt the most).
 */
const PATTERN_SIGMA = 0.004;
const PATTERNED = 0.03;

export interface GarmentValue {
  /** 1 where the clothes are white in the photo. */
  white: Uint8Array;
  /** Whether the dark clothes are black or grey (no hue, dark): printed in the black garment. */
  black: boolean;
  /** Whether the clothes carry a pattern in the photo. */
  patterned: boolean;
}

/** The sitter's clothes: all of them, those in a dark print block, those in a pale one (paper, pale blue). */
export interface Clothes {
  clothed: Uint8Array;
  dark: Uint8Array;
  pale: Uint8Array;
}

/** What the photo says of the sitter's clothes on `flat` (the smoothed photo) and `photo`. */
export function garmentValue(photo: Rgb, flat: Rgb, { clothed, dark, pale }: Clothes): GarmentValue {
  const lab: [number, number, number] = [0, 0, 0];
  const white = new Uint8Array(pale.length);
  for (let i = 0; i < pale.length; i++) {
    if (!pale[i]) continue;
    rgbToLab(flat.data[i * 3], flat.data[i * 3 + 1], flat.data[i * 3 + 2], lab);
    white[i] = Math.hypot(lab[1], lab[2]) < WHITE_CHROMA ? 1 : 0;
  }
  const darkL: number[] = [];
  const darkChroma: number[] = [];
  for (let i = 0; i < dark.length; i += 7) {
    if (!dark[i]) continue;
    rgbToLab(flat.data[i * 3], flat.data[i * 3 + 1], flat.data[i * 3 + 2], lab);
    darkL.push(lab[0]);
    darkChroma.push(Math.hypot(lab[1], lab[2]));
  }
  const middle = (values: number[]): number => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  const black = darkL.length >= 50 && middle(darkL) < BLACK_L && middle(darkChroma) < BLACK_CHROMA;
  return { white, black, patterned: texture(photo, clothed) >= PATTERNED };
}

/** Every STRIDE-th pixel across and down is read for the texture: its mean needs no more, and a blur of the whole picture cost 0.1 s. */
const STRIDE = 3;

/** The mean absolute fine texture of `photo`'s grey over `within`: each read pixel less the mean of the box round it. */
function texture(photo: Rgb, within: Uint8Array): number {
  const { width, height, data } = photo;
  const reach = Math.max(2, Math.round(Math.max(width, height) * PATTERN_SIGMA));
  const grey = (i: number): number => 0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2];
  let [sum, count] = [0, 0];
  for (let y = reach; y < height - reach; y += STRIDE)
    for (let x = reach; x < width - reach; x += STRIDE) {
      if (!within[y * width + x]) continue;
      let around = 0;
      for (let dy = -reach; dy <= reach; dy++) for (let dx = -reach; dx <= reach; dx++) around += grey((y + dy) * width + x + dx);
      sum += Math.abs(grey(y * width + x) - around / (2 * reach + 1) ** 2);
      count++;
    }
  return sum / Math.max(1, count);
}
