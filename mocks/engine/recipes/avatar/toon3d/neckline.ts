// A toon's clean neckline: the photo's collar (an open white shirt's V and a tie, the older man's
// stubble under his chin) split skin from clothes along a ragged edge a blind panel read as "a
// ragged shirt edge" and "a dark blob on the neck". Here, below the chin, the neck is a column of
// skin as wide as the drawn neck (./neck.ts) ending at the collar in a round crew neckline, and
// the rest of the body that was skin or clothes is the clothes.
import { smoothstep } from '../../shared/raster';
import { distance, faceFrame, type XY } from '../landmarks';
import type { Masses } from './masses';
import { collarDepth } from './neckLift';

/** The collar's depth below the chin kept within this range, in face heights (a neck hidden by something under the chin still has one). */
const SHORTEST = 0.22;
const LONGEST = 0.36;
/** How far the neckline's middle dips below its ends, in face heights. */
const DIP = 0.05;

/** Half the neck column's width at the chin, in face widths (it widens a little towards its base). */
export const NECK_HALF = 0.3;

/** The neck column's middle: under the middle of the jaw, as ./neck.ts draws it. */
export function neckMiddle(mesh: readonly XY[]): number {
  return (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
}

/** The masses below the chin re-split into a neck column of skin ending in a crew neckline, and clothes (in place; nothing when no clothes are seen). */
export function cleanNeckline(masses: Masses, mesh: readonly XY[]): void {
  const top = masses.clothes[0];
  if (!top) return;
  const { width, height } = masses.skin;
  const { faceWidth } = faceFrame(mesh);
  const faceHeight = distance(mesh[10], mesh[152]);
  const chin = mesh[152][1];
  const cx = neckMiddle(mesh);
  const depth = Math.min(LONGEST, Math.max(SHORTEST, collarDepth(masses.skin, mesh))) * faceHeight;
  // Within the frame: a close crop cut the neck at the frame's foot, and without the top's
  // neckline in sight the shoulders beside it were taken away and the neck read as a column.
  const collar = chin + Math.min(depth, Math.max(SHORTEST * faceHeight, (height - chin) * 0.7));
  const half = faceWidth * NECK_HALF;
  // From the jaw's corners down: under them, beside the neck, is the backdrop until the shoulders.
  const jaw = Math.min(chin, (mesh[172][1] + mesh[397][1]) / 2);
  for (let y = Math.max(0, Math.ceil(jaw)); y < height; y++) {
    const down = Math.max(0, (y - chin) / depth);
    // The neck widens a little towards its base, as the drawn neck does.
    const wall = half * (1 + Math.min(1, down) * 0.15);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const dx = Math.abs(x + 0.5 - cx);
      const line = collar + DIP * faceHeight * Math.max(0, 1 - (dx / wall) ** 2);
      const neck = smoothstep(wall + 1, wall - 1, dx) * smoothstep(line + 1, line - 1, y + 0.5);
      const face = masses.face.data[i];
      const skin = Math.max(face, neck);
      let body = masses.skin.data[i];
      for (const { mask } of masses.clothes) body += mask.data[i];
      if (body <= 0) continue;
      // Beside the neck, above the shoulders' line (falling away from the collar), nothing: the
      // photo's jaw shadow and collar there were a dark notch beside a toon's neck.
      const shoulder = collar + Math.max(0, dx - wall) * 0.35;
      const gap = (1 - face) * smoothstep(wall - 1, wall + 1, dx) * smoothstep(shoulder + 1, shoulder - 1, y + 0.5);
      if (gap > 0) {
        masses.silhouette.data[i] = Math.max(0, masses.silhouette.data[i] - body * gap);
        body *= 1 - gap;
      }
      const clothed = body * (1 - skin);
      masses.skin.data[i] = body * skin;
      // All of the clothes in the top's one mass, the others emptied here.
      for (const { mask } of masses.clothes) mask.data[i] = 0;
      top.mask.data[i] = clothed;
    }
  }
}
