// The sitter of a print as a figure: the head and a body under it, told from the face mesh,
// whose clothes a print fills with flat colour and a pattern (a photo's pale shirt would
// otherwise print as bare paper, a dark jacket as the dark ground behind it).
import type { Face } from '../../types';
import { eyeSpan } from '../shared/faceParts';
import { smoothstep } from '../shared/raster';

/**
 * 1 on the body under each face: a neck widening into shoulders one face below the chin,
 * down to three faces below it (a bust; a table or a lap further down is not clothes). The
 * head itself is not in it.
 */
export function bodyMask(faces: readonly Face[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const face of faces) {
    const chin = face.mesh[152];
    const top = face.mesh[10];
    const faceHeight = Math.hypot(chin[0] - top[0], chin[1] - top[1]);
    const span = eyeSpan(face);
    // The body hangs from the chin along the face's own up-down axis, so a tilted head's body leans too, a little.
    const lean = ((chin[0] - top[0]) / Math.max(1, faceHeight)) * 0.3;
    const neckTop = chin[1] + faceHeight * 0.05;
    const bottom = Math.min(height, chin[1] + faceHeight * 3);
    for (let y = Math.max(0, Math.ceil(neckTop)); y < bottom; y++) {
      const below = y - chin[1];
      const shoulders = smoothstep(faceHeight * 0.25, faceHeight * 0.9, below);
      const half = span * (0.55 + 1.5 * shoulders + 0.2 * smoothstep(faceHeight, faceHeight * 2.5, below));
      const centre = chin[0] + below * lean;
      for (let x = Math.max(0, Math.ceil(centre - half)); x <= Math.min(width - 1, Math.floor(centre + half)); x++)
        mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** 1 on a dot of a staggered grid of `spacing` pixels, dots `radius` wide: a kimono's print. */
export function onPatternDot(x: number, y: number, spacing: number, radius: number): boolean {
  const row = Math.floor(y / spacing);
  const shift = row % 2 === 0 ? 0 : spacing / 2;
  const dx = ((x + shift) % spacing) - spacing / 2;
  const dy = (y % spacing) - spacing / 2;
  return dx * dx + dy * dy <= radius * radius;
}
