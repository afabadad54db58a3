// Watercolor, made locally: the user's photo painted in one of four painters' manners (styles:
// the tool descriptor's), each with its own palette, brushwork, paper and darkened edges.
import type { StyleOf } from '../../../src/rules/catalog';
import { watercolor as watercolorTool } from '../../../src/rules/tools/watercolor';
import type { Face, Recipe } from '../types';
import { loadPhoto } from './shared/photo';
import { encodeEnlarged, scaleOf } from './shared/scale';
import { createRandom, type Random } from './shared/random';
import type { Rgb } from './shared/raster';
import { paintCezanne } from './watercolor/cezanne';
import { paintMonet } from './watercolor/monet';
import { paintUkiyoe } from './watercolor/ukiyoe';
import { paintVanGogh } from './watercolor/vangogh';
import { facesOn } from './shared/faceParts';

type WatercolorStyle = StyleOf<'watercolor'>;
type Painter = (photo: Rgb, random: Random, progress: (percent: number) => void, faces: readonly Face[]) => Rgb;

const PAINTERS: Record<WatercolorStyle, Painter> = {
  cezanne: paintCezanne,
  monet: paintMonet,
  ukiyoe: paintUkiyoe,
  vangogh: paintVanGogh,
};

function isWatercolorStyle(style: string): style is WatercolorStyle {
  return watercolorTool.styles.some((known) => known === style);
}

export const watercolor: Recipe = async (input, progress) => {
  if (!input.photo) throw new Error('watercolor needs a photo');
  if (!isWatercolorStyle(input.style)) throw new Error(`watercolor has no style '${input.style}'`);
  progress(0);
  const scale = scaleOf(input);
  const photo = await loadPhoto(input.photo);
  progress(15);
  const picture = PAINTERS[input.style](photo, createRandom(input.seed), progress, facesOn(photo, input));
  progress(90);
  // HD is painted at the normal size and enlarged (shared/scale.ts), not painted again larger:
  // the painters count their strokes by area and clean their colour areas in whole pixels, so
  // a painting made at twice the size lays other strokes and moves its outlines (measured: a
  // mean difference of 0.04 after shrinking it back, the outlines visibly elsewhere) and takes
  // three to four times as long. Enlarged, it keeps every stroke; soft washes lose little.
  const output = await encodeEnlarged(picture, scale, 'jpeg');
  progress(100);
  return output;
};

export default watercolor;
