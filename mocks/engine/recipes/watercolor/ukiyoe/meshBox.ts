// The box round a face mesh, as the print's head and hair regions measure from it.
import type { Point } from '../../../types';

export interface MeshBox {
  faceWidth: number;
  faceHeight: number;
  /** The box's middle across. */
  cx: number;
  /** Its top (the forehead's) and bottom (the chin's). */
  top: number;
  bottom: number;
}

export function meshBox(mesh: readonly Point[]): MeshBox {
  const xs = mesh.map((p) => p[0]);
  const ys = mesh.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { faceWidth: right - left, faceHeight: bottom - top, cx: (left + right) / 2, top, bottom };
}
