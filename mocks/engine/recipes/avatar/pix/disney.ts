// 'pix/disney': a 2D animated storybook film's princess or prince — not a render, a painting:
// the face reshaped more elegantly than pixar's (large almond eyes, a small nose, a fine narrow
// chin: ../toon3d/proportions.ts), clean painted skin lit in two soft tones with warm cheeks,
// clothes painted in a few flat values (ribbons, not a render's gradients), the hair's flat
// values broken into a few big glossy locks, eyes with a star-like glint and sparkles (a few
// long lashes and a lip colour only on a face sure to be a woman's: ./dress.ts), and a painted
// landscape behind — a sky with flat clouds over rolling hills (../toon3d/backdrop.ts). Cooler and flatter than pixar's warm studio render.
import { hex } from '../../shared/colour';
import { photoStyle } from '../style';
import { storybookScene, type StoryScene } from '../toon3d/backdrop';
import type { ToonShape } from '../toon3d/proportions';
import { renderToon, type ToonLook } from '../toon3d/render';
import { inkMasses } from './disney/ink';
import { inkStrands } from './disney/strands';
import { watercolourWash } from './disney/wash';

/**
 * Large almond eyes, a small nose, a short lower face, a small, narrow chin and round cheeks (at
 * 1.03 a turned face's far cheek was a sliver beside its edge).
 */
export const DISNEY_SHAPE: ToonShape = {
  eyeWidth: 1.4,
  eyeHeight: 1.28,
  nose: 0.68,
  chinKeep: 0.76,
  chinNarrow: 0.14,
  cheeks: 1.16,
  head: 1.07,
  // A toon's short neck: chin to collar under a third of the face's height.
  neck: 0.3,
};

/** Painted landscapes: a clear day over green hills, a lavender dusk, a mint morning. */
const SCENES: readonly StoryScene[] = [
  { top: hex('#79b0e8'), horizon: hex('#fbe7d3'), cloud: hex('#ffffff'), far: hex('#98c6a6'), near: hex('#5e9a70') },
  { top: hex('#a08bd6'), horizon: hex('#ffd5c8'), cloud: hex('#fff3f7'), far: hex('#b6a0cf'), near: hex('#7867a8') },
  { top: hex('#7fcbd8'), horizon: hex('#f5f2d2'), cloud: hex('#ffffff'), far: hex('#a8d49c'), near: hex('#64a36a') },
];

/** A feature film's cel ink: a dark warm brown, never black. */
const INK = { colour: hex('#4a2619'), pen: 0.022 };

export const DISNEY_LOOK: Omit<ToonLook, 'backdrop'> = {
  shape: DISNEY_SHAPE,
  // A brown skin takes little of the peach tint and shades warm, not mauve: with the pale skin's
  // it was dusty (the dark woman's cheek at saturation 0.42 against pixar's 0.57).
  skin: { saturation: 1.05, lightness: 1.08, tint: hex('#fcd2bd'), tintAmount: 0.4, brownTint: 0.1 },
  ambient: 0.55,
  shadowTint: [1.0, 0.78, 0.86],
  brownShadowTint: [1.0, 0.8, 0.7],
  wrap: 0.6,
  gloss: 18,
  specular: 0,
  // Flat paint: none of the photo's own light under it (its broad shading read as a render's gradient).
  likeness: 0,
  chroma: 1.1,
  // Glossy: a shine along each lock's crest (at 0.25 over flat masses it was one ribbon on a shell).
  sheen: 0.45,
  // The hair's own colour made rich (../toon3d/hairAlbedo.ts): as read it was "grey-brown hair" on every head.
  hairRichness: { gain: 1.8, most: 34 },
  rim: hex('#fff4fb'),
  rimStrength: 0.25,
  castShadow: 0,
  // The eyes set into the head as a cel's (../toon3d/eyeSet.ts): the lid's shadow a crisp band, a fine crease.
  // A clear coloured iris round a small pupil (at iris 0.36 and the pupil 0.42 of it, blind readers
  // saw "pupils too large", "the iris too big"), a few lashes swept from the outer corner
  // (../toon3d/outerLashes.ts), the lash line gone before the inner corner (no "inner-corner hook").
  eyes: {
    iris: 0.32,
    pupil: 0.3,
    open: 0.38,
    catchlight: 'sparkle',
    lashes: 1,
    line: hex('#2a1430'),
    // No soft socket: a cel's skin is flat paint (with it the face's middle fell under half flat).
    set: { socket: 0, crease: 0.5, lidShadow: 0.35, lidReach: 0.28, corners: 0.15, lowerLid: 0.35, cel: true, innerTaper: true },
  },
  brow: 0.07,
  form: { shade: 0.3, highlight: 0, ink: 0.85, chinArc: false, smileParted: true },
  lipsAndBlush: { lips: hex('#e0708a'), lipsOpacity: 0.45, blushOpacity: 0.38, blush: hex('#ff8f9c') },
  // One shadow shape on the skin: lit or in shade, its edge a short ramp, no render's gradient across the face.
  cel: 1,
  terminator: { at: 0.9, width: 0.1 },
  crescent: 0.1,
  paintedMasses: 1,
  // The hair in a few big sculpted locks (../toon3d/locks.ts), as pixar's: painted as flat masses
  // alone it was one smooth shell, "helmet hair" to blind readers (./disney/locks.test.ts).
  hairLocks: 1,
  sculptedLocks: true,
  // Ears beside short hair, inked round with the figure: a blind reader kept them 8 of 8.
  ears: true,
  litSkin: true,
};

export const disney = photoStyle((portrait, random) => {
  const scene = SCENES[random.below(SCENES.length)];
  return renderToon(portrait, random, {
    ...DISNEY_LOOK,
    backdrop: (size, drawing, keyFromLeft) =>
      watercolourWash(storybookScene(size, scene, drawing, keyFromLeft ? 0.35 : 0.65, 0.3)),
    finish: (picture, masses, face, keyFromLeft) => {
      inkStrands(picture, masses.hair, face, INK.colour, 0.85);
      inkMasses(picture, masses, face, keyFromLeft, INK);
    },
  });
});
