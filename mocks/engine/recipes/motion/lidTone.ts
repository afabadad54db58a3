// The colour a shut lid is moved by to match the skin around the eye. The shut lid is drawn from
// a thin band of the photo's lid skin just above the lashes (eyeWarp.ts), and that band is often
// paler and greyer than the face around it (a lid's highlight, shadow or make-up): stretched over
// the eye it read as a pasted patch (readers: "pale grey pasted-looking lid patches", "flat grey
// lid patches"). The lid is moved to the mean of the skin it meets around the eye: a band above the
// lid's crease and the lower lid's skin under the eye.
import { globalX, globalY, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Lens } from './glasses';
import type { Raster } from './raster';

/** The lid's band as eyeWarp.ts draws a fully shut lid from it: this share of the brow-to-lid gap above the lid line, less its rim. */
const STRIP = 0.4;
const RIM = 0.65;

/** The ring: above the crease this share of the brow-to-lid gap, below the lower lid this share of the eye's opening. */
const ABOVE = 0.25;
const BELOW = 0.5;

/** The most the lid's tone is moved (RGB distance, levels): the man's lid, the palest, was 43 off. */
const MOST = 20;

/** How far the lid's tone is moved, per channel (levels, −255 to 255): the ring's mean less the band's. */
export type LidTone = readonly [number, number, number];

const seen = new WeakMap<EyeGeometry, { source: Raster; tone: LidTone }>();

function mean(values: number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

function toneOf(source: Raster, eye: EyeGeometry, lens: Lens | null): LidTone {
  const { width, height, data } = source;
  const band: number[][] = [[], [], []];
  const ring: number[][] = [[], [], []];
  const reach = Math.floor(0.8 * eye.halfWidth);
  const take = (u: number, v: number): number => {
    const x = Math.round(globalX(eye.frame, u, v));
    const y = Math.round(globalY(eye.frame, u, v));
    return x < 0 || y < 0 || x >= width || y >= height ? -1 : (y * width + x) * 3;
  };
  for (let u = -reach; u <= reach; u++) {
    const upper = profileAt(eye.upperLid, u);
    const lower = profileAt(eye.lowerLid, u);
    const brow = Math.min(profileAt(eye.brow, u), upper - 1);
    const full = STRIP * (upper - brow);
    const strip = lens ? Math.min(full, lens.skinAbove) : full;
    const crease = upper - strip;
    for (let v = Math.ceil(crease); v <= upper - RIM * strip; v++) {
      const p = take(u, v);
      if (p < 0) continue;
      for (let c = 0; c < 3; c++) band[c].push(data[p + c]);
    }
    // The skin the shut lid meets: a band above its crease, and the lower lid's skin under the eye.
    const rows: number[] = [];
    for (let v = Math.ceil(crease - ABOVE * (upper - brow)); v < crease; v++) rows.push(v);
    for (let v = Math.ceil(lower + 1); v <= lower + BELOW * (lower - upper); v++) rows.push(v);
    for (const v of rows) {
      const p = take(u, v);
      if (p < 0) continue;
      for (let c = 0; c < 3; c++) ring[c].push(data[p + c]);
    }
  }
  if (band[0].length === 0 || ring[0].length === 0) return [0, 0, 0];
  const shift = [mean(ring[0]) - mean(band[0]), mean(ring[1]) - mean(band[1]), mean(ring[2]) - mean(band[2])];
  // A larger gap is the ring reading more than skin (an eye the mesh's lids miss, with its lashes
  // and iris under the lower lid line): the lid then moves only this far toward it.
  const scale = Math.min(1, MOST / Math.max(1, Math.hypot(shift[0], shift[1], shift[2])));
  return [shift[0] * scale, shift[1] * scale, shift[2] * scale];
}

/** The shift that brings `eye`'s shut lid to the skin around it, worked out once per photo. */
export function lidTone(source: Raster, eye: EyeGeometry, lens: Lens | null): LidTone {
  const known = seen.get(eye);
  if (known && known.source === source) return known.tone;
  const tone = toneOf(source, eye, lens);
  seen.set(eye, { source, tone });
  return tone;
}
