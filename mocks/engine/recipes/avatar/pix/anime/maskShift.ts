// Two small operations the cel's drawn shadows are made of: a mask moved by whole pixels (a
// shadow is its caster moved away from the light) and a soft mask made crisp (a cel shadow has a
// hard edge).
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { blurLocal } from '../../blur';

export function shifted(mask: Grey, dx: number, dy: number): Grey {
  const { width, height } = mask;
  const out = createGrey(width, height);
  const sx = Math.round(dx);
  const sy = Math.round(dy);
  for (let y = 0; y < height; y++) {
    const from = y - sy;
    if (from < 0 || from >= height) continue;
    for (let x = 0; x < width; x++) {
      const fx = x - sx;
      if (fx >= 0 && fx < width) out.data[y * width + x] = mask.data[from * width + fx];
    }
  }
  return out;
}

export function crispen(mask: Grey, sigma: number): Grey {
  const soft = blurLocal(mask, sigma);
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.42, 0.58, soft.data[i]);
  return soft;
}
