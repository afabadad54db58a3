// The hair drawn as a hand draws it with a pencil: separate strokes, each one sweep along the
// hair's flow, tapering at both ends, laid in layers — a light layer over the whole mass, more
// and darker strokes where the hair is darker — and grouped into locks, bands along the flow
// drawn a little darker or lighter than their neighbours. The white noise smeared along the
// flow (./hatching.ts strokesAlong) that drew the hair before was one even, scratchy texture:
// the blind panel's "hair is a smooth cap".
import { createGrey, type Grey } from '../../shared/raster';
import { fork, type Random } from '../../shared/random';
import { strokesAlong, type DirectionField } from './hatching';

export interface HairStrokeOptions {
  /** A stroke's full length in pixels (each is drawn between about half and all of it). */
  length: number;
  /** Pixels between neighbouring strokes of the lightest layer. */
  spacing: number;
  /** A stroke's width at its middle, in pixels. */
  pen: number;
}

/** The layers of strokes: from which tone (0–1) each is laid, how close, how long, how dark. */
const LAYERS = [
  { from: 0, spacing: 1.2, length: 1, darkness: 0.45 },
  { from: 0.3, spacing: 0.9, length: 0.8, darkness: 0.6 },
  { from: 0.5, spacing: 0.7, length: 0.6, darkness: 0.72 },
  { from: 0.7, spacing: 0.6, length: 0.5, darkness: 0.85 },
] as const;

/** How many strokes cover a point of the hair, end to end, in one layer. */
const OVERLAP = 1.7;

/** How far the locks push a stroke's tone up or down. */
const LOCK_SWING = 0.8;

/**
 * Pencil strokes (0–1 darkness) through `hair` (0–1, over 0.35 is hair) along `field`, the
 * darker and the denser the higher `tone` (0–1, the pencil's darkness for the hair) is. A
 * stroke stops where the hair ends, so the mass keeps its outline without a grey fringe.
 */
export function hairStrokes(field: DirectionField, hair: Grey, tone: Grey, options: HairStrokeOptions, random: Random): Grey {
  const { width, height } = hair;
  const ink = createGrey(width, height);
  const inHair = new Uint8Array(width * height);
  for (let i = 0; i < inHair.length; i++) inHair[i] = hair.data[i] > 0.35 ? 1 : 0;
  // The locks: coarse noise smeared far along the flow, so it changes across the hair, not along it.
  const locks = strokesAlong(field, options.length * 0.8, options.spacing * 5, fork(random), inHair);
  const strokeRandom = fork(random);
  for (const layer of LAYERS) {
    const step = options.spacing * layer.spacing;
    // Seeds a step apart would lay a stroke's length of strokes on each line: a seed is kept
    // once in about a stroke's length, so the strokes lie side by side a step apart.
    const kept = Math.min(1, (OVERLAP * step) / (0.75 * options.length * layer.length));
    for (let gy = 0; gy < height; gy += step) {
      for (let gx = 0; gx < width; gx += step) {
        const x = Math.floor(gx + strokeRandom.next() * step);
        const y = Math.floor(gy + strokeRandom.next() * step);
        const reach = strokeRandom.between(0.5, 1) * options.length * layer.length * 0.5;
        const weight = strokeRandom.between(0.75, 1.15);
        const keep = strokeRandom.next() < kept;
        if (!keep || x >= width || y >= height) continue;
        const i = y * width + x;
        if (inHair[i] === 0) continue;
        const lifted = tone.data[i] + (locks.data[i] - 0.5) * LOCK_SWING;
        if (lifted < layer.from) continue;
        const darkness = Math.min(1, layer.darkness * weight * (0.6 + 0.65 * Math.min(1, lifted)));
        const line = streamline(field, inHair, x + 0.5, y + 0.5, reach);
        if (line.length >= 3) drawStroke(ink, line, options.pen * weight, darkness);
      }
    }
  }
  return ink;
}

/** The points of the streamline through (x, y), `reach` pixels each way, stopping where the hair ends. */
function streamline(field: DirectionField, inHair: Uint8Array, x: number, y: number, reach: number): [number, number][] {
  const { width, height, data } = field;
  const halves: [number, number][][] = [];
  for (const sign of [1, -1]) {
    const half: [number, number][] = [];
    let px = x;
    let py = y;
    let dx = data[(Math.floor(y) * width + Math.floor(x)) * 2] * sign;
    let dy = data[(Math.floor(y) * width + Math.floor(x)) * 2 + 1] * sign;
    for (let travelled = 0; travelled < reach; travelled += 1.5) {
      px += dx * 1.5;
      py += dy * 1.5;
      const ix = Math.floor(px);
      const iy = Math.floor(py);
      if (ix < 0 || iy < 0 || ix >= width || iy >= height || inHair[iy * width + ix] === 0) break;
      half.push([px, py]);
      // Keep going the same way (a field has no sign).
      const j = (iy * width + ix) * 2;
      let nx = data[j];
      let ny = data[j + 1];
      if (nx * dx + ny * dy < 0) {
        nx = -nx;
        ny = -ny;
      }
      dx = nx;
      dy = ny;
    }
    halves.push(half);
  }
  return [...halves[1].reverse(), [x, y], ...halves[0]];
}

/**
 * A stroke along the points, `pen` wide and `darkness` dark at its middle, thinning and
 * lightening towards its ends as a pencil lifts; where strokes cross, the graphite builds up.
 */
function drawStroke(ink: Grey, points: readonly [number, number][], pen: number, darkness: number): void {
  const { width, height, data } = ink;
  const count = points.length - 1;
  // Each pixel takes the stroke's strongest touch (its segments overlap at their joints), then
  // the stroke is laid over what is there.
  const touched = new Map<number, number>();
  for (let k = 1; k <= count; k++) {
    const [x0, y0] = points[k - 1];
    const [x1, y1] = points[k];
    const press = Math.sin((Math.PI * (k - 0.5)) / count);
    const half = (pen / 2) * (0.35 + 0.65 * press);
    const value = darkness * (0.3 + 0.7 * press);
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy || 1;
    const left = Math.max(0, Math.floor(Math.min(x0, x1) - half - 1));
    const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + half + 1));
    const top = Math.max(0, Math.floor(Math.min(y0, y1) - half - 1));
    const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + half + 1));
    for (let py = top; py <= bottom; py++) {
      for (let px = left; px <= right; px++) {
        const cx = px + 0.5 - x0;
        const cy = py + 0.5 - y0;
        const t = Math.min(1, Math.max(0, (cx * dx + cy * dy) / lengthSquared));
        const distance = Math.hypot(cx - t * dx, cy - t * dy);
        const cover = Math.min(1, Math.max(0, half + 0.5 - distance));
        if (cover <= 0) continue;
        const i = py * width + px;
        const touch = cover * value;
        if (touch > (touched.get(i) ?? 0)) touched.set(i, touch);
      }
    }
  }
  for (const [i, touch] of touched) data[i] = 1 - (1 - data[i]) * (1 - touch);
}
