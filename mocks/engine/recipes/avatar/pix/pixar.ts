// 'pix/pixar': a computer-animated character — big eyes, skin as smooth as a render with
// soft shading, bold saturated colour, a warm key light from one side and a cool fill from
// the other, a glossy sheen on the highlights, and a background thrown far out of focus.
import { hex } from '../../shared/colour';
import type { Colour, Rgb } from '../../shared/raster';
import { guidedRgb } from '../blur';
import { catchlights, enlargeEyes } from '../eyes';
import type { XY } from '../landmarks';
import { subjectMask } from '../masks';
import { atHalfSize } from '../resample';
import { faceUnit, glow, sharpen, smoothSkin, softenBackground, tone, vignette } from '../retouch';
import { photoStyle } from '../style';
import { celShade } from './cel';

const KEYS = ['#ffd7a1', '#ffe2c2', '#ffc9a8'].map(hex);
const FILLS = ['#8fc7ff', '#b1a6ff', '#8ff0e0'].map(hex);

/** Warm light from one side, cool from the other, over the head and shoulders only. */
function studioLight(picture: Rgb, mesh: readonly XY[], key: Colour, fill: Colour, keyFromLeft: boolean): void {
  const size = picture.width;
  const subject = subjectMask(mesh, size);
  const { data } = picture;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const m = subject.data[i];
      if (m <= 0) continue;
      const side = keyFromLeft ? 1 - x / size : x / size;
      const keyAmount = m * 0.18 * Math.max(0, side - 0.35) * 1.6;
      const fillAmount = m * 0.25 * Math.max(0, 0.5 - side) * 2;
      const p = i * 3;
      for (let c = 0; c < 3; c++) {
        // Screen for the key (it adds light), multiply-mix for the fill (it tints shadow).
        const lit = 1 - (1 - data[p + c]) * (1 - key[c] * keyAmount);
        data[p + c] = lit * (1 - fillAmount) + lit * fill[c] * fillAmount;
      }
    }
  }
}

/** Highlights pushed towards white, as on a glossy rendered surface. */
function sheen(picture: Rgb): void {
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const l = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    const t = Math.max(0, (l - 0.72) / 0.28);
    const a = t * t * 0.35;
    for (let c = 0; c < 3; c++) data[p + c] += (1 - data[p + c]) * a;
  }
}

export const pixar = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  smoothSkin(picture, mesh, 1);
  smoothSkin(picture, mesh, 1);
  const eyes = enlargeEyes(picture, mesh, random.between(0.22, 0.28));
  const rendered = atHalfSize(eyes, (half) => guidedRgb(half, Math.max(3, Math.round(unit * 0.04)), 0.0025, 1));
  softenBackground(rendered, mesh, unit * 0.3);
  const shaded = celShade(rendered, {
    step: random.between(16, 20),
    softness: 0.9,
    chroma: random.between(1.22, 1.32),
    floor: 4,
    ceiling: 94,
  });
  tone(shaded, { contrast: random.between(1.1, 1.16), brightness: -0.01, warmth: 0.015 });
  // Crisp edges on smooth surfaces read as a render rather than a blurred photo.
  sharpen(shaded, 1.6, 0.8);
  studioLight(shaded, mesh, KEYS[random.below(KEYS.length)], FILLS[random.below(FILLS.length)], random.next() < 0.5);
  sheen(shaded);
  glow(shaded, unit * 0.08, 0.18, 0.7);
  vignette(shaded, 0.3, [0.05, 0.04, 0.1], 0.85);
  catchlights(shaded, mesh, 0.12, 0.95);
  return shaded;
});
