// Grey hair given back its colour: inside the hair found round the head (../hair.ts), pixels
// that are light and nearly colourless (grey, silver, white) are darkened to a brown of their own
// shading, so the strands and their light stay; dark, brown, red or blond hair has colour and is
// left as it is.
import { smoothstep, type Colour, type Rgb } from '../../../shared/raster';
import type { XY } from '../../landmarks';
import { findHair } from '../hair';

/** A natural mid brown's proportions of its brightness: warm, not orange. */
const BROWN: Colour = [1.2, 0.97, 0.76];
/** How dark grey hair becomes, as a share of its brightness (the light on it kept in proportion). */
const DARKER = 0.52;

/** Grey: little colour for its brightness, and not already dark (0–1). */
function greyness(r: number, g: number, b: number): number {
  const light = 0.299 * r + 0.587 * g + 0.114 * b;
  const chroma = Math.max(r, g, b) - Math.min(r, g, b);
  return (1 - smoothstep(0.06, 0.16, chroma / Math.max(0.2, light))) * smoothstep(0.22, 0.42, light);
}

export function degreyHair(picture: Rgb, mesh: readonly XY[]): void {
  const { mask, colour } = findHair(picture, mesh);
  // Only hair that is grey where it was sampled: dark or coloured hair is left alone, and a pale
  // wall round a dark head (which the hair mask may reach) is never browned.
  if (greyness(colour[0], colour[1], colour[2]) < 0.5) return;
  const { data } = picture;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const m = mask.data[i];
    if (m <= 0) continue;
    const r = data[p];
    const g = data[p + 1];
    const b = data[p + 2];
    const grey = greyness(r, g, b) * m;
    if (grey <= 0) continue;
    const young = (0.299 * r + 0.587 * g + 0.114 * b) * DARKER;
    for (let c = 0; c < 3; c++) data[p + c] += (Math.min(1, young * BROWN[c]) - data[p + c]) * grey;
  }
}
