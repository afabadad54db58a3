// The skin a shut lid shows: the photo with the eye's opening filled in from the skin around it.
// The lid used to be a thin band of the photo's lid skin stretched over the eye, and that band is
// often paler, greyer or more made up than the face around it: it read as a pasted patch with hard
// edges (readers: "pale grey lid patches with hard box edges", "a hard-edged pasted lid with a dark
// wedge"). Here the opening, from the lid's crease to the lower lid, is filled smoothly from the
// skin on its border (a membrane: each pixel the mean of its neighbours), so the lid meets the skin
// around it at the same tone everywhere, and the eye's dark that the mesh's lines miss by the
// corners is filled too. Worked out once per photo and eye.
import { globalX, globalY, localU, localV, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Lens } from './glasses';
import { LID_STRIP } from './eyeWarp';
import type { Raster } from './raster';
import { sampleBilinear } from '../shared/sample';
import { luma } from '../shared/raster';

export interface LidFill {
  /** The grid's first column (u) and row (v) in the eye's frame, one pixel apart. */
  u0: number;
  v0: number;
  columns: number;
  rows: number;
  /** The filled skin, RGB per grid point. */
  rgb: Float32Array;
  /** The eye's own darkest tone (its lashes and iris), the colour a shut eye's lash line is drawn in. */
  lash: readonly [number, number, number];
  /** Where the fill stands in for the photo, 0–1: the opening, and the eye's dark next to it. */
  weight: Float32Array;
}

/**
 * The eye's dark next to the opening (lashes, a liner's wing, the corners the mesh's lines miss) is
 * filled with it: pixels at least DARK_STEP grey levels darker than the skin on the opening's
 * border, joined to it, up to DARK_ABOVE of the brow-to-lid gap above the lid line (the crease is
 * at LID_STRIP), DARK_BELOW eye half widths under the lower lid and DARK_SIDE past the corners,
 * there only within PAST_CORNER of the lids' lines (hair beside an eye is as dark).
 */
const DARK_STEP = 22;
const DARK_ABOVE = 0.6;
const DARK_BELOW = 0.35;
const DARK_SIDE = 0.4;
const PAST_CORNER = 0.35;
/**
 * The lower lid's rim (its lashes, the waterline) under a shut eye is filled too, this far (eye
 * half widths): left as the fill's border, its grey pulled the whole lid grey.
 */
const LOWER_BAND = 0.12;
/** The lash line's colour is the opening's darkest tenth times this. */
const LASH_DEPTH = 0.7;
/** Relaxation sweeps and their over-relaxation. */
const SWEEPS = 300;
const OMEGA = 1.85;

const seen = new WeakMap<EyeGeometry, LidFill>();

/** The fill of `eye` on `source`, worked out the first time it is asked for (motionFace asks on the plain photo). */
export function lidFill(source: Raster, eye: EyeGeometry, lens: Lens | null): LidFill {
  let fill = seen.get(eye);
  if (!fill) {
    fill = fillOf(source, eye, lens);
    seen.set(eye, fill);
  }
  return fill;
}

