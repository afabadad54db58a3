// The skin a shut lid shows behind glasses (elsewhere the photo's own lid slides down, eyeWarp.ts
// lidLines, and this gives it the lash line's colour and the top of the eye's dark to leave out):
// the photo with the eye's opening filled in from the skin around it.
// The lid used to be a thin band of the photo's lid skin stretched over the eye, and that band is
// often paler, greyer or more made up than the face around it: it read as a pasted patch with hard
// edges (readers: "pale grey lid patches with hard box edges", "a hard-edged pasted lid with a dark
// wedge"). Here the opening, from the lid's crease to the lower lid, is filled smoothly from the
// skin on its border (a membrane: each pixel the mean of its neighbours), so the lid meets the skin
// around it at the same tone everywhere, and the eye's dark that the mesh's lines miss by the
// corners is filled too. Worked out once per photo and eye.
import { globalX, globalY, localU, localV, type Profile, profileAt } from './frame';
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
  /**
   * The top of the eye's dark over the upper lid's line (a v per column u): its lashes, a liner,
   * the eye itself where the mesh's line lies low. A lid sliding shut leaves it out (eyeWarp.ts).
   */
  darkTop: Profile;
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
/** How far (eye half widths, each way) the top of the eye's dark is averaged along the eye. */
const DARK_TOP_SPREAD = 0.2;
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

/** The fill's grid of the eye's frame: its corner, size and the photo's RGB and grey on it. */
interface Grid {
  u0: number;
  v0: number;
  columns: number;
  rows: number;
  rgb: Float32Array;
  grey: Float32Array;
}

/** Whether a grid point is filled: not, the opening, or the dark next to it (and its rim). */
const KEEP = 0;
const OPENING = 1;
const DARK = 2;

function fillOf(source: Raster, eye: EyeGeometry, lens: Lens | null): LidFill {
  const grid = gridOf(source, eye);
  const { open, skin } = openingOf(grid, eye, lens);
  // The eye's dark next to the opening (a liner's wing, lashes the mesh's corners miss) joins it.
  if (!lens) {
    growDark(grid, eye, open, skin);
    widenDark(grid, open);
  }
  const lash = lashOf(grid, open);
  const darkTop = darkTopOf(grid, eye, open);
  relax(grid, open, skin);
  const weight = new Float32Array(open.length);
  for (let at = 0; at < open.length; at++) weight[at] = open[at] ? 1 : 0;
  const { u0, v0, columns, rows, rgb } = grid;
  return { u0, v0, columns, rows, rgb, lash, weight, darkTop };
}

/**
 * Per column, the highest of the eye's dark joined to the opening, or the lid's line where none
 * lies over it. The opening is marked from the crease down, so dark between the crease and the
 * lid's line counts as opening and is not found here: this reaches only a dark that grows past the
 * crease (the older man's outer half), the case a sliding lid must stop at the crease for.
 */
function darkTopOf(grid: Grid, eye: EyeGeometry, open: Uint8Array): Profile {
  const { u0, v0, columns, rows } = grid;
  const values = new Float32Array(columns);
  for (let column = 0; column < columns; column++) {
    const upper = profileAt(eye.upperLid, u0 + column);
    let top = upper;
    for (let row = 0; row < rows && v0 + row < upper; row++)
      if (open[row * columns + column] === DARK) {
        top = v0 + row;
        break;
      }
    values[column] = top;
  }
  // Averaged along the eye: a column's dark found a few pixels higher than its neighbours' gave
  // it a shorter strip of skin, stretched to a lighter or darker streak down the shut lid.
  const reach = Math.max(1, Math.round(DARK_TOP_SPREAD * eye.halfWidth));
  const spread = new Float32Array(columns);
  for (let column = 0; column < columns; column++) {
    let sum = 0;
    let count = 0;
    for (let at = Math.max(0, column - reach); at <= Math.min(columns - 1, column + reach); at++) {
      sum += values[at];
      count++;
    }
    spread[column] = sum / count;
  }
  return { first: u0, values: spread };
}

/** Where the lid travels to the crease, above the eye's line, on `eye`'s frame. */
function creaseAt(eye: EyeGeometry, lens: Lens | null, u: number): number {
  const upper = profileAt(eye.upperLid, u);
  const strip = LID_STRIP * (upper - Math.min(profileAt(eye.brow, u), upper - 1));
  return upper - (lens ? Math.min(strip, lens.skinAbove) : strip);
}

/** The highest the eye's dark may reach above the lid line at u. */
function darkTop(eye: EyeGeometry, u: number): number {
  const upper = profileAt(eye.upperLid, u);
  return upper - DARK_ABOVE * (upper - Math.min(profileAt(eye.brow, u), upper - 1));
}

/** The photo sampled one pixel apart over everything the fill may cover. */
function gridOf(source: Raster, eye: EyeGeometry): Grid {
  const reach = eye.reach;
  let top = Infinity;
  let bottom = -Infinity;
  for (let u = -reach; u <= reach; u++) {
    top = Math.min(top, darkTop(eye, u));
    bottom = Math.max(bottom, profileAt(eye.lowerLid, u));
  }
  const u0 = -reach;
  const v0 = Math.floor(top) - 1;
  const columns = 2 * reach + 1;
  const rows = Math.ceil(bottom + DARK_BELOW * eye.halfWidth) + 2 - v0;
  const rgb = new Float32Array(columns * rows * 3);
  const grey = new Float32Array(columns * rows);
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
  return { u0, v0, columns, rows, rgb, grey };
}

