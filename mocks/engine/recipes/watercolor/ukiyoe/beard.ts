// A beard as the prints cut it: fine parallel key-block strokes running down the face (along
// its own up-down axis, so a tilted head's beard leans with it), staggered and broken like
// hairs, over the flesh's shade block, not a flat dark block (which read as a brown blob).
import type { Face } from '../../../types';
import { eyeSpan } from '../../shared/faceParts';
import { createGrey, smoothstep, type Grey } from '../../shared/raster';

/** Strokes this share of the eye span apart. */
const SPACING = 0.04;
/** A stroke's length, as a share of the eye span, and the share of it inked (the rest a gap). */
const LENGTH = 0.32;
const INKED = 0.78;

/** A repeatable 0–1 number for a stroke's column and row (no random stream: a beard is the same each run). */
function hash(a: number, b: number): number {
  const h = Math.sin(a * 127.1 + b * 311.7) * 43758.5453;
  return h - Math.floor(h);
}

/** 0–1 ink of the strokes on the pixels where `beard` is set. */
export function beardStrokes(beard: Uint8Array, faces: readonly Face[], width: number, height: number): Grey {
  const ink = createGrey(width, height);
  const face = faces[0];
  if (!face) return ink;
  const span = eyeSpan(face);
  const spacing = Math.max(2.5, span * SPACING);
  const length = span * LENGTH;
  const lineHalf = Math.max(0.4, spacing * 0.12);
  const [tx, ty] = face.mesh[10];
  const [cx, cy] = face.mesh[152];
  const axis = Math.hypot(cx - tx, cy - ty) || 1;
  // Down the face, and across it.
  const [dx, dy] = [(cx - tx) / axis, (cy - ty) / axis];
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      if (!beard[i]) continue;
      const across = (x - cx) * dy - (y - cy) * dx;
      const down = (x - cx) * dx + (y - cy) * dy;
      // The strokes fan a little outward below the mouth, as a beard grows.
      const fanned = across - down * 0.12 * Math.tanh(across / span);
      const column = Math.floor(fanned / spacing);
      const offset = Math.abs(fanned - (column + 0.5) * spacing);
      const shift = hash(column, 1) * length;
      const along = (down + shift) / length;
      const t = along - Math.floor(along);
      if (t > INKED) continue;
      const taper = smoothstep(0, 0.12, t) * (1 - smoothstep(INKED - 0.18, INKED, t));
      const across01 = 1 - smoothstep(lineHalf * taper, lineHalf * taper + 0.9, offset);
      ink.data[i] = Math.max(ink.data[i], across01 * (0.75 + 0.25 * hash(column, Math.floor(along))));
    }
  return ink;
}
