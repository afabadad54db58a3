// A neck painted under the photo's head, in the face's own skin, shaped and lit as a neck is:
// narrower than the jaw (about 0.6 of its width, so the jaw's corners stand out over it, not a
// column as wide as the face), its sides nearly straight down the sterno-mastoids and flaring
// at the base into the trapezius where the clothes, drawn over it, take over; in the chin's
// soft cast shadow just under the jaw (following the jaw's curve, so the face's cut edge sits
// in shade and draws no line), rounder (darker) at its sides, a little lighter on the key
// light's side, with the sterno-mastoids' two faint diagonals meeting at the notch. The
// gallery's faces are small crops that show little or no neck (a collar, the next person's
// head), and the photo's scraps of neck over a drawn one read as a pasted column; a painted
// neck of the face's own tone joins the head to the clothes the same way on every photo.
import { createGrey, smoothstep, type Colour, type Grey } from '../../shared/raster';
import type { SceneFace } from './kit';

export interface NeckLight {
  /** The key light's side: -1 the picture's left, 1 its right. */
  from: -1 | 1;
  /** How much of the face's skin tone the neck's shade is (0–1): darker under a dark jaw. */
  shade: number;
}

/**
 * The neck's width as a share of the jaw's (its corners, mesh points 172 and 397). A neck
 * as wide as the jaw and flat read as a column under a pasted head (the eighth panel); at
 * 0.54–0.63 it read as a stalk under a bobblehead (the tenth), and at 0.76–0.86 still as "too
 * thin and long" (the twentieth stop's panel). A neck seen from the front is nearly as wide as the jaw's
 * corners; shaded round, at about 0.9 it holds the head up.
 */
export const NECK_SHARE = [0.86, 0.96] as const;

/**
 * How far the neck's foot flares into the trapezius, as a share of its half width: with the
 * neck at 0.86–0.96 of the jaw, 0.9 (the narrower neck's) showed the flare as a shelf of skin
 * beside a turned face's gown strap.
 */
const FLARE = 0.6;

/** How much darker the neck is just under the chin than the face's skin (its cast shadow's depth). */
export const CHIN_SHADOW = 0.4;

/** The jaw's lower edge at column `x`: a parabola through its two corners and the chin. */
function jawY(face: SceneFace, x: number): number {
  const [lx, ly] = face.jawLeft[0] < face.jawRight[0] ? face.jawLeft : face.jawRight;
  const [rx, ry] = face.jawLeft[0] < face.jawRight[0] ? face.jawRight : face.jawLeft;
  const [cx, cy] = face.chin;
  // Lagrange through the three points; outside the corners the jaw rises no further.
  const t = Math.min(rx, Math.max(lx, x));
  const a = ((t - cx) * (t - rx)) / Math.max(1e-3, (lx - cx) * (lx - rx));
  const b = ((t - lx) * (t - rx)) / Math.min(-1e-3, (cx - lx) * (cx - rx));
  const c = ((t - lx) * (t - cx)) / Math.max(1e-3, (rx - lx) * (rx - cx));
  return ly * a + cy * b + ry * c;
}

/**
 * The painted neck's width in pixels: the person's neck (measured at 0.8–0.95 of the jaw where
 * the photo shows skin, which takes in the jaw's shadowed sides) as NECK_SHARE of the jaw, so a
 * thicker neck stays thicker. The clothes' neck opening is cut to it.
 */
export function paintedNeckWidth(face: SceneFace): number {
  const jaw = Math.abs(face.jawRight[0] - face.jawLeft[0]);
  const thick = Math.min(1, Math.max(0, (face.neckWidth / Math.max(1, jaw) - 0.8) / 0.15));
  return jaw * (NECK_SHARE[0] + (NECK_SHARE[1] - NECK_SHARE[0]) * thick);
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
  const half0 = paintedNeckWidth(face) / 2;
  const top = chinY - h * 0.3;
  const bottom = Math.min(size, collarY + h * 0.12);
  const feather = Math.max(0.8, size / 640);
  const neck = createGrey(size, size);
  const length = Math.max(1, collarY - chinY);
  for (let y = Math.max(0, Math.floor(top)); y < bottom; y++) {
    const t = Math.max(0, Math.min(1.4, (y + 0.5 - chinY) / length));
    // Near straight down the sterno-mastoids, then the trapezius flaring into the shoulders
    // from a little above the collar, under the clothes.
    const half = half0 * (1 + 0.05 * t) + half0 * FLARE * smoothstep(0.55, 1.35, t) ** 1.5;
    const x0 = Math.max(0, Math.floor(cx - half - feather * 2));
    const x1 = Math.min(size, Math.ceil(cx + half + feather * 2));
    for (let x = x0; x < x1; x++) {
      const dx = x + 0.5 - cx;
      const a = 1 - smoothstep(half - feather, half + feather, Math.abs(dx));
      if (a <= 0) continue;
      // The chin's cast shadow: deepest along the jaw's edge, gone 0.28 of the face's height
      // below it, its lower edge soft.
      const below = y + 0.5 - jawY(face, x + 0.5);
      const cast = 1 - CHIN_SHADOW * (1 - smoothstep(-h * 0.02, h * 0.28, below)) * light.shade;
      const across = Math.max(-1, Math.min(1, dx / half));
      // A cylinder: its sides turn away from the light; the key's side a little lighter.
      const round = (1 - 0.28 * across * across) * (1 + 0.08 * across * light.from);
      // The sterno-mastoids: from under the ears (the neck's outer top) to the notch between
      // the collarbones (its middle at the collar), each a faint soft ridge with a furrow
      // inside it; the notch itself a small shadow.
      const ridgeAt = half0 * 0.72 * (1 - 0.85 * Math.min(1, t));
      const offRidge = (Math.abs(dx) - ridgeAt) / Math.max(1, half0 * 0.22);
      const muscle = t > 0.05 && t < 1.05 ? 0.05 * Math.exp(-offRidge * offRidge) * smoothstep(0.05, 0.3, t) : 0;
      const furrow = offRidge < 0 ? muscle * 0.6 * Math.exp(-((offRidge + 1) ** 2)) : 0;
      const notch = 0.08 * Math.exp(-((dx / (half0 * 0.18)) ** 2) - ((t - 0.95) / 0.08) ** 2);
      const tone = cast * round * (1 + muscle - furrow - notch);
      // Skin in shadow is warmer and deeper in colour, not only darker.
      const deep = 1 - tone;
      const i = y * size + x;
      const p = i * 3;
      const paint = [skin[0] * tone * (1 + 0.03 * deep), skin[1] * tone * (1 - 0.015 * deep), skin[2] * tone * (1 - 0.03 * deep)];
      for (let c = 0; c < 3; c++) out[p + c] += (Math.min(1, paint[c]) - out[p + c]) * a;
      neck.data[i] = a;
    }
  }
  return neck;
}
