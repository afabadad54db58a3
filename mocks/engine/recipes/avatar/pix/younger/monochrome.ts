// A black-and-white photo made younger stays black and white. The retouch's colour moves (grey
// hair browned by ./hair.ts, the blush, the lips' colour, the warmer and glowing skin) assume a
// colour photo: on the held-out black-and-white woman her grey-looking hair came out with brown
// blotches and her lips and cheeks pink, a colourised patchwork no one would keep. So the photo's
// colour is read first, and a photo with next to none gets no browned hair and is given back its
// own (lack of) colour at the end, every pixel its light plus the photo's mean tint.
import { isBlackAndWhite } from '../../../shared/blackAndWhite';
import type { Colour, Rgb } from '../../../shared/raster';

/** Each pixel's light (Rec. 601 weights, as the rest of the retouch). */
function lightAt(data: Float32Array, p: number): number {
  return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
}

/**
 * The photo's tint (its mean colour less its mean light, per channel) when it is black and
 * white (../../../shared/blackAndWhite.ts), or null for a colour photo.
 */
export function monochromeTint(picture: Rgb): Colour | null {
  if (!isBlackAndWhite(picture)) return null;
  const { data } = picture;
  const pixels = data.length / 3;
  const tint: [number, number, number] = [0, 0, 0];
  for (let p = 0; p < data.length; p += 3) {
    const light = lightAt(data, p);
    for (let c = 0; c < 3; c++) tint[c] += data[p + c] - light;
  }
  return [tint[0] / pixels, tint[1] / pixels, tint[2] / pixels];
}

/** The picture given back the photo's own colour: each pixel its light plus `tint`. */
export function keepMonochrome(picture: Rgb, tint: Colour): void {
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const light = lightAt(data, p);
    for (let c = 0; c < 3; c++) {
      const v = light + tint[c];
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
