// The construction lines a portrait artist lays in first and leaves showing in a finished
// studio drawing: the head's middle line from above the crown to below the chin, and the eye
// line across it, ruled faintly past the head on both sides, with short ticks where the nose's
// base and the mouth fall. They tell a drawing from a filtered photo at a glance.
import { createGrey, type Grey } from '../../shared/raster';
import { strokeCurve } from '../featureLines';
import { faceFrame, type XY } from '../landmarks';

/** Faint guide lines (0–1) for the face in the mesh, `nib` the pencil's width in pixels. */
export function constructionLines(mesh: readonly XY[], size: number, nib: number): Grey {
  const lines = createGrey(size, size);
  const { faceWidth, faceHeight } = faceFrame(mesh);
  const [topX, topY] = mesh[10];
  const [chinX, chinY] = mesh[152];
  const length = Math.hypot(chinX - topX, chinY - topY) || 1;
  // Along the face's own tilt: from its forehead to its chin, extended past both.
  const ux = (chinX - topX) / length;
  const uy = (chinY - topY) / length;
  const reachUp = faceHeight * 0.35;
  const reachDown = faceHeight * 0.2;
  strokeCurve(
    lines,
    [
      [topX - ux * reachUp, topY - uy * reachUp],
      [chinX + ux * reachDown, chinY + uy * reachDown],
    ],
    nib,
    true,
    0.5,
  );
  // Across, through both eyes' outer corners, past the head.
  const [rx, ry] = mesh[33];
  const [lx, ly] = mesh[263];
  const across = Math.hypot(lx - rx, ly - ry) || 1;
  const vx = (lx - rx) / across;
  const vy = (ly - ry) / across;
  const past = faceWidth * 0.45;
  strokeCurve(
    lines,
    [
      [rx - vx * past, ry - vy * past],
      [lx + vx * past, ly + vy * past],
    ],
    nib,
    true,
    0.5,
  );
  // Ticks at the nose's base and the mouth, a third of the face wide.
  for (const index of [2, 14]) {
    const [x, y] = mesh[index];
    const half = faceWidth * 0.17;
    strokeCurve(
      lines,
      [
        [x - vx * half, y - vy * half],
        [x + vx * half, y + vy * half],
      ],
      nib * 0.8,
      true,
      0.4,
    );
  }
  return lines;
}
