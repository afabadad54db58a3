// The portrait's pencil and paper: their colours, and how dark the pencil goes at each pixel,
// read from the photo's values against the face's own range (the tone every stroke is laid to).
import { hex } from '../../shared/colour';
import { clamp01, createGrey, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { percentiles } from '../sketch/tones';

export const PAPER = hex('#f6f2e8');
export const GRAPHITE = hex('#1b1b1f');

/**
 * How dark the pencil goes at each pixel (0 bare paper, 1 the darkest), from the photo's values
 * measured against the face's own: the face's middle tone is a light touch, its deepest shadows
 * mid-dark, dark hair darker still, whatever the photo's exposure. The face is held lighter, as
 * an artist keeps it, so its modelling is a few strokes, never a grey mask.
 */
export function pencilDarkness(grey: Grey, face: Grey, unit: number): Grey {
  // The face's own range, lightest to darkest, spread over the pencil's: a soft or dark photo's
  // narrow range drawn at the photo's contrast is a faint mottle (the fifth blind panel).
  const [low, middle, high] = percentiles(grey, face, [0.04, 0.5, 0.97]);
  const shadows = Math.max(0.04, middle - low);
  const lights = Math.max(0.04, high - middle);
  const held = blurLocal(face, unit * 0.08);
  const darkness = createGrey(grey.width, grey.height);
  for (let i = 0; i < grey.data.length; i++) {
    const g = grey.data[i];
    const value = g >= middle ? 0.2 * (1 - (g - middle) / lights) : 0.2 + (0.65 * (middle - g)) / shadows;
    darkness.data[i] = clamp01(value) * (1 - 0.1 * held.data[i]);
  }
  return darkness;
}
