// Cartoonize, made locally: a cel-shaded cartoon with ink lines, or a pencil portrait sketch,
// from the user's own photo (styles: the tool descriptor's).
import type { StyleOf } from '../../../src/rules/catalog';
import { cartoon as cartoonTool } from '../../../src/rules/tools/cartoon';
import type { Face, Recipe } from '../types';
import { paintCel } from './cartoon/cel';
import { paintSketch } from './cartoon/sketch';
import { encodePicture, fittedSize, RESULT_LONG_SIDE } from './shared/photo';
import { scaleOf } from './shared/scale';
import { createRandom, type Random } from './shared/random';
import type { Rgb } from './shared/raster';
import { facesInFraming, mirrorBack, reframePhoto } from './shared/reframe';
import { relight } from './shared/relight';
import { variationOf } from './shared/variation';

type CartoonStyle = StyleOf<'cartoon'>;
interface Painter {
  /** `enlarge`: how many times its normal size `photo` is (HD); a painter that ignores it scales by the photo's size. */
  paint: (photo: Rgb, random: Random, progress: (percent: number) => void, enlarge: number, faces: readonly Face[]) => Rgb;
  /** Flat cel colours stay small as PNG; the sketch's paper grain is a fifth of the size as JPEG. */
  format: 'png' | 'jpeg';
}

const PAINTERS: Record<CartoonStyle, Painter> = {
  cartoon: { paint: paintCel, format: 'png' },
  portrait: { paint: paintSketch, format: 'jpeg' },
};

function isCartoonStyle(style: string): style is CartoonStyle {
  return cartoonTool.styles.some((known) => known === style);
}

export const cartoon: Recipe = async (input, progress) => {
  if (!input.photo) throw new Error('cartoon needs a photo');
  if (!isCartoonStyle(input.style)) throw new Error(`cartoon has no style '${input.style}'`);
  progress(0);
  // HD is painted again at the larger size: both painters measure their widths by the picture.
  const scale = scaleOf(input);
  const { width, height } = fittedSize(input.photo.width, input.photo.height, RESULT_LONG_SIDE);
  // The seed frames, lights and colours the picture (shared/variation.ts), not only its grain.
  const variation = variationOf(input.seed);
  // Lit before it is painted: the painter's flat colours and lines stay its own.
  const photo = await reframePhoto(input.photo, width * scale, height * scale, variation, input.faces);
  relight(photo, variation);
  progress(15);
  const painter = PAINTERS[input.style];
  const faces = facesInFraming(input.photo, width * scale, height * scale, variation, input.faces);
  const picture = mirrorBack(painter.paint(photo, createRandom(input.seed), progress, scale, faces), variation);
  progress(90);
  const output = await encodePicture(picture, painter.format);
  progress(100);
  return output;
};

export default cartoon;
