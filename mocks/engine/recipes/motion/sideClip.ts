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
// around (issue 37, session 53: "a grey strip along the right and bottom edges"). A gap in the
// matte a few rows tall (a strand's light edge the matte missed) does not end a run: the blonde's
// hair down 78 % of the left edge, split by a 4-row dip into two runs under the 45 %, was clipped
// as two short runs (issue 37, session 54).
import type { Grey } from '../shared/raster';

/** A run of the person along an edge longer than this share of the picture's height is not clipped. */
const LONGEST_CLIPPED = 0.45;

/** The matte value from which an edge pixel counts as the person's. */
const PERSON = 0.5;

/** A gap in the person's run along an edge shorter than this share of the height is bridged. */
const BRIDGED = 0.02;

export interface SideClip {
  /** 1 where a head moving away from the edge is clipped at that row, per row. */
  left: Uint8Array;
  right: Uint8Array;
}

/** Per row of one edge column, 1 where the person is, with gaps under `bridged` rows between them filled. */
function personRows(matte: Grey, column: number, bridged: number): Uint8Array {
  const { width, height, data } = matte;
  const rows = new Uint8Array(height);
  let lastPerson = -1;
  for (let y = 0; y < height; y++) {
    if (data[y * width + column] < PERSON) continue;
    if (lastPerson >= 0 && y - lastPerson - 1 < bridged) rows.fill(1, lastPerson + 1, y);
    rows[y] = 1;
    lastPerson = y;
  }
  return rows;
}

/** The rows of one edge column in a person's run no longer than `longest` rows, with the room above and below it. */
function shortRuns(person: Uint8Array, longest: number): Uint8Array {
  const height = person.length;
  const clipped = new Uint8Array(height);
  let start = 0;
  for (let y = 0; y <= height; y++) {
    if (y < height && person[y]) continue;
    const inCorner = start === 0 || y === height;
    if (y - start <= longest && !inCorner) clipped.fill(1, start, y);
    start = y + 1;
  }
  return clipped;
}

export function sideClip(matte: Grey): SideClip {
  const longest = LONGEST_CLIPPED * matte.height;
  const bridged = BRIDGED * matte.height;
  const edge = (column: number) => shortRuns(personRows(matte, column, bridged), longest);
  return { left: edge(0), right: edge(matte.width - 1) };
}
