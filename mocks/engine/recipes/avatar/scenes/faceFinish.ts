// The photo's head made to sit in a crisp drawn scene. A gallery face is a small crop enlarged
// several times: its pixels' soft steps and JPEG blocks, carried in, read as a pixelated head
// pasted on a clean drawing. The steps are blurred away over a fiftieth of the eyes' distance
// (about the enlarged pixel's half width), then the features are sharpened at 0.08 of it, a
// scale the steps no longer reach; a sharp photo keeps its colour and shading, only its grain
// quietened so the sharpening does not draw it over the skin as crackle. Last, one grain over
// the whole picture gives the face and the drawn scene the same texture.
import { maskBounds } from '../../shared/maskBounds';
import { grain } from '../../shared/noise';
import type { Random } from '../../shared/random';
import { createGrey, createRgb, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey, blurRgb } from '../blur';

/**
 * How much a sharp face (nothing to clean) is sharpened at the features' scale; a cleaned one
 * 0.9. Unsharpened, the older man's face read a little soft beside the crisp drawing.
 */
const SHARPEN_SHARP = 0.6;

/** The luma step (0–1) under which a sharp face's detail is noise and is not sharpened. */
const NOISE_FLOOR = 0.012;

/**
 * The luma step (0–1) under which a cleaned face's skin is not sharpened: its JPEG blotches.
 * The features' scale (0.08 of the eyes' distance) is the blotches' own, and sharpened there
 * at 0.9 on the skin too, the enlarged crops' faint light and dark patches came out as mauve
 * and grey blotches ("a blurry, blotchy face", session 33's readers): the woman's skin's
 * brightness swings at that scale 1.45 times her photo's, the brown-skinned woman's 1.28.
 * Kept below this step they are 1.18 and 1.01 (blotches.test.ts); a nostril, a crease, the
 * jaw's edge step by more and stay sharpened.
 */
const BLOTCH_STEP = 0.06;

/**
 * How much cleaning a face this soft takes (0–1): `softness` its softnessOf (pixels) over
 * `unit`, the eyes' distance. The gallery's enlarged crops measure 0.0093–0.015 and want all of
 * it (their JPEG blocks and colour blotches); a sharp photo (the older man's, 0.0076–0.0079,
 * and any portrait whose face is downscaled into the square) has neither, and the cleaning
 * only took its likeness: the eyes' colour blurred away (blue eyes turned brown), the skin's
 * shading flattened into patches, a mask. As the scenes measure them (after their light and
 * edge cleaning) the band's foot is 0.0005 (6 %) over the older man's 0.0079 (his goatee kept:
 * 0.0076 painted over, when the foot was 0.0082) and its top only 0.0001 (1 %) under the
 * brown-skinned man's 0.0093: thin on the soft side, so faceFinish.test asks him only for more
 * than 90 % of the cleaning, not exactly all of it.
 */
export function finishFor(softness: number, unit: number): number {
  return softShare(softness, unit);
}

/**
 * How surely a face this soft is an enlarged small crop, by the band above (0: a sharp photo,
 * 1: the gallery's crops); clip.ts clears something dark under the chin only from such a face.
 */
export function softShare(softness: number, unit: number): number {
  return smoothstep(0.0084, 0.0092, softness / Math.max(1, unit));
}

/**
 * Within `mask` (the head and neck, 0–1): the enlarged pixels' steps blurred over `unit` × 0.02
 * pixels (`unit` the distance between the eyes) and the colour taken from a wide blur, `clean`
 * (0–1, finishFor) of the way; then an unsharp mask at the features' scale, `unit` × 0.05 for a
 * sharp face and up to × 0.08 for a cleaned one, on `skin` (0–1, masks.ts's skinMask) only
 * where a cleaned face steps by more than a blotch.
 */
