// The features a pencil artist shades rather than outlines, from the mesh and the photo's own
// tones: the lips filled (the upper lip, turned down from the light, darker than the lower), the
// brows a tapering mass of short hairs at the darkness the photo has them, and a woman's upper
// lash line thickening to its outer corner with a few lashes flicked out from it. Drawn as two
// thin outlines each, every sitter's brows and lips were the same template, and the women read
// masculine (the forty-sixth and sixty-second stops' readers: "its women masculine").
import { clamp01, createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { smoothCurve, strokeShaped } from '../featureLines';
import { distance, outline as meshPoints, type XY } from '../landmarks';
import { fillPolygon } from '../masks';
import { type Wearer } from '../traits';

// The lips' outer and inner outlines, each from the picture's left corner to its right.
const UPPER_OUTER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291];
const UPPER_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
const LOWER_OUTER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291];
const LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
// Each brow's lower and upper edge, from its inner end (by the nose) to its tail.
const BROWS = [
  { lower: [55, 65, 52, 53, 46], upper: [107, 66, 105, 63, 70] },
  { lower: [285, 295, 282, 283, 276], upper: [336, 296, 334, 293, 300] },
] as const;
// Each upper lid from its outer corner to its inner one, and the eye's lower lid's middle.
const UPPER_LIDS = [
  { lid: [33, 246, 161, 160, 159, 158, 157, 173, 133], below: 145 },
  { lid: [263, 466, 388, 387, 386, 385, 384, 398, 362], below: 374 },
] as const;

/** How dark each lip is filled (upper, lower): a woman's fuller, a man's a light touch. */
const LIP_TONE: Record<Wearer, readonly [number, number]> = {
  woman: [0.44, 0.3],
  unsure: [0.32, 0.21],
  man: [0.2, 0.12],
};

export interface ShadedFeatures {
  /** The lips' tone, 0 paper … 1 graphite. */
  lips: Grey;
  /** The brows' hairs and the tone under them. */
  brows: Grey;
  /** A woman's lash line and lashes (undefined for anyone else). */
  lashes: Grey | undefined;
}

/** The shaded features of the face in `mesh`, read against the photo's `grey`, drawn with a pen `pen` pixels wide. */
export function shadedFeatures(mesh: readonly XY[], grey: Grey, pen: number, wearer: Wearer): ShadedFeatures {
  const size = grey.width;
  return {
    lips: lipsTone(mesh, size, pen, wearer),
    brows: browHairs(mesh, grey, pen, wearer),
    lashes: wearer === 'woman' ? lashLines(mesh, size, pen) : undefined,
  };
}

function lipsTone(mesh: readonly XY[], size: number, pen: number, wearer: Wearer): Grey {
  const [upperTone, lowerTone] = LIP_TONE[wearer];
  const upper = fillPolygon([...meshPoints(mesh, UPPER_OUTER), ...meshPoints(mesh, UPPER_INNER).reverse()], size, size);
  const lower = fillPolygon([...meshPoints(mesh, LOWER_OUTER), ...meshPoints(mesh, LOWER_INNER).reverse()], size, size);
  // Feathered a little, as graphite rubbed into the paper ends: cut hard it was a sticker.
  const softUpper = blurLocal(upper, Math.max(0.8, pen * 0.6));
  const softLower = blurLocal(lower, Math.max(0.8, pen * 0.6));
  // The lower lip catches the light on its upper half and is shaded along its lower edge. (Evenly
  // filled, a smile the mesh closes over the teeth was a grey crescent where the teeth show.)
  const lowerInner = smoothCurve(meshPoints(mesh, LOWER_INNER), 4);
  const lowerOuter = smoothCurve(meshPoints(mesh, LOWER_OUTER), 4);
  const middleX = (mesh[61][0] + mesh[291][0]) / 2;
  const tone = createGrey(size, size);
  for (let i = 0; i < tone.data.length; i++) {
    const u = softUpper.data[i];
    const l = softLower.data[i];
    if (u === 0 && l === 0) continue;
    const x = i % size;
    const y = (i - x) / size;
    const inner = rowAt(lowerInner, x);
    const depth = clamp01((y - inner) / Math.max(1, rowAt(lowerOuter, x) - inner));
    // Laid in short strokes across the lips, as their creases run: a flat fill was a sticker.
    const crease = 0.78 + 0.22 * Math.cos((2 * Math.PI * (x - middleX)) / Math.max(2.5, pen * 2.2));
    tone.data[i] = Math.max(u * upperTone, l * lowerTone * (0.3 + 0.7 * smoothstep(0.15, 0.85, depth))) * crease;
  }
  return tone;
}

