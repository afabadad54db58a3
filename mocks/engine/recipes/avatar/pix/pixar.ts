// 'pix/pixar': a computer-animated character — the face reshaped to a toon's proportions (big
// round eyes, a small nose, a short lower face, round cheeks, a larger head: ../toon3d), skin
// as smooth as a render, bright saturated colour, the head lit as a solid (a warm key, shadows
// warmed as skin scatters light, a strong cool rim on the far side), glossy highlights, painted
// eyes with a window catchlight, and a background thrown far out of focus.
import { hex } from '../../shared/colour';
import type { Rgb } from '../../shared/raster';
import { guidedRgb } from '../blur';
import { atHalfSize } from '../resample';
import { faceUnit, glow, sharpen, smoothSkin, softenBackground, tone, vignette } from '../retouch';
import { photoStyle } from '../style';
import { paintToonEyes } from '../toon3d/eyes';
import { deepenModelling, foreheadRaised, paintFeatures, rimLight } from '../toon3d/features';
import { reshapeFace } from '../toon3d/meshWarp';
import { toonPlans, type ToonShape } from '../toon3d/proportions';
import { lightHead } from '../toon3d/shading';
import { keepNeckTone, liftDarkSkin } from '../toon3d/skinGuard';
import { celShade } from './cel';
import { lipAndCheekPaint, makeupOf } from './dress';

const RIMS = ['#bfe6ff', '#d6ccff', '#c2fff1'].map(hex);

/** Big round eyes, a button nose, a short round lower face and a large head. */
export const PIXAR_SHAPE: ToonShape = {
  eyeWidth: 1.3,
  eyeHeight: 1.4,
  nose: 0.75,
  chinKeep: 0.8,
  chinNarrow: 0.04,
  cheeks: 1.1,
  head: 1.07,
};

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

export const pixar = photoStyle(async ({ picture, mesh }, random) => {
  const makeup = await makeupOf(picture);
  smoothSkin(picture, mesh, 1);
  const shape: ToonShape = {
    ...PIXAR_SHAPE,
    eyeWidth: PIXAR_SHAPE.eyeWidth * random.between(0.97, 1.03),
    eyeHeight: PIXAR_SHAPE.eyeHeight * random.between(0.97, 1.03),
  };
  const toon = reshapeFace(picture, mesh, toonPlans(shape));
  const unit = faceUnit(toon.mesh);
  const rendered = atHalfSize(toon.picture, (half) => guidedRgb(half, Math.max(3, Math.round(unit * 0.04)), 0.002, 1));
  softenBackground(rendered, toon.mesh, unit * 0.35);
  const shaded = celShade(rendered, {
    step: random.between(16, 20),
    softness: 0.95,
    chroma: random.between(1.3, 1.4),
    floor: 6,
    ceiling: 97,
  });
  deepenModelling(shaded, unit * 0.3, 0.8);
  tone(shaded, { contrast: random.between(1.06, 1.1), brightness: 0.01, warmth: 0.03 });
  // Crisp edges on smooth surfaces read as a render rather than a blurred photo.
  sharpen(shaded, 1.6, 0.7);
  liftDarkSkin(shaded, toon.mesh);
  const keyFromLeft = random.next() < 0.5;
  paintFeatures(shaded, toon.mesh, {
    brow: 0.07,
    browOpacity: 0.7,
    ...lipAndCheekPaint(makeup, shaded, toon.mesh, { lips: hex('#d9646a'), lipsOpacity: 0.35, blushOpacity: 0.22 }),
    blush: hex('#ff7f78'),
    keyFromLeft,
  });
  lightHead(shaded, toon.mesh, { keyFromLeft, shade: 0.22, shadowTint: [1.0, 0.7, 0.6] });
  rimLight(shaded, toon.mesh, foreheadRaised(toon.mesh), keyFromLeft, RIMS[random.below(RIMS.length)], 0.8);
  sheen(shaded);
  glow(shaded, unit * 0.08, 0.18, 0.7);
  vignette(shaded, 0.28, [0.05, 0.04, 0.1], 0.85);
  keepNeckTone(shaded, toon.picture, toon.mesh);
  paintToonEyes(shaded, toon.mesh, { iris: 0.33, open: 0.5, catchlight: 'window', lashes: 0, line: hex('#24130e') });
  return shaded;
});
