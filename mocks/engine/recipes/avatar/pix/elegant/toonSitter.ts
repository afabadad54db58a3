// The sitter modelled from the face mesh's form, not the photo's pixels: pix/elegant's portrait
// of a tight, soft photo (a face-match grid's 100 px face enlarged, a webcam's crop), whose own
// pixels, enlarged edge to edge, read as "melted" (the eighth blind panel, and the photo version's
// try on the grid faces at the twentieth stop). The toon renderer (../../toon3d/render.ts)
// rebuilds the sitter at the person's own proportions as smooth planes lit from one side, the
// eyes, brows and lips crisp from the mesh, hair and clothes as masses, before the painted studio
// backdrop (./backdrop.ts), the hair brushed in strands along its fall (./brushedHair.ts), dressed
// in a dark suit or a gown with pearls (./wardrobe.ts); a key from one side (./keyLight.ts), a look
// (./looks.ts), a glow (./finish.ts) and the canvas's weave (../../../watercolor/monet/canvas.ts).
// The photo's own light and shade is not laid on the skin: blind readers saw it as "a dark dent down
// the cheek", "bruise-like shadow under one eye" (the sixty-fourth stop's first two rounds).
import { hex } from '../../../shared/colour';
import type { Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { onCanvas } from '../../../watercolor/monet/canvas';
import type { Portrait } from '../../align';
import type { ToonShape } from '../../toon3d/proportions';
import { renderToon, type ToonLook } from '../../toon3d/render';
import { whoIs, type Who } from '../../toon3d/who';
import { paintBackdrop } from './backdrop';
import { brushHair } from './brushedHair';
import { glowFinish } from './finish';
import { toneHair } from './hairTone';
import { filletJaw } from './jawFillet';
import { clearJawGap } from './jawGap';
import { cleanJawLine } from './jawLine';
import { keyLight } from './keyLight';
import { LOOKS, toneLook } from './looks';
import { drawMouthLine } from './mouthLine';
import { dressSitter } from './wardrobe';

/**
 * The sitter's true proportions (a man's jaw is already square: chinNarrow 0, chinKeep 1). The eyes
 * stay a little enlarged: reshaped at their own size, the held-out grey-haired woman's hair was
 * not found and she was drawn bald.
 */
export const OIL_SHAPE: ToonShape = {
  eyeWidth: 1.06,
  eyeHeight: 1.1,
  nose: 1,
  chinKeep: 1,
  chinNarrow: 0,
  cheeks: 1,
  head: 1,
  neck: 0.3,
};

/** The sitter modelled as a painter models a head: true proportions, a strong key, deep shade. */
const OIL_LOOK: Omit<ToonLook, 'backdrop'> = {
  shape: OIL_SHAPE,
  skin: { saturation: 1, lightness: 1.03, tint: hex('#d8a07c'), tintAmount: 0.12 },
  ambient: 0.4,
  shadowTint: [0.9, 0.9, 1.0],
  wrap: 0.3,
  gloss: 18,
  specular: 0.1,
  likeness: 0.6,
  chroma: 0.95,
  sheen: 0.25,
  rim: hex('#d9b48a'),
  rimStrength: 0.15,
  // No shadow cast on the dark backdrop, where it hardly showed (and cost a wide blur of the square).
  castShadow: 0,
  occlusion: 0.4,
  // The eyes opened only to a real almond's 0.3 (a toon's 0.34 widened most) and set into the head
  // as pix/pixar's are (../../toon3d/eyeSet.ts): a shaded socket, the lid's crease and its shadow
  // on the ball, a soft lower lid. Laid flat on the skin, one bright painted eye for everyone was a doll's.
  // A man's or unsure face's lash line is plain (see `eyesFor`).
  eyes: {
    iris: 0.25,
    open: 0.3,
    catchlight: 'window',
    lashes: 0.2,
    line: hex('#2a1710'),
    eyeball: true,
    set: { socket: 0.3, crease: 0.45, lidShadow: 0.5, lidReach: 0.45, corners: 0.3, lowerLid: 0.5, innerTaper: true },
  },
  brow: 0.06,
  form: { shade: 1, highlight: 0.6, ink: 0 },
  lipsAndBlush: { lips: hex('#b4555a'), lipsOpacity: 0.25, blushOpacity: 0.1, blush: hex('#d9706a') },
  paintedMasses: 0.3,
  cel: 0.3,
};

/**
 * The eyes for who sits: only a face sure to be a woman's keeps the lash line's point past the outer
 * corner (on the man it read as "winged eyeliner makes him look even more feminine"); a man's or a
 * face the model cannot tell has a plain lid line (../../toon3d/eyeSet.ts `plain`).
 */
export function eyesFor(who: Who): ToonLook['eyes'] {
  const { eyes } = OIL_LOOK;
  if (who.makeup === 'feminine' || !eyes.set) return eyes;
  return { ...eyes, set: { ...eyes.set, plain: true } };
}

/** The sitter rebuilt by the toon renderer from the mesh, lit, toned and finished (`fitted`: the whole head fitted). */
export async function toonSitter(fitted: Portrait, random: Random): Promise<Rgb> {
  // The seed has set the sitter nearer or farther (elegantFraming, with the palette and the key's
  // side here): two results of one run, both lit from the same side, differed at 16×16 by 10.5 grey
  // levels only.
  const look = LOOKS[random.below(LOOKS.length)];
  // The renderer chooses the key's side; the backdrop is told it, and so is the painter's key light.
  let keyFromLeft = true;
  let backdrop: Rgb | null = null;
  const who = await whoIs(fitted.picture);
  const picture = await renderToon(fitted, random, {
    ...OIL_LOOK,
    eyes: eyesFor(who),
    // Dressed for the portrait (./wardrobe.ts): the renderer's T-shirt in the photo's colour read as plain.
    // The jaw's edge first cleared of the renderer's thin line (./jawLine.ts); after the dress, the
    // backdrop over the clothes' sliver left beside the neck under the jaw (./jawGap.ts), and the
    // jaw's inward corner on the neck filled by a curve (./jawFillet.ts).
    finish: (drawn, masses, face, fromLeft) => {
      toneHair(drawn, masses.hair, masses.hairColour, fitted.picture);
      brushHair(drawn, masses.hair, face, fromLeft, fitted.picture);
      cleanJawLine(drawn, masses.face, face);
      drawMouthLine(drawn, face);
      dressSitter(drawn, masses, face, fromLeft, who);
      if (backdrop) clearJawGap(drawn, masses, face, backdrop);
      filletJaw(drawn, masses, face);
    },
    backdrop: (size, backdropRandom, fromLeft) => {
      keyFromLeft = fromLeft;
      backdrop = paintBackdrop(size, fitted.mesh, look, fromLeft ? -1 : 1, backdropRandom);
      return backdrop;
    },
  });
  if (!backdrop) throw new Error('pix/elegant: the renderer drew no backdrop');
  keyLight(picture, fitted.mesh, { keyFromLeft, backdrop, shadow: [0.74, 0.75, 0.82], lit: [1.08, 1.04, 0.98] });
  toneLook(picture, look);
  glowFinish(picture, fitted.mesh, { tint: [1.03, 1.0, 0.95], falloff: random.between(0.12, 0.25), glow: 0.22 });
  onCanvas(picture, random);
  return picture;
}
