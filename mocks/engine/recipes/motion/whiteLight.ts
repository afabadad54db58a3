// How light a widened eye's painted white may be, from the photo's own light. Its whitest tenth
// beside the iris is the sclera's brightest speck (and scleraTone.ts lifts a dim one over the
// skin), but painted over the whole opening that speck's light read as a glare on a dim photo:
// readers kept the older man's own narrow eye over whites "too bright for the photo" (233 where
// the skin under his eye is 120 and his visible white's mean 204). The white is held to the
// photo's own visible sclera's mean where it shows any, and otherwise to a share over the skin
// under the eye (a brown-skinned face's whites are much lighter than its skin, so never below it).
import { luma } from '../shared/raster';

/** The most a white is lighter than the skin under its eye where the photo shows no sclera of its own. */
export const WHITE_OVER_SKIN_MOST = 1.5;

/** The lightest (luma) a widened eye's white is painted: `seenSclera` the mean luma of the photo's visible sclera, or null where it shows none. */
export function whiteCeiling(skinLuma: number, seenSclera: number | null): number {
  return Math.max(WHITE_OVER_SKIN_MOST * skinLuma, seenSclera ?? 0);
}

/** `white` dimmed (hue kept) to at most `ceiling`'s luma. */
export function underCeiling(white: readonly [number, number, number], ceiling: number): [number, number, number] {
  const grey = luma(white[0], white[1], white[2]);
  const scale = grey > ceiling ? ceiling / grey : 1;
  return [white[0] * scale, white[1] * scale, white[2] * scale];
}