function fillOf(source: Raster, eye: EyeGeometry, lens: Lens | null): LidFill {
  const hw = eye.halfWidth;
  const reach = eye.reach;
  const creaseAt = (u: number): number => {
    const upper = profileAt(eye.upperLid, u);
    const strip = LID_STRIP * (upper - Math.min(profileAt(eye.brow, u), upper - 1));
    return upper - (lens ? Math.min(strip, lens.skinAbove) : strip);
  };
  let top = Infinity;
  let bottom = -Infinity;
  for (let u = -reach; u <= reach; u++) {
    const upper = profileAt(eye.upperLid, u);
    top = Math.min(top, upper - DARK_ABOVE * (upper - Math.min(profileAt(eye.brow, u), upper - 1)));
    bottom = Math.max(bottom, profileAt(eye.lowerLid, u));
  }
  const u0 = -reach;
  const v0 = Math.floor(top) - 1;
  const columns = 2 * reach + 1;
  const rows = Math.ceil(bottom + DARK_BELOW * hw) + 2 - v0;
  const size = columns * rows;
  const rgb = new Float32Array(size * 3);
  const grey = new Float32Array(size);
  const pixel = [0, 0, 0];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const u = u0 + column;
      const v = v0 + row;
      const x = Math.min(source.width - 1, Math.max(0, globalX(eye.frame, u, v)));
      const y = Math.min(source.height - 1, Math.max(0, globalY(eye.frame, u, v)));
      sampleBilinear(source, 3, x, y, pixel);
      const at = row * columns + column;
      rgb.set(pixel, at * 3);
      grey[at] = luma(pixel[0], pixel[1], pixel[2]);
    }
  // The opening (where the lid travels) is filled; the skin's grey is read on the border around it.
  const open = new Uint8Array(size);
  const border: number[] = [];
  for (let column = 0; column < columns; column++) {
    const u = u0 + column;
    const upper = profileAt(eye.upperLid, u);
    const lower = profileAt(eye.lowerLid, u);
    if (lower - upper < 0.5 || Math.abs(u) > hw * 1.1) continue;
    const crease = creaseAt(u);
    for (let row = 0; row < rows; row++) {
      const v = v0 + row;
      if (v > crease && v < lower) open[row * columns + column] = 1;
      // Behind glasses the frame's rim may lie right under the lid: only the opening is filled.
      else if (!lens && v >= lower && v < lower + LOWER_BAND * hw) open[row * columns + column] = 2;
      else if ((v > crease - 2 && v <= crease) || (v >= lower + LOWER_BAND * hw && v < lower + LOWER_BAND * hw + 2))
        border.push(grey[row * columns + column]);
    }
  }
  border.sort((a, b) => a - b);
  const skin = border.length ? border[Math.floor(border.length * 0.6)] : 255;
  // The eye's dark next to the opening (a liner's wing, lashes the mesh's corners miss) joins it.
  let grown = lens === null;
  while (grown) {
    grown = false;
    for (let row = 1; row < rows - 1; row++)
      for (let column = 1; column < columns - 1; column++) {
        const at = row * columns + column;
        if (open[at] || grey[at] > skin - DARK_STEP) continue;
        if (!open[at - 1] && !open[at + 1] && !open[at - columns] && !open[at + columns]) continue;
        const u = u0 + column;
        const v = v0 + row;
        const upper = profileAt(eye.upperLid, u);
        const highest = upper - DARK_ABOVE * (upper - Math.min(profileAt(eye.brow, u), upper - 1));
        const lower = profileAt(eye.lowerLid, u);
        if (Math.abs(u) > hw + DARK_SIDE * hw || v < highest || v > lower + DARK_BELOW * hw) continue;
        // Past the corners only along the lids' lines: hair beside the eye is as dark.
        if (Math.abs(u) > hw && (v < upper - PAST_CORNER * hw || v > lower + PAST_CORNER * hw)) continue;
        open[at] = 2;
        grown = true;
      }
  }
  // One pixel more around what grew, so the fill's border lies on skin, not the dark's soft edge.
  const edge: number[] = [];
  for (let row = 1; row < rows - 1; row++)
    for (let column = 1; column < columns - 1; column++) {
      const at = row * columns + column;
      if (!open[at] && (open[at - 1] === 2 || open[at + 1] === 2 || open[at - columns] === 2 || open[at + columns] === 2))
        edge.push(at);
    }
  for (const at of edge) open[at] = 2;
  // The lashes' colour: the mean of the opening's darkest tenth, before it is filled, deepened (on a
  // soft photo that tenth is the lashes blurred into the skin).
  const darks: number[] = [];
  for (let at = 0; at < size; at++) if (open[at] === 1) darks.push(at);
  darks.sort((a, b) => grey[a] - grey[b]);
  const lash = [0, 0, 0];
  const darkest = Math.ceil(darks.length / 10);
  for (const at of darks.slice(0, darkest)) for (let c = 0; c < 3; c++) lash[c] += (LASH_DEPTH * rgb[at * 3 + c]) / darkest;
  // Start from the skin's tone, then relax each open point toward its neighbours' mean.
  let count = 0;
  const start = [0, 0, 0];
  for (let at = 0; at < size; at++)
    if (!open[at] && grey[at] > skin - DARK_STEP) {
      for (let c = 0; c < 3; c++) start[c] += rgb[at * 3 + c];
      count++;
    }
  for (let at = 0; at < size; at++) if (open[at]) for (let c = 0; c < 3; c++) rgb[at * 3 + c] = start[c] / Math.max(1, count);
  for (let sweep = 0; sweep < SWEEPS; sweep++)
    for (let row = 1; row < rows - 1; row++)
      for (let column = 1; column < columns - 1; column++) {
        const at = row * columns + column;
        if (!open[at]) continue;
        for (let c = 0; c < 3; c++) {
          const p = at * 3 + c;
          const mean = (rgb[p - 3] + rgb[p + 3] + rgb[p - columns * 3] + rgb[p + columns * 3]) / 4;
          rgb[p] += OMEGA * (mean - rgb[p]);
        }
      }
  const weight = new Float32Array(size);
  for (let at = 0; at < size; at++) weight[at] = open[at] ? 1 : 0;
  return { u0, v0, columns, rows, rgb, lash: [lash[0], lash[1], lash[2]], weight };
}

/**
 * The fill at a pixel (x, y) of the face's place, written to `out`; returns its weight (0 off the
 * fill's grid).
 */
export function fillAt(fill: LidFill, eye: EyeGeometry, x: number, y: number, out: number[]): number {
  const gu = localU(eye.frame, x, y) - fill.u0;
  const gv = localV(eye.frame, x, y) - fill.v0;
  if (gu < 0 || gv < 0 || gu > fill.columns - 1 || gv > fill.rows - 1) return 0;
  const column = Math.min(fill.columns - 2, gu | 0);
  const row = Math.min(fill.rows - 2, gv | 0);
  const fu = gu - column;
  const fv = gv - row;
  const at = row * fill.columns + column;
  const w00 = (1 - fu) * (1 - fv);
  const w10 = fu * (1 - fv);
  const w01 = (1 - fu) * fv;
  const w11 = fu * fv;
  const { rgb, weight, columns } = fill;
  for (let c = 0; c < 3; c++)
    out[c] =
      rgb[at * 3 + c] * w00 +
      rgb[(at + 1) * 3 + c] * w10 +
      rgb[(at + columns) * 3 + c] * w01 +
      rgb[(at + columns + 1) * 3 + c] * w11;
  return weight[at] * w00 + weight[at + 1] * w10 + weight[at + columns] * w01 + weight[at + columns + 1] * w11;
}
