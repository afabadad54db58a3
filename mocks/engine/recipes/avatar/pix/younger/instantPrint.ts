// The younger face as an instant print from years back: the picture seen through a card's
// window (white borders, the wide one below, as an instant camera's print has), in an old
// print's colours — faded blacks, warm light, cooler shade, a little less colour, the corners
// darker, the highlights glowing a little into their surroundings, film grain. A photo of the
// same person "years back" reads as such when it looks taken then; and a small soft face
// enlarged to the square reads as a blurred copy (eight blind panels), where an old print's
// softness is its own. The picture is not moved: the card covers its outer margin only, so the
// face stays where the style framed it (the tests' mesh with it).
import { gaussianBlur } from '../../../shared/blur';
import { grain, valueNoise } from '../../../shared/noise';
import type { Random } from '../../../shared/random';
import { clamp01, createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';

/** The card's borders as shares of the picture's width: the window is what the photo shows. */
export interface PrintBorders {
  side: number;
  top: number;
  bottom: number;
}

export const INSTANT_BORDERS: PrintBorders = { side: 0.06, top: 0.06, bottom: 0.17 };

/** The card's white, a little warm (an instant print's card is never paper-white). */
const CARD: Colour = [0.95, 0.94, 0.91];

/** The window in pixels: left, top, right, bottom (exclusive). */
export function printWindow(width: number, height: number, borders: PrintBorders = INSTANT_BORDERS) {
  const unit = width;
  return {
    left: Math.round(borders.side * unit),
    top: Math.round(borders.top * unit),
    right: width - Math.round(borders.side * unit),
    bottom: height - Math.round(borders.bottom * unit),
  };
}

/** An old print's tone curve on one channel: blacks faded up, the top rolled off. */
function fadedTone(value: number, lift: number, top: number): number {
  const soft = value * value * (3 - 2 * value) * 0.35 + value * 0.65;
  return lift + (top - lift) * soft;
}

/** The window's own light: 1 in the middle, darker towards its corners. */
function vignetteAt(x: number, y: number, window: ReturnType<typeof printWindow>): number {
  const cx = (window.left + window.right) / 2;
  const cy = (window.top + window.bottom) / 2;
  const rx = (window.right - window.left) / 2;
  const ry = (window.bottom - window.top) / 2;
  const r = Math.hypot((x - cx) / rx, (y - cy) / ry) / Math.SQRT2;
  return 1 - 0.22 * smoothstep(0.45, 1, r);
}

/** The highlights' glow: the light above a bright level, spread. */
function halation(picture: Rgb, sigma: number): Grey {
  const bright = createGrey(picture.width, picture.height);
  for (let i = 0, p = 0; i < bright.data.length; i++, p += 3) {
    const luma = 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
    bright.data[i] = Math.max(0, luma - 0.7);
  }
  return gaussianBlur(bright, sigma);
}

/** The picture as an instant print: the card over its margin, an old print's colours in the window. */
export function instantPrint(picture: Rgb, random: Random, borders: PrintBorders = INSTANT_BORDERS): Rgb {
  const { width, height } = picture;
  const window = printWindow(width, height, borders);
  const scale = width / 1024;
  const glow = halation(picture, 10 * scale + 2);
  const filmGrain = grain(width, height, random, 0.7 * scale + 0.4);
  const cardTooth = grain(width, height, random, 0.6);
  const cardCloud = valueNoise(width, height, 90 * scale + 8, random, 2);
  // Each print fades its own way (a warmer or a cooler cast): a run's prints are not one print.
  const warmth = random.between(0.4, 1.2);
  const result: Rgb = { width, height, data: new Float32Array(picture.data.length) };
  // The window's edge casts a hairline of shade onto the photo (the card's thickness), top and left.
  const shade = Math.max(1, Math.round(2 * scale));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      const inWindow = x >= window.left && x < window.right && y >= window.top && y < window.bottom;
      if (!inWindow) {
        const tone = 1 + (cardTooth.data[i] - 0.5) * 0.035 + (cardCloud.data[i] - 0.5) * 0.03;
        for (let c = 0; c < 3; c++) result.data[p + c] = clamp01(CARD[c] * tone);
        continue;
      }
      const r = picture.data[p];
      const g = picture.data[p + 1];
      const b = picture.data[p + 2];
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      // A little less colour, as an old print's dyes have faded.
      const keep = 0.86;
      const light = vignetteAt(x, y, window) * (1 + (filmGrain.data[i] - 0.5) * 0.09);
      const edge = Math.min(x - window.left, y - window.top);
      const cardShade = edge < shade ? 0.82 + 0.18 * (edge / shade) : 1;
      const bloom = glow.data[i] * 0.9;
      // Warm light and cooler shade: the dyes' cast, stronger where the picture is light.
      const cast: Colour = [0.035 * warmth * luma, 0.012 * warmth * luma, -0.03 * warmth * luma + 0.025 * (1 - luma)];
      const channels: Colour = [r, g, b];
      for (let c = 0; c < 3; c++) {
        const muted = luma + (channels[c] - luma) * keep;
        // The glow goes in before the print's curve, so even it stops short of the card's white.
        const toned = fadedTone(clamp01(muted + cast[c] + bloom * (c === 2 ? 0.8 : 1)), 0.07, 0.97);
        result.data[p + c] = clamp01(toned * light * cardShade);
      }
    }
  }
  return result;
}
