// A man's nose as anime draws it: a line down the bridge's shaded side, from under the brows'
// inner ends to above the tip. A dash under the tip alone (with the cel sliver beside it) is a
// child's or a woman's nose; the bridge line gives the adult man's longer, defined nose.
import { createGrey, type Grey } from '../../../shared/raster';
import { strokeCurve } from '../../featureLines';
import type { XY } from '../../landmarks';

/** Down each side of the bridge, from between the eyes to the tip's side (image left, image right). */
export const BRIDGE_SIDES = [
  [122, 196, 3, 51],
  [351, 419, 248, 281],
] as const;

/** Lighter than the outline: a crease of the bridge, not its edge. */
const BRIDGE_INK = 0.7;

/** The bridge's line on the side the face's shade falls (`shadeRight`: the picture's right). */
export function noseBridge(mesh: readonly XY[], size: number, pen: number, shadeRight: boolean): Grey {
  const lines = createGrey(size, size);
  const side = BRIDGE_SIDES[shadeRight ? 1 : 0];
  strokeCurve(
    lines,
    side.map((index) => mesh[index]),
    pen,
    true,
    BRIDGE_INK,
  );
  return lines;
}
