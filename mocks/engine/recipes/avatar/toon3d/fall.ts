// Where a point lies in the hair's fall: the head of hair as an ellipse round the face, and the
// lines u = const its locks follow down (each a copy of the head's outline narrowed towards the
// crown). Shared by the hair's painted locks (./paintMasses.ts) and its lock-tipped outline
// (./lockOutline.ts), so each lobe of the outline is the end of one painted lock.
import { faceFrame, type XY } from '../landmarks';

export interface FallPoint {
  /** Across the head ellipse (-1 … 1 at its sides) and down it (-1 its top, 0 its middle). */
  s: number;
  t: number;
  r: number;
  /** Across the fall: the lines u = const follow it down. */
  u: number;
  /** A little twist as the locks fall. */
  wobble: number;
}

/**
 * The half width (in the head ellipse's radii) of the hair's fall at ellipse row `t`: above the
 * middle an ellipse as wide as the head's and 1.5 times as tall, so the lines meet above the hair
 * (meeting at the skull's top they crowded into a fan there), never under a quarter; below the
 * middle the whole radius.
 */
export function flowWidth(t: number): number {
  return t >= 0 ? 1 : Math.sqrt(Math.max(0.0625, 1 - (t / 1.5) ** 2));
}

/** The head of hair's ellipse round the face of `mesh`: its middle and radii in pixels. */
function fallEllipse(mesh: readonly XY[]): { cx: number; cy: number; rx: number; ry: number } {
  const { faceWidth, faceHeight, cx, cy: middle } = faceFrame(mesh);
  return { cx, cy: middle - faceHeight * 0.05, rx: faceWidth * 0.66, ry: faceHeight * 0.68 };
}

/** The fall's coordinates of pixel centres round the face of `mesh`. */
export function hairFall(mesh: readonly XY[]): (x: number, y: number) => FallPoint {
  const { cx, cy, rx, ry } = fallEllipse(mesh);
  return (x, y) => {
    const s = (x + 0.5 - cx) / rx;
    const t = (y + 0.5 - cy) / ry;
    const u = s / flowWidth(t);
    return { s, t, r: Math.hypot(s, t), u, wobble: 0.25 * Math.sin(t * 3.1 + u * 2.3) };
  };
}

/** The point (image coordinates) at fall line `u`, ellipse row `t`: `hairFall` turned round, to draw along a line. */
export function fallPoint(mesh: readonly XY[]): (u: number, t: number) => XY {
  const { cx, cy, rx, ry } = fallEllipse(mesh);
  return (u, t) => [cx + rx * u * flowWidth(t), cy + ry * t];
}
