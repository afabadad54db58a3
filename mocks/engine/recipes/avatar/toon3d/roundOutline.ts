// A 3D toon's figure below the eyes is one rounded shape: the neck's column, the jaw and the long
// hair beside it are each cut separately (./masses.ts, ./neckline.ts, ./neckLift.ts), and where
// they meet the outline had steps and notches ("stepped jaw-to-neck joins", a hair fall ending
// jaggedly by the jaw, small nubs at the cheek sides). Here the outline below the eyes is blurred
// and cut again at half, which rounds each corner and fills each notch narrower than the blur,
// and where the figure grows the masses round it fill it from their blurred shares, sharpened
// back to crisp borders (as ./masses.ts draws them). The face's oval is left as it is.
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, eyeLineY, faceFrame, type XY } from '../landmarks';
import { dropIslands } from './islands';
import type { Masses } from './masses';
import { NECK_HALF, neckMiddle } from './neckline';

/** The blur that rounds the outline, in eye distances: notches and steps narrower than about twice it go. */
const ROUNDING = 0.08;

const IN = 1;
const OUT = 255;

/** Whether part `k` (0 skin, 1 hair, then the clothes) may take pixel `i` where the figure grows. */
type MayGrow = (k: number, i: number) => boolean;

/**
 * Adds `amount` of the figure to pixel `i`, split among the `parts` that `may` grow there by their
 * blurred `shares` (to the eighth power: crisp borders, as ./masses.ts draws them). Returns what
 * was added (nothing when no part that may grow is near).
 */
function gain(parts: readonly Grey[], shares: readonly Float32Array[], i: number, amount: number, may: MayGrow): number {
  let total = 0;
  for (let k = 0; k < parts.length; k++) if (may(k, i)) total += shares[k][i] ** 8;
  if (total <= 0) return 0;
  for (let k = 0; k < parts.length; k++) if (may(k, i)) parts[k].data[i] += (shares[k][i] ** 8 / total) * amount;
  return amount;
}

/** The hair's least blurred share where it may grow: under it a thin tongue of hair reached out. */
const HAIR_NEAR = 0.05;

/**
 * Which part may take a pixel the figure gains: skin as `skinMay` says; the clothes only below the
 * chin's row (above it, beside the jaw and the neck, the clothes' colour climbed up in a thin
 * sliver, "a dark line along the jaw" to blind readers: a shirt never rises above the chin); the
 * hair only where it is near (`HAIR_NEAR`).
 */
function mayGrow(mesh: readonly XY[], width: number, skinMay: (i: number) => boolean, hairShare: Float32Array): MayGrow {
  const chinRow = Math.round(mesh[152][1]) * width;
  return (k, i) => (k === 0 ? skinMay(i) : k === 1 ? hairShare[i] >= HAIR_NEAR : i >= chinRow);
}

/**
 * Where a pixel the figure gains may be skin: below the chin, in the neck's column (./neckline.ts).
 * Beside the face (above the chin) a gap between the hair and the jaw filled with skin widened the
 * jaw on that side; and the gap beside the neck under the jaw's corner, filled with hair above the
 * chin's row and with skin under it, was a square of hair with a level bottom edge over a widened
 * neck ("a dark square blob at the right jaw" to the blind panel).
 */
function skinMayGrow(mesh: readonly XY[], width: number): (i: number) => boolean {
  const chin = mesh[152][1];
  const middle = neckMiddle(mesh);
  const half = faceFrame(mesh).faceWidth * NECK_HALF;
  return (i) => i >= chin * width && Math.abs((i % width) + 0.5 - middle) < half;
}

/**
 * Fills, in place, each hole in the figure (the backdrop enclosed by it, under `most` pixels) with
 * what surrounds it: the masses' shares blurred wide, skin only where `skinMay`. A hole in the hair
 * read as a cut-out ("holes in the hair"), and the rounding opened a narrow one into a bite out
 * of the outline.
 */
function fillHoles(masses: Masses, parts: readonly Grey[], unit: number, may: MayGrow, most: number): void {
  const { silhouette } = masses;
  const { width, height, data } = silhouette;
  const labels = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) labels[i] = data[i] > 0.5 ? IN : OUT;
  const before = labels.slice();
  const onBorder = (i: number): boolean => {
    const x = i % width;
    return i < width || i >= width * (height - 1) || x === 0 || x === width - 1;
  };
  dropIslands(labels, width, OUT, onBorder, () => IN);
  const hole = createGrey(width, height);
  let holes = 0;
  for (let i = 0; i < data.length; i++)
    if (labels[i] !== before[i]) {
      hole.data[i] = 1;
      holes++;
    }
  if (!holes || holes > most) return;
  // Its antialiased rim too: the pixels round it under half.
  const rim = blurLocal(hole, 1).data;
  const wide = parts.map((part) => blurLocal(part, unit * 0.3).data);
  for (let i = 0; i < data.length; i++) {
    if (hole.data[i] <= 0 && rim[i] <= 0.01) continue;
    data[i] += gain(parts, wide, i, 1 - data[i], may);
  }
}

/** Rounds, in place, the figure's outline below the eyes and redraws its masses within it. */
export function roundOutline(masses: Masses, mesh: readonly XY[]): void {
  const { silhouette, face } = masses;
  const { width, height } = silhouette;
  const unit = distance(mesh[33], mesh[263]);
  const skinMay = skinMayGrow(mesh, width);
  const parts: Grey[] = [masses.skin, masses.hair, ...masses.clothes.map((c) => c.mask)];
  // A hole enclosed by the figure is filled by whatever surrounds it (skin only in the neck's column).
  const holeMay: MayGrow = (k, i) => k !== 0 || skinMay(i);
  fillHoles(masses, parts, unit, holeMay, unit * unit);
  const sigma = unit * ROUNDING;
  const eyes = eyeLineY(mesh);
  const blurred = blurLocal(silhouette, sigma).data;
  const shares = parts.map((part) => blurLocal(part, sigma).data);
  const may = mayGrow(mesh, width, skinMay, shares[1]);
  // A cut at half with a ramp of about a pixel and a half (./masses.ts's outline).
  const half = 0.75 / (sigma * Math.sqrt(2 * Math.PI));
  for (let y = Math.max(0, Math.floor(eyes)); y < height; y++) {
    // Faded in over the eye distance under the eyes: above, the head's outline is the hair's own.
    const below = smoothstep(eyes, eyes + unit * 0.5, y);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const keep = face.data[i] > 0.5 ? 1 : 1 - below;
      const round = smoothstep(0.5 - half, 0.5 + half, blurred[i]);
      const old = silhouette.data[i];
      const s = old * keep + round * (1 - keep);
      // Where the figure shrinks a pixel keeps its own masses, scaled down (redrawn from the
      // blurred shares, the borders between masses moved). Where it grows, or where the masses
      // fall short of it (the photo showed through, a dark lens in the brown-skinned woman's
      // hair), what it gains is the masses round it, skin only in the neck's column (`skinMayGrow`).
      if (s < old) for (const part of parts) part.data[i] *= s / old;
      if (keep === 1) continue;
      let sum = 0;
      for (const part of parts) sum += part.data[i];
      silhouette.data[i] = s > sum ? sum + gain(parts, shares, i, s - sum, may) : s;
    }
  }
  // Again: the rounding can close a narrow notch's mouth into a hole.
  fillHoles(masses, parts, unit, holeMay, unit * unit);
}
