// The eyes of the mesh moved onto the photo's eyes, where the mesh has them too small or off.
// On a head turned or tilted away (the blonde's far eye, the mesh's lids half an eye below her
// lashes; her near eye, its lower lid through the iris) a blink closed the mesh's opening and left
// the photo's own eye open above or below it: "the far eye does not close", "the near eye is still
// brown under the lash line". Each eye's lid points are moved by one linear map across the eye (in
// its own frame) so its opening reaches as far as the eye's dark (lashes, iris, liner) runs on past
// the mesh's lids; its brow rises with a lid found higher (the lid skin between them kept). Along
// the eye the same: where the eye's dark runs on well past a corner by the corners' row (the
// blonde's far eye, its outer corner 1.0 half width inside her eye), the lids are stretched to
// where it ends, so a shut lid covers the whole eye: the slid lid had stopped at the mesh's corner
// and left the eye's end open beside it, its lash line running into that dark in "a broken
// zig-zag line" with "a heavy blob". Each move is one linear map, so the lids keep their shape.
import type { Point } from '../../types';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import { type EyeGeometry, type EyeIndices, faceGeometry, IMAGE_LEFT_EYE, IMAGE_RIGHT_EYE } from './geometry';
import type { Raster } from './raster';
import { quantile } from '../shared/median';
import { luma } from '../shared/raster';

/** Columns measured: the eye's middle, clear of the corners (where hair or shade may lie). */
const MEASURED = 0.5;
/** The furthest a lid is moved past the mesh's line, in the eye's half width. */
const MOST = 1.2;
/** Moves under this (in the eye's half width) are the mesh's own slack: the eye is left as it is. */
const LEAST = 0.4;
/** A gap of lighter pixels this long ends the dark (a catch light in the iris is shorter). */
const GAP = 2;
/** Dark is this share of the way from the skin's grey to the eye's darkest. */
const DARK_SHARE = 0.6;
/** Of the columns measured, the share whose dark the lid must cover. */
const COVERED = 0.8;
/**
 * Past a corner the eye's lashes, a liner or the corner's shade run on a little on any face (the
 * seen faces' up to 0.73 of the half width: the bald man's, the woman's liner 0.54): only a run
 * longer than this is the eye itself past a corner the mesh put inside it.
 */
const LEAST_ALONG = 0.8;
/**
 * The furthest past a corner the eye's dark is followed, in the mesh's half widths; a run that
 * reaches it is hair, not eye. One corner drawn in by f of the photo's half width leaves the dark
 * running f / (1 - f / 2) of the mesh's: the blonde's far eye, about 0.7, runs about 1.1; a corner
 * drawn in to the eye's very middle runs 2 and is taken for hair, an eye no mesh has missed so far.
 */
const MOST_ALONG = 2;
/** Past a corner the eye's dark is looked for this share of the eye's opening (at its middle) each side of the corners' row. */
const CORNER_BAND = 0.5;

function greyOf(picture: Raster, x: number, y: number): number {
  const px = Math.min(picture.width - 1, Math.max(0, Math.round(x)));
  const py = Math.min(picture.height - 1, Math.max(0, Math.round(y)));
  const i = (py * picture.width + px) * 3;
  return luma(picture.data[i], picture.data[i + 1], picture.data[i + 2]);
}

/** shared/median.ts's quantile; none read is no number (every comparison with it false), as before. */
function quantileOf(values: readonly number[], share: number): number {
  return quantile(values, share, Number.NaN);
}

/**
 * How far (pixels, ≥ 0) the dark runs on from (u, v) of the eye's frame, walking `step` (−1 up, 1
 * down) a pixel at a time: 0 when neither (u, v) nor the pixel inside it is dark.
 */
function darkPast(eye: EyeGeometry, picture: Raster, dark: number, u: number, v: number, step: number): number {
  const grey = (along: number): number =>
    greyOf(picture, globalX(eye.frame, u, v + step * along), globalY(eye.frame, u, v + step * along));
  if (grey(0) >= dark && grey(-1) >= dark) return 0;
  let last = 0;
  for (let along = 1; along <= MOST * eye.halfWidth; along++) {
    if (grey(along) < dark) last = along;
    else if (along - last > GAP) break;
  }
  return last;
}

/**
 * How far (pixels, ≥ 0) the eye runs on past its corner on `side` (−1 the corner at u = −hw, 1 the
 * other): walking out a column at a time from the corner, as long as a column has the eye's dark
 * within `half` pixels of the corners' row `v` (its lashes run over the white to the eye's own
 * corner, so a column of white under them still counts), no gap longer than GAP. Dark still
 * running where the walk ends is hair beside the eye (the East Asian woman's far eye), not the
 * eye's end: 0.
 */
