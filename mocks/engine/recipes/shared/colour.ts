// Colour conversions for palette work: distances and lightness steps are judged in CIELAB,
// where equal steps look equal; hue and saturation moves in HSL.
import { type Colour, type Rgb } from './raster';

const toLinear = new Float32Array(4096);
for (let i = 0; i < toLinear.length; i++) {
  const v = i / (toLinear.length - 1);
  toLinear[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function linearOf(v: number): number {
  return toLinear[Math.round((v < 0 ? 0 : v > 1 ? 1 : v) * (toLinear.length - 1))];
}

function gammaOf(v: number): number {
  const c = v < 0 ? 0 : v > 1 ? 1 : v;
  return c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
}

function labF(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

function labFInverse(t: number): number {
  return t > 0.206893 ? t * t * t : (t - 16 / 116) / 7.787;
}

/** sRGB (0–1) to CIELAB (D65): L 0–100, a and b about −100…100. */
export function rgbToLab(r: number, g: number, b: number, out: [number, number, number]): void {
  const lr = linearOf(r);
  const lg = linearOf(g);
  const lb = linearOf(b);
  const x = labF((0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047);
  const y = labF(0.2126 * lr + 0.7152 * lg + 0.0722 * lb);
  const z = labF((0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883);
  out[0] = 116 * y - 16;
  out[1] = 500 * (x - y);
  out[2] = 200 * (y - z);
}

export function labToRgb(l: number, a: number, bb: number, out: [number, number, number]): void {
  const fy = (l + 16) / 116;
  const x = 0.95047 * labFInverse(fy + a / 500);
  const y = labFInverse(fy);
  const z = 1.08883 * labFInverse(fy - bb / 200);
  out[0] = gammaOf(3.2406 * x - 1.5372 * y - 0.4986 * z);
  out[1] = gammaOf(-0.9689 * x + 1.8758 * y + 0.0415 * z);
  out[2] = gammaOf(0.0557 * x - 0.204 * y + 1.057 * z);
}

/** The picture in CIELAB, interleaved L, a, b. */
export function pictureToLab(picture: Rgb): Float32Array {
  const lab = new Float32Array(picture.data.length);
  const scratch: [number, number, number] = [0, 0, 0];
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    rgbToLab(data[p], data[p + 1], data[p + 2], scratch);
    lab[p] = scratch[0];
    lab[p + 1] = scratch[1];
    lab[p + 2] = scratch[2];
  }
  return lab;
}

/** '#rrggbb' to a colour. */
export function hex(code: string): Colour {
  const value = Number.parseInt(code.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

export function colourToLab(colour: Colour): [number, number, number] {
  const lab: [number, number, number] = [0, 0, 0];
  rgbToLab(colour[0], colour[1], colour[2], lab);
  return lab;
}

/** The colour of Lab `l`, `a`, `b`, each channel clamped to 0–1. */
export function labColour(l: number, a: number, b: number): Colour {
  const out: [number, number, number] = [0, 0, 0];
  labToRgb(l, a, b, out);
  return [Math.min(1, Math.max(0, out[0])), Math.min(1, Math.max(0, out[1])), Math.min(1, Math.max(0, out[2]))];
}

/** Scales each pixel's saturation around its grey and shifts its lightness, in place. */
export function adjustSaturation(picture: Rgb, saturation: number): void {
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const grey = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    data[p] = grey + (data[p] - grey) * saturation;
    data[p + 1] = grey + (data[p + 1] - grey) * saturation;
    data[p + 2] = grey + (data[p + 2] - grey) * saturation;
  }
}
