// Clean line art: Canny's edge finder — the grey smoothed, its gradient, only the ridge of each
// edge kept (non-maximum suppression), and hysteresis: a pixel is a line only if it is strong,
// or weaker but joined to a strong one. Lines are one pixel wide and unbroken where the edge is,
// and a speck of noise (weak and alone) is never drawn: no blobs, no dots.
import { createGrey, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';

export interface LineOptions {
  /** Smoothing before the gradient, in pixels: larger finds only the bigger shapes. */
  sigma: number;
  /** Gradient strengths (grey levels per pixel, 0–1 grey) where a line may continue and where it may start. */
  low: number;
  high: number;
  /** Lines shorter than this many pixels are dropped. */
  shortest: number;
}

/** 1 on the lines, 0 elsewhere. */
export function cannyLines(grey: Grey, options: LineOptions): Grey {
  const { width, height } = grey;
  const smooth = blurGrey(grey, options.sigma).data;
  const magnitude = new Float32Array(width * height);
  const direction = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx =
        smooth[i - width + 1] +
        2 * smooth[i + 1] +
        smooth[i + width + 1] -
        smooth[i - width - 1] -
        2 * smooth[i - 1] -
        smooth[i + width - 1];
      const gy =
        smooth[i + width - 1] +
        2 * smooth[i + width] +
        smooth[i + width + 1] -
        smooth[i - width - 1] -
        2 * smooth[i - width] -
        smooth[i - width + 1];
      magnitude[i] = Math.hypot(gx, gy) / 8;
      // The gradient's direction in four bins: 0 across x, 1 the diagonal \, 2 across y, 3 the diagonal /.
      const angle = Math.atan2(gy, gx);
      const bin = Math.round(((angle < 0 ? angle + Math.PI : angle) / Math.PI) * 4) % 4;
      direction[i] = bin;
    }
  }
  const offsets = [1, width + 1, width, width - 1];
  const state = new Uint8Array(width * height); // 0 none, 1 weak, 2 strong
  const stack: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i];
      if (m < options.low) continue;
      const o = offsets[direction[i]];
      if (m < magnitude[i + o] || m < magnitude[i - o]) continue;
      state[i] = m >= options.high ? 2 : 1;
      if (state[i] === 2) stack.push(i);
    }
  }
  // Hysteresis: weak ridge pixels joined to strong ones become lines.
  const line = new Uint8Array(width * height);
  const neighbours = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];
  while (stack.length) {
    const i = stack.pop() ?? 0;
    if (line[i]) continue;
    line[i] = 1;
    for (const n of neighbours) if (state[i + n] && !line[i + n]) stack.push(i + n);
  }
  // Short lines (a pore, a JPEG block) dropped: each connected piece counted.
  const result = createGrey(width, height);
  const seen = new Uint8Array(width * height);
  const piece: number[] = [];
  for (let start = 0; start < line.length; start++) {
    if (!line[start] || seen[start]) continue;
    piece.length = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop() ?? 0;
      piece.push(i);
      for (const n of neighbours) {
        const j = i + n;
        if (j >= 0 && j < line.length && line[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (piece.length >= options.shortest) for (const i of piece) result.data[i] = 1;
  }
  return result;
}