function darkBeyond(eye: EyeGeometry, picture: Raster, dark: number, side: number, v: number, half: number): number {
  const darkIn = (along: number): boolean => {
    const u = side * (eye.halfWidth + along);
    for (let row = Math.floor(v - half); row <= v + half; row++)
      if (greyOf(picture, globalX(eye.frame, u, row), globalY(eye.frame, u, row)) < dark) return true;
    return false;
  };
  if (!darkIn(0) && !darkIn(-1)) return 0;
  const most = MOST_ALONG * eye.halfWidth;
  let last = 0;
  for (let along = 1; along <= most; along++) {
    if (darkIn(along)) last = along;
    else if (along - last > GAP) break;
  }
  return most - last <= GAP ? 0 : last;
}

/** How far the eye runs on past its corner on `side` (darkBeyond); 0 under LEAST_ALONG. */
function cornerOut(eye: EyeGeometry, picture: Raster, dark: number, side: number, v: number, half: number): number {
  const run = darkBeyond(eye, picture, dark, side, v, half);
  return run < LEAST_ALONG * eye.halfWidth ? 0 : run;
}

/**
 * How the eye is moved, in its frame: its lids' u → uShift + uScale·u and v → vShift + vScale·v,
 * its brow up by `up`.
 */
interface EyeFit {
  uShift: number;
  uScale: number;
  vShift: number;
  vScale: number;
  up: number;
}

/** The eye's fit to the photo, or null where the mesh's eye covers the photo's. */
function eyeFit(eye: EyeGeometry, picture: Raster): EyeFit | null {
  const hw = eye.halfWidth;
  const at = (u: number, v: number): number => greyOf(picture, globalX(eye.frame, u, v), globalY(eye.frame, u, v));
  // The skin's grey: the 75th percentile from the brow to a half width under the eye (the eye, the
  // brow's hair and shade are the darker part).
  const around: number[] = [];
  for (let u = -hw; u <= hw; u++)
    for (let v = profileAt(eye.brow, u); v <= profileAt(eye.lowerLid, u) + hw; v++) around.push(at(u, v));
  const inside: number[] = [];
  for (let u = -MEASURED * hw; u <= MEASURED * hw; u++)
    for (let v = profileAt(eye.upperLid, u); v <= profileAt(eye.lowerLid, u); v++) inside.push(at(u, v));
  if (inside.length === 0 || around.length === 0) return null;
  const skin = quantileOf(around, 0.75);
  const dark = skin - DARK_SHARE * (skin - quantileOf(inside, 0.1));
  const ups: number[] = [];
  const downs: number[] = [];
  for (let u = -MEASURED * hw; u <= MEASURED * hw; u++) {
    ups.push(darkPast(eye, picture, dark, u, profileAt(eye.upperLid, u), -1));
    downs.push(darkPast(eye, picture, dark, u, profileAt(eye.lowerLid, u), 1));
  }
  const across = Math.max(quantileOf(ups, COVERED), quantileOf(downs, COVERED)) >= LEAST * hw;
  const up = across ? quantileOf(ups, COVERED) : 0;
  const down = across ? quantileOf(downs, COVERED) : 0;
  const upperAt0 = profileAt(eye.upperLid, 0);
  const lowerAt0 = profileAt(eye.lowerLid, 0);
  // The lids' middles go to the dark's edges; the corners (v = 0) move as the rows between do.
  const vScale = (lowerAt0 - upperAt0 + up + down) / Math.max(1, lowerAt0 - upperAt0);
  const vShift = upperAt0 - up - vScale * upperAt0;
  // Along the eye, read on the corners' row as the fit across puts it (v = 0 goes to vShift).
  const half = CORNER_BAND * vScale * (lowerAt0 - upperAt0);
  const before = cornerOut(eye, picture, dark, -1, vShift, half);
  const after = cornerOut(eye, picture, dark, 1, vShift, half);
  if (!across && before === 0 && after === 0) return null;
  const uScale = (2 * hw + before + after) / (2 * hw);
  const uShift = (after - before) / 2;
  return { uShift, uScale, vShift, vScale, up };
}

function moved(mesh: Point[], eye: EyeGeometry, fit: EyeFit, indices: EyeIndices): void {
  const move = (index: number, lid: boolean): void => {
    const [x, y, z] = mesh[index];
    const u = localU(eye.frame, x, y);
    const v = localV(eye.frame, x, y);
    const along = lid ? fit.uShift + fit.uScale * u : u;
    const to = lid ? fit.vShift + fit.vScale * v : v - fit.up;
    mesh[index] = [globalX(eye.frame, along, to), globalY(eye.frame, along, to), z];
  };
  for (const index of new Set([...indices.upperLid, ...indices.lowerLid])) move(index, true);
  for (const index of new Set([...indices.brow, ...indices.browTop])) move(index, false);
}

/** The mesh with its eyes fitted to the photo (eyeFit); the mesh itself where they fit already. */
export function fitEyes(mesh: readonly Point[], picture: Raster): readonly Point[] {
  const face = faceGeometry(mesh);
  const fits = face.eyes.map((eye) => eyeFit(eye, picture));
  if (fits.every((fit) => fit === null)) return mesh;
  const fitted = [...mesh];
  [IMAGE_LEFT_EYE, IMAGE_RIGHT_EYE].forEach((indices, side) => {
    const fit = fits[side];
    if (fit) moved(fitted, face.eyes[side], fit, indices);
  });
  return fitted;
}
