// A neck painted under the photo's head, in the face's own skin, shaded as a neck is lit: in the
// jaw's shadow at its top, rounder (darker) at its sides, a little lighter on the key light's
// side, widening into the shoulders where the clothes, drawn over it, take over. The gallery's
// faces are small crops that show little or no neck (a collar, the next person's head), and
// the photo's scraps of neck over a drawn one read as a pasted column; a painted neck of the
// face's own tone joins the head to the clothes the same way on every photo.
import { createGrey, smoothstep, type Colour, type Grey } from '../../shared/raster';
import type { SceneFace } from './kit';

export interface NeckLight {
  /** The key light's side: -1 the picture's left, 1 its right. */
  from: -1 | 1;
  /** How much of the face's skin tone the neck's shade is (0–1): darker under a dark jaw. */
  shade: number;
}

/**
 * Paints the neck into `out` (0–1 RGB of the `face.size` square, the scene behind the person
 * already in it) from under the jaw down past `collarY`, in `skin` (the face's skin as the
 * scene shows it), and returns where it painted (0–1).
 */
export function paintNeck(out: Float32Array, face: SceneFace, collarY: number, skin: Colour, light: NeckLight): Grey {
  const size = face.size;
  const h = face.bottom - face.top;
  const chinY = face.chin[1];
  // Under the jaw's middle (a turned face's chin is off it).
  const cx = (face.chin[0] + (face.jawLeft[0] + face.jawRight[0]) / 2) / 2;
  // At least four fifths of the jaw: a narrower neck under a photo's head reads as a stalk, one
  // as wide as the jaw as a pillar.
  const half0 = Math.max(face.neckWidth, Math.abs(face.jawRight[0] - face.jawLeft[0]) * 0.82) / 2;
  const top = chinY - h * 0.3;
  const bottom = Math.min(size, collarY + h * 0.12);
  const feather = Math.max(0.8, size / 640);
  const neck = createGrey(size, size);
  for (let y = Math.max(0, Math.floor(top)); y < bottom; y++) {
    const t = Math.max(0, Math.min(1.4, (y + 0.5 - chinY) / Math.max(1, collarY - chinY)));
    // Slightly wider going down, then the trapezius flaring into the shoulders under the collar.
    const half = half0 * (1 + 0.08 * t) + half0 * 0.6 * smoothstep(0.75, 1.3, t) ** 2;
    // The jaw's shadow: deepest a little under the chin, gone a fifth of the face's height
    // lower; at the chin's own edge only half as deep, so the cut edge draws no line.
    const below = y + 0.5 - chinY;
    const deepen = 0.5 + 0.5 * smoothstep(-h * 0.02, h * 0.05, below);
    const jaw = 1 - 0.32 * deepen * (1 - smoothstep(0, h * 0.22, below)) * light.shade;
    const x0 = Math.max(0, Math.floor(cx - half - feather * 2));
    const x1 = Math.min(size, Math.ceil(cx + half + feather * 2));
    for (let x = x0; x < x1; x++) {
      const dx = x + 0.5 - cx;
      const a = 1 - smoothstep(half - feather, half + feather, Math.abs(dx));
      if (a <= 0) continue;
      const across = Math.max(-1, Math.min(1, dx / half));
      // A cylinder: its sides turn away from the light; the key's side a little lighter.
      const round = (1 - 0.3 * across * across) * (1 + 0.07 * across * light.from);
      const tone = jaw * round;
      // Skin in shadow is warmer and deeper in colour, not only darker.
      const deep = 1 - tone;
      const i = y * size + x;
      const p = i * 3;
      const paint = [skin[0] * tone * (1 + 0.05 * deep), skin[1] * tone * (1 - 0.03 * deep), skin[2] * tone * (1 - 0.06 * deep)];
      for (let c = 0; c < 3; c++) out[p + c] += (Math.min(1, paint[c]) - out[p + c]) * a;
      neck.data[i] = a;
    }
  }
  return neck;
}
