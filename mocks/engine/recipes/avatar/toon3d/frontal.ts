// A turned face brought part of the way round to face the camera. A toon is drawn near frontal;
// on a three-quarter view the mouth and nose sat at the far edge of the jaw and the far cheek was
// a sliver (the seventh blind panel: "mouth off-centre", "mouth slid to the side of the jaw").
// Across the face's axis each row is remapped piecewise-linearly: the near edge stays, the
// nose and mouth move towards the oval's middle, the far edge moves out by half as much (the far
// cheek widens as it would turned to the camera), and the backdrop beyond it gives the shift back.
// Rows fade in above the forehead and out down the neck. Only rows' positions across change, so
// the inverse is exact per row. A face nearly frontal, or turned no more than TURNED, is left as it is.
import { smoothstep } from '../../shared/raster';
import { frameThrough, localU, localV, type LocalFrame } from '../../motion/frame';
import { centreOf, distance, FACE_OVAL, type XY } from '../landmarks';
import type { Reshape } from './lens';
import type { PlanReshape } from './meshWarp';

/** Share of the features' offset from the oval's middle taken away. */
const TOWARDS_MIDDLE = 0.45;
/**
 * Only a face turned so far that its nose and mouth sit more than this share of the face's width
 * from the oval's middle is turned: the hair's masses read from a remapped photo changed (the
 * brown-skinned woman, her nose and mouth 0.21 of her width off, lost her long hair), so a face that reads as
 * turned but natural is left alone.
 */
const TURNED = 0.25;
/** The steepest a segment of the remap may be (0.6: a part stretched to 1.6 times its width at most). */
const STEEPEST = 0.6;

interface Knot {
  u: number;
  shift: number;
}

/** The shift at `u` along the knots (zero outside them). */
function shiftAt(knots: readonly Knot[], u: number): number {
  if (u <= knots[0].u || u >= knots[knots.length - 1].u) return 0;
  for (let k = 1; k < knots.length; k++) {
    const a = knots[k - 1];
    const b = knots[k];
    if (u <= b.u) return a.shift + ((b.shift - a.shift) * (u - a.u)) / (b.u - a.u || 1);
  }
  return 0;
}

/** The u a row weighted `w` took to `target`: each segment maps linearly, so it is solved in it. */
function sourceOf(knots: readonly Knot[], w: number, target: number): number {
  for (let k = 1; k < knots.length; k++) {
    const a = knots[k - 1];
    const b = knots[k];
    const endA = a.u + w * a.shift;
    const endB = b.u + w * b.shift;
    if (target < endA || target > endB) continue;
    const slope = (b.shift - a.shift) / (b.u - a.u || 1);
    return (target - w * a.shift + w * slope * a.u) / (1 + w * slope);
  }
  return target;
}

/** A reshape that turns the face part way to the camera (none for a face that already faces it). */
export function facingCamera(): PlanReshape {
  return (mesh: readonly XY[]): Reshape => {
    const from = centreOf(mesh, [33, 133]);
    const to = centreOf(mesh, [362, 263]);
    const centre = centreOf(mesh, FACE_OVAL);
    const frame: LocalFrame = frameThrough(centre[0], centre[1], centre[0] + to[0] - from[0], centre[1] + to[1] - from[1]);
    frame.originX = centre[0];
    frame.originY = centre[1];
    const us = FACE_OVAL.map((i) => localU(frame, mesh[i][0], mesh[i][1]));
    const vs = FACE_OVAL.map((i) => localV(frame, mesh[i][0], mesh[i][1]));
    const left = Math.min(...us);
    const right = Math.max(...us);
    const top = Math.min(...vs);
    const chin = localV(frame, mesh[152][0], mesh[152][1]);
    const faceHeight = chin - top;
    const features = (localU(frame, mesh[4][0], mesh[4][1]) + localU(frame, ...centreOf(mesh, [13, 14]))) / 2;
    const wanted = ((left + right) / 2 - features) * TOWARDS_MIDDLE;
    const margin = (right - left) * 0.3;
    // The far edge (the side the features sit towards) moves out by half the features' shift.
    const knotsFor = (d: number): Knot[] => [
      { u: left - margin, shift: 0 },
      { u: left, shift: d > 0 ? -d / 2 : 0 },
      { u: features, shift: d },
      { u: right, shift: d < 0 ? -d / 2 : 0 },
      { u: right + margin, shift: 0 },
    ];
    // Scaled down until no segment stretches or squeezes more than STEEPEST.
    let steepest = 0;
    const probe = knotsFor(1);
    for (let k = 1; k < probe.length; k++)
      steepest = Math.max(steepest, Math.abs(probe[k].shift - probe[k - 1].shift) / (probe[k].u - probe[k - 1].u || 1));
    const d = Math.sign(wanted) * Math.min(Math.abs(wanted), STEEPEST / (steepest || 1));
    const knots = knotsFor(d);
    const rowWeight = (v: number): number =>
      smoothstep(top - faceHeight * 0.45, top - faceHeight * 0.1, v) * (1 - smoothstep(chin, chin + faceHeight * 0.5, v));
    const unit = distance(mesh[33], mesh[263]);
    const still = Math.abs(d) < unit * 0.01 || Math.abs((left + right) / 2 - features) < (right - left) * TURNED;
    const extent = 1e5;
    return {
      bounds: still ? [0, 0, -1, -1] : [-extent, -extent, extent, extent],
      displace(x, y, into) {
        if (still) {
          into[0] = 0;
          into[1] = 0;
          return;
        }
        const u = localU(frame, x, y);
        const v = localV(frame, x, y);
        const du = shiftAt(knots, u) * rowWeight(v);
        into[0] = du * frame.cos;
        into[1] = du * frame.sin;
      },
      back(x, y, into) {
        if (still) {
          into[0] = x;
          into[1] = y;
          return;
        }
        const u = localU(frame, x, y);
        const v = localV(frame, x, y);
        const w = rowWeight(v);
        const du = sourceOf(knots, w, u) - u;
        into[0] = x + du * frame.cos;
        into[1] = y + du * frame.sin;
      },
    };
  };
}
