// Line art after Kang, Lee and Chui, "Coherent line drawing" (2007): a difference of Gaussians
// smoothed along the edge tangent flow (FDoG), so a line is one stroke along its edge and not a
// row of dots, then kept by hysteresis as a Canny edge is: strong responses seed a line, weaker
// ones continue it only where they touch a seed, and a mark shorter than a stroke is dropped.
// Lone blobs (a pore, a nostril's shadow, JPEG blocks) never reach the picture.
import { gaussianBlur, maxFilter } from './blur';
import { createGrey, smoothstep, type Grey } from './raster';
import { structureTensor } from './structureTensor';

export interface FlowLineOptions {
  /** Scale of the finest line, in pixels. */
  sigma: number;
  /** Darkness difference (0–1 grey units) that starts a line. */
  strong: number;
  /** Darkness difference that carries a started line on. */
  weak: number;
  /** A kept line spans at least this many pixels (its bounding box's diagonal). */
  minLength: number;
  /** Pixels the response is smoothed along the edge, each way. */
  along: number;
  /** Pixels added around each line. */
  thicken: number;
  /** 0–1 per pixel: where lines are not wanted (a face's skin). Lines there are erased before hysteresis. */
  suppress?: Grey;
  /** 1 where lines may be drawn at all (a print's sitter); nothing is traced outside it. */
  within?: Uint8Array;
}

/**
 * Unit tangent of the edge at each pixel (defined up to sign): across the main gradient of the
 * structure tensor of `smooth` (a lightly blurred grey), the tensor smoothed over `sigma` × 2.
 */
export function edgeTangents(smooth: Grey, sigma: number): { tx: Float32Array; ty: Float32Array } {
  const { width, height } = smooth;
  const [xx, xy, yy] = structureTensor(smooth, Math.max(1, sigma * 2));
  const a = xx.data;
  const b = xy.data;
  const c = yy.data;
  const tx = new Float32Array(width * height);
  const ty = new Float32Array(width * height);
  for (let i = 0; i < tx.length; i++) {
    // The smaller eigenvector of [[a, b], [b, c]]: the direction the grey changes least.
    const lambda = (a[i] + c[i]) / 2 - Math.sqrt(((a[i] - c[i]) / 2) ** 2 + b[i] * b[i]);
    let vx = b[i];
    let vy = lambda - a[i];
    // Math.sqrt, not Math.hypot: this runs once per pixel and hypot is several times slower.
    let length = Math.sqrt(vx * vx + vy * vy);
    if (length < 1e-12) {
      vx = lambda - c[i];
      vy = b[i];
      length = Math.sqrt(vx * vx + vy * vy);
    }
    if (length < 1e-12) {
      tx[i] = 1;
      ty[i] = 0;
    } else {
      tx[i] = vx / length;
      ty[i] = vy / length;
    }
  }
  return { tx, ty };
}

