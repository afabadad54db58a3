// 'pix/elegant': a luminous fine-art studio portrait, its face modelled from the face mesh's form
// and not from the photo's pixels (which, in a small or soft photo, carried blur and JPEG blocks
// into the picture: a blind panel's "brown smear, face melted"). The whole head is fitted into the
// square with air round it (./elegant/wholeHead.ts); the toon renderer (../toon3d/render.ts) then
// rebuilds the sitter at the person's own proportions (only the eyes opened a tenth, and the neck
// lifted to a natural length) as smooth planes lit from one side in the skin's own colour (only
// the photo's lowest frequencies), a cooler shadow side, the eyes, brows and lips drawn crisp from
// the mesh in the photo's own colours, hair and clothes as masses in theirs — before a painted
// studio backdrop with a glow behind the head (./elegant/backdrop.ts); a gentle key from one side
// models the head (./elegant/keyLight.ts); it is toned to a rich or a black-and-white print with
// its mid-tones lifted (./elegant/looks.ts: the ninth panel's "muddy, dark" on every face), given
// a soft glow in the lights and a gentle fall-off into the corners (./elegant/finish.ts), and the
// canvas's weave of a fine-art print (../../watercolor/monet/canvas.ts).
import { hex } from '../../shared/colour';
import type { Rgb } from '../../shared/raster';
import type { Random } from '../../shared/random';
import { onCanvas } from '../../watercolor/monet/canvas';
import type { Portrait } from '../align';
import type { AvatarStyle } from '../style';
import { renderToon, type ToonLook } from '../toon3d/render';
import { paintBackdrop } from './elegant/backdrop';
import { glowFinish } from './elegant/finish';
import { keyLight } from './elegant/keyLight';
import { LOOKS, toneLook } from './elegant/looks';
import { elegantFraming, fitWholeHead } from './elegant/wholeHead';

/** The sitter modelled as a painter models a head: true proportions, a strong key, deep shade. */
const OIL_LOOK: Omit<ToonLook, 'backdrop'> = {
  shape: { eyeWidth: 1.06, eyeHeight: 1.1, nose: 1, chinKeep: 1, chinNarrow: 0, cheeks: 1, head: 1, neck: 0.3 },
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
  eyes: { iris: 0.25, open: 0.34, catchlight: 'window', lashes: 0.2, line: hex('#2a1710'), eyeball: true },
  brow: 0.06,
  form: { shade: 1, highlight: 0.6, ink: 0 },
  lipsAndBlush: { lips: hex('#b4555a'), lipsOpacity: 0.25, blushOpacity: 0.1, blush: hex('#d9706a') },
  paintedMasses: 0.3,
  cel: 0.3,
};

export async function makeElegant(portrait: Portrait, random: Random): Promise<Rgb> {
  // The seed has set the sitter nearer or farther (elegantFraming, with the palette and the key's
  // side here): two results of one run, both lit from the same side, differed at 16×16 by 10.5 grey
  // levels only.
  const fitted = fitWholeHead(portrait).portrait;
  const look = LOOKS[random.below(LOOKS.length)];
  // The renderer chooses the key's side; the backdrop is told it, and so is the painter's key light.
  let keyFromLeft = true;
  let backdrop: Rgb | null = null;
  const picture = await renderToon(fitted, random, {
    ...OIL_LOOK,
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

export const elegant: AvatarStyle = { frame: elegantFraming, make: makeElegant };
