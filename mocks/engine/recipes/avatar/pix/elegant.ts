// 'pix/elegant': a refined low-key studio portrait. The sitter is cut out of the room
// (./elegant/matte.ts) and set before a painted studio backdrop with dark shoulders under them
// (./elegant/backdrop.ts), lit by soft window light from one side (./elegant/light.ts), the skin
// gently retouched with its pores kept (./younger/skin.ts), the eyes crisp and the lash lines,
// brows and lips' edge drawn from the mesh (./younger/drawn.ts), printed in a rich palette — warm
// skin before teal, golden lights before umber, or black and white with silver shadows
// (./elegant/looks.ts) — and faded into the backdrop's dark away from the face, with a fine grain.
import { grain } from '../../shared/noise';
import type { Rgb } from '../../shared/raster';
import type { Random } from '../../shared/random';
import type { Portrait } from '../align';
import { sharpen } from '../retouch';
import { photoStyle } from '../style';
import { fadeIntoBackdrop, paintBackdrop, paintShoulders, placeOnBackdrop } from './elegant/backdrop';
import { windowLight } from './elegant/light';
import { LOOKS, toneLook } from './elegant/looks';
import { sitterMatte } from './elegant/matte';
import { crispFeatures } from './younger/crisp';
import { drawFeaturesCrisp } from './younger/drawn';
import { retouchSkin, type SkinRetouch } from './younger/skin';

/** A gentle retouch: blotches halved, fine lines eased, every pore kept. */
const GENTLE: SkinRetouch = { bandSigma: 0.07, midKept: 0.55, linesKept: 0.35, noseKept: 1 };

/** Film grain's strength (0–1 grey levels of a fine, soft noise). */
const GRAIN = 0.03;

function addGrain(picture: Rgb, random: Random): void {
  const noise = grain(picture.width, picture.height, random, 0.7);
  const { data } = picture;
  for (let i = 0, p = 0; i < noise.data.length; i++, p += 3) {
    const g = (noise.data[i] - 0.5) * GRAIN;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, Math.max(0, data[p + c] + g));
  }
}

export async function makeElegant({ picture, mesh }: Portrait, random: Random): Promise<Rgb> {
  const look = LOOKS[random.below(LOOKS.length)];
  const side = random.next() < 0.5 ? -1 : 1;
  const matte = await sitterMatte(picture, mesh);
  retouchSkin(picture, mesh, GENTLE);
  crispFeatures(picture, mesh, 0.3);
  // A print's clarity: a phone photo enlarged to the avatar is softer than a studio camera's; the
  // features drawn crisp from the mesh, lightly (a lash line, the brows, the lips' edge), so a soft
  // photo's eyes do not read as "a blurred copy".
  sharpen(picture, 1.2, 0.3);
  drawFeaturesCrisp(picture, mesh, { lashes: 0.55, brows: 0.6, lips: 0.12 });
  windowLight(picture, mesh, matte, side, random.between(0.14, 0.2));
  toneLook(picture, look);
  const backdrop = paintBackdrop(picture.width, mesh, look, side, random);
  paintShoulders(backdrop, mesh, look, side);
  placeOnBackdrop(picture, backdrop, matte);
  fadeIntoBackdrop(picture, mesh, look, 0.7);
  addGrain(picture, random);
  return picture;
}

export const elegant = photoStyle(makeElegant);
