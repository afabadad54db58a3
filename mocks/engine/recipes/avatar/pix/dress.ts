// How a toon is made up, chosen by who is in the photo: long lashes and a rosy lip colour only
// when the model is sure the face is a woman's; a man, or a face it cannot tell, keeps plain
// eyes and lips in their own colour (a man in lipstick is a result nobody keeps).
import { describeFace, SURE_OF_GENDER, type FaceTraits } from '../../../adapters/faces';
import { toBytes } from '../../shared/photo';
import type { Colour, Rgb } from '../../shared/raster';
import { LIPS, outline, type XY } from '../landmarks';
import { fillPolygon } from '../masks';

export type Makeup = 'feminine' | 'neutral';

/** The pure choice: feminine only for a face estimated female with at least SURE_OF_GENDER confidence. */
export function makeupFor(traits: FaceTraits | null): Makeup {
  return traits !== null && traits.gender === 'female' && traits.genderScore >= SURE_OF_GENDER ? 'feminine' : 'neutral';
}

/** The makeup for the aligned face in the picture (faceres run once on it). */
export async function makeupOf(picture: Rgb): Promise<Makeup> {
  const { width, height } = picture;
  return makeupFor(await describeFace({ width, height, channels: 3, data: toBytes(picture) }));
}

/** The mean colour of the lips in the picture: the person's own lip tone. */
export function ownLipColour(picture: Rgb, mesh: readonly XY[]): Colour {
  const mask = fillPolygon(outline(mesh, LIPS), picture.width, picture.height);
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < mask.data.length; i++) {
    if (mask.data[i] < 0.5) continue;
    for (let c = 0; c < 3; c++) sum[c] += picture.data[i * 3 + c];
    count++;
  }
  return count ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0.7, 0.45, 0.42];
}

export interface LipAndCheekPaint {
  lips: Colour;
  lipsOpacity: number;
  blushOpacity: number;
}

/**
 * The style's lip colour and blush for a feminine face; for a neutral one the lips in the
 * rendered skin's own tone made a muted rose (a render's lips, no lipstick) and a faint blush.
 */
export function lipAndCheekPaint(
  makeup: Makeup,
  picture: Rgb,
  mesh: readonly XY[],
  feminine: LipAndCheekPaint,
): LipAndCheekPaint {
  if (makeup === 'feminine') return feminine;
  const [r, g, b] = ownLipColour(picture, mesh);
  return { lips: [r * 0.86, g * 0.68, b * 0.66], lipsOpacity: 0.5, blushOpacity: feminine.blushOpacity * 0.35 };
}
