// Which rows of the picture's left and right edges a moving head is clipped at (backdrop.ts
// personAt): where only a short run of the person reaches the edge, an ear or a shoulder's tip
// with the room above and below it. A tilt away from that edge brings in what lay past it, which
// the photo never showed; the edge's reflection drew a bald man's ear there a second time,
// stretched (issue 37, session 18), so the still room shows instead. Where the person runs along
// most of the edge (a face that fills the crop, her hair down its side) the room there is only
// the fill's guess, a flat wedge of wall beside her hair: that edge is still reflected. So is a
// run that reaches the picture's top or bottom corner, however short: hair or a shoulder going on
// past the corner has no room below it to show. Clipped, the blonde's hair down the lower third of
// the right edge was cut off by a grey strip of the fill at every tilt of her fake laugh and look
// around (issue 37, session 53: "a grey strip along the right and bottom edges").
import type { Grey } from '../shared/raster';

/** A run of the person along an edge longer than this share of the picture's height is not clipped. */
const LONGEST_CLIPPED = 0.45;

/** The matte value from which an edge pixel counts as the person's. */
const PERSON = 0.5;

export interface SideClip {
  /** 1 where a head moving away from the edge is clipped at that row, per row. */
  left: Uint8Array;
  right: Uint8Array;
}

/** The rows of one edge column in a person's run no longer than `longest` rows, with the room above and below it. */
function shortRuns(matte: Grey, column: number, longest: number): Uint8Array {
  const { width, height, data } = matte;
  const clipped = new Uint8Array(height);
  let start = 0;
  for (let y = 0; y <= height; y++) {
    const person = y < height && data[y * width + column] >= PERSON;
    if (person) continue;
    const inCorner = start === 0 || y === height;
    if (y - start <= longest && !inCorner) clipped.fill(1, start, y);
    start = y + 1;
  }
  return clipped;
}

export function sideClip(matte: Grey): SideClip {
  const longest = LONGEST_CLIPPED * matte.height;
  return { left: shortRuns(matte, 0, longest), right: shortRuns(matte, matte.width - 1, longest) };
}
