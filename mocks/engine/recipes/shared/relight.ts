// A finished picture lit and coloured by its variation (./variation.ts): a soft light from one
// side (that side lifted towards the light's colour, the far side a little deeper and tinted the
// other way, like a window or a low sun) and the hues away from skin and hair turned. A picture
// with little colour (an ink drawing, a pencil sketch) takes the light but hardly its colour,
// so it stays an ink drawing on paper.
import { smoothstep, type Colour, type Rgb } from './raster';
import type { Variation } from './variation';

/** How much brighter the lit edge is, and how much darker the far one (gains 1 + LIGHT and 1 − LIGHT at the picture's edges). */
const LIGHT = 0.3;

/** How far the lit side takes the light's colour, and the far side the shadow's. */
const TINT = 0.2;
const WARM_LIGHT: Colour = [1, 0.84, 0.64];
const COOL_LIGHT: Colour = [0.76, 0.87, 1];

/** The light's colour for `warmth` (−1 cool … 1 warm), and its shadow's: the other one. */
function lightColours(warmth: number): { light: Colour; shadow: Colour } {
  const warm = (warmth + 1) / 2;
  const mixOf = (a: Colour, b: Colour, t: number): Colour => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
    a[2] + (b[2] - a[2]) * t,
  ];
  return { light: mixOf(COOL_LIGHT, WARM_LIGHT, warm), shadow: mixOf(WARM_LIGHT, COOL_LIGHT, warm) };
}

/** Mean chroma (largest minus smallest channel) over a sparse grid of the picture, 0–1. */
function meanChroma({ width, height, data }: Rgb): number {
  const stride = Math.max(1, Math.floor(Math.sqrt((width * height) / 4096)));
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      const p = (y * width + x) * 3;
      sum += Math.max(data[p], data[p + 1], data[p + 2]) - Math.min(data[p], data[p + 1], data[p + 2]);
      count++;
    }
  }
  return sum / Math.max(1, count);
}

/**
 * How much a pixel's hue may turn, 0–1, from its chroma in YIQ: skin and hair lie along +I
 * (the axis NTSC chose for skin), reds and oranges near it; those keep their hue.
 */
function turnable(i: number, q: number): number {
  const chroma = Math.hypot(i, q);
  if (chroma < 1e-4) return 0;
  return 1 - smoothstep(0.5, 0.85, i / chroma);
}

/** `value` (0–1) brightened by `gain` (1 or more) without clipping: shadows and mid-tones gain nearly all of it, white stays white. */
function brighten(value: number, gain: number): number {
  return (value * gain) / (1 + (gain - 1) * value);
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

/** Lights and colours `picture` in place by `variation`. */
export function relight(picture: Rgb, variation: Variation): void {
  const { width, height, data } = picture;
  // Colour is laid on as far as the picture has colour of its own: a grey drawing stays grey.
  const colourful = smoothstep(0.04, 0.16, meanChroma(picture));
  const { light, shadow } = lightColours(variation.warmth);
  const [lx, ly] = variation.light;
  // From the middle to the picture's edge along the light: there the light is ±LIGHT.
  const reach = Math.max(1, (Math.abs(lx) * width + Math.abs(ly) * height) / 2);
  const turnCos = Math.cos(variation.hueTurn * colourful);
  const turnSin = Math.sin(variation.hueTurn * colourful);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p += 3) {
      // −1 on the far side … 1 on the lit side (a corner a little beyond).
      const t = Math.max(-1, Math.min(1, ((x + 0.5 - width / 2) * lx + (y + 0.5 - height / 2) * ly) / reach));
      const lit = t > 0 ? t : 0;
      const dark = t < 0 ? -t : 0;
      let r = data[p];
      let g = data[p + 1];
      let b = data[p + 2];

      // The hue turn, in YIQ (luma kept): the chroma vector turned by as much as it may.
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      const i = 0.596 * r - 0.274 * g - 0.322 * b;
      const q = 0.211 * r - 0.523 * g + 0.312 * b;
      const share = turnable(i, q);
      if (share > 0) {
        const c = 1 + (turnCos - 1) * share;
        const s = turnSin * share;
        const i2 = i * c - q * s;
        const q2 = i * s + q * c;
        r = luma + 0.956 * i2 + 0.621 * q2;
        g = luma - 0.272 * i2 - 0.647 * q2;
        b = luma - 1.106 * i2 + 1.703 * q2;
      }

      // The light: a gain, above 1 on its side and below on the other, in the light's and the shadow's colours.
      const up = 1 + LIGHT * lit;
      const down = 1 - LIGHT * dark;
      const tintLit = TINT * colourful * lit;
      const tintDark = TINT * colourful * dark;
      data[p] = brighten(clamp(r * down * (1 + (light[0] - 1) * tintLit + (shadow[0] - 1) * tintDark)), up);
      data[p + 1] = brighten(clamp(g * down * (1 + (light[1] - 1) * tintLit + (shadow[1] - 1) * tintDark)), up);
      data[p + 2] = brighten(clamp(b * down * (1 + (light[2] - 1) * tintLit + (shadow[2] - 1) * tintDark)), up);
    }
  }
}
