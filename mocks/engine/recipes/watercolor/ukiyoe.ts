// Ukiyo-e: a woodblock print's flat colours from a small fixed palette (Prussian blue,
// indigo, vermilion, ochre, sage, pale peach …), strong dark key-block outlines and the
// cream tone and grain of washi paper.
import { colourToLab, hex, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import { inkLines } from '../shared/edges';
import { nearestIndex } from '../shared/palette';
import { maxFilter } from '../shared/blur';
import type { Random } from '../shared/random';
import { clamp01, createGrey, createRgb, toGrey, type Rgb } from '../shared/raster';
import { streaks } from '../shared/directional';
import { wash } from './pigment';

const PRINT = [
  '#24406a', // Prussian blue
  '#1d2a40', // indigo
  '#c4472e', // vermilion
  '#d39b4f', // ochre
  '#f2dcc2', // pale peach (faces: FACE below)
  '#d9a58e', // soft pink (faces in shadow: FACE_SHADE below)
  '#7f9a6a', // sage
  '#3e5a3c', // pine
  '#f0e4c8', // paper cream
  '#9fbac2', // pale blue
  '#7b4a31', // brown
  '#2b2420', // sumi
].map(hex);

const LIGHTNESS_WEIGHT = Math.sqrt(0.6);
const PRINT_WEIGHTED = PRINT.map(colourToLab).map(([l, a, b]): [number, number, number] => [l * LIGHTNESS_WEIGHT, a, b]);

const FACE = 4;
const FACE_SHADE = 5;

/**
 * The print colour for a colour: skin tones (warm hue, moderate chroma, not dark)
 * all print as the one pale face colour, as faces do in the prints; anything else takes the
 * nearest print colour, lightness counted at 0.6.
 */
function printColourOf(l: number, a: number, b: number): number {
  const chroma = Math.sqrt(a * a + b * b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  if (l > 25 && chroma > 6 && chroma < 55 && hue > 15 && hue < 78) return l > 52 ? FACE : FACE_SHADE;
  return nearestIndex(PRINT_WEIGHTED, l * LIGHTNESS_WEIGHT, a, b);
}

const KEY_BLOCK: readonly [number, number, number] = [0.12, 0.1, 0.11];

export function paintUkiyoe(photo: Rgb, random: Random, progress: (percent: number) => void): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / 1024;
  const detail = domainTransform(photo, 8 * scale + 3, 0.1);
  const flat = domainTransform(detail, 30 * scale + 6, 0.2);
  // Each pixel printed by one block: faces in the one face colour, anything else in the nearest
  // print colour. The flat picture is smooth, so the blocks come out as clean areas.
  const blocks = new Uint8Array(width * height);
  const printed = createRgb(width, height);
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < blocks.length; i++, p += 3) {
    rgbToLab(flat.data[p], flat.data[p + 1], flat.data[p + 2], lab);
    blocks[i] = printColourOf(lab[0], lab[1], lab[2]);
    printed.data.set(PRINT[blocks[i]], p);
  }
  progress(45);
  // Key block: lines where one block meets another, plus the photo's own strong dark lines.
  const border = createGrey(width, height);
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      border.data[i] = blocks[i] !== blocks[i + 1] || blocks[i] !== blocks[i + width] ? 1 : 0;
    }
  }
  const outline = maxFilter(border, scale > 0.7 ? 1 : 0);
  const ink = inkLines(toGrey(detail), { sigma: 2 * scale + 0.8, from: 0.004, to: 0.013, thicken: 0 });
  // Wood grain: faint horizontal streaks printed with each flat colour.
  const grain = streaks(width, height, random.between(-0.05, 0.05), 60 * scale + 10, random);
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    const line = clamp01(Math.max(ink.data[i], outline.data[i] * 0.9));
    const wood = 1 + (grain.data[i] - 0.5) * 0.09;
    for (let c = 0; c < 3; c++) printed.data[p + c] = clamp01(printed.data[p + c] * wood) * (1 - line) + KEY_BLOCK[c] * line;
  }
  progress(70);
  return wash(printed, random, {
    turbulence: 0.12,
    granulation: 0.3,
    edgeDarkening: 0.35,
    edgeWidth: 3,
    paperTone: hex('#f2e6cb'),
    tooth: 1.8,
  });
}
