// A fine-art studio portrait's finish over the modelled sitter: a soft glow in the lights (the
// bloom of a portrait lens and a diffused key, which makes the skin luminous), the eyes, brows and
// lips kept crisp through it, a warm varnish and the light falling gently off into the corners.
// Oil strokes laid over the model (until the ninth blind panel) read as "muddy" and "a dark
// brushed backdrop": along a dark brown backdrop they furred the backdrop, and across hair whose
// value was near the backdrop's they mixed the two ("a ghostly translucent hair blob").
import { smoothstep, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { featuresMask } from '../../masks';
import { wideBlurRgb } from '../../resample';

export interface Glaze {
  /** Multiplied into the whole picture: the varnish's warmth. */
  tint: readonly [number, number, number];
  /** How far the corners fall into the dark (0 none). */
  falloff: number;
  /** The glow's strength (0 none): how much of the blurred lights is screened over the picture. */
  glow: number;
}

/** Finishes `picture` (the rendered, lit and toned model) in place. */
export function glowFinish(picture: Rgb, mesh: readonly XY[], glaze: Glaze): void {
  const { width, height, data } = picture;
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const unit = faceWidth / 4;
  // The bloom spreads over an eighth of the face's width: a soft light, not a halo round the head.
  const bloom = wideBlurRgb(picture, Math.max(2, unit * 0.5)).data;
  const features = blurGrey(featuresMask(mesh, width), Math.max(1, unit * 0.04)).data;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      const r = Math.hypot((x - cx) / (faceWidth * 1.6), (y - cy) / (faceHeight * 2.2));
      const t = Math.min(1, Math.max(0, (r - 0.6) / 1.1));
      const fall = 1 - glaze.falloff * t * t * (3 - 2 * t);
      // Only the lights glow (a screen of the blurred lights), and not over the drawn features.
      const light = 0.299 * bloom[p] + 0.587 * bloom[p + 1] + 0.114 * bloom[p + 2];
      const glow = glaze.glow * smoothstep(0.25, 0.75, light) * (1 - 0.8 * features[i]);
      for (let c = 0; c < 3; c++) {
        const v = data[p + c];
        const screened = v + (1 - v) * bloom[p + c] * glow;
        const out = screened * glaze.tint[c] * fall;
        data[p + c] = out < 0 ? 0 : out > 1 ? 1 : out;
      }
    }
}
