// Smooth local reshapes of a face, each a displacement field that is zero outside its own
// ellipse: a lens that magnifies (an eye) or pinches (a nose), and a squash that shortens the
// lower face and narrows the chin. Each is written forward (where a point goes), so the mesh's
// points are moved exactly; a picture is warped through the inverse (./meshWarp.ts), found
// by fixed-point steps, which converge because every field moves its neighbours by less than
// their distance (the falloffs below are gentle enough for that).
import { hypot2 } from '../../shared/hypot';
import { frameThrough, localU, localV, type LocalFrame } from '../../motion/frame';
import { smoothstep } from '../../shared/raster';

export interface Reshape {
  /** Pixels the reshape can move: left, top, right, bottom (outside it nothing moves). */
  bounds: readonly [number, number, number, number];
  /** The forward displacement at (x, y), written into `into`. */
  displace(x: number, y: number, into: [number, number]): void;
  /** Where the point now at (x, y) came from, when the reshape knows it exactly (else found by fixed-point steps). */
  back?(x: number, y: number, into: [number, number]): void;
}

export interface LensOptions {
  /** Centre of the lens, and a point along its first axis (the eye's corners give the axis). */
  centre: readonly [number, number];
  axisTowards: readonly [number, number];
  /** Half sizes of the ellipse the lens is measured in, along the axis and across it. */
  radiusU: number;
  radiusV: number;
  /** Scale at the centre along each axis (1.4: 40 % larger; 0.8 a pinch). */
  scaleU: number;
  scaleV: number;
  /** Width of the lens's bell, in ellipse radii: the scale falls off as a Gaussian of this sigma. */
  spread: number;
  /** Extra shift of the whole lens in the frame (u, v), e.g. a nose lifted, fading with the lens. */
  shiftU?: number;
  shiftV?: number;
}

/**
 * Share of the lens's effect at elliptical radius `rho`: a Gaussian bell, so what is magnified
 * hands over to what is squeezed round it gradually (a lens that is flat inside and falls off
 * fast squeezes a thin ring hard, and that ring reads as the rim of a bubble). Cut to nothing
 * between 3 and 4 sigma.
 */
function lensWeight(rho: number, spread: number): number {
  const t = rho / spread;
  return Math.exp(-0.5 * t * t) * (1 - smoothstep(3, 4, t));
}

export function lens(options: LensOptions): Reshape {
  const { centre, radiusU, radiusV, scaleU, scaleV, spread } = options;
  const frame: LocalFrame = frameThrough(centre[0], centre[1], options.axisTowards[0], options.axisTowards[1]);
  // frameThrough puts its origin half way: move it back to the centre.
  frame.originX = centre[0];
  frame.originY = centre[1];
  const shiftU = options.shiftU ?? 0;
  const shiftV = options.shiftV ?? 0;
  const extent = Math.max(radiusU, radiusV) * spread * 4 * Math.max(1, scaleU, scaleV) + Math.hypot(shiftU, shiftV) + 2;
  return {
    bounds: [centre[0] - extent, centre[1] - extent, centre[0] + extent, centre[1] + extent],
    displace(x, y, into) {
      const u = localU(frame, x, y);
      const v = localV(frame, x, y);
      const w = lensWeight(hypot2(u / radiusU, v / radiusV), spread);
      if (w <= 0) {
        into[0] = 0;
        into[1] = 0;
        return;
      }
      const du = u * (scaleU - 1) * w + shiftU * w;
      const dv = v * (scaleV - 1) * w + shiftV * w;
      into[0] = du * frame.cos - dv * frame.sin;
      into[1] = du * frame.sin + dv * frame.cos;
    },
  };
}

export interface SquashOptions {
  /** The line the lower face is shortened towards (the mouth), and a point further along it. */
  from: readonly [number, number];
  axisTowards: readonly [number, number];
  /** Distance (down the face) from that line to the chin. */
  depth: number;
  /** Half the jaw's width at the mouth: the squash fades out sideways beyond it. */
  halfWidth: number;
  /** Share of the mouth-to-chin distance kept (0.85 shortens it by 15 %). */
  keep: number;
  /** Narrowing at the chin (0.1: the chin 10 % narrower), growing from nothing at the mouth. */
  narrow: number;
}

