// Cézanne's "constructive stroke": the canvas built of small patches, each a block of short
// parallel strokes laid side by side in one direction — nearly all the same diagonal, turned a
// little from patch to patch — so colour sits in planes and the surface has his even, woven
// rhythm. A patch's strokes take the colour under each, nudged together, so a patch reads as
// one plane; on a face the patches are smaller, on its features smallest.
import type { Random } from '../../shared/random';
import { labToRgb, rgbToLab } from '../../shared/colour';
import { gaussianBlur } from '../../shared/blur';
import { clamp01, toGrey, type Grey, type Rgb } from '../../shared/raster';
import { scatteredCells } from '../../shared/scatter';
import { paintStroke } from '../../shared/strokes';

export interface Hatching {
  /** A patch's side, in pixels. */
  patch: number;
  /** Radians of the main diagonal (y down: −π/4 rises to the right). */
  slant: number;
  /** The share of patches laid in a second direction, as he sometimes turned one. */
  turned: number;
  strokeWidth: number;
  /** 0–1 per pixel: where patches are smaller (a face; its features most). */
  fine: Grey;
  /** The smallest a patch gets where `fine` is 1, as a share of its size. */
  fineScale: number;
  /** Strokes stop where the picture's colour differs from theirs by more than this (summed |Δrgb|). */
  edgeTolerance: number;
  opacity: number;
  /** CIELAB a/b a patch leans by, warm (ochre-orange: mostly in the light) or cool (blue-green: mostly in the shade). */
  warm: readonly [a: number, b: number];
  cool: readonly [a: number, b: number];
  /**
   * 0–1 per pixel: the sitter's skin. There a patch is cool only on the shade side (darker than
   * its surroundings), and its cool is a grey-blue, the skin's own colour dulled and cooled:
   * blue-green patches over lit cheeks read as bruises, over stubble as dirt (the panel).
   */
  skin?: Grey;
}

/** How much darker than its surroundings (grey, 0–1) a patch of skin is before it may turn cool. */
const SKIN_SHADE = 0.02;
/** A cool patch on skin: its colour's chroma kept by this share, and CIELAB b lowered by `SKIN_COOL_B`. */
const SKIN_COOL_CHROMA = 0.55;
const SKIN_COOL_B = -6;

export function hatchPatches(canvas: Rgb, source: Rgb, random: Random, options: Hatching): void {
  const { width, height } = canvas;
  const cell = options.patch * 0.8;
  const grey = toGrey(source);
  const surround = gaussianBlur(grey, options.patch * 1.5);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  const layPatch = (cx: number, cy: number, size: number): void => {
    const i = Math.floor(cy) * width + Math.floor(cx);
    const fineness = options.fine.data[i];
    const angle = (random.next() < options.turned ? options.slant - 0.6 : options.slant) + random.normal() * 0.1;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const strokeWidth = options.strokeWidth * (1 - fineness * 0.45);
    // A sliver of the ground between strokes: each stroke reads as one.
    const spacing = strokeWidth * 1.2;
    const strokes = Math.max(2, Math.round(size / spacing));
    // The patch's own lean in colour: one plane apart from its neighbours, warm or cool as he
    // modulated a form by colour rather than by shading (mostly warm where lit, cool where turned
    // away, always some of each). With only a small random shift the patches took the colour under
    // them and the strokes vanished into "the photo with grain" (the panel).
    // Lit or turned away is judged against the patch's surroundings (so a brown face is modelled as
    // a fair one is), and on a face by that alone: thrown at random, cool patches read as bruises.
    const c = (Math.floor(cy) * width + Math.floor(cx)) * 3;
    rgbToLab(source.data[c], source.data[c + 1], source.data[c + 2], lab);
    // A face's flat lit planes mostly warm: a cool patch there read as a green stain.
    const turn = clamp01(0.5 + 0.25 * fineness + 5 * (grey.data[i] - surround.data[i]));
    const bright = 0.2 + 0.6 * clamp01((lab[0] - 35) / 40);
    const skin = options.skin ? options.skin.data[i] : 0;
    const shaded = grey.data[i] < surround.data[i] - SKIN_SHADE;
    const warmChance = turn + (bright - turn) * 0.5 * (1 - fineness);
    const warm = random.next() < warmChance + (shaded ? 0 : (1 - warmChance) * skin);
    const [leanA, leanB] = warm ? options.warm : options.cool;
    const lean = random.between(0.5, 1.1) * (1 - 0.3 * fineness);
    const shiftL = random.normal() * 5 + (warm ? 3 : -3);
    // A cool patch on skin: its own colour dulled toward grey and a little bluer, never green.
    const dull = warm ? 0 : skin;
    const coolA = -lab[1] * (1 - SKIN_COOL_CHROMA);
    const coolB = -lab[2] * (1 - SKIN_COOL_CHROMA) + SKIN_COOL_B;
    const shiftA = random.normal() * 3 + leanA * lean + (coolA - leanA * lean) * dull;
    const shiftB = random.normal() * 3 + leanB * lean + (coolB - leanB * lean) * dull;
    for (let s = 0; s < strokes; s++) {
      const offset = (s - (strokes - 1) / 2) * spacing;
      const slide = random.normal() * size * 0.08;
      const x = cx - sin * offset + cos * slide;
      const y = cy + cos * offset + sin * slide;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const p = (Math.floor(y) * width + Math.floor(x)) * 3;
      rgbToLab(source.data[p], source.data[p + 1], source.data[p + 2], lab);
      // Calmer in lightness on a face (light and dark dabs on skin read as dirt) and in the
      // darks (a dark ground stays a plane, not a field of scales).
      const calm = (1 - 0.25 * fineness) * (0.4 + 0.6 * Math.min(1, Math.max(0, (lab[0] - 20) / 30)));
      labToRgb(
        lab[0] + (shiftL + random.normal() * 7) * calm,
        lab[1] + shiftA + random.normal() * 2.5,
        lab[2] + shiftB + random.normal() * 2.5,
        rgb,
      );
      paintStroke(
        canvas,
        {
          x,
          y,
          angle,
          length: size * random.between(0.7, 1),
          width: strokeWidth,
          colour: [clamp01(rgb[0]), clamp01(rgb[1]), clamp01(rgb[2])],
          opacity: options.opacity * (1 - 0.1 * fineness),
          bristles: 0.3,
          phase: random.next(),
        },
        { picture: source, tolerance: options.edgeTolerance * (1 - 0.5 * fineness) },
      );
    }
  };
  for (const [cx, cy] of scatteredCells(random, { left: 0, top: 0, right: width, bottom: height }, cell)) {
    const fineness = options.fine.data[Math.floor(cy) * width + Math.floor(cx)];
    const size = options.patch * (1 - fineness * (1 - options.fineScale));
    // A small patch fills its share of a cell with several of its size.
    const count = Math.max(1, Math.round((options.patch / size) ** 2));
    for (let n = 0; n < count; n++) {
      const x = count === 1 ? cx : Math.min(width - 1, Math.max(0, cx + (random.next() - 0.5) * cell));
      const y = count === 1 ? cy : Math.min(height - 1, Math.max(0, cy + (random.next() - 0.5) * cell));
      layPatch(x, y, size);
    }
  }
}
