// The eyes of the mesh moved onto the photo's eyes, where the mesh has them too small or off.
// On a head turned or tilted away (the blonde's far eye, the mesh's lids half an eye below her
// lashes; her near eye, its lower lid through the iris) a blink closed the mesh's opening and left
// the photo's own eye open above or below it: "the far eye does not close", "the near eye is still
// brown under the lash line". Each eye's lid points are moved by one linear map across the eye (in
// its own frame) so its opening reaches as far as the eye's dark (lashes, iris, liner) runs on past
// the mesh's lids; its brow rises with a lid found higher (the lid skin between them kept).
import type { Point } from '../../types';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import { type EyeGeometry, type EyeIndices, faceGeometry, IMAGE_LEFT_EYE, IMAGE_RIGHT_EYE } from './geometry';
import type { Raster } from './raster';
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

function greyOf(picture: Raster, x: number, y: number): number {
  const px = Math.min(picture.width - 1, Math.max(0, Math.round(x)));
  const py = Math.min(picture.height - 1, Math.max(0, Math.round(y)));
  const i = (py * picture.width + px) * 3;
  return luma(picture.data[i], picture.data[i + 1], picture.data[i + 2]);
}

function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
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

/** How the eye is moved, in its frame: its lids' v → vShift + vScale·v, its brow up by `up`. */
interface EyeFit {
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
  const skin = quantile(around, 0.75);
  const dark = skin - DARK_SHARE * (skin - quantile(inside, 0.1));
  const ups: number[] = [];
  const downs: number[] = [];
  for (let u = -MEASURED * hw; u <= MEASURED * hw; u++) {
    ups.push(darkPast(eye, picture, dark, u, profileAt(eye.upperLid, u), -1));
    downs.push(darkPast(eye, picture, dark, u, profileAt(eye.lowerLid, u), 1));
  }
  const up = quantile(ups, COVERED);
  const down = quantile(downs, COVERED);
  if (Math.max(up, down) < LEAST * hw) return null;
  const upperAt0 = profileAt(eye.upperLid, 0);
  const lowerAt0 = profileAt(eye.lowerLid, 0);
  // The lids' middles go to the dark's edges; the corners (v = 0) move as the rows between do.
  const vScale = (lowerAt0 - upperAt0 + up + down) / Math.max(1, lowerAt0 - upperAt0);
  const vShift = upperAt0 - up - vScale * upperAt0;
  return { vShift, vScale, up };
}

function moved(mesh: Point[], eye: EyeGeometry, fit: EyeFit, indices: EyeIndices): void {
  const move = (index: number, lid: boolean): void => {
    const [x, y, z] = mesh[index];
    const u = localU(eye.frame, x, y);
    const v = localV(eye.frame, x, y);
    const to = lid ? fit.vShift + fit.vScale * v : v - fit.up;
    mesh[index] = [globalX(eye.frame, u, to), globalY(eye.frame, u, to), z];
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
