// The last touch of each look on the rendered picture. Realistic: film grain, a soft glow of
// the highlights and a vignette, so the vector shapes read more like a photograph. Illustration:
// printed on paper (a light paper tooth multiplied in).
import { gaussianBlurRgb } from '../shared/blur';
import { grain, paper } from '../shared/noise';
import type { Random } from '../shared/random';
import { enlargeGrey, type Rgb } from '../shared/raster';
import { photographic, type SceneDepth } from './photo';
import type { LookName } from './svgCanvas';

function realistic(picture: Rgb, random: Random, scale: number): void {
  const { width, height, data } = picture;
  const bloom = gaussianBlurRgb(picture, width / 120);
  const noise = enlargeGrey(grain(width / scale, height / scale, random, 0.7), scale);
  for (let y = 0, i = 0; y < height; y++) {
    const dy = (y / height - 0.5) * 2;
    for (let x = 0; x < width; x++, i++) {
      const dx = (x / width - 0.5) * 2;
      const vignette = 1 - 0.22 * Math.max(0, dx * dx + dy * dy - 0.25);
      const speck = (noise.data[i] - 0.5) * 0.05;
      for (let c = 0; c < 3; c++) {
        const p = i * 3 + c;
        const glow = Math.max(0, bloom.data[p] - 0.6) * 0.5;
        data[p] = (data[p] + glow) * vignette + speck;
      }
    }
  }
}

function illustration(picture: Rgb, random: Random, scale: number): void {
  const { width, height, data } = picture;
  const tooth = enlargeGrey(paper(width / scale, height / scale, random, { tooth: 3, fibres: 30 }), scale);
  for (let i = 0; i < tooth.data.length; i++) {
    const shade = 0.94 + 0.12 * tooth.data[i];
    for (let c = 0; c < 3; c++) data[i * 3 + c] *= shade;
  }
}

/**
 * `scale`: how many times its normal size the picture is (HD); its grain and paper are drawn at
 * the normal size and enlarged. `depth`: what the scene holds where (compose.ts): with it the
 * realistic look gets the full photographic finish (photo.ts).
 */
export function finish(picture: Rgb, look: LookName, random: Random, scale = 1, depth?: SceneDepth): void {
  if (look === 'realistic') {
    if (depth) photographic(picture, random, scale, depth);
    else realistic(picture, random, scale);
  } else illustration(picture, random, scale);
}
