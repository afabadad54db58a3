// Ukiyo-e: a woodblock print. Flat colours from a small fixed palette (Prussian blue, indigo,
// vermilion, ochre, sage, pale peach …), each block a clean solid area cut by a dark
// key-block line, faces in one pale flesh colour with their features drawn in fine lines,
// the sky graded down from the top (bokashi) and crossed by bands of mist, a title
// cartouche with a red seal, all on the cream tone and grain of washi paper.
import { colourToLab, hex, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import { inkLines } from '../shared/edges';
import { nearestIndex } from '../shared/quantize';
import type { Random } from '../shared/random';
import { gaussianBlur } from '../shared/blur';
import { clamp01, createGrey, createRgb, smoothstep, toGrey, type Rgb } from '../shared/raster';
import { streaks } from '../shared/directional';
import { blockOutlines, cleanLabels, dropSpecks, fillHoles } from './blocks';
import { bokashi, cartouche, kasumi, type Sky } from './printMotifs';
import { wash } from './pigment';

const PRINT = [
  '#24406a', // Prussian blue
  '#1d2a40', // indigo
  '#c4472e', // vermilion
  '#d39b4f', // ochre
  '#f2dcc2', // pale peach (faces: FACE below)
  '#dfae95', // soft pink (faces in shadow: FACE_SHADE below)
  '#7f9a6a', // sage
  '#3e5a3c', // pine
  '#efe2c4', // paper cream
  '#a9c1c4', // pale blue
  '#7b4a31', // brown
  '#2b2420', // sumi
].map(hex);

const LIGHTNESS_WEIGHT = Math.sqrt(0.6);
const PRINT_WEIGHTED = PRINT.map(colourToLab).map(([l, a, b]): [number, number, number] => [l * LIGHTNESS_WEIGHT, a, b]);

const FACE = 4;
const FACE_SHADE = 5;
/** The blocks a print's sky and mist may cover: the pale background colours. */
const SKY_BLOCKS = new Set([8, 9]);

/**
 * The print colour for a colour: skin tones (warm hue, moderate chroma, not dark) all print
 * as the one pale face colour, as faces do in the prints; anything else takes the nearest
 * print colour, lightness counted at 0.6.
 */
function printColourOf(l: number, a: number, b: number): number {
  const chroma = Math.sqrt(a * a + b * b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  if (l > 24 && chroma > 6 && chroma < 58 && hue > 10 && hue < 80) return l > 52 ? FACE : FACE_SHADE;
  return nearestIndex(PRINT_WEIGHTED, l * LIGHTNESS_WEIGHT, a, b);
}

const KEY_BLOCK = hex('#1e1a1c');
const SKY_TOP = hex('#2c4f7f');
const MIST = hex('#f4e6c9');
const CARTOUCHE = hex('#f0d9a4');
const SEAL = hex('#b8332a');

export function paintUkiyoe(photo: Rgb, random: Random, progress: (percent: number) => void): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / 1024;
  const detail = domainTransform(photo, 8 * scale + 3, 0.1);
  const flat = domainTransform(detail, 16 * scale + 4, 0.18);
  // Each pixel printed by one block, then the blocks cleaned into solid, smooth-edged areas.
  const raw = new Uint8Array(width * height);
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < raw.length; i++, p += 3) {
    rgbToLab(flat.data[p], flat.data[p + 1], flat.data[p + 2], lab);
    raw[i] = printColourOf(lab[0], lab[1], lab[2]);
  }
  const blocks = cleanLabels(raw, width, height, Math.max(1, Math.round(4 * scale)), 2);
  // A face prints as one pale area: its lit and shaded skin alike, and what the skin wholly
  // encloses (eyes, brows, the shadow of a socket); the features come back as fine lines below.
  const skinBlocks = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) skinBlocks[i] = blocks[i] === FACE || blocks[i] === FACE_SHADE ? 1 : 0;
  const face = fillHoles(skinBlocks, width, height, width * height * 0.02);
  for (let i = 0; i < blocks.length; i++) if (face[i]) blocks[i] = FACE;
  const printed = createRgb(width, height);
  for (let i = 0; i < blocks.length; i++) printed.data.set(PRINT[blocks[i]], i * 3);
  progress(40);

  // Sky: the pale background blocks. Graded blue from the top, crossed by mist bands.
  const sky: Sky = { mask: new Uint8Array(blocks.length) };
  for (let i = 0; i < blocks.length; i++) sky.mask[i] = SKY_BLOCKS.has(blocks[i]) ? 1 : 0;
  bokashi(printed, sky, SKY_TOP, random.between(0.5, 0.62), 0.92);
  const lineWidth = Math.max(1.5, 2.2 * scale);
  kasumi(printed, sky, random, MIST, KEY_BLOCK, lineWidth * 0.8);
  progress(55);

  // Key block: a line where blocks meet, and the photo's own strong dark lines (eyes, lips,
  // the nose's edge) drawn fine. Lone dots of the finder are dropped by its join step.
  const outline = blockOutlines(blocks, width, height, lineWidth);
  // The face's own lines are faint in a photo: a finer threshold, but only on and just around skin.
  const strong = inkLines(toGrey(detail), { sigma: 1.6 * scale + 0.6, from: 0.014, to: 0.035, thicken: 0 });
  const fine = inkLines(toGrey(detail), { sigma: 1.3 * scale + 0.5, from: 0.005, to: 0.014, thicken: 0 });
  const skin = createGrey(width, height);
  for (let i = 0; i < blocks.length; i++) skin.data[i] = face[i];
  const nearSkin = gaussianBlur(skin, 4 * scale + 1);
  // Wood grain: faint streaks printed with each flat colour.
  const grain = streaks(width, height, random.between(-0.05, 0.05), 60 * scale + 10, random);
  const lines = createGrey(width, height);
  for (let i = 0; i < blocks.length; i++)
    lines.data[i] = Math.max(strong.data[i], fine.data[i] * smoothstep(0.3, 0.7, nearSkin.data[i]));
  // A print has no stray dots: marks smaller than a short dash are not cut into the block.
  const features = dropSpecks(lines, 0.35, 40 * scale * scale + 6);
  for (let i = 0, p = 0; i < blocks.length; i++, p += 3) {
    const line = clamp01(Math.max(features.data[i] * 0.85, outline.data[i] * 0.92));
    const wood = 1 + (grain.data[i] - 0.5) * 0.1;
    for (let c = 0; c < 3; c++) printed.data[p + c] = clamp01(printed.data[p + c] * wood) * (1 - line) + KEY_BLOCK[c] * line;
  }
  cartouche(printed, sky, random, CARTOUCHE, KEY_BLOCK, SEAL);
  progress(70);
  return wash(printed, random, {
    turbulence: 0.1,
    granulation: 0.32,
    edgeDarkening: 0.15,
    edgeWidth: 3,
    paperTone: hex('#f3e7cc'),
    tooth: 1.8,
  });
}
