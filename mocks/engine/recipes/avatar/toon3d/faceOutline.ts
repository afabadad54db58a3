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
 * How far `side` (points across and down the face, in order) reaches from the midline at height
 * `v`: along the segment that crosses that height, else at its nearest end.
 */
function reachAtHeight(side: readonly XY[], v: number): number {
  for (let k = 0; k + 1 < side.length; k++) {
    const [[u0, v0], [u1, v1]] = [side[k], side[k + 1]];
    if ((v - v0) * (v - v1) > 0 || v0 === v1) continue;
    return u0 + ((u1 - u0) * (v - v0)) / (v1 - v0);
  }
  const [first, last] = [side[0], side[side.length - 1]];
  return Math.abs(first[1] - v) < Math.abs(last[1] - v) ? first[0] : last[0];
}

/**
 * FACE_OVAL's points (in its order), each moved out across the face where it lies nearer the
 * midline than the other side does at the same height along the face's axis. FACE_OVAL runs
 * from the forehead's top (its first) round one side to the chin (its 19th) and back up the
 * other. Paired by index instead, a tilted, turned face's pair sat at different heights, and the
 * wide side's jaw corner was copied onto the narrow side's cheek: a swollen lump on the jaw (the
 * blind panel on the brown-skinned woman).
 */
export function balancedOval(mesh: readonly XY[]): XY[] {
  const frame = midlineFrame(mesh);
  const n = FACE_OVAL.length;
  const chin = n / 2;
  const local: XY[] = FACE_OVAL.map((k) => [localU(frame, mesh[k][0], mesh[k][1]), localV(frame, mesh[k][0], mesh[k][1])]);
  const sides = [local.slice(0, chin + 1), [...local.slice(chin), local[0]]];
  const unit = distance(mesh[33], mesh[263]);
  // Each side's outward direction across the face, from its points' mean: near the chin a turned
  // face's jaw can lie across the midline, and a sign read there flipped the point back over the chin.
  const outward = sides.map((side) => Math.sign(side.reduce((sum, [u]) => sum + u, 0)) || 1);
  return local.map(([u, v], k): XY => {
    if (k === 0 || k === chin) return [mesh[FACE_OVAL[k]][0], mesh[FACE_OVAL[k]][1]];
    const [own, other] = k < chin ? [0, 1] : [1, 0];
    const side = outward[own];
    const reach = side * u;
    const wide = outward[other] * reachAtHeight(sides[other], v);
    if (reach >= wide) return [mesh[FACE_OVAL[k]][0], mesh[FACE_OVAL[k]][1]];
    // From the eyes down: above them the temples meet the hair or a bald skull's ellipse, and
    // drawn out there they stood out from it as horns.
    const weight = smoothstep(-unit * 0.3, unit * 0.3, v);
    const moved = u + side * (wide - reach) * BALANCE * weight;
    return [globalX(frame, moved, v), globalY(frame, moved, v)];
  });
}
