// A 3D toon's short neck: a blind panel read "long neck" on every face, since the toon's
// shortened lower face pulls the chin up while the shoulders stay where the photo had them. Once
// the figure is drawn as masses (./masses.ts), its collar is found (where the skin under the chin
// ends, down the neck's middle) and everything below the chin is raised (./lens.ts's liftBelow)
// so that chin to collar is the share of the face's height a toon has. The masses are lifted
// rather than the photo before them: raised first, a dark jacket came beside a man's jaw and was
// taken for his long hair.
import { smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { sampleBilinear } from '../../shared/sample';
import { centreOf, distance, type XY } from '../landmarks';
import { liftBelow, moveBack, type Reshape } from './lens';
import type { Masses } from './masses';

/** The longest neck looked for, in face heights: below it an open shirt or a skin-coloured top goes on. */
const LONGEST = 0.75;
/** The most the body is raised, in face heights: a collar not seen must not bring the chest under the chin. */
const MOST_LIFT = 0.2;
/** The inverse is found on a grid this many pixels apart (as ./meshWarp.ts does). */
const GRID = 4;

/**
 * How far below the chin the figure's collar is, in face heights (mesh 10 to 152): down each of
 * a few columns across the neck's middle, from below the chin's underside, the first row that is
 * not skin; the median of the columns, at most LONGEST.
 */
export function collarDepth(skin: Grey, mesh: readonly XY[]): number {
  const { width, height, data } = skin;
  const faceHeight = distance(mesh[10], mesh[152]);
  const jawHalf = distance(mesh[172], mesh[397]) / 2;
  const chin = mesh[152][1];
  const cx = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
  const lowest = Math.min(height - 1, Math.round(chin + faceHeight * LONGEST));
  const start = Math.max(0, Math.round(chin + faceHeight * 0.04));
  const found: number[] = [];
  for (let k = -3; k <= 3; k++) {
    const x = Math.round(cx + (k / 3) * jawHalf * 0.35);
    if (x < 0 || x >= width) continue;
    let y = start;
    while (y < lowest && data[y * width + x] > 0.5) y++;
    found.push(y);
  }
  if (!found.length) return LONGEST;
  found.sort((a, b) => a - b);
  return (found[found.length >> 1] - chin) / faceHeight;
}

/** The rise that shortens a neck `neck` pixels long by `excess`, built up over the depth returned. */
function liftFor(neck: number, excess: number): { lift: number; depth: number } {
  // Built up over the neck, or over twice the lift where that is longer (a steeper build-up folds
  // the picture over itself): the lift that brings the collar up by `excess`, found by halving.
  const depthFor = (lift: number): number => Math.max(neck * 1.1, lift * 2, 1);
  let low = 0;
  let high = excess * 2;
  for (let k = 0; k < 24; k++) {
    const mid = (low + high) / 2;
    if (mid * smoothstep(0, depthFor(mid), neck) < excess) low = mid;
    else high = mid;
  }
  return { lift: low, depth: depthFor(low) };
}

/** Each raster warped by `reshape` from row `top` down (above it nothing moves). */
function warpBelow(
  reshape: Reshape,
  top: number,
  rasters: readonly { data: Float32Array; width: number; height: number }[],
  channels: readonly number[],
): void {
  const { width, height } = rasters[0];
  const columns = Math.ceil(width / GRID) + 1;
  const firstRow = Math.max(0, Math.floor(top / GRID));
  const rows = Math.ceil(height / GRID) + 1 - firstRow;
  const grid = new Float32Array(columns * rows * 2);
  const at: [number, number] = [0, 0];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      moveBack(reshape, i * GRID, (j + firstRow) * GRID, at);
      grid[(j * columns + i) * 2] = at[0];
      grid[(j * columns + i) * 2 + 1] = at[1];
    }
  }
  const field = { width: columns, height: rows, data: grid };
  const where = [0, 0];
  const start = Math.max(0, Math.floor(top));
  const copies = rasters.map((r) => ({ width: r.width, height: r.height, data: r.data.slice() }));
  for (let y = start; y < height; y++) {
    const gy = (y + 0.5) / GRID - firstRow;
    for (let x = 0; x < width; x++) {
      sampleBilinear(field, 2, (x + 0.5) / GRID, gy, where);
      const i = y * width + x;
      for (let r = 0; r < rasters.length; r++)
        sampleBilinear(copies[r], channels[r], where[0] - 0.5, where[1] - 0.5, rasters[r].data, i * channels[r]);
    }
  }
}

/**
 * The figure's body raised under the chin so its neck is `wanted` face heights long (a shorter
 * one is kept): the reshaped photo, its low frequencies and every mass warped alike, in place.
 */
export function liftBody(toon: Rgb, soft: Rgb, masses: Masses, mesh: readonly XY[], wanted: number): void {
  const faceHeight = distance(mesh[10], mesh[152]);
  const neck = collarDepth(masses.skin, mesh) * faceHeight;
  const excess = Math.min(MOST_LIFT * faceHeight, neck - wanted * faceHeight);
  if (excess <= 1) return;
  const { lift, depth } = liftFor(neck, excess);
  const from = centreOf(mesh, [152]);
  const across: XY = [mesh[263][0] - mesh[33][0], mesh[263][1] - mesh[33][1]];
  const reshape = liftBelow({ from, axisTowards: [from[0] + across[0], from[1] + across[1]], lift, depth });
  // The tilted line's highest point across the frame: above it nothing moves.
  const slope = Math.abs(across[1] / (across[0] || 1));
  const top = Math.min(...[0, toon.width].map((x) => from[1] - Math.abs(x - from[0]) * slope)) - 2;
  const greys: Grey[] = [masses.silhouette, masses.face, masses.skin, masses.hair, ...masses.clothes.map((c) => c.mask)];
  warpBelow(reshape, top, [toon, soft, ...greys], [3, 3, ...greys.map(() => 1)]);
}
