// What the cel takes from the photo, measured robustly and nothing more: the skin's tone, the
// hair's colour, extent and length, whether the head is bald, whether there is a beard, the
// top's colour and whether the shoulders are bare. The shapes themselves are drawn
// (./hairShape.ts, ./body.ts): traced from the matte they were lumps and blobs, worst on the small
// soft faces whose photo ends at the hair (the picture beyond it is a blur the matte misreads).
import { createGrey, luma, lumaOf, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { EDGE_FADE } from '../../align';
import { blurLocal } from '../../blur';
import { faceFrame, LIPS, SKIN_SAMPLES, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { celClothes, clothesColour } from './clothes';
import { readFringe } from './fringe';
import { hairReadOf } from './hairColour';
import { isShadedSkin, shadedSkinOf } from './shadedSkin';
import { medianAt, paintedSkinTone, skinLikeness } from './tone';
import { median } from '../../../shared/median';

export interface Measured {
  /** The skin's colour as the photo has it on the whole face: what the measures tell skin by. */
  skinTone: Colour;
  /** The skin's colour as the cel paints it: a side-lit face's lit half (./tone.ts paintedSkinTone). */
  litSkin: Colour;
  hairColour: Colour;
  /** The median lightness of all the hair round the head (./hairColour.ts HairRead), or null where it was not read. */
  hairDepth: number | null;
  bald: boolean;
  /** The hair's top (the crown) and how far it reaches past each side of the face, in pixels. */
  crown: number;
  sideLeft: number;
  sideRight: number;
  /** Where long hair ends on each side (a row), or null for hair that stops above the jaw. */
  lengthLeft: number | null;
  lengthRight: number | null;
  /** 0–1: how much of the upper forehead the photo's hair covers (a fringe). */
  fringe: number;
  /** The side of the face's middle the photo's hair is parted on (-1 left, 1 right), or 0 where it cannot be told. */
  partSide: -1 | 0 | 1;
  /** A beard's mass (0–1) and colour, or null. */
  beard: { mask: Grey; colour: Colour } | null;
  /** The top's colour as the cel paints it (./clothes.ts) when the photo shows the clothes, else null. */
  topColour: Colour | null;
  bareShoulders: boolean;
}

function dist(data: Float32Array, p: number, c: Colour): number {
  return Math.hypot(data[p] - c[0], data[p + 1] - c[1], data[p + 2] - c[2]);
}

/** The colour at the middle of a set of pixels ordered by lightness: the mean of its middle fifth (one coherent colour, not a per-channel mix). */
function middleColour(data: Float32Array, pixels: number[], at = 0.5): Colour {
  const sorted = pixels.map((p) => ({ p, l: luma(data[p], data[p + 1], data[p + 2]) })).sort((a, b) => a.l - b.l);
  const from = Math.floor(sorted.length * (at - 0.1));
  const to = Math.max(from + 1, Math.ceil(sorted.length * (at + 0.1)));
  const sum = [0, 0, 0];
  for (let k = from; k < to; k++) for (let c = 0; c < 3; c++) sum[c] += data[sorted[k].p + c];
  const n = to - from;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Where hair still falls at the photo's edge, how far below the chin it is drawn (in face heights): past the shoulders. */
const LONG = 0.8;

/** Where the rows read for long hair start, off the face's middle (face widths): past the neck. */
const BESIDE_NECK = 0.36;
/** How much nearer the middle a lock over the shoulder is read, per unit of the face's turn (`yaw`). */
const LOCK_SHIFT = 0.5;
/** The share of a row that, read as hair, shows a lock still falling. */
const LOCK_SHOWS = 0.1;

/** `beyond`: each pixel's distance past the photo's edge (../../align.ts Portrait), when known. */
export function measure(picture: Rgb, mesh: readonly XY[], matte: Grey, feminine: boolean, beyond?: Grey): Measured {
  const { width, height, data } = picture;
  const { faceWidth: fw, faceHeight: fh, cx, top, chin } = faceFrame(mesh);
  const hairline = top - 0.08 * fh;
  const faceLeft = cx - fw / 2;
  const faceRight = cx + fw / 2;
  const face = fillPolygon(scaled(foreheadRaised(mesh), 1.04), width, height);
  const skinTone = medianAt(
    picture,
    SKIN_SAMPLES.map((index) => mesh[index]),
    [0.85, 0.68, 0.58],
  );
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height;
  const isSkin = (p: number): boolean => skinLikeness(data, p, skinTone) > 0.4 && dist(data, p, skinTone) < 0.3;
  const person = (i: number): boolean => matte.data[i] > 0.6;

  // The ring just round the face above the brows: hair, or a bald scalp, whatever else the matte let in above it.
  const ring = fillPolygon(scaled(foreheadRaised(mesh), 1.2, 1.14), width, height);
  const browY = (mesh[105][1] + mesh[334][1]) / 2;
  const nearSkin = (p: number): boolean => dist(data, p, skinTone) < 0.12;
  const hairPixels: number[] = [];
  let crownAll = 0;
  let crownSkin = 0;
  for (let y = Math.max(0, Math.floor(hairline - 0.2 * fh)); y < browY; y += 2)
    for (let x = Math.max(0, Math.floor(faceLeft - 0.15 * fw)); x < Math.min(width, faceRight + 0.15 * fw); x += 2) {
      const i = y * width + x;
      if (!person(i) || ring.data[i] < 0.5 || face.data[i] > 0.3) continue;
      if (y < hairline) {
        crownAll++;
        if (nearSkin(i * 3)) crownSkin++;
      }
      // The hair's colour from the crown and the temples' top, lit: lower down, beside the
      // ears and the neck, hair is in the head's shadow (a blonde's read brown there).
      if (!nearSkin(i * 3) && y < top + 0.05 * fh) hairPixels.push(i * 3);
    }
  // Only a man is drawn bald: over a woman's forehead cut by the photo's top edge, the blur
  // beyond it is skin-coloured.
  const baldCrown = !feminine && crownAll > 30 && crownSkin / crownAll > 0.42;
  const crownColour: Colour =
    hairPixels.length > 40 ? middleColour(data, hairPixels, 0.65) : [skinTone[0] * 0.35, skinTone[1] * 0.28, skinTone[2] * 0.25];
  // The colour painted: sampled over the whole hair region (./hairColour.ts), the crown's as a fallback;
  // a woman's lit crown lifts its light (a dark blonde was painted a greyish brown).
  const roundHead = baldCrown ? null : hairReadOf(picture, mesh, matte, skinTone, feminine, !feminine);
  const bald = baldCrown || (!feminine && crownIsScalp(crownColour, roundHead?.colour ?? null, skinTone));
  const hairRead = bald ? null : roundHead;
  const hairColour = hairRead?.colour ?? crownColour;
  const isHair = (p: number): boolean => dist(data, p, hairColour) < 0.2 && !isSkin(p);

  // The crown: the median top of the person over the middle of the head.
  const tops: number[] = [];
  for (let x = Math.floor(cx - 0.15 * fw); x < cx + 0.15 * fw; x += 2) {
    if (x < 0 || x >= width) continue;
    for (let y = Math.max(0, Math.floor(hairline - 0.5 * fh)); y < hairline; y++)
      if (person(y * width + x)) {
        tops.push(y);
        break;
      }
  }
  const crown = clamp(median(tops, hairline - 0.15 * fh), hairline - 0.28 * fh, hairline - (bald ? 0.04 : 0.08) * fh);

  // How far the hair reaches past the face's sides at the temples.
  const reach = (side: -1 | 1): number => {
    const edge = side < 0 ? faceLeft : faceRight;
    const found: number[] = [];
    for (let y = Math.floor(top); y < top + 0.3 * fh; y += 3) {
      let out = 0;
      for (let d = 0; d < 0.35 * fw; d++) {
        const x = Math.round(edge + side * d);
        if (!inside(x, y)) break;
        const i = y * width + x;
        if (person(i) && isHair(i * 3)) out = d;
      }
      found.push(out);
    }
    return clamp(median(found, 0.1 * fw), 0.05 * fw, 0.24 * fw);
  };

  // Long hair: hair beside the neck below the jaw, row by row, on each side. Hair there is in the
  // head's shadow, so a darker shade of the hair's colour counts too (a brunette's lit crown read
  // mid-brown, her locks below the jaw near black, and none of them was found).
  // (Not where it is nearer the face's own skin in shadow: a side-lit neck, ./shadedSkin.ts.)
  const hairLight = lumaOf(hairColour);
  const shadedSkin = feminine ? shadedSkinOf(picture, face, (mesh[159][1] + mesh[386][1]) / 2, chin) : null;
  const isHairShade = (p: number): boolean => {
    if (isSkin(p)) return false;
    if (isHair(p)) return true;
    const k = luma(data[p], data[p + 1], data[p + 2]) / Math.max(0.02, hairLight);
    return (
      k > 0.08 &&
      k < 1 &&
      dist(data, p, [hairColour[0] * k, hairColour[1] * k, hairColour[2] * k]) < 0.06 &&
      !isShadedSkin(data, p, shadedSkin, hairColour)
    );
  };
  // `from`: where the row starts, off the face's middle (in face widths). `lock`: a lock read in
  // front of the shoulder (`fall` below).
  const length = (side: -1 | 1, from: number, lock: boolean): Fall | null => {
    if (!feminine) return null;
    let last: number | null = null;
    let gap = 0;
    let cut = false;
    for (let y = Math.floor(chin - 0.25 * fh); y < Math.min(height, chin + 0.9 * fh); y += 3) {
      let hair = 0;
      let all = 0;
      let past = 0;
      for (let x = Math.floor(cx + side * from * fw); side * (x - cx) < 0.72 * fw; x += side * 2) {
        if (!inside(x, y)) break;
        const i = y * width + x;
        // Past the photo's edge the square is a blur of it (../../align.ts): no hair to read there.
        if (beyond && beyond.data[i] > -EDGE_FADE / 2) {
          past++;
          continue;
        }
        all++;
        // A loose matte: it leaves out much of the dark hair beside a neck.
        if (matte.data[i] > 0.25 && isHairShade(i * 3)) hair++;
      }
      const hairy = all >= 8 && hair / all > 0.25;
      if (hairy) {
        last = y;
        gap = 0;
      }
      if (past > all) {
        // The photo ends here with the hair still falling: it is longer than the photo shows.
        cut = last !== null && y - last < 12;
        break;
      }
      // A lock is narrow, its lit strands the skin's colour (not counted): where some of it shows
      // it still falls; above the chin its row crosses the jaw and the room beside it.
      const some = lock && all >= 8 && hair / all > LOCK_SHOWS;
      if (!hairy && !some && (!lock || y >= chin) && ++gap > 4) break;
    }
    const seen = last !== null && last >= chin;
    if (cut) return { end: chin + LONG * fh, cut, seen };
    // A woman's hair is drawn at least to a bob's length: where the photo ends at her jaw, its
    // length cannot be seen, and a cap of short hair read as a man's.
    return { end: last === null || !seen ? chin + 0.25 * fh : clamp(last, chin + 0.25 * fh, chin + 0.9 * fh), cut, seen };
  };
  // A face turned to one side has its neck under the skull, off the face's middle the other way,
  // and hair brought forward over the shoulder it turns to (the sample woman's low ponytail) falls
  // in front of that shoulder, nearer the middle than the rows beside the neck look: read there
  // too, it is taken where it falls longer than a bob.
  const yaw = (mesh[1][0] - (mesh[234][0] + mesh[454][0]) / 2) / Math.max(1, Math.abs(mesh[454][0] - mesh[234][0]));
  const fall = (side: -1 | 1): Fall | null => {
    const beside = length(side, BESIDE_NECK, false);
    if (side * yaw <= 0 || !beside) return beside;
    const lock = length(side, BESIDE_NECK - LOCK_SHIFT * Math.abs(yaw), true);
    return lock && lock.seen && lock.end > Math.max(beside.end, chin + 0.25 * fh) ? lock : beside;
  };

  const fringe = readFringe(picture, mesh, face, hairline, isHair);

  const falls = lengths(bald ? null : fall(-1), bald ? null : fall(1));
  // Long hair over the shoulders is not the top.
  const longHair = falls.lengthLeft !== null || falls.lengthRight !== null ? hairColour : null;
  return {
    skinTone,
    litSkin: paintedSkinTone(
      picture,
      SKIN_SAMPLES.map((index) => mesh[index]),
      fw * 0.04,
      skinTone,
    ),
    hairColour,
    hairDepth: hairRead?.depth ?? null,
    bald,
    crown,
    sideLeft: reach(-1),
    sideRight: reach(1),
    ...falls,
    fringe: fringe.share,
    partSide: partingSide(fringe.left, fringe.right, fringe.all),
    beard: feminine ? null : findBeard(picture, mesh, skinTone),
    ...topOf(picture, mesh, matte, isSkin, skinTone, longHair, beyond),
  };
}

/** The least share of the forehead a fringe covers for its parting to be read (partingSide). */
export const PARTED_FRINGE = 0.15;

/**
 * The side the hair is parted on, from the fringe's hair counted left and right of the face's
 * middle (`all`: the pixels looked at both sides): the thinner side, where the fringe is lopsided
 * (three times as much on one side) over at least PARTED_FRINGE of the forehead; else 0 (no fringe, one
 * combed straight down, or a photo cut off at the brows: the drawing's parting is then the seed's).
 */
export function partingSide(left: number, right: number, all: number): -1 | 0 | 1 {
  if (left + right < PARTED_FRINGE * all || Math.abs(left - right) < (left + right) / 2) return 0;
  return left < right ? -1 : 1;
}

/** How far one side's hair falls, as read beside the neck. */
interface Fall {
  /** The row it ends at. */
  end: number;
  /** It still falls where the photo ends: longer than the photo shows. */
  cut: boolean;
  /** Hair was read below the chin. */
  seen: boolean;
}

/**
 * Both sides' lengths. Hair running past the photo's edge on one side, with nothing read below
 * the jaw on the other (a light lock against a pillow, a dark one the matte left out), falls as
 * long on both: one long side and one bob was a lopsided cut nobody has.
 */
function lengths(left: Fall | null, right: Fall | null): { lengthLeft: number | null; lengthRight: number | null } {
  const end = (own: Fall | null, other: Fall | null): number | null =>
    own && other && other.cut && !own.seen ? Math.max(own.end, other.end) : (own?.end ?? null);
  return { lengthLeft: end(left, right), lengthRight: end(right, left) };
}

/** The top's colour (./clothes.ts, when the photo shows the clothes) and whether the shoulders are bare, from the person below the chin. */
function topOf(
  picture: Rgb,
  mesh: readonly XY[],
  matte: Grey,
  isSkin: (p: number) => boolean,
  skinTone: Colour,
  longHair: Colour | null,
  beyond?: Grey,
): { topColour: Colour | null; bareShoulders: boolean } {
  const { width, height } = picture;
  const { faceWidth: fw, faceHeight: fh, cx, chin } = faceFrame(mesh);
  // Bare shoulders: either side mostly skin where the photo shows the person (a turned body shows one).
  let bare = false;
  for (const side of [-1, 1]) {
    let skin = 0;
    let all = 0;
    for (let y = Math.floor(chin + 0.3 * fh); y < Math.min(height, chin + 0.9 * fh); y += 3)
      for (let d = 0.45 * fw; d < 1.1 * fw; d += 3) {
        const x = Math.round(cx + side * d);
        if (x < 0 || x >= width) continue;
        const i = y * width + x;
        if (matte.data[i] < 0.6) continue;
        all++;
        if (isSkin(i * 3)) skin++;
      }
    if (all > 40 && skin / all > 0.3) bare = true;
  }
  const read = clothesColour(picture, mesh, matte, skinTone, longHair, beyond);
  return { topColour: read && celClothes(read), bareShoulders: bare };
}

/** The upper lip's outline (left corner to right), and the lower lip's with the chin under it. */
const UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291];
const GOATEE = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 378, 400, 377, 152, 148, 176, 149];

/**
 * A moustache and a goatee, each drawn as a clean shape from the mesh when the photo is well
 * darker than the skin over most of it (the dark blotches of a shaded cheek are left alone).
 */
export function findBeard(picture: Rgb, mesh: readonly XY[], skinTone: Colour): { mask: Grey; colour: Colour } | null {
  const { width, height, data } = picture;
  const noseY = mesh[2][1];
  const moustache: XY[] = scaled(
    [
      ...UPPER_LIP.map((index) => mesh[index]),
      ...UPPER_LIP.slice()
        .reverse()
        .map((index): XY => [mesh[index][0], mesh[index][1] + (noseY - mesh[index][1]) * 0.6]),
    ],
    0.85,
    1,
  );
  const goatee = GOATEE.map((index) => mesh[index]);
  const lips = fillPolygon(
    LIPS.map((index) => mesh[index]),
    width,
    height,
  );
  const skinLight = lumaOf(skinTone);
  const mask = createGrey(width, height);
  const dark: number[] = [];
  // Both or neither: a dark chin alone is as often a smile's shadow as a beard.
  for (const zone of [moustache, goatee]) {
    const shape = fillPolygon(zone, width, height);
    let all = 0;
    const found: number[] = [];
    for (let i = 0; i < shape.data.length; i++) {
      if (shape.data[i] < 0.5 || lips.data[i] > 0.3) continue;
      all++;
      const p = i * 3;
      if (luma(data[p], data[p + 1], data[p + 2]) < skinLight * 0.7) found.push(p);
    }
    if (all === 0 || found.length < all * 0.45) return null;
    dark.push(...found);
    // The beard's own shape, as a barber trims it: in each row as wide as the photo's dark there,
    // centred on the face's middle line (nose to chin), the widths smoothed down the rows into one
    // clean outline. The whole place filled was a box over the chin (the eighth blind panel: the older
    // man's "goatee blob", "crude goatee patch"); the dark pixels themselves, a crooked squiggle.
    const rows = new Map<number, number>();
    for (const p of found) {
      const y = Math.floor(p / 3 / width);
      rows.set(y, (rows.get(y) ?? 0) + 1);
    }
    const ys = [...rows.keys()];
    const reach = Math.max(1, Math.round(Math.sqrt(all) * 0.18));
    const [top, bottom] = [mesh[2], mesh[152]];
    const midline = (y: number): number =>
      top[0] + (bottom[0] - top[0]) * Math.min(1, Math.max(0, (y - top[1]) / Math.max(1, bottom[1] - top[1])));
    const place = blurLocal(shape, Math.sqrt(all) * 0.05);
    for (let y = Math.min(...ys) - reach; y <= Math.max(...ys) + reach; y++) {
      if (y < 0 || y >= height) continue;
      let count = 0;
      for (let k = y - reach; k <= y + reach; k++) count += rows.get(k) ?? 0;
      if (count === 0) continue;
      const half = count / (2 * reach + 1) / 2;
      const middle = midline(y);
      for (let x = Math.max(0, Math.floor(middle - half - 2)); x <= Math.min(width - 1, Math.ceil(middle + half + 2)); x++) {
        const i = y * width + x;
        const inside = Math.min(1, Math.max(0, half - Math.abs(x + 0.5 - middle) + 0.5));
        const beard = inside * smoothstep(0.3, 0.6, place.data[i]);
        mask.data[i] = Math.max(mask.data[i], beard * (1 - lips.data[i]));
      }
    }
  }
  return dark.length ? { mask, colour: middleColour(data, dark) } : null;
}

/**
 * Whether a man's crown, which the photo may cut off, is his scalp: hair of his skin's own hue is
 * the blur of it — unless the hair read round his head (`roundHead`, skin left out) is far darker
 * than his skin: a receding hairline's lit forehead gave a dark-haired man's crown the skin's hue,
 * and he was drawn bald (a man on a held-out photo).
 */
export function crownIsScalp(crown: Colour, roundHead: Colour | null, skinTone: Colour): boolean {
  if (roundHead !== null && lumaOf(roundHead) < 0.7 * lumaOf(skinTone)) return false;
  return skinLikeness(Float32Array.from(crown), 0, skinTone) > 0.5;
}
