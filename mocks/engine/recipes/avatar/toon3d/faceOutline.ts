// The toon's face outline: the mesh's oval with its narrow side (a turned face's far cheek and
// jaw) drawn out part way towards the mirror of the wide side about the face's midline. On a
// turned face the mesh's far side is a short, steep curve, and the matte beside it took in the
// room or the far cheek as skin down to a square corner over the neck (the eighth blind panel:
// "jaw bulges sideways, lopsided face", the tuned woman and the brown-skinned woman). A toon is
// drawn near frontal: its two jaw lines taper alike from the cheekbones to the chin.
import { frameThrough, globalX, globalY, localU, localV, type LocalFrame } from '../../motion/frame';
import { smoothstep } from '../../shared/raster';
import { centreOf, distance, FACE_OVAL, type XY } from '../landmarks';

/** Share of the difference between the two sides' widths the narrow side is drawn out by. */
const BALANCE = 0.4;
/** Points down the face's middle: the midline is their mean across the face. */
const MIDDLE = [168, 4, 13, 14, 152] as const;

/** The face's frame: across along the eyes' line, origin on the midline (at the eyes' height). */
export function midlineFrame(mesh: readonly XY[]): LocalFrame {
  const from = centreOf(mesh, [33, 133]);
  const to = centreOf(mesh, [362, 263]);
  const eyes = centreOf(mesh, [33, 133, 362, 263]);
  const frame = frameThrough(eyes[0], eyes[1], eyes[0] + to[0] - from[0], eyes[1] + to[1] - from[1]);
  frame.originX = eyes[0];
  frame.originY = eyes[1];
  const middle = MIDDLE.reduce((sum, k) => sum + localU(frame, mesh[k][0], mesh[k][1]), 0) / MIDDLE.length;
  frame.originX = eyes[0] + middle * frame.cos;
  frame.originY = eyes[1] + middle * frame.sin;
  return frame;
}

/**
 * FACE_OVAL's points (in its order), the narrow side of each mirrored pair moved out across the
 * face. FACE_OVAL runs from the forehead's top (its first) round one side to the chin (its 19th)
 * and back up the other, so its k-th and (36 − k)-th points mirror each other.
 */
export function balancedOval(mesh: readonly XY[]): XY[] {
  const frame = midlineFrame(mesh);
  const points: XY[] = FACE_OVAL.map((k) => [mesh[k][0], mesh[k][1]]);
  const n = FACE_OVAL.length;
  const unit = distance(mesh[33], mesh[263]);
  for (let a = 1; a < n / 2; a++) {
    const b = n - a;
    const ua = localU(frame, points[a][0], points[a][1]);
    const ub = localU(frame, points[b][0], points[b][1]);
    const [narrow, wideU, narrowU] = Math.abs(ua) < Math.abs(ub) ? [a, ub, ua] : [b, ua, ub];
    // The narrow point's reach away from the wide side (negative when a turned face's far jaw
    // near the chin lies across the midline: it still moves out, so the curve has no kink).
    const side = Math.sign(wideU) || 1;
    const reach = -side * narrowU;
    const [x, y] = points[narrow];
    const v = localV(frame, x, y);
    // From the eyes down: above them the temples meet the hair or a bald skull's ellipse, and
    // drawn out there they stood out from it as horns.
    const weight = smoothstep(-unit * 0.3, unit * 0.3, v);
    const moved = narrowU - side * (Math.abs(wideU) - reach) * BALANCE * weight;
    points[narrow] = [globalX(frame, moved, v), globalY(frame, moved, v)];
  }
  return points;
}
