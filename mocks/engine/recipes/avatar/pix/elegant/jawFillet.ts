// The jaw's outline carried into the neck's side by one curve. The toon renderer's face oval ends
// on the neck's straight side in a sharp inward corner; the backdrop (or a sliver of hair) left in
// it read to blind panels as "small notches where the jaw meets the neck" and "a dark sliver at the
// side of the jaw". A painter's jaw flows into the neck. Under the jaw the skin's outline is
// closed by a disc (dilated, then eroded: only its inward corners fill), and the filled pixels take
// the neck's colour read a little inside its edge on the same row, so the jaw's shade runs on.
import { boxBlur } from '../../../shared/blur';
import { smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import type { Masses } from '../../toon3d/masses';

/** The fillet's radius, in face widths: a tenth rounds the corner into a curve the eye follows. */
export const FILLET = 0.3;

/** How far into the skin the old edge's fringe and rim reach, in pixels. */
const SEAM = 5;

/** `inside` dilated by a disc of `radius` px (for each row offset, the nearest set pixel on that row). */
function dilate(inside: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  // The horizontal distance from each pixel to the nearest set pixel on its row.
  const near = new Float32Array(width * height).fill(Infinity);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (inside[y * width + x]) last = x;
      near[y * width + x] = x - last;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (inside[y * width + x]) last = x;
      near[y * width + x] = Math.min(near[y * width + x], last - x);
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let dy = -radius; dy <= radius; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        if (near[yy * width + x] <= Math.sqrt(radius * radius - dy * dy)) {
          out[y * width + x] = 1;
          break;
        }
      }
  return out;
}

/** Fills the inward corners where the jaw meets the neck (`masses`: the renderer's; `face`: the reshaped mesh). */
export function filletJaw(picture: Rgb, masses: Masses, face: readonly XY[]): void {
  // Only a short cut's notch is mended. Where long hair falls beside the neck the corner is hidden
  // or framed by the hair, and the fill only added light slivers and a second seam along the neck
  // (blind panel, five women to main's favour): those sitters keep the renderer's own edge.
  if (masses.longHair) return;
  const { width, height, data } = picture;
  const { faceWidth, faceHeight, left, right, chin, cx } = faceFrame(face);
  const radius = Math.max(2, Math.round(faceWidth * FILLET));
  // The box closed: wide of the jaw by the radius and more, from mid-cheek to below the chin.
  const x0 = Math.max(0, Math.floor(left - faceWidth * 0.45));
  const x1 = Math.min(width, Math.ceil(right + faceWidth * 0.45));
  const y0 = Math.max(0, Math.floor(chin - faceHeight * 0.45));
  const y1 = Math.min(height, Math.ceil(chin + faceHeight * 0.3));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return;
  const skin = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) skin[y * w + x] = masses.skin.data[(y + y0) * width + x + x0] >= 0.5 ? 1 : 0;
  const grown = dilate(skin, w, h, radius);
  const outside = grown.map((v) => 1 - v);
  const shrunk = dilate(outside, w, h, radius);
  // The added pixels, softened by a pixel so the new edge is antialiased like the renderer's.
  const added: Grey = { width: w, height: h, data: new Float32Array(w * h) };
  for (let i = 0; i < w * h; i++) added.data[i] = !shrunk[i] && !skin[i] ? 1 : 0;
  const soft = boxBlur(added, 1);
  // The neck's old edge beside the fill (its antialiased fringe and the renderer's darker rim a
  // few pixels in) is repainted too, or it stays a seam inside the new curve.
  const seam = dilate(Uint8Array.from(added.data), w, h, SEAM);
  for (let y = 0; y < h; y++) {
    const Y = y + y0;
    // Only the corner under the jaw: from a third of the face above the chin to a tenth below it.
    const rows =
      smoothstep(chin - faceHeight * 0.35, chin - faceHeight * 0.28, Y) *
      smoothstep(chin + faceHeight * 0.12, chin + faceHeight * 0.05, Y);
    if (rows <= 0) continue;
    for (let x = 0; x < w; x++) {
      const i = (Y * width + x + x0) * 3;
      const p = Y * width + x + x0;
      const fill = Math.max(added.data[y * w + x], soft.data[y * w + x]) * (1 - masses.skin.data[p]);
      const edge = seam[y * w + x] && !shrunk[y * w + x] ? 1 - masses.skin.data[p] ** 8 : 0;
      // A short cut's stray sliver under the jaw is painted over.
      const weight = rows * Math.max(fill, edge);
      if (weight <= 0.01) continue;
      // The neck's own colour on this row, inside its edge and rim toward the face's middle.
      const step = x + x0 < cx ? 1 : -1;
      let X = x + x0;
      while (X >= 0 && X < width && masses.skin.data[Y * width + X] < 0.99 && Math.abs(X - cx) > 1) X += step;
      X = Math.min(width - 1, Math.max(0, X + step * SEAM));
      const q = (Y * width + X) * 3;
      for (let c = 0; c < 3; c++) data[i + c] += (data[q + c] - data[i + c]) * weight;
    }
  }
}
