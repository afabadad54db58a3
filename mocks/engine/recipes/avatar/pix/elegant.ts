// 'pix/elegant': a classical portrait in oil. The whole head is fitted into the square with air
// round it (./elegant/wholeHead.ts), the sitter taken out of the room (./elegant/matte.ts) and set
// before a dark painted backdrop with dark shoulders under them (./elegant/backdrop.ts), modelled by
// a strong key light from one side (./elegant/light.ts), toned to an old master's palette
// (./elegant/looks.ts), the light falling off over the head as a whole into the dark, over a neck
// and shoulders painted under the sitter (so the face never floats as a bright oval), and then painted: brush strokes that follow the forms, their size following
// the photo's real detail, so a soft photo's softness reads as paint and not as a blurred copy
// (./elegant/oil.ts). The eyes, brows and lips are drawn crisp over the paint from the mesh, with
// catchlights, and the canvas's weave shows through (../../watercolor/monet/canvas.ts).
import type { Rgb } from '../../shared/raster';
import type { Random } from '../../shared/random';
import { onCanvas } from '../../watercolor/monet/canvas';
import type { Portrait } from '../align';
import { photoStyle } from '../style';
import { fadeIntoBackdrop, paintBackdrop, paintShoulders, placeOnBackdrop, skinColour } from './elegant/backdrop';
import { windowLight } from './elegant/light';
import { LOOKS, toneLook } from './elegant/looks';
import { sitterMatte } from './elegant/matte';
import { paintInOil } from './elegant/oil';
import { fitWholeHead } from './elegant/wholeHead';
import { drawFeaturesCrisp } from './younger/drawn';
import { crispIrises } from './younger/irises';

export async function makeElegant(portrait: Portrait, random: Random): Promise<Rgb> {
  const look = LOOKS[random.below(LOOKS.length)];
  const side = random.next() < 0.5 ? -1 : 1;
  const { portrait: fitted, photo } = fitWholeHead(portrait);
  const { picture, mesh } = fitted;
  const matte = await sitterMatte(picture, mesh, photo);
  windowLight(picture, mesh, matte, side, random.between(0.22, 0.3));
  toneLook(picture, look);
  const backdrop = paintBackdrop(picture.width, mesh, look, side, random);
  paintShoulders(backdrop, mesh, look, side, skinColour(picture, mesh));
  placeOnBackdrop(picture, backdrop, matte);
  fadeIntoBackdrop(picture, mesh, look, 0.6);
  paintInOil(picture, mesh, matte, random);
  // The painter's last touches: the lids, brows and the lips' edge crisp, the catchlights on the light's side.
  drawFeaturesCrisp(picture, mesh, { lashes: 0.5, brows: 0.3, lips: 0.1 });
  crispIrises(picture, mesh, mesh[263][0] > mesh[33][0] ? (side === 1 ? 1 : -1) : side === 1 ? -1 : 1, 0.8);
  onCanvas(picture, random);
  return picture;
}

export const elegant = photoStyle(makeElegant);
