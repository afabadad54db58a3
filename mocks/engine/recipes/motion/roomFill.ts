// The room's own texture where the head moved away. The plate's fill (../video3d/plate.ts) is a
// smooth blur of the colours around the person: right for the 3D video's far background, but in a
// GIF the strip a turning head bares sits beside sharp leaves or a patterned wall, and a flat
// pale band there read as a smeared patch (issue 37). Here the room just outside the head's
// outline is mirrored inward, beside the head along its own row and above it along its own
// column (back and forth across a narrow room, and up from below where the row has next to no
// room), so the bared strip continues the room's own detail; deeper in, where no head ever moves
// away from, the smooth fill takes over. A plain room bounces only up to where its colour turns
// (a wall up to a door frame, likeRun), so nothing past that edge is drawn into the wall beside
// the head. Mirrored along rays from the head's centre instead, a
// room's level edge (a wall meeting leaves behind the woman's hair) bent round the head: a dark
// green crescent hung down over the wall beside her in every clip (issue 37, session 14).
import { smoothstep } from '../shared/raster';
import type { Raster } from './raster';

export interface HeadCircle {
  centerX: number;
  centerY: number;
  /** The head's larger radius, pixels. */
  radius: number;
}

/**
 * Depth into the hole (head radii) the mirrored room reaches, fading out over its second half:
 * more than any head motion bares (a tilt of 0.16 about the neck, 1.6 head radii below the
 * middle, moves the head's side about a quarter of its radius, plus its shift).
 */
const MIRROR_DEPTH = 0.7;
/** Mean colour gap (levels) under which the room below is taken as like the room around; none past three times it. */
const BELOW_LIKE = 20;
/** Pixels at the picture's edge a bounced mirror stays clear of. */
const PICTURE_EDGE = 3;
/** A room beyond the outline narrower than this share of MIRROR_DEPTH is too thin to mirror (it fades in up to twice this). */
const THIN_ROOM = 0.1;
/**
 * The hole is grown this far (head radii) past the matte's outline before it is filled
 * (backdrop.ts), so the mirror starts past it too: hair wisps and the fringe of a shoulder the
 * matte left out lie just outside the outline. Mirrored, they drew a faint brown arc beside the
 * head (issue 37); kept in the still room, they stayed behind as the head swayed away, a grey
 * stroke along the older man's hair and streaks in the wall beside him (issue 37, session 32).
 */
export const SKIP_FRINGE = 0.06;

/** The band (pixels) the hole is grown by past the person for a head of this radius: backdrop.ts grows it, the mirror measures from it. */
export function fringeBand(headRadius: number): number {
  return Math.round(SKIP_FRINGE * headRadius);
}
/** A line through the grown band longer than this many band widths runs along the outline (it crosses it at over 60°). */
const ALONG_OUTLINE = 2;

/**
 * Grey spread (levels, lightest to darkest) of the room right past the hole up to which it is
 * plain (a wall), and the bounced mirror turns back where the room turns another colour. Leaves
 * and flowers spread wider: their colour turns all the time, and bounced inside its first turn
 * the bald man's leaves came back as short repeated streaks; bounced across the whole room they
 * are more leaves.
 */
const PLAIN_SPREAD = 12;
/** Pixels of room right past the hole a plain room is judged on and the room further out held against. */
const NEAR_ROOM = 10;
/**
 * Mean colour gap (levels per channel) from every pixel of the NEAR_ROOM at which a plain room
 * walked outward turns another thing (a door frame, a window's edge): the bounced mirror turns
 * back before it. Bounced across the whole row, the receding man's wall and the dark door frame
 * 20 px beyond it were laid into the hole turn about, so the frame stood in the wall beside his
 * ear as dark stripes following the head's outline, stepped from row to row where the outline
 * steps (issue 37, stop 56: "ghost stair-step edges in the dark background left of the head").
 */
const UNLIKE_ROOM = 14;

/** One mirror's pick for a pixel: where its room comes from and how fully it is laid. */
interface Pick {
  /** Pixel index of the mirrored room, or -1 for none. */
  from: number;
  weight: number;
  /** How deep inside the hole the pixel lies (pixels from the outline). */
  depth: number;
}

const NONE: Pick = { from: -1, weight: 0, depth: Infinity };

/** A line of pixels (a row or a column) walked from the picture's edge toward the head. */
interface Line {
  count: number;
  /** Pixel index of the i-th pixel walked. */
  at: (i: number) => number;
}

/**
 * Where a pixel `depth` into the hole takes its room from, counted outward from the first room
 * pixel past the fringe: mirrored about the outline, and where the room beyond it is narrower
 * than the depth, mirrored back and forth across that room (a triangle wave), so the room's own
 * texture runs on as deep as the hole is bared. Mirrored only once, a head that nearly fills its
 * crop (the bald man, a hand's width of leaves beside him) got a strip of leaves as wide as that
 * room and then the smooth fill: a flat green patch beside every tilt (issue 37, session 17).
 */
function bounced(depth: number, room: number): number {
  const period = 2 * room;
  const phase = depth % period;
  return phase < room ? phase : period - 1 - phase;
}

