// A painter's flesh from the sitter's own skin: the photo's colour on the face, its lightness
// kept, its chroma never less than the photo's (a dark face stays rich brown, never ash-grey),
// the lit planes leaning warm (ochre, vermilion) and the turned-away planes cool (green, blue),
// measured against the sitter's own cheeks, so a dark face is modelled as a fair one is.
// Van Gogh's and Cézanne's faces both start here (cezanne/planes.ts).
import { labToRgb, rgbToLab } from '../../shared/colour';
import { clamp01, type Grey, type Rgb } from '../../shared/raster';

export interface FleshLean {
  /** CIELAB a, b added to the lit planes. */
  warm: readonly [a: number, b: number];
  /** CIELAB a, b added to the planes in shade. */
  cool: readonly [a: number, b: number];
  /** The skin's chroma times this (at least the photo's). */
  chroma: number;
}

/**
 * `picture` turned to `source`'s skin, painted warm and cool, by `where` (0–1 per pixel).
 * `cheeks` is the sitter's cheek colour (CIELAB): lighter than it is lit, darker is in shade.
 */
export function paintFlesh(picture: Rgb, source: Rgb, where: Grey, cheeks: readonly number[], lean: FleshLean): void {
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < where.data.length; i++, p += 3) {
    const k = where.data[i];
    if (k < 0.01) continue;
    rgbToLab(source.data[p], source.data[p + 1], source.data[p + 2], lab);
    const lit = clamp01((lab[0] - cheeks[0] + 14) / 28);
    const a = lab[1] * lean.chroma + lean.cool[0] + (lean.warm[0] - lean.cool[0]) * lit;
    const b = lab[2] * lean.chroma + lean.cool[1] + (lean.warm[1] - lean.cool[1]) * lit;
    // Never greyer than the photo: a shade's cool colour is a hue, not grey.
    const own = Math.hypot(lab[1], lab[2]);
    const made = Math.hypot(a, b) || 1;
    const stretch = Math.max(1, own / made);
    labToRgb(lab[0], a * stretch, b * stretch, rgb);
    for (let c = 0; c < 3; c++) picture.data[p + c] += (clamp01(rgb[c]) - picture.data[p + c]) * k;
  }
}

/**
 * Lifts the darkest of the skin (a nostril, the shade under the nose or chin) by up to
 * `amount` in lightness only, off the eyes, brows and mouth: a near-black patch on a face
 * reads as a blot. Unlike lifting each channel towards white, the skin keeps its hue and
 * chroma: a brown face does not turn grey.
 */
export function liftDarkSkin(picture: Rgb, skin: Grey, features: Grey, amount: number): void {
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < skin.data.length; i++, p += 3) {
    const k = amount * skin.data[i] * (1 - features.data[i]);
    if (k < 0.01) continue;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const dark = 1 - lab[0] / 100;
    labToRgb(lab[0] + k * 100 * dark * dark * dark, lab[1], lab[2], rgb);
    for (let c = 0; c < 3; c++) picture.data[p + c] = clamp01(rgb[c]);
  }
}
