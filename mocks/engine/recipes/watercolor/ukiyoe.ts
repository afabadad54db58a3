// Ukiyo-e: a woodblock print. Flat colours from a small fixed palette (Prussian blue, indigo,
// vermilion, ochre, sage, pale peach …), each block a clean solid area cut by a dark
// key-block line, faces in one pale flesh colour with their features drawn in fine lines,
// the sitter's clothes filled with flat patterned colour, the sky graded down from the top
// (bokashi) and crossed by bands of mist, a plain red seal, all on the cream tone and grain of
// washi paper. With a face mesh the face prints as one pale area whose eyes, brows and mouth
// are cut as clean lines from the mesh, never from the photo's shadows.
import type { Face } from '../../types';
import { colourToLab, hex, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import { drawFeatures, faceRegions } from '../shared/faceParts';
import { flowLines } from '../shared/flowLines';
import { nearestIndex } from '../shared/quantize';
import type { Random } from '../shared/random';
import { gaussianBlur } from '../shared/blur';
import { clamp01, createGrey, createRgb, smoothstep, toGrey, type Colour, type Rgb } from '../shared/raster';
import { streaks } from '../shared/directional';
import { blockOutlines, cleanLabels, dropSpecks, fillHoles } from './blocks';
import { bodyMask, onPatternDot } from './figure';
import { bokashi, kasumi, seal, type Sky } from './printMotifs';
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
const SEAL = hex('#b8332a');

/** Light clothes print in one of these, dark ones in one of those (by the seed). */
const LIGHT_GARMENTS = [2, 3, 6];
const DARK_GARMENTS = [0, 7, 10];
/** The print colours dark enough to count as a dark garment. */
const DARK_BLOCKS = new Set([0, 1, 7, 10, 11]);
const PATTERN_ON_DARK = hex('#e9dcc0');
const PATTERN_ON_LIGHT = hex('#f3e6cc');

export function paintUkiyoe(photo: Rgb, random: Random, progress: (percent: number) => void, faces: readonly Face[] = []): Rgb {
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
  const regions = faceRegions(faces, width, height);
  // The mesh's eyes, brows and mouth print pale too, whatever their blocks: their lines are cut from the mesh.
  for (let i = 0; i < blocks.length; i++) if (regions.features.data[i] > 0.5 && regions.oval.data[i] > 0.5) face[i] = 1;
  for (let i = 0; i < blocks.length; i++) if (face[i]) blocks[i] = FACE;

  // The sitter's clothes: light ones in a light print colour, dark ones in a dark one, both
  // other than the ground around them.
  const body = bodyMask(faces, width, height);
  const lightGarment = LIGHT_GARMENTS[random.below(LIGHT_GARMENTS.length)];
  const darkGarment = DARK_GARMENTS[random.below(DARK_GARMENTS.length)];
  const garment = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    if (!body[i] || face[i] || blocks[i] === FACE || blocks[i] === FACE_SHADE) continue;
    blocks[i] = DARK_BLOCKS.has(blocks[i]) ? darkGarment : lightGarment;
    garment[i] = 1;
  }
  const printed = createRgb(width, height);
  for (let i = 0; i < blocks.length; i++) printed.data.set(PRINT[blocks[i]], i * 3);
  progress(40);

  // Sky: the pale background blocks. Graded blue from the top, crossed by mist bands.
  const sky: Sky = { mask: new Uint8Array(blocks.length) };
  for (let i = 0; i < blocks.length; i++) sky.mask[i] = SKY_BLOCKS.has(blocks[i]) && !garment[i] ? 1 : 0;
  bokashi(printed, sky, SKY_TOP, random.between(0.5, 0.62), 0.92);
  const lineWidth = Math.max(1.5, 2.2 * scale);
  kasumi(printed, sky, random, MIST, KEY_BLOCK, lineWidth * 0.8);
  // The clothes' pattern: a staggered grid of pale dots, printed with the garment's block.
  const spacing = Math.max(8, 22 * scale);
  const radius = spacing * 0.16;
  for (let i = 0; i < blocks.length; i++) {
    if (!garment[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (!onPatternDot(x, y, spacing, radius)) continue;
    const dot: Colour = blocks[i] === darkGarment ? PATTERN_ON_DARK : PATTERN_ON_LIGHT;
    printed.data.set(dot, i * 3);
  }
  progress(55);

  // Key block: a line where blocks meet, and the photo's own coherent lines (flow lines kept
  // by hysteresis) off the face's skin; on the face, the mesh's features.
  const outline = blockOutlines(blocks, width, height, lineWidth);
  const strong = flowLines(toGrey(detail), {
    sigma: 1.5 * scale + 0.6,
    strong: 0.03,
    weak: 0.012,
    minLength: 30 * scale + 10,
    along: 5 * scale + 2,
    thicken: 0,
    suppress: regions.skin,
  });
  // Faces no mesh was found for (too small, turned away): their own faint lines, finer, only
  // on and just around skin. With a mesh, the features below stand for them.
  const fine =
    faces.length > 0
      ? createGrey(width, height)
      : flowLines(toGrey(detail), {
          sigma: 1.3 * scale + 0.5,
          strong: 0.014,
          weak: 0.006,
          minLength: 16 * scale + 6,
          along: 3 * scale + 1,
          thicken: 0,
        });
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
  drawFeatures(features, faces, 0.8);
  for (let i = 0, p = 0; i < blocks.length; i++, p += 3) {
    const line = clamp01(Math.max(features.data[i] * 0.88, outline.data[i] * 0.92));
    const wood = 1 + (grain.data[i] - 0.5) * 0.1;
    for (let c = 0; c < 3; c++) printed.data[p + c] = clamp01(printed.data[p + c] * wood) * (1 - line) + KEY_BLOCK[c] * line;
  }
  seal(printed, sky, SEAL);
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
