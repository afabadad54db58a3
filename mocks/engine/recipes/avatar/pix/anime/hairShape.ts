// The hair of an anime cel, drawn as one clean silhouette from what ./measure.ts found: a cap
// round the skull as high and as wide as the person's hair, side locks down to where the
// person's hair ends (short hair at the ears, long hair past the jaw), their ends cut into a
// few pointed tips, and a fringe of pointed locks hanging over the forehead, parted on the
// photo's side (by seed where the photo does not tell).
// Split in two: what lies behind the face (painted first) and the fringe (painted over it).
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import type { Random } from '../../../shared/random';
import type { Measured } from './measure';
import { templeLocks } from './temples';

export interface HairShape {
  /** The whole mass, behind the face. */
  back: Grey;
  /** The fringe's locks over the forehead. */
  front: Grey;
}

/** Below this share of the upper forehead covered on the photo (./measure.ts `fringe`), a woman's hair is drawn parted with no fringe. */
const OPEN_BELOW = 0.12;

/** A fixed pseudo-random 0–1 per lock index (not drawn from the seed: the cel's other draws stay as they were). */
function jitter(k: number): number {
  return (Math.abs(Math.sin(k * 12.9898 + 4.1)) * 43758.5453) % 1;
}

/** 0 at a lock's tip, 1 at the notch between two locks, for a row of locks `period` wide starting at `from`. */
function notch(x: number, from: number, period: number): number {
  const u = ((((x - from) / period) % 1) + 1) % 1;
  return Math.abs(2 * u - 1);
}

