// 'pix/disney': a storybook film's princess or prince — the face reshaped more elegantly than
// pixar's (large almond eyes, a small nose, a fine narrow chin: ../toon3d/proportions.ts),
// porcelain skin softly lit with cool, rosy shadows, hair and clothes as smooth masses with a
// soft sheen, eyes with a star-like glint and sparkles (long lashes and a lip colour only on a
// face sure to be a woman's: ./dress.ts), a warm white rim round the figure, and a pastel sky
// with out-of-focus fairy lights behind (../toon3d/render.ts draws all of it).
import { hex } from '../../shared/colour';
import { photoStyle } from '../style';
import { storybookSky, type StorySky } from '../toon3d/backdrop';
import type { ToonShape } from '../toon3d/proportions';
import { renderToon, type ToonLook } from '../toon3d/render';

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

const LIGHTS = ['#fff3c4', '#ffd1e8', '#d9e4ff', '#e6d6ff', '#c9f1ff'].map(hex);
/** Pastel skies: lavender to rose, powder blue to lilac, mint to sky. */
const SKIES: readonly StorySky[] = [
  { top: hex('#b9a8e8'), bottom: hex('#f6c9dc'), lights: LIGHTS },
  { top: hex('#9fc0ee'), bottom: hex('#dcc9f2'), lights: LIGHTS },
  { top: hex('#a9dbe6'), bottom: hex('#cfd8f7'), lights: LIGHTS },
];

export const DISNEY_LOOK: Omit<ToonLook, 'backdrop'> = {
  shape: DISNEY_SHAPE,
  skin: { saturation: 1.0, lightness: 1.08, tint: hex('#f7d0cc'), tintAmount: 0.35 },
  ambient: 0.55,
  shadowTint: [0.92, 0.8, 0.95],
  wrap: 0.6,
  gloss: 18,
  specular: 0.1,
  likeness: 0.3,
  modelling: 0.35,
  chroma: 1.05,
  sheen: 0.35,
  rim: hex('#fff4fb'),
  rimStrength: 0.7,
  castShadow: 0,
  eyes: { iris: 0.3, open: 0.38, catchlight: 'sparkle', lashes: 1, line: hex('#2a1430') },
  brow: 0.05,
  lipsAndBlush: { lips: hex('#e0708a'), lipsOpacity: 0.45, blushOpacity: 0.25, blush: hex('#ff9ab5') },
};

export const disney = photoStyle((portrait, random) => {
  const sky = SKIES[random.below(SKIES.length)];
  return renderToon(portrait, random, {
    ...DISNEY_LOOK,
    backdrop: (size, drawing, keyFromLeft) => storybookSky(size, sky, drawing, keyFromLeft ? 0.35 : 0.65, 0.3),
  });
});