/** Mean gap per channel (levels) between the RGB bytes at two offsets of one picture. */
function gapAt(data: Uint8Array, a: number, b: number): number {
  return (Math.abs(data[a] - data[b]) + Math.abs(data[a + 1] - data[b + 1]) + Math.abs(data[a + 2] - data[b + 2])) / 3;
}

/**
 * How many pixels of the `room` walked outward from `edge` − 1 the bounced mirror stays inside:
 * all of it, unless the room right past the hole is plain (PLAIN_SPREAD), then up to the first
 * pixel UNLIKE_ROOM off every pixel of that near room.
 */
function likeRun(data: Uint8Array, line: Line, edge: number, room: number): number {
  const near = Math.min(room, NEAR_ROOM);
  let darkest = Infinity;
  let lightest = -Infinity;
  for (let k = 0; k < near; k++) {
    const offset = line.at(edge - 1 - k) * 3;
    const grey = 0.299 * data[offset] + 0.587 * data[offset + 1] + 0.114 * data[offset + 2];
    darkest = Math.min(darkest, grey);
    lightest = Math.max(lightest, grey);
  }
  if (lightest - darkest > PLAIN_SPREAD) return room;
  for (let run = near; run < room; run++) {
    const far = line.at(edge - 1 - run) * 3;
    let closest = Infinity;
    for (let k = 0; k < near && closest > UNLIKE_ROOM; k++)
      closest = Math.min(closest, gapAt(data, far, line.at(edge - 1 - k) * 3));
    // At least the NEAR_ROOM wide, however soon the colour turns: the scan starts past it.
    if (closest > UNLIKE_ROOM) return run;
  }
  return room;
}

/**
 * For each hole pixel of the line whose room lies outward (walked before it), the mirrored room
 * (bounced: as far outside the hole as the pixel lies inside the band, or inside the `person`
 * past it, back and forth across a narrow room), no deeper than `deepest`; none where the room
 * beyond the outline is too thin to carry a texture (the picture's edge just past the head).
 */
function mirrorLine(data: Uint8Array, masks: RoomMasks, line: Line, deepest: number, band: number, picks: Pick[]): void {
  const { hole, person } = masks;
  let roomRun = 0;
  let edge = -1;
  let personEdge = -1;
  let like = -1;
  for (let i = 0; i < line.count; i++) {
    const index = line.at(i);
    if (!hole[index]) {
      // Room again after a hole starts a new run.
      if (edge >= 0) {
        roomRun = 0;
        edge = -1;
        personEdge = -1;
        like = -1;
      }
      roomRun++;
      continue;
    }
    if (edge < 0) edge = i;
    if (personEdge < 0 && person[index]) personEdge = i;
    // Depth into the hole as grown (backdrop.ts), and past the band it was grown by, into the
    // person. A line that has not met the person within ALONG_OUTLINE band widths runs along the
    // outline, not across it (a column beside a slanting lock): past that it mirrors nothing (the
    // other lines or the fill lay it), as measured along it the room lay far away (the
    // brown-skinned woman's lamp, drawn up the wall beside her hair in orange streaks; with 4 band
    // widths, the leaves drawn down a thin strip of hole beside the woman's cheek wisps in a long
    // dark streak, session 33).
    const grownDepth = i - edge;
    const across = edge + ALONG_OUTLINE * band;
    if (i >= across && !(personEdge >= 0 && personEdge <= across)) continue;
    const inPerson = personEdge >= 0 && i >= personEdge;
    const depth = inPerson ? i - personEdge : grownDepth;
    if (depth > deepest) continue;
    // The picture's outermost pixels are left out: a crop's edge often carries a thin dark line
    // (the older man's), and bounced it ran down the hole as a dark wavy line.
    const atPictureEdge = edge === roomRun;
    const room = roomRun - 1 - (atPictureEdge ? PICTURE_EDGE : 0);
    if (room < 1) continue;
    // The band mirrors the room right past it; the person's place takes the room as far past the
    // band as it lies inside the person, so it gets the room it got before the hole grew (a
    // level edge stays level, a wall's texture stays as near); mirrored about the grown outline,
    // it took room from twice the band further out, and broke both (issue 37, session 33).
    if (like < 0) like = likeRun(data, line, edge, room);
    const source = edge - 1 - bounced(depth, like);
    const enough = smoothstep(THIN_ROOM * deepest, 2 * THIN_ROOM * deepest, room);
    const weight = enough * (1 - smoothstep(0.5 * deepest, deepest, depth));
    if (weight > 0) picks[index] = { from: line.at(source), weight, depth };
  }
}

/** Mean difference per channel (levels) between the RGB bytes at two offsets. */
function colourGap(a: Uint8Array, atA: number, b: Uint8Array, atB: number): number {
  return (Math.abs(a[atA] - b[atB]) + Math.abs(a[atA + 1] - b[atB + 1]) + Math.abs(a[atA + 2] - b[atB + 2])) / 3;
}

/**
 * The two masks the room is laid by, named (both are Uint8Array: passed in order they were once
 * swapped unnoticed, review session 34): `hole`, the grown hole the fill covers; `person`, the
 * tight person it was grown from.
 */
