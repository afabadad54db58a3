// The marks that make a woodblock print read as one, drawn over its sky (the light background
// blocks, never the sitter): bokashi (the sky's colour graded down from the top edge), kasumi
// (the flat bands of mist with round ends) and the publisher's plain red seal.
import type { Random } from '../shared/random';
import { clamp01, type Colour, type Rgb } from '../shared/raster';

export interface Sky {
  /** 1 where the picture is background a print's sky or mist may cover. */
  mask: Uint8Array;
}

/** Prussian blue graded down from the top over `depth` of the height, only on the sky. */
export function bokashi(picture: Rgb, sky: Sky, colour: Colour, depth: number, strength: number): void {
  const { width, height, data } = picture;
  const reach = Math.max(1, height * depth);
  for (let y = 0; y < reach && y < height; y++) {
    const t = (1 - y / reach) ** 1.4 * strength;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!sky.mask[i]) continue;
      const p = i * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * t;
    }
  }
}

interface Band {
  x0: number;
  x1: number;
  y: number;
  radius: number;
}

/** Distance from a capsule's rim (negative inside). */
function capsuleDistance(band: Band, x: number, y: number): number {
  const cx = Math.min(band.x1, Math.max(band.x0, x));
  return Math.hypot(x - cx, y - band.y) - band.radius;
}

/** Two or three bands of mist drawn from the picture's sides, outlined by the key block. */
export function kasumi(picture: Rgb, sky: Sky, random: Random, fill: Colour, line: Colour, lineWidth: number): void {
  const { width, height, data } = picture;
  const short = Math.min(width, height);
  const count = 2 + random.below(2);
  const bands: Band[] = [];
  for (let k = 0; k < count; k++) {
    const fromLeft = (k + random.below(2)) % 2 === 0;
    const length = width * random.between(0.35, 0.6);
    const y = height * random.between(0.1 + k * 0.13, 0.18 + k * 0.13);
    const radius = short * random.between(0.022, 0.034);
    bands.push(fromLeft ? { x0: -radius * 2, x1: length, y, radius } : { x0: width - length, x1: width + radius * 2, y, radius });
    // A shorter band stacked on it, its end stepped back: the layered mist of the prints.
    const step = length * random.between(0.18, 0.32);
    const upper = y - radius * 1.25;
    bands.push(
      fromLeft
        ? { x0: -radius * 2, x1: length - step, y: upper, radius: radius * 0.8 }
        : { x0: width - length + step, x1: width + radius * 2, y: upper, radius: radius * 0.8 },
    );
  }
  const half = lineWidth / 2;
  for (const band of bands) {
    const top = Math.max(0, Math.floor(band.y - band.radius - lineWidth - 1));
    const bottom = Math.min(height - 1, Math.ceil(band.y + band.radius + lineWidth + 1));
    const left = Math.max(0, Math.floor(band.x0 - band.radius - lineWidth - 1));
    const right = Math.min(width - 1, Math.ceil(band.x1 + band.radius + lineWidth + 1));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const i = y * width + x;
        if (!sky.mask[i]) continue;
        const d = capsuleDistance(band, x + 0.5, y + 0.5);
        const inside = clamp01(0.5 - d);
        const ink = clamp01(half + 0.5 - Math.abs(d));
        if (inside <= 0 && ink <= 0) continue;
        const p = i * 3;
        for (let c = 0; c < 3; c++) {
          const filled = data[p + c] + (fill[c] - data[p + c]) * inside;
          data[p + c] = filled + (line[c] - filled) * ink;
        }
      }
    }
  }
}

function fillRect(picture: Rgb, x0: number, y0: number, x1: number, y1: number, colour: Colour, opacity = 1): void {
  const { width, height, data } = picture;
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(height, Math.round(y1)); y++) {
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(width, Math.round(x1)); x++) {
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * opacity;
    }
  }
}

/** A rectangle's border `thickness` wide, in `colour`. */
function frameRect(
  picture: Rgb,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  thickness: number,
  colour: Colour,
  opacity: number,
): void {
  fillRect(picture, x0, y0, x1, y0 + thickness, colour, opacity);
  fillRect(picture, x0, y1 - thickness, x1, y1, colour, opacity);
  fillRect(picture, x0, y0 + thickness, x0 + thickness, y1 - thickness, colour, opacity);
  fillRect(picture, x1 - thickness, y0 + thickness, x1, y1 - thickness, colour, opacity);
}

export interface SignatureColours {
  /** The seal's vermilion. */
  seal: Colour;
  /** The title cartouche's flat ground. */
  cartouche: Colour;
  /** The key block's line round the cartouche. */
  line: Colour;
}

/**
 * The print's title cartouche and the publisher's seal, in the top corner with the more sky: a
 * tall, narrow box of flat colour framed by the key block, and under it a plain vermilion
 * stamp with a paper-coloured frame cut into it. Both empty: made-up characters read as
 * gibberish (a panel saw the earlier fake glyphs as such).
 */
export function seal(picture: Rgb, sky: Sky, colours: SignatureColours, lineWidth: number): void {
  const { width, height } = picture;
  const short = Math.min(width, height);
  const side = short * 0.055;
  const tall = short * 0.2;
  const margin = short * 0.045;
  let leftSky = 0;
  let rightSky = 0;
  for (let y = Math.round(margin); y < Math.round(margin + tall + side); y++) {
    for (let x = Math.round(margin); x < Math.round(margin + side); x++) leftSky += sky.mask[y * width + x];
    for (let x = Math.round(width - margin - side); x < Math.round(width - margin); x++) rightSky += sky.mask[y * width + x];
  }
  const x0 = rightSky >= leftSky ? width - margin - side : margin;
  const y0 = margin;
  const line = Math.max(1, lineWidth * 0.7);
  fillRect(picture, x0, y0, x0 + side, y0 + tall, colours.cartouche, 0.95);
  frameRect(picture, x0, y0, x0 + side, y0 + tall, line, colours.line, 0.9);
  // The seal under it, a little narrower, set off by a gap of paper.
  const sealSide = side * 0.8;
  const sx = x0 + (side - sealSide) / 2;
  const sy = y0 + tall + side * 0.25;
  if (sy + sealSide > height) return;
  fillRect(picture, sx, sy, sx + sealSide, sy + sealSide, colours.seal, 0.92);
  const cut = Math.max(1, sealSide * 0.07);
  const inset = sealSide * 0.15;
  frameRect(picture, sx + inset, sy + inset, sx + sealSide - inset, sy + sealSide - inset, cut, [0.96, 0.91, 0.82], 0.8);
}
