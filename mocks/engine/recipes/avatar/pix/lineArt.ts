// Clean line art: Canny's edge finder — the grey smoothed, its gradient, only the ridge of each
// edge kept (non-maximum suppression), and hysteresis: a pixel is a line only if it is strong,
// or weaker but joined to a strong one. Lines are one pixel wide and unbroken where the edge is,
// and a speck of noise (weak and alone) is never drawn: no blobs, no dots.
import { createGrey, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';
import { hysteresis } from '../../shared/flowLines';

export interface LineOptions {
  /** Smoothing before the gradient, in pixels: larger finds only the bigger shapes. */
  sigma: number;
  /** Gradient strengths (grey levels per pixel, 0–1 grey) where a line may continue and where it may start. */
  low: number;
  high: number;
  /** Lines spanning fewer than this many pixels are dropped. */
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
  // Only the ridge of each edge is a candidate; the shared hysteresis keeps the candidates
  // joined to a strong one and drops short pieces (a pore, a JPEG block).
  const offsets = [1, width + 1, width, width - 1];
  const ridge = createGrey(width, height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i];
      const o = offsets[direction[i]];
      if (m >= magnitude[i + o] && m >= magnitude[i - o]) ridge.data[i] = m;
    }
  }
  const kept = hysteresis(ridge, options.low, options.high, options.shortest);
  const result = createGrey(width, height);
  for (let i = 0; i < kept.length; i++) result.data[i] = kept[i];
  return result;
}
