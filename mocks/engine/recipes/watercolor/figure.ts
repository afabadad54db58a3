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

/**
 * On a stripe of a man's kimono (shima): fine vertical lines `spacing` pixels apart, `thickness`
 * wide. The dots are a woman's print; on a man's jacket they read as a polka-dot blouse.
 */
export function onPatternStripe(x: number, spacing: number, thickness: number): boolean {
  return x % spacing < thickness;
}

/**
 * 1 on each face's neck: from the jaw down to half a face below the chin, narrowest a little
 * under the chin and flaring towards the shoulders. Its skin prints with the face whatever its shade.
 */
export function neckMask(faces: readonly Face[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const face of faces) {
    const chin = face.mesh[152];
    const top = face.mesh[10];
    const faceHeight = Math.hypot(chin[0] - top[0], chin[1] - top[1]);
    const jaw = Math.min(face.mesh[172][1], face.mesh[397][1]);
    const half = Math.abs(face.mesh[397][0] - face.mesh[172][0]) * 0.4;
    const bottom = Math.min(height, neckFoot(face.mesh));
    for (let y = Math.max(0, Math.ceil(jaw)); y < bottom; y++) {
      const below = (y - chin[1]) / Math.max(1, faceHeight);
      const reach = half * (1 - 0.15 * smoothstep(-0.1, 0.15, below) + 0.5 * smoothstep(0.2, 0.5, below));
      for (let x = Math.max(0, Math.ceil(chin[0] - reach)); x <= Math.min(width - 1, Math.floor(chin[0] + reach)); x++)
        mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** The row where neckMask's neck ends: half the face's height under its chin. */
export function neckFoot(mesh: Face['mesh']): number {
  const [chin, top] = [mesh[152], mesh[10]];
  return chin[1] + Math.hypot(chin[0] - top[0], chin[1] - top[1]) * 0.5;
}

/** 1 on each head: an ellipse a little larger than the face mesh, reaching up over the forehead. */
export function headMask(faces: readonly Face[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const { mesh } of faces) {
    const xs = mesh.map((p) => p[0]);
    const ys = mesh.map((p) => p[1]);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const cx = (left + right) / 2;
    const cy = (top + bottom) / 2 - (bottom - top) * 0.08;
    const rx = (right - left) * 0.6;
    const ry = (bottom - top) * 0.62;
    for (let y = Math.max(0, Math.floor(cy - ry)); y <= Math.min(height - 1, Math.ceil(cy + ry)); y++) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x <= Math.min(width - 1, Math.ceil(cx + rx)); x++) {
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) mask[y * width + x] = 1;
      }
    }
  }
  return mask;
}
