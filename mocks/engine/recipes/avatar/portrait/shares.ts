// How the portrait's figure is shared between its kinds of stroke at a pixel: the skin's slanted
// strokes, the clothes' ruled ones, the hair's strands and the form-following hatching. The tone
// pass and the drawing pass both ask these, so they never disagree about what goes where.

/**
 * How much of a pixel the clothes' light strokes take, from its skin, hair and clothes masks:
 * the skin first, then the hair, the clothes what is left.
 */
export function clothesShare(skin: number, hair: number, clothes: number): number {
  return clothes * (1 - skin) * (1 - hair * (1 - skin));
}

/**
 * How much of a pixel the form-following hatching takes: what neither the skin's slanted strokes
 * nor the clothes' ruled ones do. One formula for the drawing and for the mask that says where
 * the hatching's strokes are traced, so the two never disagree.
 */
export function hatchedShare(skin: number, hair: number, clothes: number): number {
  return 1 - skin - clothesShare(skin, hair, clothes);
}

/** How much of the hatched share is hair, drawn in long strands instead of hatching. */
export function strandShare(skin: number, hair: number, clothes: number): number {
  return Math.min(hatchedShare(skin, hair, clothes), hair * (1 - skin));
}
