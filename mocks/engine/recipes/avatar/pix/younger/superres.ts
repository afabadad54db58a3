// A soft, enlarged photo rebuilt with crisp edges (a learning-free super-resolution). The gallery's
// faces are 60–100 px cut-outs enlarged four to eight times: every edge is a smooth ramp many
// pixels wide, and whatever the recipe does afterwards the result "is a blurred copy" (the ninth
// blind panel's words on all seven faces). So the enlargement is measured (./softness.ts), undone
// (the picture brought down to its true resolution, where nothing is lost) and made again a
// doubling at a time, each doubling's edges steepened at its own scale, so no ramp grows wider
// than a pixel or two of the step it was made at.
// The steepening is continuous (a push away from the 3×3 mean, held inside the 3×3 range), not a
// shock filter's jump to a neighbour: shock-filtered, the skin's shading broke into terraces
// ("contour lines" across nose and cheeks) and the eyes into flat patches. Only the edges found
// at the true resolution are pushed, never the shading between them.
// What the reduction threw away (a sharper photo's real detail, a camera's grain) is added back.
import { createGrey, createRgb, smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { gaussianData } from '../../blur';
import { enlarge } from '../../resample';

/** The picture `factor` times smaller, each pixel the mean of its factor × factor block. */
export function reduce(picture: Rgb, factor: number): Rgb {
  const width = Math.floor(picture.width / factor);
  const height = Math.floor(picture.height / factor);
  const result = createRgb(width, height);
  const { data } = picture;
  const share = 1 / (factor * factor);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      for (let dy = 0; dy < factor; dy++) {
        const row = ((y * factor + dy) * picture.width + x * factor) * 3;
        for (let dx = 0; dx < factor * 3; dx += 3) {
          result.data[o] += data[row + dx] * share;
          result.data[o + 1] += data[row + dx + 1] * share;
          result.data[o + 2] += data[row + dx + 2] * share;
        }
      }
    }
  return result;
}

/** How hard each doubling's edges are pushed, and which slopes are edges. */
export interface Rebuild {
  /** Pushes per doubling. */
  passes: number;
  /** Each push: the light moved this many times its difference from the 3×3 mean. */
  gain: number;
  /** Slopes (light a pixel at the true resolution) from which a pixel is an edge, and fully one. */
  edgeFrom: number;
  edgeTo: number;
}

function lightOf({ data, width, height }: Rgb): Float32Array {
  const light = new Float32Array(width * height);
  for (let i = 0, p = 0; i < light.length; i++, p += 3) light[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  return light;
}

/** 0–1: how surely each pixel of the true-resolution picture lies on an edge (its steepest 3×3 slope). */
function edgesOf(small: Rgb, rebuild: Rebuild): Grey {
  const { width, height } = small;
  const light = lightOf(small);
  const edges = createGrey(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const l = x > 0 ? x - 1 : x;
      const r = x < width - 1 ? x + 1 : x;
      const u = y > 0 ? y - 1 : y;
      const d = y < height - 1 ? y + 1 : y;
      const slope = Math.hypot(light[y * width + r] - light[y * width + l], light[d * width + x] - light[u * width + x]) / 2;
      edges.data[y * width + x] = smoothstep(rebuild.edgeFrom, rebuild.edgeTo, slope);
    }
  // Grown by a pixel: both sides of a ramp are worked, not only its middle.
  const grown = createGrey(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let most = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = Math.min(width - 1, Math.max(0, x + dx));
          const yy = Math.min(height - 1, Math.max(0, y + dy));
          most = Math.max(most, edges.data[yy * width + xx]);
        }
      grown.data[y * width + x] = most;
    }
  return grown;
}

/** The edges of `picture` pushed towards steps, in place, by `where` (the edge map at this size). */
function steepen(picture: Rgb, where: Float32Array, rebuild: Rebuild): void {
  const { width, height, data } = picture;
  for (let pass = 0; pass < rebuild.passes; pass++) {
    const light = lightOf(picture);
    const mean = gaussianData(light, width, height, 1, 0.8);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const m = where[i];
        if (m <= 0) continue;
        let low = Infinity;
        let high = -Infinity;
        for (let dy = -1; dy <= 1; dy++) {
          const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
          for (let dx = -1; dx <= 1; dx++) {
            const v = light[row + Math.min(width - 1, Math.max(0, x + dx))];
            if (v < low) low = v;
            if (v > high) high = v;
          }
        }
        const l = light[i];
        let target = l + (l - mean[i]) * rebuild.gain;
        target = target < low ? low : target > high ? high : target;
        const delta = (target - l) * m;
        const p = i * 3;
        for (let c = 0; c < 3; c++) {
          const v = data[p + c] + delta;
          data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
        }
      }
  }
}