/** The height of a curve running across the picture at column `x` (its nearer end's beyond it). */
function rowAt(curve: readonly XY[], x: number): number {
  for (let k = 1; k < curve.length; k++) {
    const [ax, ay] = curve[k - 1];
    const [bx, by] = curve[k];
    if ((x - ax) * (x - bx) <= 0) return bx === ax ? ay : ay + ((by - ay) * (x - ax)) / (bx - ax);
  }
  const first = curve[0];
  const last = curve[curve.length - 1];
  return Math.abs(x - first[0]) < Math.abs(x - last[0]) ? first[1] : last[1];
}

/** A point `t` (0 … 1) of the way along a curve, by its points' count. */
function along(curve: readonly XY[], t: number): XY {
  const at = clamp01(t) * (curve.length - 1);
  const k = Math.min(curve.length - 2, Math.floor(at));
  const f = at - k;
  return [curve[k][0] + (curve[k + 1][0] - curve[k][0]) * f, curve[k][1] + (curve[k + 1][1] - curve[k][1]) * f];
}

/** The photo's mean grey over a mask's pixels (0.5 where it has none). */
function meanUnder(grey: Grey, mask: Grey): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < mask.data.length; i++)
    if (mask.data[i] > 0.5) {
      sum += grey.data[i];
      count++;
    }
  return count > 0 ? sum / count : 0.5;
}

function browHairs(mesh: readonly XY[], grey: Grey, pen: number, wearer: Wearer): Grey {
  const size = grey.width;
  const hairs = createGrey(size, size);
  for (const { lower, upper } of BROWS) {
    const low = smoothCurve(meshPoints(mesh, lower), 6);
    const high = smoothCurve(meshPoints(mesh, upper), 6);
    const length = distance(low[0], low[low.length - 1]);
    // The brow's own shape, tapered as a brow grows: full from its head, thinning to a point at its tail.
    const steps = 24;
    const outline: XY[] = [];
    const back: XY[] = [];
    // (A little under the mesh's band, whose upper edge lies above most brows' hairs; and the head
    // narrowed too, where a brow's hairs thin out: cut square it was a block.)
    const widthAt = (s: number): number =>
      0.85 * (s < 0.12 ? 0.6 + (0.4 * s) / 0.12 : s < 0.55 ? 1 : 1 - ((s - 0.55) / 0.45) * 0.7);
    for (let k = 0; k <= steps; k++) {
      const s = k / steps;
      const a = along(low, s);
      const b = along(high, s);
      const m: XY = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const w = widthAt(s);
      outline.push([m[0] + (a[0] - m[0]) * w, m[1] + (a[1] - m[1]) * w]);
      back.push([m[0] + (b[0] - m[0]) * w, m[1] + (b[1] - m[1]) * w]);
    }
    const shape = fillPolygon([...outline, ...back.reverse()], size, size);
    // As dark as the photo shows the brow against the forehead just above it: a fair brow light,
    // a dark one near black.
    const lift = (p: XY, q: XY): XY => [p[0] + (p[0] - q[0]) * 1.6, p[1] + (p[1] - q[1]) * 1.6];
    const above = fillPolygon(
      [...high.map((p, k) => lift(p, low[Math.round((k / (high.length - 1)) * (low.length - 1))])), ...high.slice().reverse()],
      size,
      size,
    );
    const skin = meanUnder(grey, above);
    const brow = meanUnder(grey, shape);
    const contrast = clamp01((skin - brow) / Math.max(0.1, skin));
    // (A man's no lighter than his brows' firm lines were: his brows carry his look.)
    const darkness = clamp01((wearer === 'woman' ? 0.55 : 0.68) + contrast * 1.2) * (wearer === 'woman' ? 0.9 : 1);
    // A light tone under the hairs, so the brow reads as a mass, then the hairs: short strokes
    // from the lower edge, rising at the head and sweeping towards the tail along the rest.
    const soft = blurLocal(shape, Math.max(0.8, pen * 0.5));
    for (let i = 0; i < soft.data.length; i++) hairs.data[i] = Math.max(hairs.data[i], soft.data[i] * darkness * 0.4);
    const count = Math.max(12, Math.round(length / Math.max(0.6, pen * 0.3)));
    const strokes = createGrey(size, size);
    for (let k = 0; k < count; k++) {
      const s = (k + 0.5) / count;
      const w = widthAt(s);
      const a = along(low, s);
      const b = along(high, s);
      const m: XY = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const row = ((k * 7) % 5) / 5;
      const from: XY = [m[0] + (a[0] - m[0]) * w * (1 - row), m[1] + (a[1] - m[1]) * w * (1 - row)];
      const up: XY = [b[0] - a[0], b[1] - a[1]];
      const ahead = along(low, Math.min(1, s + 0.12));
      const sweep: XY = [ahead[0] - a[0], ahead[1] - a[1]];
      // At the head the hairs rise; along the body they lie down towards the tail.
      const rise = s < 0.2 ? 0.9 : 0.45 - 0.25 * s;
      const to: XY = [from[0] + up[0] * rise * w + sweep[0] * (1 - rise), from[1] + up[1] * rise * w + sweep[1] * (1 - rise)];
      const middle: XY = [(from[0] + to[0]) / 2 + up[0] * 0.08, (from[1] + to[1]) / 2 + up[1] * 0.08];
      // (Lighter at the head, where the hairs are sparse.)
      const strength = 0.6 + 0.4 * clamp01(s / 0.25);
      strokeShaped(strokes, [from, middle, to], (t) => Math.max(0.8, pen * 0.6) * (1 - 0.6 * t), strength);
    }
    const grown = blurLocal(shape, Math.max(1, pen * 0.8));
    for (let i = 0; i < strokes.data.length; i++)
      hairs.data[i] = Math.max(hairs.data[i], strokes.data[i] * Math.min(1, grown.data[i] * 2) * darkness);
  }
  return hairs;
}