export function drawHair(
  size: number,
  mesh: readonly XY[],
  face: Grey,
  measured: Measured,
  feminine: boolean,
  random: Random,
): HairShape {
  const { faceWidth: fw, faceHeight: fh, cx, top } = faceFrame(mesh);
  const back = createGrey(size, size);
  const front = createGrey(size, size);
  if (measured.bald) return { back, front };
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  // The cap's middle at the brows' height: above it the skull's round, below it the side locks.
  const middleY = (mesh[105][1] + mesh[334][1]) / 2;
  const ry = middleY - measured.crown;
  const shortEnd = eyeY + 0.06 * fh;
  const tipDepth = 0.07 * fh;
  // Where long hair's side mass parts into two locks: just below the chin.
  const splitFrom = top + fh * 1.02;
  const sideLength = (side: number): number => {
    const long = side < 0 ? measured.lengthLeft : measured.lengthRight;
    const other = side < 0 ? measured.lengthRight : measured.lengthLeft;
    // One side long (hair over one shoulder): the other still reaches the jaw.
    return long ?? (other !== null ? top + fh * 0.95 : shortEnd);
  };
  // How far the face reaches each side of the middle above the eyes: a turned face's far cheek is
  // pushed out (./regions.ts), and the fringe over it stuck out past the cap as a square corner.
  let faceLeft = cx - fw / 2;
  let faceRight = cx + fw / 2;
  for (let y = Math.max(0, Math.floor(measured.crown)); y < Math.min(size, eyeY); y++)
    for (let x = 0; x < size; x++)
      if (face.data[y * size + x] > 0.5) {
        faceLeft = Math.min(faceLeft, x);
        faceRight = Math.max(faceRight, x);
      }
  const lockPeriod = (feminine ? 0.26 : 0.17) * fw;
  // Tufts round the crown: a few soft points along the cap's outline, spikier for a man.
  const tuft = feminine ? 0 : 0.06;
  const tuftPeriod = feminine ? 0.5 : 0.32;
  const tuftFrom = random.next() * tuftPeriod;
  for (let y = Math.max(0, Math.floor(measured.crown - ry * 0.08 - 2)); y < size; y++) {
    for (let x = 0; x < size; x++) {
      const side = x < cx ? -1 : 1;
      const rx = Math.max(
        fw / 2 + (side < 0 ? measured.sideLeft : measured.sideRight),
        (side < 0 ? cx - faceLeft : faceRight - cx) + 0.05 * fw,
      );
      const s = (x - cx) / rx;
      let inside: number;
      if (y <= middleY) {
        const t = (y - middleY) / ry;
        const angle = Math.atan2(t, s);
        const edge = 1 + tuft * (1 - notch(angle, tuftFrom, tuftPeriod)) ** 2 * smoothstep(0.1, -0.4, t);
        inside = smoothstep(edge + 0.01, edge - 0.01, Math.hypot(s, t));
      } else {
        const end = sideLength(side);
        if (y > end + 2) continue;
        // Side locks flare a little as they fall; their ends are pointed tips.
        const down = (y - middleY) / fh;
        // Long hair flares out more below the jaw, its outer lock swinging off the shoulder.
        const outer = 1 + 0.1 * down + 0.12 * Math.max(0, (y - splitFrom) / fh);
        // Each end its own length: one even row of teeth was a cut-out's zigzag.
        const from = cx + side * 0.5 * fw;
        const tipped = end - tipDepth * (notch(x, from, lockPeriod) + 0.9 * jitter(Math.floor((x - from) / lockPeriod)));
        inside = smoothstep(outer + 0.01, outer - 0.01, Math.abs(s)) * smoothstep(tipped + 1, tipped - 1, y);
        // Long hair parts into two locks below the jaw, a narrow V between them opening as they
        // fall: one unbroken mass each side read as a flat board.
        const below = (y - splitFrom) / fh;
        if (end > splitFrom + 0.3 * fh && below > 0) {
          const gap = 0.05 * below;
          inside *= smoothstep(gap, gap + 0.012, Math.abs(Math.abs(s) - 0.74 * outer));
        }
      }
      back.data[y * size + x] = inside;
    }
  }
  // The fringe: pointed locks hanging from the hairline, longer where the photo has a fringe, a
  // parting (no lock) a little off the middle.
  // A woman's fringe falls to her brows, as anime draws it: a short even row was a helmet's rim.
  const length = (feminine ? 0.22 : 0.1) * fh + measured.fringe * 0.16 * fh;
  // On the photo's side where it shows one (./measure.ts partSide): a parting on the seed's side
  // was the other person's hair half the time. (The seed's side is drawn either way: the cel's
  // later draws stay as they were.)
  const seedSide = random.next() < 0.5 ? -1 : 1;
  const part = cx + (measured.partSide || seedSide) * fw * random.between(0.08, 0.2);
  const hairlineAt = new Float32Array(size).fill(size);
  for (let x = 0; x < size; x++)
    for (let y = 0; y < size; y++)
      if (face.data[y * size + x] > 0.5) {
        hairlineAt[x] = y;
        break;
      }
  // Each lock its own length (a fringe cut in one even row of teeth read as a helmet's zigzag),
  // and every lock swept away from the parting as it falls, as combed hair curves.
  // (Drawn from the parting's place, not the seed's stream, so the rest of the cel keeps its draws.)
  const lockLengths = Array.from(
    { length: 16 },
    (_, k) => 0.62 + 0.5 * ((Math.abs(Math.sin(k * 12.9898 + part * 0.0137)) * 43758.5453) % 1),
  );
  const sweep = (feminine ? 0.16 : 0.1) * fw;
  let baseTop = size;
  for (let x = 0; x < size; x++) baseTop = Math.min(baseTop, hairlineAt[x]);
  const lowest = Math.min(size, Math.ceil(eyeY - 0.1 * fh) + 2);
  // No fringe on the photo (a forehead clear of hair): her hair parted and swept to the sides, its
  // edge one smooth curve from the parting down to the temples. Every woman drawn with the same
  // pointed fringe was a blind reader's "same bob with a zig-zag fringe".
  const open = feminine && measured.fringe < OPEN_BELOW;
  const parting = cx + (part - cx) * 0.5;
  const browY = middleY;
  for (let y = Math.max(0, Math.floor(baseTop - 2)); y < lowest; y++)
    for (let x = Math.max(0, Math.floor(cx - fw)); x < Math.min(size, cx + fw); x++) {
      const base = hairlineAt[x];
      if (base >= size || y < base - 2) continue;
      const side = x < part ? -1 : 1;
      const fall = Math.min(1, Math.max(0, (y - base) / Math.max(1, length)));
      const at = x - side * sweep * fall * fall;
      const nearPart = smoothstep(0.04 * fw, 0.1 * fw, Math.abs(at - part));
      // The locks grow longer towards the temples, framing the face.
      const toSide = Math.min(1, Math.abs(at - cx) / (fw / 2));
      const which = Math.floor((at - part) / lockPeriod);
      const own = lockLengths[((which % 16) + 16) % 16];
      // Each lock's sides curve in to a sharp tip, as anime locks are cut.
      const lock =
        length * own * (0.7 + 0.5 * toSide * toSide) * (0.12 + 0.88 * (1 - notch(at, part, lockPeriod)) ** 1.6) * nearPart;
      const span = x < parting ? parting - faceLeft : faceRight - parting;
      const u = Math.min(1, Math.abs(x - parting) / Math.max(1, span));
      // Open: a little below the forehead's top at the parting, falling steeply, then easing out
      // to the brows' tails at the temples (a curtain each side, the forehead an arch between).
      const temple = Math.max(0.06 * fh, browY - 0.03 * fh - base);
      // (No lower than the brows' tails where the face's top is already there: its last columns
      // dropped to a short tab below the curtain's level, a square step at the temple.)
      const reachTo = open
        ? Math.min(base + 0.06 * fh + (temple - 0.06 * fh) * Math.sin((Math.min(1, u * 1.3) * Math.PI) / 2), browY - 0.03 * fh)
        : Math.min(base + lock + 0.02 * fh, eyeY - 0.1 * fh);
      const i = y * size + x;
      // Solid from two rows above the forehead's top: the face's soft top edge under it showed
      // through as a pale seam between the fringe and the hair behind it.
      const cover = y < base + 2 ? 1 : face.data[i];
      front.data[i] = cover * smoothstep(reachTo + 1, reachTo - 1, y);
    }
  // Where a woman's fringe meets the face's side, a lock bends down over the temple
  // (./temples.ts). A man's short fringe ends in thin tips there, and a lock under one was a
  // dark wedge with a level top: the same step, in hair.
  if (feminine) {
    const templeLock = templeLocks(mesh, face, front);
    for (let i = 0; i < front.data.length; i++) front.data[i] = Math.max(front.data[i], templeLock.data[i]);
  }
  // A touch of softening: the tips stay pointed, the edges lose their stair steps.
  return { back: crispened(back, fw * 0.008), front: crispened(front, fw * 0.006) };
}

function crispened(mask: Grey, sigma: number): Grey {
  const soft = blurLocal(mask, Math.max(0.8, sigma));
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.35, 0.65, soft.data[i]);
  return soft;
}
