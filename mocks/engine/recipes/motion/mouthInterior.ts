// Paints the inside of an opened mouth: dark throat, a band of upper teeth when the mouth is open
// enough to show them, a tongue low down, darker toward the corners.
import type { MouthSpot } from './mouthWarp';
import { smoothstep } from './timeline';

/** Blends the painted interior over the lip-edge colour already at `offset`. */
export function paintMouth(spot: MouthSpot, target: Uint8Array, offset: number): void {
  const across = spot.across < 0 ? -spot.across : spot.across;
  const shade = 1 - 0.55 * across * across;
  // Darkest in the throat, a little lighter toward the lips.
  const depth = 0.55 + 0.45 * Math.abs(spot.down - 0.45) * 2;
  let r = 74 * depth;
  let g = 28 * depth;
  let b = 30 * depth;
  const showTeeth = smoothstep((spot.gap - 0.12) / 0.15) * (1 - smoothstep((across - 0.55) / 0.25));
  const teeth = showTeeth * (1 - smoothstep((spot.down - 0.13) / 0.08));
  if (teeth > 0) {
    r += (205 - r) * teeth;
    g += (198 - g) * teeth;
    b += (188 - b) * teeth;
  }
  const tongue = smoothstep((spot.down - 0.62) / 0.3) * (1 - smoothstep((across - 0.6) / 0.3)) * 0.85;
  if (tongue > 0) {
    r += (150 - r) * tongue;
    g += (62 - g) * tongue;
    b += (66 - b) * tongue;
  }
  r *= shade;
  g *= shade;
  b *= shade;
  const painted = spot.cover * (1 - spot.own);
  target[offset] += (r - target[offset]) * painted;
  target[offset + 1] += (g - target[offset + 1]) * painted;
  target[offset + 2] += (b - target[offset + 2]) * painted;
}
