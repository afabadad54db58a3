// The face turned to polished metal for the robot: each pixel's brightness kept (so the
// features, the likeness and the light stay) and its colour moved along a steel ramp, dark
// gun-metal in the shadows to a cool silver in the highlights, with more contrast, as chrome
// shows its form. A soft photo's features are faint steps of brightness, and grey takes away
// the colour that told them apart (the seventh panel: "blurry grey face"): so the features'
// own scale of detail — eyes, brows, nostrils, lips — is deepened before the ramp, as a
// machined surface's edges catch the light. Only inside `where` (the face's oval), by `amount`.
import { maskBounds } from '../../shared/maskBounds';
import type { Grey, Rgb } from '../../shared/raster';
import { gaussianData } from '../blur';

// A light steel: a dark ramp turned a soft photo's face into a dim grey mask nobody could read.
const SHADOW = [0.2, 0.23, 0.29] as const;
const MIDDLE = [0.6, 0.65, 0.72] as const;
const HIGHLIGHT = [0.96, 0.98, 1] as const;
/** How much the features' detail (the luma above its local mean) is deepened. */
const DETAIL = 0.8;
/**
 * The span of the ramp a face's middle 90 % of brightness is spread over, and the least and most
 * contrast that takes. At one contrast for every face (1.3 about mid-grey), a pale, softly lit face
 * (the turned blonde: its brightness between 0.6 and 0.9) lay all in the silver and read as "a grey,
 * washed-out face" to a blind reader.
 */
const SPAN = 0.8;
const CONTRAST: readonly [number, number] = [1.3, 2.0];
/** How much of its own lightness a face keeps (a dark face a darker metal): 0 none … 1 all. */
const OWN_LIGHTNESS = 0.5;

/** The face's brightness at its 5th, 50th and 95th percentiles (over `where`'s inside). */
function spreadOf(luma: Float32Array, where: Grey, box: { left: number; top: number; right: number }): [number, number, number] {
  const w = box.right - box.left + 1;
  const inside: number[] = [];
  for (let j = 0; j < luma.length; j++) {
    const i = (Math.floor(j / w) + box.top) * where.width + (j % w) + box.left;
    if (where.data[i] > 0.5) inside.push(luma[j]);
  }
  if (inside.length === 0) return [0.25, 0.5, 0.75];
  inside.sort((a, b) => a - b);
  const at = (share: number) => inside[Math.min(inside.length - 1, Math.floor(share * inside.length))];
  return [at(0.05), at(0.5), at(0.95)];
}

export function toMetal(picture: Rgb, where: Grey, amount: number): void {
  const { data, width } = picture;
  const box = maskBounds(where, 0, 8);
  if (!box) return;
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  const luma = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = ((y + box.top) * width + x + box.left) * 3;
      luma[y * w + x] = 0.3 * data[p] + 0.59 * data[p + 1] + 0.11 * data[p + 2];
    }
  // The features' scale: about a twentieth of the face's width (an eye is a fifth of it).
  const local = gaussianData(luma, w, h, 1, Math.max(1, w * 0.05));
  // The detail taken from a lightly smoothed luma: an enlarged JPEG's blocks are finer than
  // the features, and deepened they tile the face like a mosaic.
  const smooth = gaussianData(luma, w, h, 1, Math.max(1, w * 0.012));
  const [low, middle, high] = spreadOf(luma, where, box);
  const contrast = Math.min(CONTRAST[1], Math.max(CONTRAST[0], SPAN / Math.max(0.05, high - low)));
  const centre = 0.5 + OWN_LIGHTNESS * (middle - 0.5);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + box.top) * width + x + box.left;
      const m = where.data[i] * amount;
      if (m <= 0) continue;
      const j = y * w + x;
      const deep = luma[j] + (smooth[j] - local[j]) * DETAIL;
      // Contrast about the face's own middle, then the ramp.
      const t = Math.min(1, Math.max(0, (deep - middle) * contrast + centre));
      const p = i * 3;
      for (let c = 0; c < 3; c++) {
        const steel =
          t < 0.5 ? SHADOW[c] + (MIDDLE[c] - SHADOW[c]) * t * 2 : MIDDLE[c] + (HIGHLIGHT[c] - MIDDLE[c]) * (t - 0.5) * 2;
        data[p + c] += (steel - data[p + c]) * m;
      }
    }
  }
}
