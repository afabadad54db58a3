// 'pix/disney': a storybook princess or prince in the classic 2D-to-3D look — the face reshaped
// (../toon3d: large almond eyes, a small nose, a short lower face and a small narrow chin),
// porcelain skin in gently banded painted light, a cool pastel palette, long lashes (only on a
// face sure to be a woman's: ./dress) and sparkling catchlights, and a painterly, softly lit
// background with twinkling lights.
import { hex } from '../../shared/colour';
import { kuwahara } from '../../shared/smoothing';
import { guidedRgb } from '../blur';
import { bokeh } from '../bokeh';
import { subjectMask } from '../masks';
import { atHalfSize, wideBlurRgb } from '../resample';
import { blendWithMask, faceUnit, glow, smoothSkin, tone, vignette } from '../retouch';
import { photoStyle } from '../style';
import { paintToonEyes } from '../toon3d/eyes';
import { deepenModelling, foreheadRaised, paintFeatures, rimLight } from '../toon3d/features';
import { reshapeFace } from '../toon3d/meshWarp';
import { toonPlans, type ToonShape } from '../toon3d/proportions';
import { lightHead } from '../toon3d/shading';
import { keepNeckTone, liftDarkSkin } from '../toon3d/skinGuard';
import { celShade } from './cel';
import { lipAndCheekPaint, makeupOf } from './dress';

const LIGHTS = ['#fff3c4', '#ffd1e8', '#d9e4ff', '#e6d6ff', '#c9f1ff'].map(hex);
/** Pastel casts the picture is washed towards: lavender, powder blue, rose. */
const CASTS = ['#e7ddff', '#dbe9ff', '#ffe1ee'].map(hex);

/** Large almond eyes, a small nose, a short lower face and a small, narrow chin. */
export const DISNEY_SHAPE: ToonShape = {
  eyeWidth: 1.4,
  eyeHeight: 1.28,
  nose: 0.68,
  chinKeep: 0.76,
  chinNarrow: 0.14,
  cheeks: 1.03,
  head: 1.04,
};

export const disney = photoStyle(async ({ picture, mesh }, random) => {
  const makeup = await makeupOf(picture);
  smoothSkin(picture, mesh, 1);
  smoothSkin(picture, mesh, 1);
  const toon = reshapeFace(
    picture,
    mesh,
    toonPlans({ ...DISNEY_SHAPE, eyeWidth: DISNEY_SHAPE.eyeWidth * random.between(0.97, 1.03) }),
  );
  const unit = faceUnit(toon.mesh);
  const size = toon.picture.width;
  const smooth = atHalfSize(toon.picture, (half) => guidedRgb(half, Math.max(2, Math.round(unit * 0.035)), 0.002, 2));
  // A painted background: the photo's shapes in soft flat dabs, then out of focus.
  const behind = subjectMask(toon.mesh, size);
  for (let i = 0; i < behind.data.length; i++) behind.data[i] = 1 - behind.data[i];
  const dabs = wideBlurRgb(
    atHalfSize(smooth, (half) => kuwahara(half, Math.max(3, Math.round(unit * 0.06)))),
    unit * 0.05,
  );
  blendWithMask(smooth, dabs, behind);
  const painted = celShade(smooth, {
    step: random.between(11, 14),
    softness: 0.6,
    chroma: random.between(1.05, 1.12),
    floor: 10,
    ceiling: 99,
  });
  deepenModelling(painted, unit * 0.3, 0.6);
  liftDarkSkin(painted, toon.mesh);
  const keyFromLeft = random.next() < 0.5;
  paintFeatures(painted, toon.mesh, {
    brow: 0.05,
    browOpacity: 0.75,
    ...lipAndCheekPaint(makeup, painted, toon.mesh, { lips: hex('#e0708a'), lipsOpacity: 0.45, blushOpacity: 0.25 }),
    blush: hex('#ff9ab5'),
    keyFromLeft,
  });
  lightHead(painted, toon.mesh, { keyFromLeft, shade: 0.15, shadowTint: [0.85, 0.75, 0.95] });
  // Pastel and cool: blacks lifted, colour washed towards a lavender, powder-blue or rose light.
  tone(painted, {
    contrast: 0.94,
    brightness: 0.03,
    warmth: -0.04,
    tint: CASTS[random.below(CASTS.length)],
    tintAmount: 0.35,
    lift: 0.07,
  });
  rimLight(painted, toon.mesh, foreheadRaised(toon.mesh), keyFromLeft, hex('#fff4fb'), 0.55);
  bokeh(painted, behind, random, LIGHTS, 30 + random.below(12), unit * 0.16);
  glow(painted, unit * 0.14, 0.35, 0.6);
  vignette(painted, 0.22, hex('#b7a6e0'), 0.95);
  keepNeckTone(painted, toon.picture, toon.mesh);
  paintToonEyes(painted, toon.mesh, {
    iris: 0.3,
    open: 0.38,
    catchlight: 'sparkle',
    lashes: makeup === 'feminine' ? 1 : 0,
    line: hex('#2a1430'),
  });
  return painted;
});
