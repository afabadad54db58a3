// 'pix/disney': a storybook heroine or hero — larger sparkling eyes, porcelain-smooth warm
// skin, gently banded painted shading with soft warm lines, rich colour, a golden glow and
// twinkling out-of-focus lights behind.
import { hex } from '../../shared/colour';
import { inkLines } from '../../shared/edges';
import { toGrey } from '../../shared/raster';
import { guidedRgb } from '../blur';
import { bokeh } from '../bokeh';
import { catchlights, enlargeEyes } from '../eyes';
import { subjectMask } from '../masks';
import { atHalfSize } from '../resample';
import { faceUnit, glow, sharpen, smoothSkin, softenBackground, tone, vignette } from '../retouch';
import { photoStyle } from '../style';
import { celShade } from './cel';
import { drawInk } from './ink';

const LIGHTS = ['#ffd98a', '#ffb3c7', '#fff1c1', '#ffc38a', '#d7c4ff'].map(hex);
const LINE = hex('#5a2e1e');

export const disney = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  smoothSkin(picture, mesh, 1);
  smoothSkin(picture, mesh, 1);
  const eyes = enlargeEyes(picture, mesh, random.between(0.14, 0.19));
  // A painted finish: every surface evened out, edges kept, light in soft bands.
  const smooth = atHalfSize(eyes, (half) => guidedRgb(half, Math.max(2, Math.round(unit * 0.03)), 0.002, 2));
  softenBackground(smooth, mesh, unit * 0.16);
  const painted = celShade(smooth, {
    step: random.between(11, 14),
    softness: 0.55,
    chroma: random.between(1.18, 1.28),
    floor: 8,
    ceiling: 98,
  });
  tone(painted, { contrast: 1.06, warmth: random.between(0.025, 0.045) });
  sharpen(painted, 1.4, 0.6);
  const lines = inkLines(toGrey(smooth), { sigma: Math.max(1.2, unit * 0.013), from: 0.008, to: 0.035, thicken: 0 });
  drawInk(painted, lines, LINE, 0.55);
  const behind = subjectMask(mesh, size);
  for (let i = 0; i < behind.data.length; i++) behind.data[i] = 1 - behind.data[i];
  bokeh(painted, behind, random, LIGHTS, 26 + random.below(12), unit * 0.22);
  glow(painted, unit * 0.12, random.between(0.25, 0.35), 0.62);
  vignette(painted, 0.3, hex('#3b1d2e'), 0.9);
  catchlights(painted, mesh, 0.11, 0.9);
  return painted;
});
