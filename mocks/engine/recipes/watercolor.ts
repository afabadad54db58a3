// Watercolor, made locally: the user's photo painted in one of four painters' manners (styles:
// the tool descriptor's), each with its own palette, brushwork, paper and darkened edges.
import type { StyleOf } from '../../../src/rules/catalog';
import { watercolor as watercolorTool } from '../../../src/rules/tools/watercolor';
import type { Face, Recipe } from '../types';
import { fittedSize, RESULT_LONG_SIDE } from './shared/photo';
import { facesInFraming, mirrorBack, reframePhoto } from './shared/reframe';
import { relight } from './shared/relight';
import { variationOf } from './shared/variation';
import { encodeEnlarged, scaleOf } from './shared/scale';
import { createRandom, type Random } from './shared/random';
import type { Rgb } from './shared/raster';
import { paintCezanne } from './watercolor/cezanne';
import { paintMonet } from './watercolor/monet';
import { paintUkiyoe } from './watercolor/ukiyoe';
import { paintVanGogh } from './watercolor/vangogh';

type WatercolorStyle = StyleOf<'watercolor'>;
// A painter may ask the face adapter (ukiyo-e: the sitter's matte and whom the face reads as), so it may answer later.
// The seed itself is for what must differ between a run's results, which take consecutive seeds (Monet's hour).
type Painter = (
  photo: Rgb,
  random: Random,
  progress: (percent: number) => void,
  faces: readonly Face[],
  seed: number,
) => Rgb | Promise<Rgb>;

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
  const { width, height } = fittedSize(input.photo.width, input.photo.height, RESULT_LONG_SIDE);
  // The seed frames, lights and colours the painting (shared/variation.ts), not only its strokes.
  const variation = variationOf(input.seed);
  // Lit before it is painted: the painter's palette, paper and flat print blocks stay its own.
  const photo = await reframePhoto(input.photo, width, height, variation, input.faces);
  relight(photo, variation);
  progress(15);
  const faces = facesInFraming(input.photo, width, height, variation, input.faces);
  const picture = mirrorBack(
    await PAINTERS[input.style](photo, createRandom(input.seed), progress, faces, input.seed),
    variation,
  );
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