/** The plane's value at (x, y), bilinear, clamped to the edges. */
function at(data: Float32Array, width: number, height: number, x: number, y: number): number {
  const cx = x < 0 ? 0 : x > width - 1 ? width - 1 : x;
  const cy = y < 0 ? 0 : y > height - 1 ? height - 1 : y;
  const x0 = cx | 0;
  const y0 = cy | 0;
  const x1 = x0 < width - 1 ? x0 + 1 : x0;
  const y1 = y0 < height - 1 ? y0 + 1 : y0;
  const fx = cx - x0;
  const fy = cy - y0;
  const top = data[y0 * width + x0] * (1 - fx) + data[y0 * width + x1] * fx;
  const bottom = data[y1 * width + x0] * (1 - fx) + data[y1 * width + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * The difference of Gaussians (dark side of an edge positive) averaged along the edge tangent
 * flow: each pixel follows the flow `along` pixels both ways, turning with it, Gaussian-weighted.
 * Pixels whose own difference is at most `floor` keep it unaveraged: they are too faint to
 * become a line, and they are most of a photo, so the walk is skipped there. Where `traced` is
 * 0 (no line wanted: skin a style draws from the mesh, the room round a print's sitter) the
 * difference is 0 and the walk, most of the work, is skipped too.
 */
export function flowDifference(grey: Grey, sigma: number, along: number, floor = 0, traced?: Float32Array): Grey {
  const { width, height } = grey;
  const fine = gaussianBlur(grey, sigma);
  const wide = gaussianBlur(grey, sigma * 1.6);
  const dog = createGrey(width, height);
  for (let i = 0; i < dog.data.length; i++) dog.data[i] = wide.data[i] - fine.data[i];
  const { tx, ty } = edgeTangents(fine, sigma);
  const result = createGrey(width, height);
  const steps = Math.max(1, Math.round(along));
  const spread = 2 * (along / 2) ** 2;
  const weights = new Float32Array(steps + 1);
  for (let s = 0; s <= steps; s++) weights[s] = Math.exp(-(s * s) / spread);
  for (let i = 0; i < dog.data.length; i++) {
    if (traced && traced[i] === 0) continue;
    if (dog.data[i] <= floor) {
      result.data[i] = dog.data[i];
      continue;
    }
    const x = i % width;
    const y = (i - x) / width;
    let sum = dog.data[i] * weights[0];
    let total = weights[0];
    for (let sign = 1; sign >= -1; sign -= 2) {
      let px = x;
      let py = y;
      let dx = tx[i] * sign;
      let dy = ty[i] * sign;
      for (let s = 1; s <= steps; s++) {
        px += dx;
        py += dy;
        if (px < 0 || py < 0 || px > width - 1 || py > height - 1) break;
        const j = ((py + 0.5) | 0) * width + ((px + 0.5) | 0);
        // The tangent is a line, not an arrow: keep walking the way the walk goes.
        let nx = tx[j];
        let ny = ty[j];
        if (nx * dx + ny * dy < 0) {
          nx = -nx;
          ny = -ny;
        }
        dx = nx;
        dy = ny;
        sum += at(dog.data, width, height, px, py) * weights[s];
        total += weights[s];
      }
    }
    result.data[i] = sum / total;
  }
  return result;
}

/**
 * Hysteresis: the 8-connected marks of `response` above `weak` that hold a pixel above `strong`
 * and span at least `minLength` pixels. 1 where kept.
 */
export function hysteresis(response: Grey, weak: number, strong: number, minLength: number): Uint8Array {
  const { width, height, data } = response;
  const kept = new Uint8Array(data.length);
  const seen = new Uint8Array(data.length);
  const stack = new Int32Array(data.length);
  const members: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start] <= weak) continue;
    members.length = 0;
    let top = 0;
    let seeded = false;
    let left = width;
    let right = 0;
    let upper = height;
    let lower = 0;
    seen[start] = 1;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top];
      members.push(i);
      if (data[i] > strong) seeded = true;
      const x = i % width;
      const y = (i - x) / width;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < upper) upper = y;
      if (y > lower) lower = y;
      for (let oy = -1; oy <= 1; oy++) {
        const ny = y + oy;
        if (ny < 0 || ny >= height) continue;
        for (let ox = -1; ox <= 1; ox++) {
          const nx = x + ox;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (seen[j] || data[j] <= weak) continue;
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    if (seeded && Math.hypot(right - left + 1, lower - upper + 1) >= minLength) for (const i of members) kept[i] = 1;
  }
  return kept;
}

/** 0–1 per pixel: how much of a line is kept there (`suppress` and `within` together); none when both are absent. */
function tracedShare(size: number, { suppress, within }: FlowLineOptions): Float32Array | undefined {
  if (!suppress && !within) return undefined;
  const share = new Float32Array(size).fill(1);
  if (suppress) for (let i = 0; i < size; i++) share[i] = 1 - suppress.data[i];
  if (within) for (let i = 0; i < size; i++) if (!within[i]) share[i] = 0;
  return share;
}

/** Ink darkness 0–1: coherent lines along the picture's edges, with no lone specks or blobs. */
export function flowLines(grey: Grey, options: FlowLineOptions): Grey {
  const { width, height } = grey;
  const traced = tracedShare(width * height, options);
  const response = flowDifference(grey, options.sigma, options.along, options.weak * 0.5, traced);
  if (traced) for (let i = 0; i < response.data.length; i++) response.data[i] *= traced[i];
  const kept = hysteresis(response, options.weak, options.strong, options.minLength);
  const ink = createGrey(width, height);
  // A kept line's darkness still follows its response, so it tapers at its ends like a pen's.
  for (let i = 0; i < ink.data.length; i++)
    if (kept[i]) ink.data[i] = smoothstep(options.weak, (options.weak + options.strong) / 2, response.data[i]);
  const thick = options.thicken >= 1 ? maxFilter(ink, options.thicken) : ink;
  return gaussianBlur(thick, 0.6);
}
