// Whether the hair falls to the shoulders, and whether its colours stand clear of the room's:
// the two things the head's envelope (./headEnvelope.ts) is cut by. Read from the split's colour
// prototypes (./regions.ts) and the person's matte, at half size. Long hair is seen in the bands
// beside the lower face; it may only be drawn there when the hair cannot be the room, which is
// told by colour when the photo shows the room, and by the hair's fall from the head when the
// photo fills the square and shows none.
import type { Grey } from '../../shared/raster';
import type { XY } from '../landmarks';
import type { HairKind } from './headEnvelope';
import { BACKGROUND, distance2, HAIR, type Prototype } from './parts';

/** Where the face is, in the half-size pixels the rules read. */
export interface FaceBands {
  centre: XY;
  chin: number;
  faceWidth: number;
  faceHeight: number;
}

/** The share of the room's sites inside the photo under which it is taken as unseen. */
const ROOM_SEEN = 0.05;

/** Whether every hair colour stands clear of every colour of the room (dark hair before a dark wall does not). */
function hairStandsClear(prototypes: readonly Prototype[]): boolean {
  const hair = prototypes.filter((p) => p.part === HAIR);
  const room = prototypes.filter((p) => p.part === BACKGROUND);
  return hair.length > 0 && hair.every((h) => room.every((r) => distance2(r.lab, h.lab[0], h.lab[1], h.lab[2]) > 12 ** 2));
}

/**
 * Whether the photo shows next to none of the room: under a share ROOM_SEEN of the room's sites (half-size
 * indices into a picture `width` wide) lie inside the photo, the rest on the square's fill past its
 * edge (`beyond`, at full size, over 0 there). The fill is the photo's edge smeared outwards, so
 * a crop filled by dark long hair has a "room" of the hair's own colour, and the hair was taken
 * for it and cut off at the ears (the held-out brunette: "long black hair became a short bob").
 */
function roomUnseen(room: readonly number[], width: number, beyond?: Grey): boolean {
  if (!beyond) return false;
  const inPhoto = room.filter((i) => beyond.data[2 * Math.floor(i / width) * beyond.width + 2 * (i % width)] <= 0);
  return inPhoto.length < ROOM_SEEN * room.length;
}

/** Whether pixel i (half size) is on the person and nearer a hair prototype than any other. */
function hairAt(i: number, lab: Float32Array, matte: Grey, prototypes: readonly Prototype[]): boolean {
  if (matte.data[i] < 0.5) return false;
  let best = prototypes[0];
  let bestDistance = Infinity;
  for (const p of prototypes) {
    const d = distance2(p.lab, lab[i * 3], lab[i * 3 + 1], lab[i * 3 + 2]);
    if (d < bestDistance) {
      bestDistance = d;
      best = p;
    }
  }
  return best.part === HAIR;
}

/** The bands beside the lower face where long hair falls: from under the face's middle to under the chin. */
function bandRows(g: FaceBands): [number, number] {
  return [Math.round(g.centre[1] + g.faceHeight * 0.1), g.chin + g.faceHeight * 0.3];
}

/** The bands' columns on one side, at 0.55 to 0.75 of the face's width from its middle. */
function bandColumns(g: FaceBands, side: number): number[] {
  const columns: number[] = [];
  for (let k = 0.55; k <= 0.75; k += 0.05) columns.push(Math.round(g.centre[0] + side * g.faceWidth * k));
  return columns;
}

/**
 * Whether the hair falls beside the face below the ears: in the bands beside the lower face,
 * on the person, enough pixels are nearer a hair prototype than any other.
 */
function longHairSeen(lab: Float32Array, g: FaceBands, matte: Grey, prototypes: readonly Prototype[]): boolean {
  let hairy = 0;
  let seen = 0;
  const [from, to] = bandRows(g);
  for (let y = from; y < to; y++) {
    for (const side of [-1, 1]) {
      for (const x of bandColumns(g, side)) {
        if (x < 0 || x >= matte.width || y < 0 || y >= matte.height) continue;
        seen++;
        if (hairAt(y * matte.width + x, lab, matte, prototypes)) hairy++;
      }
    }
  }
  return seen > 0 && hairy / seen > 0.2;
}

/** How far under the chin (in the face's heights; negative above it) the hair may reach and still be short. */
const SHORT_HAIR_REACH = -0.17;
/** The longest run of rows without hair (in the face's heights) a lock of hair may show. */
const HAIR_GAP = 0.03;

/**
 * Whether the hair falls from the head past the ears on one side at least: down the band beside
 * the face, rows with hair run from the band's top, with no gap over HAIR_GAP, lower than
 * SHORT_HAIR_REACH. When the photo shows none of the room, the hair's colour cannot be told from
 * the room's, and dark things under the jaw were taken for long hair: the dark man's short hair
 * reached 0.22 of a face over the chin (to his ear lobes) and a dark shoulder pressed to his jaw
 * began under it; the brunette's hair runs down to 0.13 over her chin, the smiling woman's to
 * 0.19 under hers.
 */
function hairFallsFromHead(lab: Float32Array, g: FaceBands, matte: Grey, prototypes: readonly Prototype[]): boolean {
  const [from, to] = bandRows(g);
  const gap = g.faceHeight * HAIR_GAP;
  return [-1, 1].some((side) => {
    const columns = bandColumns(g, side).filter((x) => x >= 0 && x < matte.width);
    let last = from - 1;
    for (let y = Math.max(0, from); y < Math.min(to, matte.height); y++) {
      if (y - last > gap) break;
      if (columns.some((x) => hairAt(y * matte.width + x, lab, matte, prototypes))) last = y;
    }
    return (last - g.chin) / g.faceHeight > SHORT_HAIR_REACH;
  });
}

/**
 * The hair's kind, from the half-size picture's Lab colours, the person's matte (half size, kept
 * where it joins the face), the parts' prototypes, the room's sample sites and `beyond` (the
 * square's fill past the photo's edge, full size). The hair may fall to the shoulders only when
 * it stands clear of the room's colours. When the photo shows none of the room, its colours
 * cannot be told from the hair's: the hair is taken as clear of it when seen falling from the
 * head past the ears. A woman's hair seen falling from her head past her ears is long whatever
 * the room (`woman`): dark waves before a dark wall, or one long side of a tight crop, were cut
 * at the ears into a cap (the thirty-second stop's grey woman and brown-skinned woman).
 */
export function hairKindOf(
  lab: Float32Array,
  g: FaceBands,
  matte: Grey,
  prototypes: readonly Prototype[],
  room: { sites: readonly number[]; beyond?: Grey },
  woman = false,
): HairKind {
  const hasHair = prototypes.some((p) => p.part === HAIR);
  const falls = hasHair && hairFallsFromHead(lab, g, matte, prototypes);
  const fallsClear = falls && roomUnseen(room.sites, matte.width, room.beyond);
  const standsClear = fallsClear || hairStandsClear(prototypes);
  const longHair = (standsClear && longHairSeen(lab, g, matte, prototypes)) || (woman && falls);
  return { longHair, standsClear };
}
