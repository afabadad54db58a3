// Van Gogh's stroke directions: along the forms where the picture has clear edges (the smoothed
// structure tensor), wrapped round each face as he modelled a head in curved strokes, and
// elsewhere along the contour lines of a smooth seeded noise — closed, nested curves, the
// swirls of his skies and of the backgrounds of his self-portraits. Directions are blended as
// doubled angles, since a stroke's line has no arrow.
import type { Face } from '../../../types';
import { gaussianBlur } from '../../shared/blur';
import { valueNoise } from '../../shared/noise';
import type { Random } from '../../shared/random';
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { formLine, headOf } from '../faceForm';
import { structureTensor } from '../../shared/structureTensor';
import type { FlowField } from '../flow';

export interface SwirlOptions {
  /** Pixels over which edges are read. */
  structureSigma: number;
  /** Radians every swirl is turned by (the seed's): 0 follows the noise's contours, π/2 crosses them. */
  turn: number;
}

/** The swirls' noise: smooth, `cell` pixels between its hills (whose contour lines are the swirls). */
export function swirlNoise(width: number, height: number, cell: number, random: Random): Grey {
  return gaussianBlur(valueNoise(width, height, cell, random, 2), cell * 0.08);
}

/** The contour line of `noise` at (x, y) as a doubled angle, turned by the doubled turn (cos, sin). */
function contourAngle(noise: Grey, x: number, y: number, turnCos: number, turnSin: number): [number, number] {
  const { width, height, data } = noise;
  const nx = data[y * width + Math.min(width - 1, x + 1)] - data[y * width + Math.max(0, x - 1)];
  const ny = data[Math.min(height - 1, y + 1) * width + x] - data[Math.max(0, y - 1) * width + x];
  const gradient = nx * nx + ny * ny;
  if (gradient <= 1e-14) return [turnCos, turnSin];
  // Doubled angle of the contour (−ny, nx): cos 2θ = (ny² − nx²)/|n|², sin 2θ = −2 nx ny/|n|².
  const cos2 = (ny * ny - nx * nx) / gradient;
  const sin2 = (-2 * nx * ny) / gradient;
  return [cos2 * turnCos - sin2 * turnSin, sin2 * turnCos + cos2 * turnSin];
}

/**
 * Stroke directions over `grey` (its edges), round the forms of `faces`, along the contours of `noise`
 * (swirlNoise) where `ground` is 1 and of `calm` (wider) on the figure.
 */
export function swirlField(
  grey: Grey,
  faces: readonly Face[],
  noise: Grey,
  calm: Grey,
  ground: Grey,
  options: SwirlOptions,
): FlowField {
  const { width, height } = grey;
  const [sxx, sxy, syy] = structureTensor(grey, options.structureSigma);
  const dx = createGrey(width, height);
  const dy = createGrey(width, height);
  const turnCos = Math.cos(2 * options.turn);
  const turnSin = Math.sin(2 * options.turn);
  const heads = faces.map(headOf);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = sxx.data[i];
      const b = sxy.data[i];
      const c = syy.data[i];
      const difference = Math.sqrt((a - c) * (a - c) + 4 * b * b);
      const trace = a + c;
      // Coherence: 1 along a clean, strong edge; 0 in flat or noisy areas.
      const coherence = trace > 1e-6 ? Math.min(1, (difference / trace) * Math.min(1, trace * 300)) : 0;
      // The edge's own line as a doubled angle: across the dominant gradient.
      const edgeX = difference > 1e-12 ? -(a - c) / difference : 1;
      const edgeY = difference > 1e-12 ? (-2 * b) / difference : 0;
      // The ground swirls along `noise`'s contours; a sitter's figure along `calm`'s, wider curves.
      const k = ground.data[i];
      const swirlLine = contourAngle(noise, x, y, turnCos, turnSin);
      const calmLine = contourAngle(calm, x, y, turnCos, turnSin);
      let field = [calmLine[0] + (swirlLine[0] - calmLine[0]) * k, calmLine[1] + (swirlLine[1] - calmLine[1]) * k];
      // On a face: the strokes follow its form, as in his self-portraits: across the forehead,
      // down the cheeks converging towards the chin, along the jaw and round the chin, down the
      // nose's ridge, along the mouth and in rings round each eye socket; never a ring round the
      // whole face (the panel read that as a face melted into a swirl).
      let onFace = 0;
      for (const head of heads) {
        const u = ((x - head.cx) * head.acrossX + (y - head.cy) * head.acrossY) / head.rx;
        const v = ((x - head.cx) * head.downX + (y - head.cy) * head.downY) / head.ry;
        const reach = u * u + v * v;
        // Beyond the head the figure's and the ground's own curves; just round it, strokes go round it.
        if (reach > 2.2) continue;
        const line = formLine(head, u, v, x, y);
        const weight = Math.min(1, (2.2 - reach) / 0.8);
        onFace = Math.max(onFace, smoothstep(1.3, 0.9, reach));
        field = [field[0] + (line[0] - field[0]) * weight, field[1] + (line[1] - field[1]) * weight];
      }
      // The photo's own edges steer strokes less on a face: a glasses' rim or a shadow's edge is not its form.
      const steer = coherence * (1 - 0.75 * onFace);
      const bx = steer * edgeX + (1 - steer) * field[0];
      const by = steer * edgeY + (1 - steer) * field[1];
      const length = Math.sqrt(bx * bx + by * by) || 1;
      const cos2 = bx / length;
      dx.data[i] = Math.sqrt(Math.max(0, (1 + cos2) / 2));
      dy.data[i] = (by < 0 ? -1 : 1) * Math.sqrt(Math.max(0, (1 - cos2) / 2));
    }
  }
  return { dx, dy };
}