/**
 * The chin brought up towards the mouth and narrowed; below the chin the neck gives the shift
 * back over one and a half times the depth, so the shoulders stay where they were.
 */
export function squash(options: SquashOptions): Reshape {
  const { from, depth, halfWidth, keep, narrow } = options;
  const frame: LocalFrame = frameThrough(from[0], from[1], options.axisTowards[0], options.axisTowards[1]);
  frame.originX = from[0];
  frame.originY = from[1];
  const lift = (1 - keep) * depth;
  const giveBack = depth * 1.5;
  const side = halfWidth * 1.7;
  const extent = Math.max(side, depth + giveBack) + 2;
  return {
    bounds: [from[0] - extent, from[1] - extent, from[0] + extent, from[1] + extent],
    displace(x, y, into) {
      const u = localU(frame, x, y);
      const v = localV(frame, x, y);
      const across = 1 - smoothstep(halfWidth * 0.9, side, Math.abs(u));
      if (v <= 0 || across <= 0 || v >= depth + giveBack) {
        into[0] = 0;
        into[1] = 0;
        return;
      }
      // Down the face: 0 at the mouth, 1 at the chin, back to 0 where the neck has given the shift back.
      const down = v <= depth ? v / depth : 1 - smoothstep(depth, depth + giveBack, v);
      const dv = -lift * (v <= depth ? smoothstep(0, 1, down) : down) * across;
      const du = -u * narrow * down * across;
      into[0] = du * frame.cos - dv * frame.sin;
      into[1] = du * frame.sin + dv * frame.cos;
    },
  };
}

const step: [number, number] = [0, 0];

/** A point moved forward through the reshapes, in order. */
export function moveForward(reshapes: readonly Reshape[], x: number, y: number): [number, number] {
  let px = x;
  let py = y;
  for (const reshape of reshapes) {
    reshape.displace(px, py, step);
    px += step[0];
    py += step[1];
  }
  return [px, py];
}

/** Where the reshape took the point now at (x, y) from: p with p + d(p) = (x, y). */
export function moveBack(reshape: Reshape, x: number, y: number, into: [number, number]): void {
  if (reshape.back) {
    reshape.back(x, y, into);
    return;
  }
  let px = x;
  let py = y;
  for (let k = 0; k < 8; k++) {
    reshape.displace(px, py, step);
    const nx = x - step[0];
    const ny = y - step[1];
    // Settled to a thousandth of a pixel: further steps would not move the sample.
    const settled = Math.abs(nx - px) + Math.abs(ny - py) < 1e-3;
    px = nx;
    py = ny;
    if (settled) break;
  }
  into[0] = px;
  into[1] = py;
}

export interface LiftOptions {
  /** The line below which everything rises (under the chin), and a point further along it. */
  from: readonly [number, number];
  axisTowards: readonly [number, number];
  /** How far the body rises, and over what depth below the line the rise builds up. */
  lift: number;
  depth: number;
}

/**
 * Everything below a line raised by `lift`, built up smoothly over `depth` below it and kept to
 * the frame's foot: the neck under it is shortened, the shoulders and chest come up with it. Over
 * the whole width, so shoulders and the hair beside the neck stay one figure.
 */
export function liftBelow(options: LiftOptions): Reshape {
  const { from, lift, depth } = options;
  const frame: LocalFrame = frameThrough(from[0], from[1], options.axisTowards[0], options.axisTowards[1]);
  frame.originX = from[0];
  frame.originY = from[1];
  // The line may tilt with the face across the whole frame: no bounds.
  const far = 1e5;
  return {
    bounds: [-far, -far, far, far],
    displace(x, y, into) {
      const v = localV(frame, x, y);
      const dv = v <= 0 ? 0 : -lift * smoothstep(0, depth, v);
      into[0] = -dv * frame.sin;
      into[1] = dv * frame.cos;
    },
  };
}