/** The edge map (one value a pixel) brought to `width` × `height`, bilinear. */
function edgesAt(edges: Grey, width: number, height: number): Float32Array {
  const spread: Rgb = { width: edges.width, height: edges.height, data: new Float32Array(edges.data.length * 3) };
  for (let i = 0; i < edges.data.length; i++) spread.data[i * 3] = edges.data[i];
  const big = enlarge(spread, width, height).data;
  const result = new Float32Array(width * height);
  for (let i = 0; i < result.length; i++) result[i] = big[i * 3];
  return result;
}

/**
 * The picture smoothed along its edges only (never across them), in place, where `where` says: each
 * pixel the mean of `reach` pixels either side along the edge's tangent (the light's isophote,
 * from the gradient of the light smoothed over about a stair's length). Steps made at a coarse
 * resolution run along its pixel grid and come out as stairs; this irons each stair into the
 * straight or curved line it stood for, and the step across stays as steep.
 */
function alongEdges(picture: Rgb, where: Float32Array, reach: number, orientSigma: number): void {
  const { width, height } = picture;
  const source = picture.data.slice();
  const smooth = gaussianData(lightOf(picture), width, height, 1, orientSigma);
  const sample = (x: number, y: number, c: number): number => {
    const cx = x < 0 ? 0 : x > width - 1 ? width - 1 : x;
    const cy = y < 0 ? 0 : y > height - 1 ? height - 1 : y;
    const x0 = Math.min(width - 2, cx | 0);
    const y0 = Math.min(height - 2, cy | 0);
    const fx = cx - x0;
    const fy = cy - y0;
    const a = (y0 * width + x0) * 3 + c;
    const b = a + width * 3;
    return (source[a] * (1 - fx) + source[a + 3] * fx) * (1 - fy) + (source[b] * (1 - fx) + source[b + 3] * fx) * fy;
  };
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = where[i];
      if (m <= 0) continue;
      const gx = smooth[i + 1] - smooth[i - 1];
      const gy = smooth[i + width] - smooth[i - width];
      const length = Math.hypot(gx, gy);
      if (length < 1e-4) continue;
      const tx = -gy / length;
      const ty = gx / length;
      const p = i * 3;
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let k = -reach; k <= reach; k++) sum += sample(x + k * tx, y + k * ty, c);
        const along = sum / (2 * reach + 1);
        picture.data[p + c] = source[p + c] + (along - source[p + c]) * m;
      }
    }
}

/**
 * `picture` (square) rebuilt from its `factor`-times reduction, in place (nothing below a factor of
 * 2), everywhere but where `spared` (0–1) keeps the photo as it was.
 */
export function rebuildSharper(picture: Rgb, factor: number, rebuild: Rebuild, spared: Grey): void {
  if (factor < 2) return;
  const size = picture.width;
  const reduced = reduce(picture, factor);
  const edges = edgesOf(reduced, rebuild);
  const small: Rgb = { ...reduced, data: reduced.data.slice() };
  steepen(small, edges.data, rebuild);
  let current = small;
  while (current.width < size) {
    const next = Math.min(size, current.width * 2);
    current = enlarge(current, next, Math.round((next * picture.height) / size));
    // Not at the last doubling: its plain enlargement of the steps below is their anti-aliasing
    // (steepened at full size as well, every edge came out a jagged stair of pixels).
    if (next < size) steepen(current, edgesAt(edges, current.width, current.height), rebuild);
  }
  alongEdges(current, edgesAt(edges, size, picture.height), Math.round(factor * 1.5), factor * 1.2);
  // What the reduction lost (its plain enlargement's difference from the photo) added back.
  const plain = enlarge(reduced, size, picture.height);
  const { data } = picture;
  for (let i = 0; i < data.length; i++) {
    const rebuilt = current.data[i] + (data[i] - plain.data[i]);
    const v = data[i] + (rebuilt - data[i]) * (1 - spared.data[(i / 3) | 0]);
    data[i] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
}
