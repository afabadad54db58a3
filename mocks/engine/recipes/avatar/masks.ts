// Soft masks drawn from the mesh: the face oval (to cut a face out, or to retouch only skin)
// and the eyes, brows and lips that retouching must leave sharp.
import { createGrey, smoothstep, type Grey } from '../shared/raster';
import { blurLocal } from './blur';
import { centreOf, FACE_OVAL, LEFT_BROW, LEFT_EYE, LIPS, outline, RIGHT_BROW, RIGHT_EYE, type XY } from './landmarks';

/** 1 inside the polygon (even-odd rule, tested at pixel centres), 0 outside. */
export function fillPolygon(points: readonly XY[], width: number, height: number, into?: Grey): Grey {
  const mask = into ?? createGrey(width, height);
  const crossings: number[] = [];
  // Only the rows the polygon spans: a row whose centre is outside them crosses no edge (an eye's
  // or a lip's outline spans a few dozen of the picture's rows, and each row read every edge).
  const [top, bottom] = rowsSpanned(points, height);
  for (let y = top; y <= bottom; y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i];
      const [xj, yj] = points[j];
      if (yi > cy !== yj > cy) crossings.push(xi + ((cy - yi) / (yj - yi)) * (xj - xi));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k] - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[k + 1] - 0.5));
      for (let x = from; x <= to; x++) mask.data[y * width + x] = 1;
    }
  }
  return mask;
}

/**
 * The first and last rows whose centres may cross an edge of `points` (within 0 … height - 1):
 * every row when a point's y is not a number (an edge from it may still count as crossing).
 */
function rowsSpanned(points: readonly XY[], height: number): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const [, y] of points) {
    if (Number.isNaN(y)) return [0, height - 1];
    low = Math.min(low, y);
    high = Math.max(high, y);
  }
  return [Math.max(0, Math.floor(low - 0.5)), Math.min(height - 1, Math.ceil(high))];
}

/** Antialiased polygon: filled at pixel centres, then softened by under a pixel. */
export function crispPolygon(points: readonly XY[], width: number, height: number): Grey {
  return blurLocal(fillPolygon(points, width, height), 0.7);
}

/** The mean of `points`: the middle a polygon is grown about. */
function middleOf(points: readonly XY[]): XY {
  let cx = 0;
  let cy = 0;
  for (const [x, y] of points) {
    cx += x;
    cy += y;
  }
  return [cx / points.length, cy / points.length];
}

/** The polygon scaled about its centre: > 1 grows it. */
export function scaled(points: readonly XY[], factorX: number, factorY = factorX, shiftY = 0): XY[] {
  const [cx, cy] = middleOf(points);
  return points.map(([x, y]) => [cx + (x - cx) * factorX, cy + (y - cy) * factorY + shiftY]);
}

/** The face's roll: the unit direction across it, from the right eye's middle to the left's (image left to right). */
export function acrossFace(mesh: readonly XY[]): XY {
  const right = centreOf(mesh, [33, 133]);
  const left = centreOf(mesh, [362, 263]);
  const length = Math.hypot(left[0] - right[0], left[1] - right[1]) || 1;
  return [(left[0] - right[0]) / length, (left[1] - right[1]) / length];
}

/**
 * `points` grown about their middle by `along` the face's eye line and `across` it (as `scaled`
 * does along x and y, with `shiftDown` towards the chin), so a tilted head's masks tilt with it:
 * grown along the picture's axes, a rolled eye's mask reached past one corner and short of the
 * lid, and the lid's lashes left outside it were retouched as skin beside the eye kept sharp.
 */
export function scaledOnFace(points: readonly XY[], mesh: readonly XY[], along: number, across = along, shiftDown = 0): XY[] {
  const [ux, uy] = acrossFace(mesh);
  const [cx, cy] = middleOf(points);
  return points.map(([x, y]) => {
    const u = ((x - cx) * ux + (y - cy) * uy) * along;
    const v = (-(x - cx) * uy + (y - cy) * ux) * across + shiftDown;
    return [cx + u * ux - v * uy, cy + u * uy + v * ux];
  });
}

export interface OvalOptions {
  /** Growth of the oval about its centre (1: the mesh's own outline). */
  grow: number;
  /** Extra growth upwards, as a share of the face height, to take in the forehead the mesh stops short of. */
  forehead: number;
  /** Softness of the rim, in pixels. */
  feather: number;
}

/** The face oval as a soft mask: 1 inside, fading to 0 over `feather` pixels at the rim. */
export function faceOvalMask(mesh: readonly XY[], size: number, options: OvalOptions): Grey {
  const oval = outline(mesh, FACE_OVAL);
  const top = Math.min(...oval.map((p) => p[1]));
  const bottom = Math.max(...oval.map((p) => p[1]));
  const middle = (top + bottom) / 2;
  const lift = options.forehead * (bottom - top);
  // Points above the middle are raised in proportion, so the forehead grows and the chin stays.
  const raised: XY[] = oval.map(([x, y]) => [x, y < middle ? y - (lift * (middle - y)) / (middle - top) : y]);
  const mask = fillPolygon(scaled(raised, options.grow), size, size);
  // Blurring a hard edge by sigma spreads it over about ±2 sigma; pull it in by that much first.
  return options.feather > 0 ? blurLocal(mask, options.feather / 2) : mask;
}

