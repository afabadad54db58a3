// 'pix/pixar': a computer-animated film's character of the person — the face reshaped to a
// toon's proportions (big round eyes, a button nose, a short round lower face, round cheeks and
// a large head: ../toon3d/proportions.ts), rebuilt as warm, smooth, softly lit skin with shadows
// warmed as skin scatters light and a glossy highlight, hair and clothes as smooth masses with a
// sheen, painted eyes with a window catchlight, a warm rim of light round the figure, and a warm
// studio sweep behind it (../toon3d/render.ts draws all of it).
import { hex } from '../../shared/colour';
import { lumaOf, type Colour } from '../../shared/raster';
import { photoStyle } from '../style';
import { studioSweep, type Sweep } from '../toon3d/backdrop';
import type { ToonShape } from '../toon3d/proportions';
import { renderToon, type ToonLook } from '../toon3d/render';

/** Big round eyes, a button nose, a short round lower face and a large head. */
export const PIXAR_SHAPE: ToonShape = {
  eyeWidth: 1.3,
  eyeHeight: 1.4,
  nose: 0.75,
  chinKeep: 0.8,
  chinNarrow: 0.04,
  cheeks: 1.1,
  head: 1.07,
  // A toon's short neck: chin to collar under a third of the face's height.
  neck: 0.3,
};

/** Warm studio sweeps: peach, butter, coral. */
const SWEEPS: readonly Sweep[] = [
  { centre: hex('#ffe6c7'), edge: hex('#f0a46e'), floor: hex('#c9784f') },
  { centre: hex('#fff1c4'), edge: hex('#f2b85a'), floor: hex('#cf8a3c') },
  { centre: hex('#ffdcc8'), edge: hex('#ef8f76'), floor: hex('#c56a5a') },
];
/**
 * Behind light hair (blonde, grey, white), deeper warm sweeps of other hues: before the butter
 * or peach pool a blonde's hair "melts into the yellow background" to a blind reader.
 */
const LIGHT_HAIR_SWEEPS: readonly Sweep[] = [
  { centre: hex('#f3b3a6'), edge: hex('#d9786c'), floor: hex('#a85650') },
  { centre: hex('#eeb09a'), edge: hex('#cf7a5c'), floor: hex('#9c5541') },
  { centre: hex('#f0a9b4'), edge: hex('#d0707f'), floor: hex('#9d4e5c') },
];
/** The hair's luma over which it is light (a blonde's painted hair 0.7, a brunette's 0.3). */
const LIGHT_HAIR = 0.55;

function sweepBehind(hair: Colour | null): readonly Sweep[] {
  return hair && lumaOf(hair) > LIGHT_HAIR ? LIGHT_HAIR_SWEEPS : SWEEPS;
}

// Warm: the sweep's light bounced round the figure. A cool rim (sky blue, lilac, mint) laid on the
// dark clothes and the neck's shadow side was "a cool lilac line along the neck and shoulders" to
// blind readers: a rim before a warm sweep lightens the edge warmly.
const RIMS = ['#fff1dc', '#ffe8d2', '#fff5e2'].map(hex);

export const PIXAR_LOOK: Omit<ToonLook, 'backdrop' | 'rim'> = {
  shape: PIXAR_SHAPE,
  // The person's own skin, a little lighter and warmer: saturated 1.3×, tinted 0.45 towards an
  // orange peach and balanced to a typical skin's colour, every face was the same orange tan.
  skin: { saturation: 1.3, lightness: 1.12, tint: hex('#f5ad86'), tintAmount: 0.2, ownSaturation: true },
  // A warm key: lit a neutral white, the pale woman's skin read as a grey pink.
  keyColour: [1.02, 1, 0.96],
  ambient: 0.35,
  shadowTint: [1.05, 0.72, 0.62],
  wrap: 0.45,
  // The chin forward and the lower face tilted up to the key: turned down into shade, a blind
  // panel saw "a grey-brown dirty cast around the mouth and chin" (6 of 6 kept it lit).
  toonChin: true,
  // The head's shadow on the neck a band under the chin: softer, it ran down the whole neck, "a
  // blurry neck, soft and out of focus" (a blind panel kept this 6 to 0).
  neckShadowSoftness: 0.05,
  // That shadow up to the face's edge: stopped short of it, the neck's light showed on the
  // oval's antialiased edge, "a thin light seam along the jawline".
  neckShadowToJaw: true,
  gloss: 30,
  specular: 0.3,
  likeness: 0.35,
  chroma: 1.25,
  sheen: 0.55,
  // The hair's own colour made rich (../toon3d/hairAlbedo.ts): as read it was "grey-brown hair" on every head.
  hairRichness: { gain: 1.9, most: 34 },
  rimStrength: 0.6,
  // No shadow on the sweep: blurred wider than it was moved, it ringed the figure in a dark halo.
  castShadow: 0,
  occlusion: 0.35,
  // A few big sculpted locks: one smooth shell was "helmet-like hair" to blind readers.
  sculptedLocks: true,
  // Its outline ends in the locks' lobes: one smooth curve over the skull was still "helmet hair".
  lockTips: 1,
  // The tuned man's thin gold frame kept ("no glasses" to the panel).
  lightFrames: true,
  // The eyes set into the head as a render's (../toon3d/eyeSet.ts): soft shadows, a shaded socket.
  eyes: {
    iris: 0.33,
    open: 0.5,
    catchlight: 'window',
    lashes: 0,
    line: hex('#24130e'),
    // The lash line fades out before the inner corner: carried into it, "an inner-corner hook".
    set: { socket: 0.3, crease: 0.45, lidShadow: 0.5, lidReach: 0.45, corners: 0.3, lowerLid: 0.5, innerTaper: true },
  },
  brow: 0.07,
  // A sculpted nose: a narrow shaded side, a crisp highlight and the tip's shadow under it.
  form: { shade: 1, highlight: 1, ink: 0, sculptedNose: true, smileParted: true },
  lipsAndBlush: { lips: hex('#d9646a'), lipsOpacity: 0.35, blushOpacity: 0.2, blush: hex('#ff7f78') },
  // A brown cheek flushes a deeper tone of its own skin ("a pink blush on brown cheeks").
  brownBlush: true,
  // Ears beside short hair, joined along the face's edge: a blind reader kept them 8 of 8 (with the
  // join at a fixed column, "pasted on", 2 of 8).
  ears: true,
  litSkin: true,
};

export const pixar = photoStyle((portrait, random) => {
  const pick = random.below(SWEEPS.length);
  const rim = RIMS[random.below(RIMS.length)];
  return renderToon(portrait, random, {
    ...PIXAR_LOOK,
    rim,
    backdrop: (size, _random, keyFromLeft, hair) => {
      // The seed's pick among the sweeps for this hair (the two lists need not be as long).
      const sweeps = sweepBehind(hair);
      return studioSweep(size, sweeps[pick % sweeps.length], keyFromLeft ? 0.38 : 0.62, 0.32);
    },
  });
});
