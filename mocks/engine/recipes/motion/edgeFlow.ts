// What lies just past the picture's edge, when a moving head draws from there. Reflected straight
// back about the edge, a texture whose lines cross the edge aslant (the brown-skinned woman's
// striped hair at the right of her GIF) came back as its mirror image, the stripes meeting their
// reflection in a chevron by the edge in every tilt (issue 37, session 16). Here each edge
// remembers the slope of the texture's lines along it (the structure tensor of a thin band inside
// it), and a point past the edge is reflected through the point where its own line crosses the
// edge: the line then runs on straight past the edge instead of folding back. Deeper past the
// edge even that guess shows what lies by the edge a second time (an earring, a lock of hair),
// so the reflection softens with the depth: the hair's colour and shading run on, not a copy.
import { gaussianBlurRgb } from '../shared/blur';
import { smoothstep, type Rgb } from '../shared/raster';
import type { Raster } from './raster';

/** Slope of the texture's lines at each position along each edge: along-edge pixels per pixel across it. */
export interface EdgeFlow {
  left: Float32Array;
  right: Float32Array;
  top: Float32Array;
  bottom: Float32Array;
  /** The picture softened (0–255 floats), shown more the deeper past the edge a point lies. */
  soft: Rgb;
  /** Pixels past the edge by which the soft picture has all taken over. */
  softAt: number;
}

/** The band inside each edge whose texture is read (a share of the picture's long side, at least 6 px). */
const BAND = 0.03;
/**
 * Half the stretch along the edge the slope is read over (a share of the long side). The slope
 * must change slowly along the edge: read over a few stripes (a twentieth), it swung from one
 * hair lock to the next, and points past the edge beside each other were carried to places far
 * apart, tearing the hair by the edge into blocks.
 */
const REACH = 0.2;
/** The steepest slope followed (45°): steeper lines would carry a point far along the edge. */
const MOST_SLOPE = 1;
/** Orientation coherence below which the band has no one direction (skin, a plain wall): a plain mirror. */
const COHERENT_FROM = 0.15;
const COHERENT_AT = 0.45;
/** The soft picture's blur (a share of the long side): wider than a stripe of hair or an earring. */
const SOFT_SIGMA = 0.012;
/** Depth past the edge (a share of the long side) where the reflection is all soft. */
const SOFT_AT = 0.03;

function greyAt(data: Uint8Array, index: number): number {
  return 0.299 * data[index * 3] + 0.587 * data[index * 3 + 1] + 0.114 * data[index * 3 + 2];
}

/**
 * The slope along one edge. `pixel(along, depth)` is the pixel index `depth` pixels in from the
 * edge at position `along`; the gradient is taken across (`depth`) and along the edge, so the
 * slope is the change along the edge per pixel across it.
 */
function edgeSlopes(
  raster: Raster,
  length: number,
  depthOf: number,
  pixel: (along: number, depth: number) => number,
): Float32Array {
  const { data } = raster;
  const across = new Float64Array(length + 1);
  const mixed = new Float64Array(length + 1);
  const along = new Float64Array(length + 1);
  for (let t = 0; t < length; t++) {
    let aa = 0;
    let am = 0;
    let ll = 0;
    const before = Math.max(0, t - 1);
    const after = Math.min(length - 1, t + 1);
    for (let d = 1; d < depthOf - 1; d++) {
      const gn = greyAt(data, pixel(t, d + 1)) - greyAt(data, pixel(t, d - 1));
      const gt = greyAt(data, pixel(after, d)) - greyAt(data, pixel(before, d));
      aa += gn * gn;
      am += gn * gt;
      ll += gt * gt;
    }
    // Running sums, so each position's window is one subtraction.
    across[t + 1] = across[t] + aa;
    mixed[t + 1] = mixed[t] + am;
    along[t + 1] = along[t] + ll;
  }
  const half = Math.max(4, Math.round(REACH * Math.max(raster.width, raster.height)));
  const slopes = new Float32Array(length);
  for (let t = 0; t < length; t++) {
    const from = Math.max(0, t - half);
    const to = Math.min(length, t + half + 1);
    const nn = across[to] - across[from];
    const nt = mixed[to] - mixed[from];
    const tt = along[to] - along[from];
    const total = nn + tt;
    if (total <= 1e-6) continue;
    const coherence = Math.sqrt((nn - tt) * (nn - tt) + 4 * nt * nt) / total;
    // The gradient's angle from the edge's normal; the lines run across it.
    const angle = 0.5 * Math.atan2(2 * nt, nn - tt);
    const sin = Math.sin(angle);
    const cos = Math.cos(angle);
    const slope = Math.abs(sin) < 1e-6 ? 0 : -cos / sin;
    const steep = Math.min(MOST_SLOPE, Math.max(-MOST_SLOPE, slope));
    // Lines nearly along the edge (no clear crossing) and an undirected band are mirrored plainly.
    slopes[t] = Math.abs(slope) > 2 * MOST_SLOPE ? 0 : steep * smoothstep(COHERENT_FROM, COHERENT_AT, coherence);
  }
  return slopes;
}

