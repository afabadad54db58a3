// Directions for brush strokes: along the picture's edges where it has structure (the
// smoothed structure tensor), and along a seeded swirl where it is flat.
import { gaussianBlur } from '../shared/blur';
import { valueNoise } from '../shared/noise';
import type { Random } from '../shared/random';
import { createGrey, type Grey } from '../shared/raster';

export interface FlowField {
  /** Unit direction of the stroke at each pixel (defined up to sign). */
  dx: Grey;
  dy: Grey;
}

export function flowField(grey: Grey, random: Random, structureSigma: number, swirlCell: number, swirl: number): FlowField {
  const { width, height, data } = grey;
  const xx = createGrey(width, height);
  const xy = createGrey(width, height);
  const yy = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const gx = data[y * width + Math.min(width - 1, x + 1)] - data[y * width + Math.max(0, x - 1)];
      const gy = data[Math.min(height - 1, y + 1) * width + x] - data[Math.max(0, y - 1) * width + x];
      xx.data[i] = gx * gx;
      xy.data[i] = gx * gy;
      yy.data[i] = gy * gy;
    }
  }
  const sxx = gaussianBlur(xx, structureSigma);
  const sxy = gaussianBlur(xy, structureSigma);
  const syy = gaussianBlur(yy, structureSigma);
  const noise = valueNoise(width, height, swirlCell, random, 2);
  const dx = createGrey(width, height);
  const dy = createGrey(width, height);
  for (let i = 0; i < dx.data.length; i++) {
    const a = sxx.data[i];
    const b = sxy.data[i];
    const c = syy.data[i];
    const difference = Math.sqrt((a - c) * (a - c) + 4 * b * b);
    const trace = a + c;
    // Coherence: 1 along a clean edge, 0 in flat or noisy areas.
    const coherence = trace > 1e-6 ? Math.min(1, (difference / trace) * Math.min(1, trace * 400)) : 0;
    // Directions as doubled angles, so opposite directions (the same stroke line) agree. The
    // edge runs across the dominant gradient, whose doubled angle is atan2(2b, a − c); turning
    // by 90° is turning the doubled angle by 180°.
    const edgeX = difference > 1e-12 ? -(a - c) / difference : 1;
    const edgeY = difference > 1e-12 ? (-2 * b) / difference : 0;
    const swirlAngle = noise.data[i] * Math.PI * 8 * swirl;
    const bx = coherence * edgeX + (1 - coherence) * Math.cos(swirlAngle);
    const by = coherence * edgeY + (1 - coherence) * Math.sin(swirlAngle);
    const length = Math.sqrt(bx * bx + by * by) || 1;
    // Half the doubled angle: cos θ = √((1 + cos 2θ) / 2), sin θ has the sign of sin 2θ.
    const cos2 = bx / length;
    dx.data[i] = Math.sqrt(Math.max(0, (1 + cos2) / 2));
    dy.data[i] = (by < 0 ? -1 : 1) * Math.sqrt(Math.max(0, (1 - cos2) / 2));
  }
  return { dx, dy };
}
