// The crown of a head that a small photo cut off at the forehead (the gallery's grid faces): the
// sitter's matte goes on over it as a rounded skull (./matte.ts), and here it is painted in the
// hair's own colour, taken beside the temples where the photo still shows it. In the colour of
// the photo's last row drawn out (the forehead's), a woman with hair came out bald.
import type { Colour, Grey, Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import { faceOvalMask } from '../../masks';

/** The mean of the darker half of the sitter's pixels beside the temples, outside the face: the hair. */
export function hairBeside(picture: Rgb, mesh: readonly XY[], sitter: Grey, crown: Grey): Colour | undefined {
  const size = picture.width;
  const { faceWidth, cx } = faceFrame(mesh);
  const face = faceOvalMask(mesh, size, { grow: 1.06, forehead: 0.1, feather: 0 });
  // From the brows' height down to the eyes'.
  const y0 = Math.round(Math.min(mesh[105][1], mesh[334][1]) - faceWidth * 0.05);
  const y1 = Math.round(Math.max(mesh[33][1], mesh[263][1]));
  const found: { light: number; p: number }[] = [];
  for (let y = Math.max(0, y0); y <= Math.min(size - 1, y1); y++)
    for (let x = Math.max(0, Math.round(cx - faceWidth)); x <= Math.min(size - 1, Math.round(cx + faceWidth)); x++) {
      const i = y * size + x;
      if (face.data[i] > 0 || sitter.data[i] < 0.8 || crown.data[i] > 0.05) continue;
      const p = i * 3;
      found.push({ light: 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2], p });
    }
  if (found.length < 20) return undefined;
  found.sort((a, b) => a.light - b.light);
  const sum = [0, 0, 0];
  const half = Math.ceil(found.length / 2);
  for (let k = 0; k < half; k++) for (let c = 0; c < 3; c++) sum[c] += picture.data[found[k].p + c];
  return [sum[0] / half, sum[1] / half, sum[2] / half];
}

/** The crown painted (in place) in the hair's colour, a little lighter towards its top as hair catches light. */
export function paintCrown(picture: Rgb, mesh: readonly XY[], sitter: Grey, crown: Grey): void {
  const hair = hairBeside(picture, mesh, sitter, crown);
  if (!hair) return;
  const size = picture.width;
  const { faceHeight, top } = faceFrame(mesh);
  for (let i = 0, p = 0; i < crown.data.length; i++, p += 3) {
    const m = crown.data[i];
    if (m <= 0) continue;
    const y = Math.floor(i / size);
    const sheen = 1 + 0.15 * Math.min(1, Math.max(0, (top - y) / (faceHeight * 0.3)));
    for (let c = 0; c < 3; c++) picture.data[p + c] += (Math.min(1, hair[c] * sheen) - picture.data[p + c]) * m;
  }
}