const flows = new WeakMap<Uint8Array, EdgeFlow>();

/** The picture's edge slopes, read once per picture (a clip warps one photo for all its frames). */
export function edgeFlowOf(raster: Raster): EdgeFlow {
  let flow = flows.get(raster.data);
  if (flow) return flow;
  const { width, height } = raster;
  const depth = Math.max(6, Math.round(BAND * Math.max(width, height)));
  const deepX = Math.min(depth, width);
  const deepY = Math.min(depth, height);
  flow = {
    left: edgeSlopes(raster, height, deepX, (t, d) => t * width + d),
    right: edgeSlopes(raster, height, deepX, (t, d) => t * width + width - 1 - d),
    top: edgeSlopes(raster, width, deepY, (t, d) => d * width + t),
    bottom: edgeSlopes(raster, width, deepY, (t, d) => (height - 1 - d) * width + t),
    soft: gaussianBlurRgb({ width, height, data: Float32Array.from(raster.data) }, SOFT_SIGMA * Math.max(width, height)),
    softAt: SOFT_AT * Math.max(width, height),
  };
  flows.set(raster.data, flow);
  return flow;
}

/** Reflected back inside 0…last (the fallback where a followed line leaves the picture too). */
function mirrored(value: number, last: number): number {
  if (value < 0) return Math.min(last, -value);
  if (value > last) return Math.max(0, 2 * last - value);
  return value;
}

/** A point to sample, written back by `insidePoint`. */
export interface Point {
  x: number;
  y: number;
}

/**
 * `point` (possibly past the picture's edge) moved inside it: past an edge, reflected through
 * the point where the texture's line through it crosses that edge (with `flow` all zero this
 * is the plain mirror). Returns how far past the edge it lay (pixels, 0 inside).
 */
export function insidePoint(raster: Raster, flow: EdgeFlow, point: Point): number {
  const lastX = raster.width - 1;
  const lastY = raster.height - 1;
  let { x, y } = point;
  if (x < 0 || x > lastX) {
    const edge = x < 0 ? 0 : lastX;
    const slopes = x < 0 ? flow.left : flow.right;
    const slope = slopes[Math.round(Math.min(lastY, Math.max(0, y)))];
    // Signed distance past the edge. The slope runs inward: the line crossed the edge `slope`
    // times the distance past it along the edge, and runs on as far again inside.
    const past = x - edge;
    y += 2 * slope * Math.abs(past);
    x = edge - past;
  }
  if (y < 0 || y > lastY) {
    const edge = y < 0 ? 0 : lastY;
    const slopes = y < 0 ? flow.top : flow.bottom;
    const slope = slopes[Math.round(Math.min(lastX, Math.max(0, x)))];
    const past = y - edge;
    x += 2 * slope * Math.abs(past);
    y = edge - past;
  }
  const past = Math.max(-point.x, point.x - lastX, -point.y, point.y - lastY, 0);
  point.x = mirrored(x, lastX);
  point.y = mirrored(y, lastY);
  return past;
}
