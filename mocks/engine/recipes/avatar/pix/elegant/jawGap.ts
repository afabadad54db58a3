// The gap beside the neck under the jaw, given back to the backdrop. The toon renderer's masses
// leave a thin sliver of clothes there (the photo's top seen past the jaw, between the face's oval
// and the neck); dressed in the dark cloth (./wardrobe.ts) it read to a blind panel as "a small
// dark bracket mark by the neck". No garment rises above the chin in a bust portrait: there the
// clothes' mask is painted over with the backdrop, fading in over a tenth of the face's height
// below the chin, where the shoulders begin.
import { smoothstep, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import type { Masses } from '../../toon3d/masses';

/** Paints the backdrop over the clothes above the chin (`face`: the reshaped mesh; `backdrop`: as painted behind the sitter). */
export function clearJawGap(picture: Rgb, masses: Masses, face: readonly XY[], backdrop: Rgb): void {
  const { width, height, data } = picture;
  const { chin, faceHeight } = faceFrame(face);
  const bottom = Math.min(height, Math.ceil(chin + faceHeight * 0.1));
  for (let y = 0; y < bottom; y++) {
    const above = smoothstep(chin + faceHeight * 0.1, chin, y);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let clothes = 0;
      for (const { mask } of masses.clothes) clothes = Math.max(clothes, mask.data[i]);
      // The mask's antialiased fringe taken whole (at its own opacity the fringe stayed a dark
      // hairline); skin and hair drawn over the clothes' mask stay (the neck, long hair over a shoulder).
      const w = above * smoothstep(0, 0.3, clothes) * (1 - masses.skin.data[i]) * (1 - masses.hair.data[i]);
      if (w <= 0) continue;
      for (let c = 0; c < 3; c++) data[i * 3 + c] += (backdrop.data[i * 3 + c] - data[i * 3 + c]) * w;
    }
  }
}
