// Van Gogh's brushwork laid over a picture: short, thick, curved strokes packed side by side
// over the whole canvas (a jittered grid, shared/scatter.ts, so no patch of the under-painting is left smooth),
// each following the flow field, its colour the picture's under it broken towards its
// complement — warm touches in the lights, cool blues and greens in the shade, as on his faces.
import { labToRgb, rgbToLab } from '../../shared/colour';
import type { Random } from '../../shared/random';
import { clamp01, sampleGrey, type Grey, type Rgb } from '../../shared/raster';
import { scatteredCells, type Box } from '../../shared/scatter';
import type { FlowField } from '../flow';
import { paintRibbon } from './impasto';

export interface VanGoghStrokes {
  flow: FlowField;
  length: readonly [min: number, max: number];
  width: readonly [min: number, max: number];
  /** 0–1 per pixel: where strokes are smaller (a face; its eyes, brows and mouth most). */
  fine: Grey;
  /** The smallest a stroke gets where `fine` is 1, as a share of its size. */
  fineScale: number;
  /** Strokes stop where the picture's colour differs from theirs by more than this (summed |Δrgb|). */
  edgeTolerance: number;
  /** CIELAB a/b units a stroke's colour strays, and L units. */
  jitter: number;
  lightnessJitter: number;
  /** The share of strokes in a broken, complementary colour. */
  broken: number;
  /** 0–1 per pixel: strokes start only where this is above a half (a face's own pass); everywhere without it. */
  within?: Grey;
  /** 0–1 per pixel: where these strokes lay no paint (a face, which its own pass paints). */
  keepOut?: Grey;
}

/** The box of the pixels of `mask` above a half, or undefined when there are none. */
function boxOf(mask: Grey): Box | undefined {
  const { width, height, data } = mask;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] <= 0.5) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return right < 0 ? undefined : { left, top, right: right + 1, bottom: bottom + 1 };
}

/** The centre line of a stroke from (x, y) along `flow`: `length` long, in pieces of `step`. */
function traceStroke(
  flow: FlowField,
  x: number,
  y: number,
  length: number,
  step: number,
  width: number,
  height: number,
): number[] {
  const half = Math.max(1, Math.round(length / step / 2));
  const forward: number[] = [];
  const backward: number[] = [];
  for (const [sign, line] of [
    [1, forward],
    [-1, backward],
  ] as const) {
    let px = x;
    let py = y;
    let previousX = sampleGrey(flow.dx, x, y) * sign;
    let previousY = sampleGrey(flow.dy, x, y) * sign;
    for (let k = 0; k < half; k++) {
      let dx = sampleGrey(flow.dx, px, py);
      let dy = sampleGrey(flow.dy, px, py);
      // The field is a line, not an arrow: keep going the way the stroke already goes.
      if (dx * previousX + dy * previousY < 0) {
        dx = -dx;
        dy = -dy;
      }
      previousX = dx;
      previousY = dy;
      px += dx * step;
      py += dy * step;
      if (px < -step || py < -step || px > width + step || py > height + step) break;
      line.push(px, py);
    }
  }
  const points: number[] = [];
  for (let k = backward.length - 2; k >= 0; k -= 2) points.push(backward[k], backward[k + 1]);
  points.push(x, y, ...forward);
  return points;
}

export function layStrokes(canvas: Rgb, relief: Grey, source: Rgb, random: Random, options: VanGoghStrokes): void {
  const { width, height } = canvas;
  const meanLength = (options.length[0] + options.length[1]) / 2;
  const meanWidth = (options.width[0] + options.width[1]) / 2;
  // One stroke per cell, cells a little smaller than a stroke's area: strokes overlap and cover all.
  const cell = Math.sqrt(meanLength * meanWidth) * 0.62;
  const box = options.within ? boxOf(options.within) : { left: 0, top: 0, right: width, bottom: height };
  if (!box) return;
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (const [x, y] of scatteredCells(random, box, cell)) {
    const i = Math.floor(y) * width + Math.floor(x);
    if (options.within && options.within.data[i] <= 0.5) continue;
    if (options.keepOut && options.keepOut.data[i] >= 0.5) continue;
    const fineness = options.fine.data[i];
    const shrink = 1 - fineness * (1 - options.fineScale);
    const p = i * 3;
    rgbToLab(source.data[p], source.data[p + 1], source.data[p + 2], lab);
    let [l, a, b] = lab;
    if (random.next() < options.broken * (1 - fineness)) {
      // His broken colour: the lights warmed to orange and yellow, the shade cooled to blue-green.
      const light = clamp01((l - 35) / 45);
      a += (light - 0.5) * 2 * random.between(6, 14) - (1 - light) * 6;
      b += (light - 0.5) * 2 * random.between(10, 22);
      l += (light - 0.5) * 6;
    }
    labToRgb(
      l + random.normal() * options.lightnessJitter,
      a + random.normal() * options.jitter,
      b + random.normal() * options.jitter,
      rgb,
    );
    const colour = [clamp01(rgb[0]), clamp01(rgb[1]), clamp01(rgb[2])] as const;
    const strokeWidth = random.between(options.width[0], options.width[1]) * shrink;
    const length = random.between(options.length[0], options.length[1]) * shrink;
    const points = traceStroke(options.flow, x, y, length, Math.max(1.5, strokeWidth * 0.7), width, height);
    paintRibbon(
      canvas,
      relief,
      { points, width: strokeWidth, colour, opacity: 0.92, bristles: 0.45, phase: random.next() },
      { picture: source, tolerance: options.edgeTolerance * (1 - 0.5 * fineness) },
      options.keepOut,
    );
  }
}
