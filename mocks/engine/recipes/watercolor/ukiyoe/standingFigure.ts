// The blocks of a sitter no face mesh was found for (the woman standing in a room: her face
// too small and soft for the model). All of her that was not skin had printed in one garment
// colour, her dark hair, black top and red skirt alike, round pale skin blobs: "a broken
// cut-out", to the panel. A print of a standing figure gives each its own block: the head's
// top (a standing figure's head is about an eighth of its height) prints as hair, her clothes
// in their own print colours (a colour the ground shares takes the garment's instead, so the
// figure does not dissolve into it).

/** A standing figure's head: this share of the sitter's height from its top. */
const HEAD_SHARE = 0.12;

export interface FigurePalette {
  /** The print's hair block. */
  hair: number;
  /** Blocks a figure's own colour may not keep (the grounds it stands on): printed as `garment` then. */
  ground: ReadonlySet<number>;
  /** The garment colour for a block in `ground`, by whether it is dark. */
  garment: (block: number) => number;
}

/**
 * Recolours `blocks` in place on `clothed` (the sitter's pixels that are neither skin nor face)
 * and answers where a garment's pattern may print (not on the hair).
 */
export function standingFigure(
  blocks: Uint8Array,
  clothed: Uint8Array,
  sitter: Uint8Array,
  width: number,
  palette: FigurePalette,
): Uint8Array {
  let [top, bottom] = [Infinity, -Infinity];
  for (let i = 0; i < sitter.length; i++) {
    if (!sitter[i]) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const headEnd = top + (bottom - top) * HEAD_SHARE;
  const patterned = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    if (!clothed[i]) continue;
    if (Math.floor(i / width) < headEnd) {
      blocks[i] = palette.hair;
      continue;
    }
    if (palette.ground.has(blocks[i])) blocks[i] = palette.garment(blocks[i]);
    patterned[i] = 1;
  }
  return patterned;
}
