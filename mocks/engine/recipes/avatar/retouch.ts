// A retoucher's moves on the aligned face, shared by the styles: smoother skin, a softer
// background, tone and colour, glow and a vignette. All in place on 0–1 floats.
import { adjustSaturation } from '../shared/colour';
import { createRgb, type Colour, type Grey, type Rgb } from '../shared/raster';
import { blurRgb, guidedRgb } from './blur';
import { distance, FACE_OVAL, type XY } from './landmarks';
import { skinMask, subjectMask } from './masks';
import { wideBlurRgb } from './resample';

/** `base` moved towards `other` where the mask says, by `amount` (in place on base). */
export function blendWithMask(base: Rgb, other: Rgb, mask: Grey, amount = 1): void {
  const a = base.data;
  const b = other.data;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const m = mask.data[i] * amount;
    if (m <= 0) continue;
    a[p] += (b[p] - a[p]) * m;
    a[p + 1] += (b[p + 1] - a[p + 1]) * m;
    a[p + 2] += (b[p + 2] - a[p + 2]) * m;
  }
}

/** The inter-eye distance, the yardstick for every filter radius so a style looks the same at any face size. */
export function faceUnit(mesh: readonly XY[]): number {
  return Math.max(8, distance(mesh[33], mesh[263]));
}

/** The part of the picture inside a box (left, top, width, height), copied out. */
function cut(picture: Rgb, left: number, top: number, width: number, height: number): Rgb {
  const part = createRgb(width, height);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * picture.width + left) * 3;
    part.data.set(picture.data.subarray(from, from + width * 3), y * width * 3);
  }
  return part;
}

/** Evens out the skin (guided filter) and leaves the eyes, brows and lips as they were. */
export function smoothSkin(picture: Rgb, mesh: readonly XY[], strength: number): void {
  const unit = faceUnit(mesh);
  const radius = Math.max(2, Math.round(unit * 0.06));
  // Only the box around the face is filtered: a fifth of the pixels.
  const xs = FACE_OVAL.map((index) => mesh[index][0]);
  const ys = FACE_OVAL.map((index) => mesh[index][1]);
  const margin = radius * 2 + 12;
  const left = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const top = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const right = Math.min(picture.width, Math.ceil(Math.max(...xs) + margin));
  const bottom = Math.min(picture.height, Math.ceil(Math.max(...ys) + margin));
  if (right - left < 4 || bottom - top < 4) return;
  const smooth = guidedRgb(cut(picture, left, top, right - left, bottom - top), radius, 0.0025 + 0.004 * strength);
  const mask = skinMask(mesh, picture.width);
  const amount = Math.min(1, strength);
  const { data } = picture;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const m = mask.data[y * picture.width + x] * amount;
      if (m <= 0) continue;
      const p = (y * picture.width + x) * 3;
      const q = ((y - top) * (right - left) + (x - left)) * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (smooth.data[q + c] - data[p + c]) * m;
    }
  }
}

/** Blurs what is not the head and shoulders, as a portrait lens would. */
export function softenBackground(picture: Rgb, mesh: readonly XY[], sigma: number): void {
  const subject = subjectMask(mesh, picture.width);
  const blurred = wideBlurRgb(picture, sigma);
  for (let i = 0; i < subject.data.length; i++) subject.data[i] = 1 - subject.data[i];
  blendWithMask(picture, blurred, subject);
}

export interface ToneOptions {
  /** Added to every channel (−1…1). */
  brightness?: number;
  /** Contrast about mid-grey (1: unchanged). */
  contrast?: number;
  saturation?: number;
  /** Warmth: red up and blue down (−1…1, 0.1 is a warm afternoon). */
  warmth?: number;
  /** A colour cast multiplied in, then `tintAmount` of it kept. */
  tint?: Colour;
  tintAmount?: number;
  /** Lifts the blacks (a matte print), 0–1. */
  lift?: number;
}

export function tone(picture: Rgb, options: ToneOptions): void {
  const { data } = picture;
  const brightness = options.brightness ?? 0;
  const contrast = options.contrast ?? 1;
  const warmth = options.warmth ?? 0;
  const lift = options.lift ?? 0;
  const tint = options.tint ?? [1, 1, 1];
  const tintAmount = options.tintAmount ?? 0;
  if (options.saturation !== undefined) adjustSaturation(picture, options.saturation);
  for (let p = 0; p < data.length; p += 3) {
    for (let c = 0; c < 3; c++) {
      let v = (data[p + c] - 0.5) * contrast + 0.5 + brightness;
      if (c === 0) v += warmth * 0.5;
      if (c === 2) v -= warmth * 0.5;
      v = v * (1 - tintAmount) + v * tint[c] * tintAmount;
      v = lift + v * (1 - lift);
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}

/** A soft bloom: the blurred highlights screened over the picture. */
export function glow(picture: Rgb, sigma: number, amount: number, threshold = 0.55): void {
  const highlights: Rgb = { width: picture.width, height: picture.height, data: picture.data.slice() };
  const h = highlights.data;
  for (let p = 0; p < h.length; p++) h[p] = Math.max(0, h[p] - threshold) / (1 - threshold);
  const bloom = wideBlurRgb(highlights, sigma).data;
  const { data } = picture;
  for (let p = 0; p < data.length; p++) data[p] = 1 - (1 - data[p]) * (1 - bloom[p] * amount);
}

/** Darkens (or tints) towards the corners; `roundness` 1 is a circle, larger keeps more of the middle. */
export function vignette(picture: Rgb, strength: number, colour: Colour = [0, 0, 0], reach = 0.75): void {
  const { width, height, data } = picture;
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.hypot(cx, cy);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / radius;
      const t = d <= reach * 0.5 ? 0 : Math.min(1, (d - reach * 0.5) / (1 - reach * 0.5));
      const m = strength * t * t;
      const p = (y * width + x) * 3;
      data[p] += (colour[0] - data[p]) * m;
      data[p + 1] += (colour[1] - data[p + 1]) * m;
      data[p + 2] += (colour[2] - data[p + 2]) * m;
    }
  }
}

/** Unsharp mask: detail brought back after the softer moves. */
export function sharpen(picture: Rgb, sigma: number, amount: number): void {
  const blurred = blurRgb(picture, sigma).data;
  const { data } = picture;
  for (let p = 0; p < data.length; p++) {
    const v = data[p] + (data[p] - blurred[p]) * amount;
    data[p] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
}
