// The blocks of a sitter no face mesh was found for (the woman standing in a room: her face
// too small and soft for the model). All of her that was not skin had printed in one garment
// colour, her dark hair, black top and red skirt alike, round pale skin blobs: "a broken
// cut-out", to the panel. A print of a standing figure gives each its own block: the head's
// top (a standing figure's head is about an eighth of its height, when no face was found to
// place it: ukiyoe/smallFace.ts) prints as hair, each of her clothes in one flat print colour
// of its own: a dark one in the dark garment block, a red one in vermilion, others in their
// nearest print colour (a colour the ground shares takes the garment's instead, so the figure
// does not dissolve into it). Printed block by block from the photo's light and shade, her red
// skirt had come out as brown and black patches.
import { rgbToLab } from '../../shared/colour';
import { maskBounds } from '../../shared/maskBounds';
import type { Rgb } from '../../shared/raster';
import { cleanLabelsNear } from '../cleanNear';

/** A standing figure's head: this share of the sitter's height from its top. */
const HEAD_SHARE = 0.12;
/** Clothes darker than this (CIELAB L) and greyer than DULL are dark clothes (a black top in its folds' light). */
const DARK = 32;
const DULL = 16;
/** Clothes at least this chroma with a hue within RED_HUE of red's (CIELAB hue 0–35°, a wine red at 16°) are red. */
const RED_CHROMA = 20;
const RED_HUE = 35;
/** A garment's colour is settled by a majority vote over this share of the picture's long side: one garment, one colour. */
const GARMENT_VOTE = 0.02;

export interface FigurePalette {
  /** The print's hair block. */
  hair: number;
  /** Blocks a figure's own colour may not keep (the grounds it stands on): printed as `garment` then. */
  ground: ReadonlySet<number>;
  /** The garment colour for a block in `ground`, by whether it is dark. */
  garment: (block: number) => number;
  /** The blocks dark clothes and red clothes print in. */
  dark: number;
  red: number;
}

const [OTHER, DARK_CLOTHES, RED_CLOTHES] = [1, 2, 3];

/** Each clothed pixel's kind of garment (0 off the clothes), by the smoothed photo's colour. */
function garmentKinds(flat: Rgb, clothed: Uint8Array): Uint8Array {
  const kinds = new Uint8Array(clothed.length);
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < kinds.length; i++, p += 3) {
    if (!clothed[i]) continue;
    rgbToLab(flat.data[p], flat.data[p + 1], flat.data[p + 2], lab);
    const [l, a, b] = lab;
    const chroma = Math.hypot(a, b);
    const hue = (Math.atan2(b, a) * 180) / Math.PI;
    kinds[i] =
      chroma >= RED_CHROMA && hue > -RED_HUE && hue < RED_HUE ? RED_CLOTHES : l < DARK && chroma < DULL ? DARK_CLOTHES : OTHER;
  }
  return kinds;
}

/**
 * Recolours `blocks` in place on `clothed` (the sitter's pixels that are neither skin nor face)
 * and answers where a garment's pattern may print (not on the hair). `headFound`: the hair is
 * already placed round a face, so the figure's top is no head.
 */
export function standingFigure(
  blocks: Uint8Array,
  clothed: Uint8Array,
  sitter: Uint8Array,
  flat: Rgb,
  palette: FigurePalette,
  headFound: boolean,
): Uint8Array {
  const { width, height } = flat;
  const rows = headFound ? undefined : maskBounds({ width, height, data: sitter });
  const headEnd = rows ? rows.top + (rows.bottom - rows.top) * HEAD_SHARE : -Infinity;
  const kinds = cleanLabelsNear(garmentKinds(flat, clothed), width, height, Math.max(width, height) * GARMENT_VOTE, 2);
  const patterned = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    if (!clothed[i]) continue;
    if (Math.floor(i / width) < headEnd) {
      blocks[i] = palette.hair;
      continue;
    }
    if (kinds[i] === DARK_CLOTHES) blocks[i] = palette.dark;
    else if (kinds[i] === RED_CLOTHES) blocks[i] = palette.red;
    else if (palette.ground.has(blocks[i])) blocks[i] = palette.garment(blocks[i]);
    patterned[i] = 1;
  }
  return patterned;
}