export interface RoomMasks {
  hole: Uint8Array;
  person: Uint8Array;
}

/**
 * Lays the room mirrored about the head's outline over `plate` (RGB bytes, already the smooth
 * fill inside `hole`, the `person` grown by a band of SKIP_FRINGE head radii): full near the outline, fading into the smooth fill by MIRROR_DEPTH head
 * radii in, and nowhere the mirrored point is itself the person or off the picture. Beside the
 * head the room comes from the same row, above it from the same column walked down; where both
 * reach a pixel the nearer outline counts more, so they meet without a seam. Where the row has
 * too little room, the room comes from the same column walked up (between an ear and a
 * shoulder: beside the bald man's ear the room along the row is a few pixels wide, and his tilt
 * bared a flat green patch there), but only where it is the colour of the room around
 * (the smooth fill): below the brown-skinned woman's hair lie pink flowers, drawn up over the
 * lilac wall beside her in streaks.
 */
export function mirrorRoom(picture: Raster, masks: RoomMasks, head: HeadCircle, plate: Uint8Array): void {
  const { width, height, data } = picture;
  const deepest = MIRROR_DEPTH * head.radius;
  const band = fringeBand(head.radius);
  const side = new Array<Pick>(width * height).fill(NONE);
  const above = new Array<Pick>(width * height).fill(NONE);
  const below = new Array<Pick>(width * height).fill(NONE);
  const middleX = Math.round(Math.min(width - 1, Math.max(0, head.centerX)));
  const middleY = Math.round(Math.min(height - 1, Math.max(0, head.centerY)));
  for (let y = 0; y < height; y++) {
    const row = y * width;
    // Left of the head's centre the room lies to the left, right of it to the right.
    mirrorLine(data, masks, { count: middleX, at: (i) => row + i }, deepest, band, side);
    mirrorLine(data, masks, { count: width - middleX, at: (i) => row + width - 1 - i }, deepest, band, side);
  }
  for (let x = 0; x < width; x++) {
    // Above the head's centre the room lies above; room below a hole lies below it.
    mirrorLine(data, masks, { count: middleY, at: (i) => i * width + x }, deepest, band, above);
    mirrorLine(data, masks, { count: height, at: (i) => (height - 1 - i) * width + x }, deepest, band, below);
  }
  const picks: Pick[] = [NONE, NONE, NONE];
  const shares = [0, 0, 0];
  for (let index = 0; index < width * height; index++) {
    const fromBelow = below[index];
    const rowWeight = side[index].from >= 0 ? side[index].weight : 0;
    picks[0] = side[index];
    picks[1] = above[index];
    picks[2] = NONE;
    if (fromBelow.from >= 0 && rowWeight < 1) {
      const unlike = smoothstep(BELOW_LIKE, 3 * BELOW_LIKE, colourGap(data, fromBelow.from * 3, plate, index * 3));
      const weight = fromBelow.weight * (1 - rowWeight) * (1 - unlike);
      if (weight > 0) picks[2] = { from: fromBelow.from, weight, depth: fromBelow.depth };
    }
    // Each pick's share goes as the inverse of its depth: the nearer outline counts more.
    let nearness = 0;
    for (const pick of picks) nearness += pick.from >= 0 ? 1 / (pick.depth + 0.5) : 0;
    if (nearness === 0) continue;
    let weight = 0;
    for (let k = 0; k < picks.length; k++) {
      shares[k] = picks[k].from >= 0 ? picks[k].weight / (picks[k].depth + 0.5) / nearness : 0;
      weight += shares[k];
    }
    if (weight <= 0) continue;
    for (let channel = 0; channel < 3; channel++) {
      let room = 0;
      for (let k = 0; k < picks.length; k++) if (shares[k] > 0) room += data[picks[k].from * 3 + channel] * shares[k];
      const offset = index * 3 + channel;
      plate[offset] = Math.round(plate[offset] + (room / weight - plate[offset]) * weight);
    }
  }
}

/** Mean colour gap (levels) under which a pixel of the fringe band is taken as the room itself; wholly the fringe from three times it. */
const FRINGE_LIKE = 8;

/**
 * In the band the hole was grown by past the person (in `hole`, not in `person`), the photo
 * again wherever it is already the colour the fill gave (the room itself, so a still room stays
 * exactly the photo beside a head that barely moves); the fill only where the photo stands off
 * it: the hair's wisps and a skin-pale halo the matte left out.
 */
export function keepRoomInFringe(picture: Raster, { hole, person }: RoomMasks, plate: Uint8Array): void {
  const { data } = picture;
  for (let index = 0; index < person.length; index++) {
    if (!hole[index] || person[index]) continue;
    const fringe = smoothstep(FRINGE_LIKE, 3 * FRINGE_LIKE, colourGap(data, index * 3, plate, index * 3));
    for (let channel = 0; channel < 3; channel++) {
      const offset = index * 3 + channel;
      plate[offset] = Math.round(data[offset] + (plate[offset] - data[offset]) * fringe);
    }
  }
}