function lashLines(mesh: readonly XY[], size: number, pen: number): Grey {
  const ink = createGrey(size, size);
  for (const { lid, below } of UPPER_LIDS) {
    const curve = smoothCurve(meshPoints(mesh, lid), 6);
    const width = distance(mesh[lid[0]], mesh[lid[lid.length - 1]]);
    // The lash line: thick at the outer corner (its first point), thin to the inner.
    strokeShaped(ink, meshPoints(mesh, lid), (t) => pen * (0.7 + 1.0 * (1 - t) ** 1.5));
    // A few lashes from the outer half, longer towards the corner, curling outward.
    const centre = mesh[below];
    const lashes = 5;
    for (let k = 0; k < lashes; k++) {
      const t = 0.04 + (k / (lashes - 1)) * 0.46;
      const base = along(curve, t);
      const next = along(curve, Math.min(1, t + 0.02));
      const tangent: XY = [base[0] - next[0], base[1] - next[1]];
      const tangentLength = Math.max(1e-6, Math.hypot(tangent[0], tangent[1]));
      // Outward: away from the lower lid, and towards the outer corner.
      let nx = -tangent[1] / tangentLength;
      let ny = tangent[0] / tangentLength;
      if (nx * (base[0] - centre[0]) + ny * (base[1] - centre[1]) < 0) {
        nx = -nx;
        ny = -ny;
      }
      const outward: XY = [tangent[0] / tangentLength, tangent[1] / tangentLength];
      const reach = width * (0.08 + 0.08 * (1 - t / 0.5));
      const bend = 0.2 + 0.35 * (1 - t / 0.5);
      const mid: XY = [
        base[0] + nx * reach * 0.55 + outward[0] * reach * bend * 0.2,
        base[1] + ny * reach * 0.55 + outward[1] * reach * bend * 0.2,
      ];
      const tip: XY = [
        base[0] + nx * reach * 0.8 + outward[0] * reach * bend,
        base[1] + ny * reach * 0.8 + outward[1] * reach * bend,
      ];
      strokeShaped(ink, [base, mid, tip], (u) => Math.max(0.5, pen * 0.75) * (1 - 0.75 * u), 0.85);
    }
  }
  return ink;
}
