// Pencil hatching that follows the form: strokes run along the tone's contours (the way light
// wraps round a cheek or a jaw), crossed by strokes across them in the darks. The direction at
// each pixel comes from the smoothed structure tensor of the blurred tone; the strokes are
// white noise smeared along that direction (line integral convolution), so every stroke bends
// with the face instead of lying at one ruled angle.
import { createGrey, type Grey } from '../../shared/raster';
import type { Random } from '../../shared/random';
import { blurGrey } from '../blur';

/** A unit direction per pixel (cos, sin), interleaved. */
export interface DirectionField {
  width: number;
  height: number;
  data: Float32Array;
}

/**
 * Along the contours of `tone` blurred by `sigma`: perpendicular to its gradient. Where the tone
 * is flat the direction falls back to `fallback` (radians), so the strokes never tangle.
 */
export function contourDirections(full: Grey, fullSigma: number, fallback: number): DirectionField {
  // The field is smooth: found at a quarter of the side and spread back to every pixel.
  const tone = shrink(full, SHRINK);
  const sigma = fullSigma / SHRINK;
  const { width, height } = tone;
  const soft = blurGrey(tone, sigma);
  const xx = createGrey(width, height);
  const xy = createGrey(width, height);
  const yy = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const gx = soft.data[y * width + Math.min(width - 1, x + 1)] - soft.data[y * width + Math.max(0, x - 1)];
      const gy = soft.data[Math.min(height - 1, y + 1) * width + x] - soft.data[Math.max(0, y - 1) * width + x];
      xx.data[i] = gx * gx;
      xy.data[i] = gx * gy;
      yy.data[i] = gy * gy;
    }
  }
  const sxx = blurGrey(xx, sigma);
  const sxy = blurGrey(xy, sigma);
  const syy = blurGrey(yy, sigma);
  // A weak tensor along the fallback: where the gradient is faint it decides.
  const bias = 2e-6;
  const fallbackAcross = fallback + Math.PI / 2;
  const bxx = bias * Math.cos(fallbackAcross) ** 2;
  const bxy = bias * Math.cos(fallbackAcross) * Math.sin(fallbackAcross);
  const byy = bias * Math.sin(fallbackAcross) ** 2;
  const field: DirectionField = { width, height, data: new Float32Array(width * height * 2) };
  for (let i = 0; i < width * height; i++) {
    const a = sxx.data[i] + bxx;
    const b = sxy.data[i] + bxy;
    const c = syy.data[i] + byy;
    // The tensor's main axis is the gradient's; the contour runs across it.
    const across = 0.5 * Math.atan2(2 * b, a - c);
    const along = across + Math.PI / 2;
    field.data[i * 2] = Math.cos(along);
    field.data[i * 2 + 1] = Math.sin(along);
  }
  return spread(field, full.width, full.height);
}

const SHRINK = 4;

/** Each output pixel the mean of a factor × factor block. */
function shrink(plane: Grey, factor: number): Grey {
  const width = Math.max(1, Math.floor(plane.width / factor));
  const height = Math.max(1, Math.floor(plane.height / factor));
  const result = createGrey(width, height);
  for (let y = 0; y < height * factor && y < plane.height; y++) {
    for (let x = 0; x < width * factor && x < plane.width; x++) {
      result.data[Math.floor(y / factor) * width + Math.floor(x / factor)] += plane.data[y * plane.width + x] / (factor * factor);
    }
  }
  return result;
}

/** The small field's nearest direction at every pixel of a width × height picture. */
function spread(field: DirectionField, width: number, height: number): DirectionField {
  const data = new Float32Array(width * height * 2);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(field.height - 1, Math.floor((y * field.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(field.width - 1, Math.floor((x * field.width) / width));
      const from = (sy * field.width + sx) * 2;
      data[(y * width + x) * 2] = field.data[from];
      data[(y * width + x) * 2 + 1] = field.data[from + 1];
    }
  }
  return { width, height, data };
}

/** The field turned a quarter: across the contours. */
export function turned(field: DirectionField): DirectionField {
  const data = new Float32Array(field.data.length);
  for (let i = 0; i < data.length; i += 2) {
    data[i] = -field.data[i + 1];
    data[i + 1] = field.data[i];
  }
  return { width: field.width, height: field.height, data };
}

/**
 * Streaks 0–1 (about 0.5 on average, a stroke where high) along `field`: white noise averaged
 * over `length` pixels each way along the field's streamline. `spacing` pixels between strokes.
 */
export function strokesAlong(
  field: DirectionField,
  length: number,
  spacing: number,
  random: Random,
  /** Only where this is non-zero is the texture worked out (0 elsewhere): a caller that uses it on part of the picture. */
  needed?: Uint8Array,
): Grey {
  const { width, height } = field;
  // Noise finer than the strokes' spacing: thin strokes with paper between them.
  const cell = Math.max(1, spacing / 2.5);
  const columns = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const lattice = new Float32Array(columns * rows);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random.next();
  const noiseAt = (x: number, y: number): number => {
    const gx = Math.min(columns - 1, Math.max(0, Math.round(x / cell)));
    const gy = Math.min(rows - 1, Math.max(0, Math.round(y / cell)));
    return lattice[gy * columns + gx];
  };
  const steps = Math.max(2, Math.round(length));
  const result = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (needed && needed[y * width + x] === 0) continue;
      let sum = noiseAt(x, y);
      let count = 1;
      for (const sign of [1, -1]) {
        let px = x + 0.5;
        let py = y + 0.5;
        let dx = field.data[(y * width + x) * 2] * sign;
        let dy = field.data[(y * width + x) * 2 + 1] * sign;
        for (let s = 0; s < steps; s++) {
          px += dx;
          py += dy;
          const ix = Math.floor(px);
          const iy = Math.floor(py);
          if (ix < 0 || iy < 0 || ix >= width || iy >= height) break;
          const j = (iy * width + ix) * 2;
          // Keep going the same way along the streamline (a field has no sign).
          let nx = field.data[j];
          let ny = field.data[j + 1];
          if (nx * dx + ny * dy < 0) {
            nx = -nx;
            ny = -ny;
          }
          dx = nx;
          dy = ny;
          sum += noiseAt(px, py);
          count++;
        }
      }
      result.data[y * width + x] = sum / count;
    }
  }
  // Averaging narrows the spread (about 1 / sqrt(strokes crossed)); widen it back round 0.5.
  const gain = Math.sqrt(Math.max(1, (2 * steps) / cell)) * 0.9;
  for (let i = 0; i < result.data.length; i++) {
    if (needed && needed[i] === 0) continue;
    const v = 0.5 + (result.data[i] - 0.5) * gain;
    result.data[i] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  return result;
}
