// A soft face's JPEG blocks smoothed away before anything else is done to it. The face-match
// grid's small faces (a 512 px photo, the face 100-250 px) are enlarged eight to ten times into the
// square, and the photo's 8 px compression blocks come with them: 60 px squares, each a flat step
// of a few levels, across the cheeks and the forehead ("square blocky patches on the cheek", every
// face of the last panel). The skin retouch (./skin.ts) keeps the broad shading whole, and a block
// is broader than its cut, so the blocks stayed. Here the face's oval is passed through an
// edge-keeping smoothing (He et al.'s guided filter, ../../blur.ts guidedRgb) about a block wide:
// where the light varies by less than a block's step it is made flat, and where it varies by more
// (an eye, a brow, the lips, the jaw against the neck) it is kept. The features, the nose and the
// eyes' and mouth's surroundings take none (their soft edges lost contrast), nor a sharp photo's
// face (the caller weighs it by sharpness).
import type { Grey, Rgb } from '../../../shared/raster';
import { guidedRgb } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { acrossFace, ellipseMask, ellipseMaskInto, faceOvalMask } from '../../masks';
import { faceUnit } from '../../retouch';

/** The smoothing's radius, in eyes' spans: about an enlarged 8 px block on the grid's faces (60 px). */
const RADIUS = 0.08;
/** Variance below which the light is made flat: a block's step (a few levels) is, an eye's edge is not. */
const EPSILON = 0.03 ** 2;

/** `features`: ../../masks.ts' featuresMask of this mesh; `amount`: 0 none, 1 all. */
export function deblockSkin(picture: Rgb, mesh: readonly XY[], features: Grey, amount: number): void {
  if (amount <= 0) return;
  const size = picture.width;
  // The face's oval, not the head: hair over a cheek or the brow, smoothed, lost its strands.
  const oval = faceOvalMask(mesh, size, { grow: 0.97, forehead: 0.02, feather: 10 });
  // The nose is kept (`kept`): its form is shading as faint as a block's step, and smoothed it went flat.
  const unit = faceUnit(mesh);
  const kept = ellipseMask(
    size,
    (mesh[4][0] + mesh[2][0]) / 2,
    (mesh[4][1] + mesh[2][1]) / 2,
    unit * 0.2,
    unit * 0.17,
    unit * 0.08,
  );
  // Round the eyes and the mouth too: a soft lid, lash line or glasses' rim is as faint as a step,
  // and the bald man's eyes and mouth, smoothed, kept 0.63 of his photo's edges (held at 0.7).
  for (const [a, b, rx, ry] of [
    [33, 133, 0.24, 0.18],
    [362, 263, 0.24, 0.18],
    [61, 291, 0.3, 0.2],
  ] as const)
    ellipseMaskInto(
      kept,
      (mesh[a][0] + mesh[b][0]) / 2,
      (mesh[a][1] + mesh[b][1]) / 2,
      unit * rx,
      unit * ry,
      unit * 0.06,
      acrossFace(mesh),
    );
  const smooth = guidedRgb(picture, Math.max(2, Math.round(unit * RADIUS)), EPSILON, 2).data;
  const { data } = picture;
  for (let i = 0, p = 0; i < oval.data.length; i++, p += 3) {
    const m = oval.data[i] * (1 - features.data[i]) * (1 - kept.data[i]) * amount;
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (smooth[p + c] - data[p + c]) * m;
  }
}

/** Outside the face the light may vary a little more before it is kept: a strand's or a fold's edge. */
const SURROUND_EPSILON = 0.025 ** 2;

/**
 * The same smoothing round the face: hair, neck, clothes and the room behind. On the grid's soft
 * faces the photo's 8 px blocks came through there as 60 px squares ("blocky hair, neck, sweater,
 * chair" in the last panel). The face's oval is left to `deblockSkin`, which keeps its features.
 * `amount`: 0 none, 1 all.
 */
export function deblockSurround(picture: Rgb, mesh: readonly XY[], amount: number): void {
  if (amount <= 0) return;
  const size = picture.width;
  // The head and its hair are left out: a dark hairline, smoothed, washed into the forehead (dark man).
  const { cx, cy, faceWidth, faceHeight } = faceFrame(mesh);
  const head = ellipseMask(size, cx, cy - faceHeight * 0.1, faceWidth * 0.85, faceHeight * 0.7, faceWidth * 0.1);
  const unit = faceUnit(mesh);
  const smooth = guidedRgb(picture, Math.max(2, Math.round(unit * RADIUS)), SURROUND_EPSILON, 2).data;
  const { data } = picture;
  for (let i = 0, p = 0; i < head.data.length; i++, p += 3) {
    const m = (1 - head.data[i]) * amount;
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (smooth[p + c] - data[p + c]) * m;
  }
}
