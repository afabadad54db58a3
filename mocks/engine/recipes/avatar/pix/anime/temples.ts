// A lock over each temple, where the fringe's edge meets the face's side. The fringe ends at the
// temple in a level edge (its locks stop above the eyes), and the face's side ran straight down
// from it: a square step cut into the skin, the blind readers' "squared notch at the temples".
// Anime hair meets the face in one curve: the fringe's edge bends down along the cheek and
// tapers to a point on the face's outline, so the two outlines join at a shallow angle.
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';

/** The eyes' outer corners, left then right (MediaPipe): the lock stays clear of them (a brow's tail may
 * run over it, as anime draws brows over the fringe). */
const OUTER_FEATURES = [
  [33, 130],
  [263, 359],
];

/** How far the lock falls below the fringe's edge, in face heights, and how wide it starts, in face widths. */
const FALL = 0.2;
const WIDTH = 0.09;

/** The face's edge on one side of a row (the first column from that side over half), or null. */
function faceEdge(face: Grey, y: number, side: number): number | null {
  const { width } = face;
  for (let k = 0; k < width; k++) {
    const x = side < 0 ? k : width - 1 - k;
    if (face.data[y * width + x] > 0.5) return x;
  }
  return null;
}

/** Whether the face covers any of the pixels within two of (x, y). */
function nearFace(face: Grey, x: number, y: number): boolean {
  const { width, height } = face;
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      const [u, v] = [x + dx, y + dy];
      if (u >= 0 && v >= 0 && u < width && v < height && face.data[v * width + u] > 0.01) return true;
    }
  return false;
}

/**
 * The two temple locks over `face` (0–1), to lie over the fringe `front`. Each covers the face's
 * side down to the fringe's lowest row near that edge, as wide as the lock starts, then narrows
 * down the side to a point: its inner edge leaves the fringe's level and falls steeply (1 − √t),
 * meeting the outline nearly along it.
 */
export function templeLocks(mesh: readonly XY[], face: Grey, front: Grey): Grey {
  const { width: size } = face;
  const { faceWidth: fw, faceHeight: fh } = faceFrame(mesh);
  const locks = createGrey(size, size);
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const wide = WIDTH * fw;
  const fall = FALL * fh;
  for (const side of [-1, 1]) {
    const reference = Math.round(eyeY - 0.1 * fh);
    if (reference < 0 || reference >= size) continue;
    const edge = faceEdge(face, reference, side);
    if (edge === null) continue;
    // The fringe's lowest row within the lock's width of the face's edge.
    let from = -1;
    for (let d = 0; d <= wide; d++) {
      const x = edge - side * d;
      if (x < 0 || x >= size) continue;
      for (let y = Math.max(0, reference - Math.round(0.3 * fh)); y < Math.min(size, eyeY); y++)
        if (front.data[y * size + x] > 0.5) from = Math.max(from, y);
    }
    if (from < 0) continue;
    // The lock's inner edge stays outside the eye's corner.
    const features = OUTER_FEATURES[side < 0 ? 0 : 1].map((index) => side * mesh[index][0]);
    const clear = Math.max(...features) * side;
    // From the face's top at that side: skin left above the lock's start, between it and the
    // fringe's last lock, stood up into the hair as a pointed horn.
    for (let y = Math.max(0, from - Math.round(0.3 * fh)); y < Math.min(size, from + fall + 2); y++) {
      const at = faceEdge(face, y, side);
      if (at === null) continue;
      const t = Math.min(1, Math.max(0, (y - from) / fall));
      const reach = Math.min(wide * (1 - Math.sqrt(t)), side * (at - clear) - 0.015 * fw);
      if (reach <= 0) continue;
      for (let d = -2; d <= reach + 2; d++) {
        const x = at - side * d;
        if (x < 0 || x >= size) continue;
        const i = y * size + x;
        // Over the face and two pixels past its edge: drawn only on the face, the lock's edge
        // (softened after) left a rim of skin round it, a pale seam.
        if (nearFace(face, x, y)) locks.data[i] = Math.max(locks.data[i], smoothstep(reach + 1, reach - 1, d));
      }
    }
  }
  return locks;
}