export function finishFace(picture: Rgb, mask: Grey, unit: number, clean = 1, skin?: Grey): void {
  const box = maskBounds(mask, 0.01, Math.ceil(unit * 0.2));
  if (!box) return;
  const [x0, y0, x1, y1] = [box.left, box.top, box.right + 1, box.bottom + 1];
  const w = x1 - x0;
  const h = y1 - y0;
  const part = createRgb(w, h);
  for (let y = 0; y < h; y++)
    part.data.set(picture.data.subarray(((y + y0) * picture.width + x0) * 3, ((y + y0) * picture.width + x1) * 3), y * w * 3);
  // Brightness: the enlarged crop's pixels step every few avatar pixels; a light blur takes the
  // steps out (`clean` of the way) and the features are then sharpened at a scale wider than a
  // step, so the steps are not brought back. Smoothed along the skin by an edge-aware filter
  // (the domain transform over a tenth of the eyes' distance) and sharpened at a twentieth, each
  // step became a flat tile with a hard edge, a mosaic (faceBlocks.test.ts).
  const luma = (d: Float32Array, j: number): number => 0.299 * d[j] + 0.587 * d[j + 1] + 0.114 * d[j + 2];
  const quiet = clean < 1 ? quieten(part, unit) : part;
  const smooth = createRgb(w, h);
  const evened = clean > 0 ? blurRgb(part, Math.max(0.8, unit * 0.02)) : part;
  for (let k = 0; k < smooth.data.length; k++) smooth.data[k] = quiet.data[k] + (evened.data[k] - quiet.data[k]) * clean;
  const soft = blurRgb(smooth, Math.max(1, unit * (0.05 + 0.03 * clean)));
  const sharpen = SHARPEN_SHARP + (0.9 - SHARPEN_SHARP) * clean;
  // Colour: a small enlarged JPEG's colour comes in blotches a block or two wide (its colour is
  // kept at half size); the face's colour changes slowly, so it is taken from a wide blur.
  const hue = clean > 0 ? blurRgb(part, Math.max(1, unit * 0.12)) : part;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + y0) * picture.width + x + x0;
      const m = mask.data[i];
      if (m <= 0) continue;
      const j = (y * w + x) * 3;
      const ys = luma(smooth.data, j);
      const fine = ys - luma(soft.data, j);
      // A sharp photo's noise (grain, JPEG ringing) is a few hundredths of luma, a feature's
      // edge a tenth and more: only the larger is sharpened, or the skin crackles (crackle.test).
      const kept = clean + (1 - clean) * smoothstep(NOISE_FLOOR, NOISE_FLOOR * 3, Math.abs(fine));
      // A cleaned face's skin: its blotches are not sharpened (BLOTCH_STEP), its features' edges are.
      const blotch = skin ? skin.data[i] * clean * (1 - smoothstep(BLOTCH_STEP, BLOTCH_STEP * 3, Math.abs(fine))) : 0;
      const crisp = ys + fine * sharpen * kept * (1 - blotch);
      const colourLuma = luma(part.data, j) + (luma(hue.data, j) - luma(part.data, j)) * clean;
      for (let c = 0; c < 3; c++) {
        const chroma = part.data[j + c] + (hue.data[j + c] - part.data[j + c]) * clean;
        const target = crisp + chroma - colourLuma;
        const v = picture.data[i * 3 + c] + (target - picture.data[i * 3 + c]) * m;
        picture.data[i * 3 + c] = v < 0 ? 0 : v > 1 ? 1 : v;
      }
    }
  }
}

/**
 * `part` with its small, fine luma ripples (under NOISE_FLOOR, at 0.03 of the eyes' distance
 * `unit`) taken out: a sharp photo's grain and JPEG ringing, which sharpening drew over the skin
 * as crackle. A feature's edge steps by more and is kept.
 */
function quieten(part: Rgb, unit: number): Rgb {
  const scale = Math.max(0.8, unit * 0.03);
  const near = blurRgb(part, scale);
  const ripple = createGrey(part.width, part.height);
  for (let i = 0, j = 0; i < ripple.data.length; i++, j += 3)
    ripple.data[i] = Math.abs(
      0.299 * (part.data[j] - near.data[j]) +
        0.587 * (part.data[j + 1] - near.data[j + 1]) +
        0.114 * (part.data[j + 2] - near.data[j + 2]),
    );
  // Decided on the ripple's local mean, not pixel by pixel: a pixel kept among smoothed
  // neighbours stood out as a dot, and the dots along the features read as dotted lines.
  const local = blurGrey(ripple, scale * 2);
  const out = createRgb(part.width, part.height);
  for (let i = 0, j = 0; i < local.data.length; i++, j += 3) {
    const take = 1 - smoothstep(NOISE_FLOOR, NOISE_FLOOR * 2, local.data[i]);
    for (let c = 0; c < 3; c++) out.data[j + c] = part.data[j + c] + (near.data[j + c] - part.data[j + c]) * take;
  }
  return out;
}

/** A fine, even grain over the finished picture (0–1 RGB data of a `size` square): ±`amount`. */
export function addGrain(out: Float32Array, size: number, random: Random, amount: number): void {
  const noise = grain(size, size, random, 0.6);
  for (let i = 0, p = 0; i < noise.data.length; i++, p += 3) {
    const d = (noise.data[i] - 0.5) * 2 * amount;
    for (let c = 0; c < 3; c++) {
      const v = out[p + c] + d;
      out[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