/** The opening (crease to lower lid, and the lower rim) marked, and the skin's grey read on its border. */
function openingOf(grid: Grid, eye: EyeGeometry, lens: Lens | null): { open: Uint8Array; skin: number } {
  const { u0, v0, columns, rows, grey } = grid;
  const hw = eye.halfWidth;
  const open = new Uint8Array(columns * rows);
  const border: number[] = [];
  for (let column = 0; column < columns; column++) {
    const u = u0 + column;
    const upper = profileAt(eye.upperLid, u);
    const lower = profileAt(eye.lowerLid, u);
    if (lower - upper < 0.5 || Math.abs(u) > hw * 1.1) continue;
    const crease = creaseAt(eye, lens, u);
    const rimEnd = lower + LOWER_BAND * hw;
    for (let row = 0; row < rows; row++) {
      const v = v0 + row;
      const at = row * columns + column;
      if (v > crease && v < lower) open[at] = OPENING;
      // Behind glasses the frame's rim may lie right under the lid: only the opening is filled.
      else if (!lens && v >= lower && v < rimEnd) open[at] = DARK;
      else if ((v > crease - 2 && v <= crease) || (v >= rimEnd && v < rimEnd + 2)) border.push(grey[at]);
    }
  }
  border.sort((a, b) => a - b);
  return { open, skin: border.length ? border[Math.floor(border.length * 0.6)] : 255 };
}

/** Whether any of the four neighbours of an inner grid point satisfies `test`. */
function besideAny(open: Uint8Array, at: number, columns: number, test: (mark: number) => boolean): boolean {
  return test(open[at - 1]) || test(open[at + 1]) || test(open[at - columns]) || test(open[at + columns]);
}

/** Calls `visit` for each inner grid point (the relaxation reads all four neighbours). */
function eachInner(grid: Grid, visit: (at: number, column: number, row: number) => void): void {
  for (let row = 1; row < grid.rows - 1; row++)
    for (let column = 1; column < grid.columns - 1; column++) visit(row * grid.columns + column, column, row);
}

/** Grows the opening into the dark joined to it, within the eye's reach, until nothing more joins. */
function growDark(grid: Grid, eye: EyeGeometry, open: Uint8Array, skin: number): void {
  const { u0, v0, columns, grey } = grid;
  const hw = eye.halfWidth;
  const isOpen = (mark: number): boolean => mark !== KEEP;
  let grown = true;
  while (grown) {
    grown = false;
    eachInner(grid, (at, column, row) => {
      if (open[at] || grey[at] > skin - DARK_STEP || !besideAny(open, at, columns, isOpen)) return;
      const u = u0 + column;
      const v = v0 + row;
      const upper = profileAt(eye.upperLid, u);
      const lower = profileAt(eye.lowerLid, u);
      if (Math.abs(u) > hw + DARK_SIDE * hw || v < darkTop(eye, u) || v > lower + DARK_BELOW * hw) return;
      // Past the corners only along the lids' lines: hair beside the eye is as dark.
      if (Math.abs(u) > hw && (v < upper - PAST_CORNER * hw || v > lower + PAST_CORNER * hw)) return;
      open[at] = DARK;
      grown = true;
    });
  }
}

/** One pixel more around what grew, so the fill's border lies on skin, not the dark's soft edge. */
function widenDark(grid: Grid, open: Uint8Array): void {
  const isDark = (mark: number): boolean => mark === DARK;
  const edge: number[] = [];
  eachInner(grid, (at) => {
    if (!open[at] && besideAny(open, at, grid.columns, isDark)) edge.push(at);
  });
  for (const at of edge) open[at] = DARK;
}

/**
 * The lashes' colour: the mean of the opening's darkest tenth, before it is filled, deepened (on a
 * soft photo that tenth is the lashes blurred into the skin).
 */
function lashOf(grid: Grid, open: Uint8Array): [number, number, number] {
  const { rgb, grey } = grid;
  const darks: number[] = [];
  for (let at = 0; at < open.length; at++) if (open[at] === OPENING) darks.push(at);
  darks.sort((a, b) => grey[a] - grey[b]);
  const lash: [number, number, number] = [0, 0, 0];
  const darkest = Math.ceil(darks.length / 10);
  for (const at of darks.slice(0, darkest)) for (let c = 0; c < 3; c++) lash[c] += (LASH_DEPTH * rgb[at * 3 + c]) / darkest;
  return lash;
}

/** Fills the open points: from the skin's mean tone, each relaxed toward its neighbours' mean. */
function relax(grid: Grid, open: Uint8Array, skin: number): void {
  const { columns, rgb, grey } = grid;
  let count = 0;
  const start = [0, 0, 0];
  for (let at = 0; at < open.length; at++)
    if (!open[at] && grey[at] > skin - DARK_STEP) {
      for (let c = 0; c < 3; c++) start[c] += rgb[at * 3 + c];
      count++;
    }
  for (let at = 0; at < open.length; at++)
    if (open[at]) for (let c = 0; c < 3; c++) rgb[at * 3 + c] = start[c] / Math.max(1, count);
  for (let sweep = 0; sweep < SWEEPS; sweep++)
    eachInner(grid, (at) => {
      if (!open[at]) return;
      for (let c = 0; c < 3; c++) {
        const p = at * 3 + c;
        const mean = (rgb[p - 3] + rgb[p + 3] + rgb[p - columns * 3] + rgb[p + columns * 3]) / 4;
        rgb[p] += OMEGA * (mean - rgb[p]);
      }
    });
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
