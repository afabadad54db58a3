// The drawn clothes lit from the key's side: a vector jacket or gown is shaded from above only,
// the same whichever way the face beside it is lit. Across the clothes (where the drawing's
// layer covers), the key's side is brightened and the far side darkened, rising smoothly
// over the shoulders' width, as a cloth lit from one side is.
import { smoothstep, type Grey } from '../../shared/raster';

/**
 * `out` (0–1 RGB) where `where` (0–1) is: `strength` brighter on the `from` side (-1 left, 1
 * right) of `centreX` at `reach` pixels from it and beyond, as much darker on the other.
 */
export function lightSide(out: Float32Array, where: Grey, centreX: number, reach: number, from: -1 | 1, strength: number): void {
  const { width } = where;
  for (let i = 0; i < where.data.length; i++) {
    const m = where.data[i];
    if (m <= 0) continue;
    const x = i % width;
    const across = Math.max(-1, Math.min(1, (x + 0.5 - centreX) / reach)) * from;
    // Smooth through the middle, so no line runs down the chest.
    const side = Math.sign(across) * smoothstep(0, 1, Math.abs(across));
    const gain = 1 + strength * side * m;
    const p = i * 3;
    for (let c = 0; c < 3; c++) out[p + c] = Math.min(1, out[p + c] * gain);
  }
}