/** Eyes, brows and lips, grown a little and softened: the parts retouching keeps sharp. */
export function featuresMask(mesh: readonly XY[], size: number): Grey {
  const mask = createGrey(size, size);
  const eyeWidth = Math.hypot(mesh[33][0] - mesh[133][0], mesh[33][1] - mesh[133][1]);
  for (const eye of [RIGHT_EYE, LEFT_EYE]) fillPolygon(scaledOnFace(outline(mesh, eye), mesh, 1.5, 2.2), size, size, mask);
  for (const brow of [RIGHT_BROW, LEFT_BROW]) fillPolygon(scaledOnFace(outline(mesh, brow), mesh, 1.15, 1.6), size, size, mask);
  fillPolygon(scaledOnFace(outline(mesh, LIPS), mesh, 1.12, 1.3), size, size, mask);
  return blurLocal(mask, Math.max(1.5, eyeWidth * 0.12));
}

/** Skin: the face oval without the features, 0–1. */
export function skinMask(mesh: readonly XY[], size: number): Grey {
  return withoutFeatures(faceOvalMask(mesh, size, SKIN_OVAL), mesh, size);
}

/** The oval skin is taken from: a little inside the mesh's outline, the forehead raised to the hairline. */
const SKIN_OVAL: OvalOptions = { grow: 0.97, forehead: 0.02, feather: 10 };

function withoutFeatures(oval: Grey, mesh: readonly XY[], size: number): Grey {
  const features = featuresMask(mesh, size);
  for (let i = 0; i < oval.data.length; i++) oval.data[i] *= 1 - features.data[i];
  return oval;
}

/**
 * The skin's oval faded in from its rim: 0 on the rim and beyond, rising to 1 about `inset`
 * pixels inside (a Gaussian edge, eased). A retouch laid by it ramps out over the face's edge and stops
 * at the rim: laid by the 10-pixel rim of `skinMask` it ended in a line where the face met the
 * hair, neck and background (blind readers' "seams at the face's edge"), and spilling past the
 * rim it would carry the skin onto them.
 */
export function insetOvalMask(mesh: readonly XY[], size: number, inset: number): Grey {
  // The rim on the mesh's own outline, the forehead's raised towards the hairline: faded in from
  // the skin's oval (0.97, forehead 0.02), the fade left the lines high on the older man's forehead uncut.
  const mask = blurLocal(faceOvalMask(mesh, size, { grow: 1, forehead: 0.08, feather: 0 }), inset / 2);
  // The blurred edge is 0.5 on the rim and 0.98 two sigmas (`inset`) in; eased at both ends, so
  // the retouch leaves the rim with no kink either.
  for (let i = 0; i < mask.data.length; i++) mask.data[i] = smoothstep(0.5, 0.98, mask.data[i]);
  return mask;
}

/** `insetOvalMask` without the features: skin to retouch, faded in from the face's edge. */
export function insetSkinMask(mesh: readonly XY[], size: number, inset: number): Grey {
  return withoutFeatures(insetOvalMask(mesh, size, inset), mesh, size);
}

/**
 * Adds a soft ellipse to `mask` (keeping the larger value), only over its bounding box. `across`:
 * the unit direction of its `rx` axis (a rolled face's acrossFace), the picture's x unless given.
 */
export function ellipseMaskInto(
  mask: Grey,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  feather: number,
  across: XY = [1, 0],
): Grey {
  const { width, height, data } = mask;
  const [ux, uy] = across;
  // A turned ellipse's bounds: its half-extent along the picture's x and y.
  const reach = feather + 1;
  const halfX = Math.hypot(rx * ux, ry * uy);
  const halfY = Math.hypot(rx * uy, ry * ux);
  const x0 = Math.max(0, Math.floor(cx - halfX - reach));
  const x1 = Math.min(width - 1, Math.ceil(cx + halfX + reach));
  const y0 = Math.max(0, Math.floor(cy - halfY - reach));
  const y1 = Math.min(height - 1, Math.ceil(cy + halfY + reach));
  const radius = Math.min(rx, ry);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const ox = x + 0.5 - cx;
      const oy = y + 0.5 - cy;
      const dx = (ox * ux + oy * uy) / rx;
      const dy = (oy * ux - ox * uy) / ry;
      // Signed distance from the rim, roughly in pixels.
      const d = (Math.sqrt(dx * dx + dy * dy) - 1) * radius;
      const value = d <= -feather ? 1 : d >= feather ? 0 : 0.5 - (0.5 * d) / feather;
      const i = y * width + x;
      if (value > data[i]) data[i] = value;
    }
  }
  return mask;
}

/** The point `right` along the face's eye line and `down` across it (towards the chin) from `at`. */
export function onFace(mesh: readonly XY[], at: XY, right: number, down: number): XY {
  const [ux, uy] = acrossFace(mesh);
  return [at[0] + right * ux - down * uy, at[1] + right * uy + down * ux];
}

/** An ellipse as a soft mask (for vignettes and a head-and-shoulders subject). */
export function ellipseMask(size: number, cx: number, cy: number, rx: number, ry: number, feather: number): Grey {
  return ellipseMaskInto(createGrey(size, size), cx, cy, rx, ry, feather);
}

/** A soft mask of the head and shoulders: the face oval grown for hair, and a wider body below. */
export function subjectMask(mesh: readonly XY[], size: number): Grey {
  const [cx, cy] = centreOf(mesh, FACE_OVAL);
  const oval = outline(mesh, FACE_OVAL);
  const faceWidth = Math.max(...oval.map((p) => p[0])) - Math.min(...oval.map((p) => p[0]));
  const faceHeight = Math.max(...oval.map((p) => p[1])) - Math.min(...oval.map((p) => p[1]));
  const mask = ellipseMask(size, cx, cy - faceHeight * 0.08, faceWidth * 0.95, faceHeight * 0.8, faceWidth * 0.22);
  return ellipseMaskInto(mask, cx, cy + faceHeight * 1.55, faceWidth * 1.7, faceHeight * 1.05, faceWidth * 0.3);
}
