// The figure of a 3D toon as drawn shapes, never as the photo's pixels: a small face enlarged
// is a blur, and any of its pixels carried into the result read as a melted face, smeared hair
// and black blobs on the body. Here the photo only says which colour is where, at a low
// frequency: the person's matte smoothed into one clean outline; inside it each pixel labelled
// skin, hair or clothes by its blurred colour (the hair's colour a median of the matte's band
// round the top of the face, the clothes' one colour the top's dominant one at the bottom of the
// frame), the labels smoothed so no island smaller than a clump survives, and sharpened again
// into crisp, antialiased borders. The face's oval from the reshaped mesh is always skin.
import { colourToLab } from '../../shared/colour';
import { hypot2 } from '../../shared/hypot';
import { createGrey, mixColour, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey, blurLocal } from '../blur';
import { distance, eyeLineY, faceFrame, type XY } from '../landmarks';
import { crispPolygon, fillPolygon, scaled } from '../masks';
import { colourDistance, dominantColour, medianColour } from '../dominantColour';
import { foreheadRaised } from './features';
import { balancedOval } from './faceOutline';
import { hairBesideNeck, hairByColour, hangHair } from './hairBesideNeck';
import { dropIslands } from './islands';
import { besideJawAndTemples, fallsPastJaw } from './pastJaw';
import { luma, skinLikeness } from './skinLikeness';
import { fillNotches } from './jawNotch';
import { NECK_HALF, neckMiddle } from './neckline';
import { hairColourOf } from '../pix/anime/hairColour';

/** How far short hair reaches beside the skull, in face widths from the face's middle (the cap's 0.54 and a little). */
const SHORT_HAIR_REACH = 0.57;

export interface Masses {
  /** The person's outline, clean and antialiased (0–1). */
  silhouette: Grey;
  /** The reshaped mesh's face oval, crisp (0–1). */
  face: Grey;
  /** Where skin is drawn: the face, a bald crown, ears, neck and chest. */
  skin: Grey;
  /** Where hair is drawn, and its colour (null: a bald head, or no hair seen). */
  hair: Grey;
  /** The hair's colour in the photo, by which its pixels are told from skin and clothes. */
  hairColour: Colour | null;
  /**
   * The colour the hair is painted: its lit colour read round the head as the anime and the
   * cartoon read it (../pix/anime/hairColour.ts). The band's median is a dark hair's shadows: a
   * blonde and a light-brown woman were painted brown, a dark red brown.
   */
  hairPaint: Colour | null;
  /** Whether the hair falls past the jaw (a head of long hair). */
  longHair: boolean;
  /** The clothes: one mass in the top's dominant colour (none when no clothes are seen). */
  clothes: readonly { mask: Grey; colour: Colour }[];
}

/**
 * A hair colour a person has: red over green over blue (black, browns, blondes, auburn) or a
 * grey. Read from the matte's band round a dark-haired head before a pale wall, the median took
 * the wall's cast and, made richer, painted the hair green.
 */
function naturalHair(colour: Colour): Colour {
  const [r, g, b] = colour;
  if (r >= g && g >= b) return colour;
  const grey = luma(colour);
  return [Math.max(r, grey), grey, Math.min(b, grey)];
}

/** The first and last columns of row `y` where `plane` is at least half set ([-1, -1] when none is). */
function rowSpan(plane: Grey, y: number): [number, number] {
  const { width, data } = plane;
  let first = -1;
  let last = -1;
  for (let x = 0; x < width; x++) {
    if (data[y * width + x] < 0.5) continue;
    if (first < 0) first = x;
    last = x;
  }
  return [first, last];
}

/**
 * Over a bald head's temples, the outline in row `y` moved out towards the skull's ellipse (its
 * edges `cx` ± `halfSpan`), `share` of the way from where the figure ends either side of column
 * `cx`: a crisp edge, antialiased. The ellipse laid over the matte at `share` of its opacity was a
 * translucent band as wide as the matte fell short of it, and the backdrop and the rim light
 * through it were a light sliver down the temple to the ear's top (pix/pixar's bald man; on
 * pix/disney the ink line ran thick along it).
 */
function skullFadeIn(silhouette: Grey, y: number, cx: number, halfSpan: number, share: number): void {
  const { width, data } = silhouette;
  const row = y * width;
  const centre = Math.round(cx);
  if (centre < 0 || centre >= width || data[row + centre] < 0.5) return;
  for (const side of [-1, 1] as const) {
    // The figure's last pixel at least half covered, walking out from the middle, and the one past it.
    let inner = centre;
    while (inner + side >= 0 && inner + side < width && data[row + inner + side] >= 0.5) inner += side;
    const outer = inner + side;
    const past = outer >= 0 && outer < width ? data[row + outer] : 0;
    // The figure's edge to a fraction of a pixel: what the two cover of their two pixels.
    const figure = side < 0 ? inner + 1 - data[row + inner] - past : inner + data[row + inner] + past;
    const ellipse = cx + side * halfSpan;
    if ((ellipse - figure) * side <= 0) continue;
    const edge = figure + share * (ellipse - figure);
    const [from, to] = side < 0 ? [Math.max(0, Math.floor(edge)), inner] : [inner, Math.min(width - 1, Math.ceil(edge))];
    for (let x = from; x <= to; x++) {
      const cover = Math.min(1, Math.max(0, side < 0 ? x + 1 - edge : edge - x));
      data[row + x] = Math.max(data[row + x], cover);
    }
  }
}

/**
 * Whether the figure in row `y` ends within `margin` of the outline `wider` on its left and on its
 * right, and the outline's first and last columns in that row (-1 when it has none).
 */
function stopsAtOutline(chosen: Uint8Array, wider: Grey, y: number, margin: number): [[boolean, boolean], number, number] {
  const { width } = wider;
  const [first, last] = rowSpan(wider, y);
  if (first < 0) return [[false, false], -1, -1];
  let left = first;
  let right = last;
  while (left > 0 && chosen[y * width + left - 1] !== 255) left--;
  while (right < width - 1 && chosen[y * width + right + 1] !== 255) right++;
  return [[first - left < margin, right - last < margin], first, last];
}

/**
 * Skin beside the cheeks and jaw, outside the face's outline and the neck's column, is no face:
 * it was the room or the far cheek beside a turned face, drawn as a square block of jaw over the
 * neck. Hair-coloured, it becomes hair; else it leaves the figure.
 */
function cutSkinBesideJaw(
  chosen: Uint8Array,
  silhouette: Grey,
  wider: Grey,
  soft: Rgb,
  mesh: readonly XY[],
  hairColour: Colour | null,
): void {
  const { width, height, data } = soft;
  const unit = distance(mesh[33], mesh[263]);
  const { faceWidth, chin } = faceFrame(mesh);
  // The neck's column as ./neckline.ts draws it under the jaw: narrower, the skin between was
  // filled with hair here and kept there, a step in the hair's edge at the jaw.
  const neckX = neckMiddle(mesh);
  const neckHalf = faceWidth * NECK_HALF;
  const from = Math.max(0, Math.floor(eyeLineY(mesh) + unit * 0.2));
  for (let y = from; y < Math.min(height, Math.ceil(chin)); y++) {
    const cut: number[] = [];
    const kept: number[] = [];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (chosen[i] !== 0 || wider.data[i] >= 0.5 || Math.abs(x + 0.5 - neckX) < neckHalf) continue;
      if (hairColour && colourDistance(data, i * 3, hairColour) < 0.15) {
        chosen[i] = 1;
        continue;
      }
      chosen[i] = 255;
      cut.push(i);
      kept.push(silhouette.data[i]);
      silhouette.data[i] = Math.min(silhouette.data[i], wider.data[i]);
    }
    fillNotches(chosen, silhouette, y * width, width, cut, kept);
  }
  // Above that row, on a side where the figure stops at the outline there, it may reach past the
  // outline only by what narrows to nothing at that row: a turned woman's far temple kept a patch
  // of hair (or skin) beside her eye ending in a level cut at that row (the ninth blind panel: "a
  // misaligned eye patch seam across the face"). A side where hair falls on past the outline
  // below is left as it is.
  const start = Math.floor(from);
  if (start >= height) return;
  const [stops, first0, last0] = stopsAtOutline(chosen, wider, start, unit * 0.1);
  if (first0 < 0) return;
  const taper = unit * 1.5;
  for (let y = Math.max(0, Math.floor(from - taper)); y < start; y++) {
    const reach = (from - y) * 0.8;
    const [first, last] = rowSpan(wider, y);
    if (first < 0) continue;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (chosen[i] === 255 || chosen[start * width + x] === 1) continue;
      if (!(x < first0 ? stops[0] : x > last0 ? stops[1] : false)) continue;
      const past = Math.max(first - (x + 0.5), x + 0.5 - (last + 1)) - reach;
      if (past <= -1) continue;
      silhouette.data[i] *= smoothstep(1, -1, past);
      if (past > 0) chosen[i] = 255;
    }
  }
}

/** The room's median colour above the eyes (the matte's surely-not-person pixels; null when too few). */
function roomColour(soft: Rgb, person: Grey, eyeLine: number): Colour | null {
  const rows = Math.min(soft.height, Math.floor(eyeLine)) * soft.width;
  const room: number[] = [];
  for (let i = 0; i < rows; i++) if (person.data[i] < 0.05) room.push(i * 3);
  return room.length < 50 ? null : medianColour(soft.data, room);
}

/**
 * The hair's colour just above the raised forehead, read off the photo and not off the matte:
 * what there is neither skin nor the room's colour `wall` (null when too little is). The
 * person's matte can lose dark hair before a pale wall: the older man's band round his head was
 * only the wall, and his black hair was painted a grey cap.
 */
function hairAboveForehead(soft: Rgb, mesh: readonly XY[], tone: Colour, eyeLine: number, wall: Colour): Colour | null {
  const { width, height, data } = soft;
  const inner = fillPolygon(foreheadRaised(mesh), width, height);
  const outer = fillPolygon(scaled(foreheadRaised(mesh), 1.15), width, height);
  const rows = Math.min(height, Math.floor(eyeLine)) * width;
  const strip: number[] = [];
  const hair: number[] = [];
  for (let i = 0; i < rows; i++) {
    if (outer.data[i] === 0 || inner.data[i] > 0) continue;
    strip.push(i * 3);
    if (skinLikeness(data, i * 3, tone) < 0.3 && colourDistance(data, i * 3, wall) > 0.2) hair.push(i * 3);
  }
  return hair.length > 50 && hair.length > strip.length * 0.2 ? naturalHair(medianColour(data, hair)) : null;
}

/**
 * A band round the head this near the room's median colour (RGB distance) is the room, not
 * hair: the matte let the wall in round a head whose hair it lost, keeping perhaps a thin ring of
 * it. The gallery's heads of hair read 0.26–0.38 from their rooms, but for the dark man's black
 * hair before a dark room (0.03).
 */
const BAND_IS_ROOM = 0.1;

/**
 * How many times lighter (Lab L) than the band's median the hair's lit colour may be: the lit
 * part of a head of hair is a lift of its body (1.4–1.65 on the gallery's heads of hair), not
 * another colour. Read over more of the head than the band, it can take in the crop's smeared
 * edge: the brown-skinned woman's brown hair (L 33) read a blonde's L 79 (2.4×).
 */
const LIT_LIFT = 2;

/**
 * And how much lighter (Lab L, added) it may be: a dark band's lift can stay under LIT_LIFT and
 * still be another colour. The brown-skinned woman's brown hair (band L 33–42) read a blonde's
 * L 79–82 at seeds 1–3 (+39 to +48, 1.9–2.5×): once she read long at every seed (`fallsPastJaw`),
 * her hair was painted blonde at seed 2. The gallery's lit reads of light hair are +10 to +28 (the
 * blonde's +20 to +26). Midway in that gap (+28 … +39), eased over LIT_RISE_EASE either side: eased
 * over ±7 the refused +39 was still painted 13% of the way to the blonde.
 */
const LIT_RISE = 33.5;
/** The ease either side of LIT_RISE (Lab L): inside the +28 … +39 gap, so both ends are whole. */
const LIT_RISE_EASE = 4.5;

/**
 * Hair whose band reads darker than this (Lab L) is black, and painted as the band reads it: its
 * lit part is the skin and the room blurred into it (the dark man's black hair, L 5–10, read L 16–18
 * and was painted brown). The gallery's other heads of hair read L 18 and over. Nor is a black band
 * taken for the room: black hair before a dark room reads as the room and is right as it is.
 */
const BLACK_HAIR = 14;

/**
 * How crisp the borders between the masses are: each label's smoothed vote raised to this power
 * and shared out. At 8 the hair's end over the clothes was a ramp about 8 px deep at 768 px, four
 * times the figure's outline, and read as a blurred cut across the hair; a rendered toon's hair
 * lies over its top with a clean edge. 20 takes the ramp to about 3 px, still antialiased.
 */
const BORDER_POWER = 20;

/** `a` drawn the share `t` of the way to `b`: `a` itself at 0, `b` itself at 1. */
function towards(a: Colour, b: Colour, t: number): Colour {
  if (t <= 0) return a;
  if (t >= 1) return b;
  return mixColour(a, b, t);
}

/**
 * How far a band of Lab L `banded` is from black: 0 under BLACK_HAIR - 2, 1 over BLACK_HAIR + 2,
 * eased between. A switch at BLACK_HAIR was a cliff: two heads of hair a shade apart were painted
 * one their band, the other their lit colour (hairColour.test: 0.14 RGB in one 0.001 step of the
 * band). The gallery's bands are L 5–10 and 18 and over, outside the ease.
 */
function notBlack(banded: number): number {
  return smoothstep(BLACK_HAIR - 2, BLACK_HAIR + 2, banded);
}

/**
 * The colour the hair is painted: its lit colour (`lit`, ../pix/anime/hairColour.ts) when the
 * hair is long, not black, and the lit colour is a lift of the band's median `band`; where
 * nothing was read round the head or the band is the room (`bandIsRoom`: the matte lost the
 * hair), what `above` reads over the forehead; else the band's. Each limit on the band's
 * lightness and on the lift is eased over a little either side (`notBlack`, LIT_LIFT ± 0.2), so
 * the paint never jumps between the band and another colour.
 */
export function paintedHairColour(
  band: Colour,
  lit: Colour | null,
  longHair: boolean,
  above: () => Colour | null,
  bandIsRoom: boolean,
): Colour {
  const banded = colourToLab(band)[0];
  // Nothing was read round the head: the hair is read over the forehead.
  if (!lit) return above() ?? band;
  const painted = litOrBand(band, lit, longHair, banded);
  // The band is the room (the matte lost the hair, keeping perhaps a thin ring of it): the hair
  // is read over the forehead. Not a black band: black hair before a dark room reads as the room
  // (the dark man's, 0.03 from it) and is right as it is.
  if (!bandIsRoom || notBlack(banded) <= 0) return painted;
  return towards(painted, above() ?? band, notBlack(banded));
}

/** Hair's paint from the band's median `band` (Lab L `banded`) and its lit colour `lit`. */
function litOrBand(band: Colour, lit: Colour, longHair: boolean, banded: number): Colour {
  // Short hair is thin round the head: its lit part is the scalp, the forehead or the room
  // showing through it (the tuned man's dark brown, L 21, read L 29, a receding hairline lighter).
  if (!longHair) return band;
  const litL = colourToLab(lit)[0];
  const lift = litL / Math.max(banded, 1e-6);
  const within =
    (1 - smoothstep(LIT_LIFT - 0.2, LIT_LIFT + 0.2, lift)) *
    (1 - smoothstep(LIT_RISE - LIT_RISE_EASE, LIT_RISE + LIT_RISE_EASE, litL - banded));
  return towards(band, lit, notBlack(banded) * within);
}

// drawnMasses' passes over every pixel, each its own function: V8 compiled the one long function
// again in every result (on-stack, loop by loop, 4–6 times a result, the fourth in a process too),
// a few hundred milliseconds of its compiler each; a small function per loop is compiled once
// and stays compiled. Each computes what the loop in place computed, in the same order: the same
// floats.

/**
 * The person's matte cut at half way, `body` (blurred by `bodySigma`) below the eyes eased into
 * `head` (by `headSigma`) above them.
 */
function cutMatte(
  body: Float32Array,
  head: Float32Array,
  width: number,
  height: number,
  eyes: number,
  unit: number,
  bodySigma: number,
  headSigma: number,
): Grey {
  const silhouette = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const up = smoothstep(eyes + unit * 0.5, eyes - unit * 0.3, y);
    // Cut at half way with a ramp about a pixel and a half wide: a blurred step climbs 1/(σ√2π)
    // a pixel at its middle, and a fixed 0.4–0.6 ramp left a soft edge several pixels wide that
    // read as a halo round the figure.
    const half = 0.75 / ((bodySigma + (headSigma - bodySigma) * up) * Math.sqrt(2 * Math.PI));
    for (let i = y * width; i < (y + 1) * width; i++)
      silhouette.data[i] = smoothstep(0.5 - half, 0.5 + half, body[i] + (head[i] - body[i]) * up);
  }
  return silhouette;
}

/** The most of `into` and `other`, pixel by pixel, into `into`. */
function maxInto(into: Float32Array, other: Float32Array): void {
  for (let i = 0; i < other.length; i++) into[i] = Math.max(into[i], other[i]);
}

interface Band {
  /** The band's pixels (offsets into the photo's data) that are not skin. */
  band: number[];
  /** How many pixels the band has, how many of them over the crown, and how many of those are not skin. */
  ringAll: number;
  crownAll: number;
  crownHair: number;
  /** The clothes' pixels (offsets) at the frame's foot. */
  clothesAt: number[];
}

/**
 * The matte's band round the top of the face (between `ringInner` and `ringOuter`, above
 * `eyeLine`), less what is skin; and, below `clothesTop`, what of the figure is not skin.
 */
function readBand(
  soft: Rgb,
  person: Grey,
  silhouette: Grey,
  ringInner: Grey,
  ringOuter: Grey,
  tone: Colour,
  eyeLine: number,
  clothesTop: number,
  cx: number,
  faceWidth: number,
): Band {
  const { width, height, data } = soft;
  const band: number[] = [];
  let ringAll = 0;
  let crownAll = 0;
  let crownHair = 0;
  const clothesAt: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (person.data[i] < 0.9) continue;
      const p = i * 3;
      if (y < eyeLine && ringOuter.data[i] > 0 && ringInner.data[i] === 0) {
        ringAll++;
        const crown = Math.abs(x + 0.5 - cx) < faceWidth * 0.3;
        if (crown) crownAll++;
        if (skinLikeness(data, p, tone, 0.025) < 0.3) {
          band.push(p);
          if (crown) crownHair++;
        }
      } else if (y > clothesTop && silhouette.data[i] > 0.95 && skinLikeness(data, p, tone) < 0.3) clothesAt.push(p);
    }
  }
  return { band, ringAll, crownAll, crownHair, clothesAt };
}

/** A bald head's outline cut to its skull's ellipse down to `jaw`, the ellipse filled in above the brows. */
function baldSkull(
  silhouette: Grey,
  jaw: number,
  eyes: number,
  unit: number,
  cx: number,
  cy: number,
  faceWidth: number,
  faceHeight: number,
): void {
  const { width, height } = silhouette;
  for (let y = 0; y < Math.min(height, Math.ceil(jaw)); y++) {
    // Above the brows the skull is the whole ellipse, fading in over the temples as a shape
    // (`skullFadeIn`): where the matte fell short of the crown (a bald scalp as pale as the wall)
    // the top was drawn dented.
    const skull = smoothstep(eyes + unit * 0.1, eyes - unit * 0.5, y);
    const t = (y + 0.5 - (cy - faceHeight * 0.08)) / (faceHeight * 0.66);
    for (let x = 0; x < width; x++) {
      const s = (x + 0.5 - cx) / (faceWidth * 0.6);
      const inside = smoothstep(1.005, 0.995, hypot2(s, t));
      const i = y * width + x;
      silhouette.data[i] *= Math.min(1, inside + smoothstep(jaw - unit * 0.4, jaw, y));
      if (skull >= 1) silhouette.data[i] = Math.max(silhouette.data[i], inside);
    }
    if (skull > 0 && skull < 1 && Math.abs(t) < 1) skullFadeIn(silhouette, y, cx, faceWidth * 0.6 * Math.sqrt(1 - t * t), skull);
  }
}

/** A short cap of hair over the skull, added to the figure down to a crisp step at `brows`. */
function hairCap(silhouette: Grey, brows: number, cx: number, cy: number, faceWidth: number, faceHeight: number): void {
  const { width, height } = silhouette;
  for (let y = 0; y < Math.min(height, Math.ceil(brows)); y++) {
    const above = Math.min(1, Math.max(0, brows - y));
    for (let x = 0; x < width; x++) {
      // As wide as the temples: wider, short hair stood out beside them as a helmet.
      const s = (x + 0.5 - cx) / (faceWidth * 0.54);
      const t = (y + 0.5 - (cy - faceHeight * 0.1)) / (faceHeight * 0.64);
      const i = y * width + x;
      silhouette.data[i] = Math.max(silhouette.data[i], smoothstep(1.005, 0.995, hypot2(s, t)) * above);
    }
  }
}

/** The figure cut to a little past the short-hair cap's ellipse above its widest row `centre`. */
function closeRoundSkull(silhouette: Grey, centre: number, cx: number, faceWidth: number, faceHeight: number): void {
  const { width, height } = silhouette;
  for (let y = 0; y < Math.min(height, Math.ceil(centre)); y++) {
    for (let x = 0; x < width; x++) {
      const s = (x + 0.5 - cx) / (faceWidth * SHORT_HAIR_REACH);
      const t = (y + 0.5 - centre) / (faceHeight * 0.7);
      silhouette.data[y * width + x] *= smoothstep(1.005, 0.995, hypot2(s, t));
    }
  }
}

/**
 * Between rows `from` and `to`, the figure cut to the outline `wider`, the reach past it
 * narrowing from `unit` over the temples to nothing.
 */
function ovalBesideCheeks(silhouette: Grey, wider: Grey, from: number, to: number, unit: number): void {
  const { width, height } = silhouette;
  for (let y = Math.max(0, Math.floor(from - unit * 0.4)); y < Math.min(height, Math.ceil(to)); y++) {
    const reach = unit * (1 - smoothstep(from - unit * 0.4, from + unit * 0.1, y));
    const [first, last] = rowSpan(wider, y);
    if (first < 0) continue;
    for (let x = 0; x < width; x++) {
      const past = Math.max(first - (x + 0.5), x + 0.5 - (last + 1)) - reach;
      silhouette.data[y * width + x] *= smoothstep(1, -1, past);
    }
  }
}

/** Below row `to`, the figure cut to a neck round column `neckX`, shoulders sloping out from it below `shoulders`. */
function neckAndShoulders(silhouette: Grey, wider: Grey, to: number, neckX: number, shoulders: number, faceWidth: number): void {
  const { width, height } = silhouette;
  for (let y = Math.max(0, Math.ceil(to)); y < height; y++) {
    const half = faceWidth * 0.28 + Math.max(0, y - shoulders) * 2.4;
    if (half > width) break;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      silhouette.data[i] *= Math.max(wider.data[i], smoothstep(half + 1, half - 1, Math.abs(x + 0.5 - neckX)));
    }
  }
}

/** What `chooseLabels` needs to know of the head: where things are, and the hair's and the clothes' colours. */
interface LabelPlace {
  raised: Grey;
  face: Grey;
  hairColour: Colour | null;
  longHair: boolean;
  hairEnds: number;
  clothing: readonly Colour[];
  eyeLine: number;
  mouthLine: number;
  chin: number;
  cx: number;
  faceWidth: number;
  faceHeight: number;
}

/** A pixel outside the figure, in `chooseLabels`' answer. */
const OUTSIDE = 255;

/**
 * Each pixel of the figure labelled 0 skin, 1 hair, 2.. clothes (OUTSIDE past it): the nearest
 * colour the place allows.
 */
function chooseLabels(soft: Rgb, silhouette: Grey, tone: Colour, place: LabelPlace): Uint8Array {
  const { width, height, data } = soft;
  const { raised, face, hairColour, longHair, hairEnds, clothing, eyeLine, mouthLine, chin, cx, faceWidth, faceHeight } = place;
  const chosen = new Uint8Array(width * height).fill(OUTSIDE);
  for (let y = 0; y < height; y++) {
    const aboveMouth = y < mouthLine;
    const lowDown = y > chin + faceHeight * 0.8;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (silhouette.data[i] <= 0.01) continue;
      const p = i * 3;
      if (raised.data[i] > 0 && (!hairColour || y > eyeLine || face.data[i] > 0.5)) {
        chosen[i] = 0;
        continue;
      }
      // Skin by likeness (a colour near the skin's), made less likely away from the face and neck:
      // under the chin only a neck's width of it, widening to shoulders lower down (where the
      // frame ends under a chin, the photo's edge stretched out reads as skin-coloured for ever).
      const besideHead = y < chin;
      const below = (y - chin) / faceHeight;
      const neckHalf = faceWidth * (0.27 + smoothstep(0.35, 0.9, below) * 0.9);
      const offNeck = y > chin && Math.abs(x + 0.5 - cx) > neckHalf && clothing.length > 0;
      let best = 0;
      // Above the raised forehead (which reaches the hairline) of a head with hair, hair and never
      // skin: warm-lit short hair, brown hair near a dark skin's colour, or a frame cut at the
      // forehead whose edge is stretched upwards, drew a bare crown over a head of hair.
      const crown = hairColour && y < eyeLine && raised.data[i] === 0 ? Infinity : 0;
      const likeness = skinLikeness(data, p, tone);
      // Below the neck's length only what clearly is skin stays skin: a white shirt's V (nothing
      // like the one colour of the top) fell to skin and drew a neck reaching down to the waist.
      const pastNeck = below > 0.4 && likeness < 0.35 && clothing.length > 0;
      let cost = offNeck || pastNeck ? Infinity : (1 - likeness) * 0.35 + (besideHead ? 0.06 : 0) + crown;
      // Long hair falls beside the neck, not over it.
      if (hairColour && y < hairEnds && (y < chin || Math.abs(x + 0.5 - cx) > faceWidth * 0.3)) {
        const hairCost = colourDistance(data, p, hairColour) + (lowDown ? 0.05 : 0);
        if (hairCost < cost) {
          cost = hairCost;
          best = 1;
        }
      }
      // Beside the face of a head of long hair, above the chin, the hair and never the clothes: a
      // blonde's lit hair is the top's colour read at the frame's foot (her hair over the shoulder),
      // and from the mouth down it was the clothes, taken away beside the neck (./neckline.ts):
      // her long hair ended in a level cut at the mouth.
      if (!aboveMouth && !(longHair && y < chin))
        for (let k = 0; k < clothing.length; k++) {
          // Under the chin, in the neck's column, a shadowed neck is darker than the skin's tone but still skin.
          // (A beard's shadow or stubble under the jaw is as dark as a top, and was a dark blob on the neck.)
          const throat = below > 0 && below < 0.5 && Math.abs(x + 0.5 - cx) < faceWidth * 0.36 ? 0.3 : 0;
          const clothCost = colourDistance(data, p, clothing[k]) + (y < chin ? 0.1 : 0) + throat;
          if (clothCost < cost) {
            cost = clothCost;
            best = 2 + k;
          }
        }
      chosen[i] = best;
    }
  }
  return chosen;
}

/** Each label's vote, 1 where the pixel is given it. */
function castVotes(chosen: Uint8Array, votes: readonly Grey[]): void {
  for (let i = 0; i < chosen.length; i++) if (chosen[i] !== OUTSIDE) votes[chosen[i]].data[i] = 1;
}

/**
 * The labels' smoothed votes sharpened back to crisp borders inside the figure, into `masks`:
 * each vote raised to BORDER_POWER and shared out.
 */
function sharpenVotes(smoothed: readonly Float32Array[], silhouette: Grey, masks: readonly Grey[]): void {
  const labels = masks.length;
  // Each label's power found once a pixel (it was found twice: the same doubles), and not asked
  // where the label has no vote at all (0 ** BORDER_POWER is 0): most pixels are far from two of
  // the labels, and the power was a third of this function's own time.
  const powers = new Float64Array(labels);
  for (let i = 0; i < silhouette.data.length; i++) {
    const s = silhouette.data[i];
    if (s <= 0) continue;
    let total = 0;
    for (let k = 0; k < labels; k++) {
      const vote = smoothed[k][i];
      powers[k] = vote === 0 ? 0 : vote ** BORDER_POWER;
      total += powers[k];
    }
    if (total <= 0) continue;
    for (let k = 0; k < labels; k++) masks[k].data[i] = (powers[k] / total) * s;
  }
}

/** The face oval (`face`) skin whatever the labels say: the other masks given way to it. */
function faceIsSkin(face: Grey, masks: readonly Grey[]): void {
  for (let i = 0; i < face.data.length; i++) {
    const f = face.data[i];
    if (f <= 0) continue;
    for (let k = 1; k < masks.length; k++) masks[k].data[i] *= 1 - f;
    masks[0].data[i] = Math.max(masks[0].data[i], f);
  }
}

/**
 * The figure's masses in `soft` (the reshaped portrait blurred to its low frequencies), from
 * the person's matte and the reshaped mesh; `tone` is the skin's colour.
 */
export function drawnMasses(soft: Rgb, person: Grey, mesh: readonly XY[], tone: Colour, man = false): Masses {
  const { width, height, data } = soft;
  const unit = distance(mesh[33], mesh[263]);
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  // Smoothed more round the head than the body: a head's outline is one clean curve.
  const bodySigma = unit * 0.06;
  const headSigma = unit * 0.1;
  const body = blurGrey(person, bodySigma).data;
  const head = blurGrey(person, headSigma).data;
  const eyes = eyeLineY(mesh);
  const silhouette = cutMatte(body, head, width, height, eyes, unit, bodySigma, headSigma);
  // The face's outline: the mesh's oval, a turned face's far side drawn out towards the near
  // side's mirror (./faceOutline.ts).
  const oval = balancedOval(mesh);
  const face = crispPolygon(oval, width, height);
  // The face's outline reaches past the matte wherever the matte falls short of it (a turned
  // face's far cheek, which the smoothed matte cut in to a thin sliver beside the cheek's apple).
  maxInto(silhouette.data, face.data);
  const raised = fillPolygon(foreheadRaised(mesh), width, height);
  const ringInner = fillPolygon(scaled(foreheadRaised(mesh), 1.02), width, height);
  const ringOuter = fillPolygon(scaled(foreheadRaised(mesh), 1.5), width, height);
  const eyeLine = eyeLineY(mesh);
  const mouthLine = mesh[14][1];

  // The hair's colour: the matte's band round the top of the face, less what is skin (a bald
  // crown, a high forehead). The skin test is tight here: blonde hair is nearly the skin's hue.
  const clothesTop = Math.min(height - unit * 0.3, chin + faceHeight * 0.85);
  const { band, ringAll, crownAll, crownHair, clothesAt } = readBand(
    soft,
    person,
    silhouette,
    ringInner,
    ringOuter,
    tone,
    eyeLine,
    clothesTop,
    cx,
    faceWidth,
  );
  // The crown mostly skin (or, when the frame cuts the crown off, the whole band): a bald head,
  // what is left of the band being the room at the matte's edge or a shadow.
  const bald = crownAll > 60 ? crownHair < crownAll * 0.35 : band.length < ringAll * 0.3;
  const hairColour = ringAll > 50 && !bald ? naturalHair(medianColour(data, band)) : null;
  // Long hair falls beside the cheeks and jaw; short hair leaves the room (or ears) there, and then
  // nothing below the jaw is hair (a dark jacket is not a dark head of hair).
  // It falls from the temples: dark beside the jaw but not beside the eyes is something else (the
  // head of someone behind, under the chin of a smiling man, was drawn as his long hair).
  const [besideJaw, besideTemples] = besideJawAndTemples(soft, silhouette, person, mesh, tone, hairColour);
  // A man's hair stops at his jaw: in a dark room, the room and a head under his chin beside his
  // temples and jaw are as dark as hair, and a smiling man was drawn as a long-haired woman.
  const longHair = !man && hairColour !== null && fallsPastJaw(besideJaw, besideTemples);
  const room = roomColour(soft, person, eyeLine);
  const hairPaint =
    hairColour &&
    paintedHairColour(
      hairColour,
      hairColourOf(soft, mesh, person, tone),
      longHair,
      () => room && hairAboveForehead(soft, mesh, tone, eyeLine, room),
      room !== null && Math.hypot(hairColour[0] - room[0], hairColour[1] - room[1], hairColour[2] - room[2]) < BAND_IS_ROOM,
    );
  const top = dominantColour(
    data,
    hairColour && longHair ? clothesAt.filter((p) => colourDistance(data, p, hairColour) > 0.08) : clothesAt,
  );
  const clothing = top ? [top] : [];
  const hairEnds = longHair ? height : chin - faceHeight * 0.05;

  // A bald head's outline is its skull's ellipse: the matte round a bare crown takes in the room behind.
  if (!hairColour) {
    const { cy } = faceFrame(mesh);
    baldSkull(silhouette, chin - faceHeight * 0.15, eyes, unit, cx, cy, faceWidth, faceHeight);
  }

  // A head of hair has at least a short cap of it over the skull: the matte round short hair
  // against a pale wall hugged the scalp, and a man with short hair read as bald. Its lower
  // edge is a crisp step at the eyes (ramped over rows it was a blurred band across the hair).
  if (hairColour) {
    const { cy } = faceFrame(mesh);
    hairCap(silhouette, eyeLine - unit * 0.2, cx, cy, faceWidth, faceHeight);
  }
  // A man's short hair lies close round the skull: no more of it than a little past the cap's
  // ellipse, down to the ellipse's widest row. The matte beside a short-haired head takes in the
  // dark room or a shoulder behind, and the dark man's hair stood out from his temple as a bun
  // (the ninth blind panel). Not a woman's: the brown-skinned woman's hair beside her temples,
  // falling short of her jaw, was cut off at that row.
  if (hairColour && !longHair && man) {
    const { cy } = faceFrame(mesh);
    closeRoundSkull(silhouette, cy - faceHeight * 0.1, cx, faceWidth, faceHeight);
  }
  // Beside the cheeks of a head without long hair, from the ears' top to the jaw's corners, only
  // the mesh's oval remains: the matte there takes in the ears or a hand, which beside a toon's
  // oval read as a lump bulging on the cheek. How far past the oval the figure may reach narrows
  // over the temples, so hair or a skull tapers into the oval (a level cut left a shelf).
  const wider = crispPolygon(scaled(oval, 1.03, 1), width, height);
  if (!longHair) {
    const to = (mesh[172][1] + mesh[397][1]) / 2;
    ovalBesideCheeks(silhouette, wider, eyeLine + unit * 0.15, to, unit);
    // Below the jaw a neck, then shoulders sloping out from it: the matte there also took in a
    // chair's back or a collar standing up beside the neck, drawn as a torn flap.
    const neckX = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
    neckAndShoulders(silhouette, wider, to, neckX, chin + faceHeight * 0.2, faceWidth);
  }

  // Labels: 0 skin, 1 hair, 2.. clothes; each pixel the nearest colour the place allows.
  const labels = 2 + clothing.length;
  const chosen = chooseLabels(soft, silhouette, tone, {
    raised,
    face,
    hairColour,
    longHair,
    hairEnds,
    clothing,
    eyeLine,
    mouthLine,
    chin,
    cx,
    faceWidth,
    faceHeight,
  });
  // Long hair hangs beside the neck as far as the photo's does, where the matte lost it (./hairBesideNeck.ts).
  if (longHair && hairColour) {
    const isHair = hairByColour(soft, hairColour, tone);
    hangHair(chosen, silhouette, mesh, hairBesideNeck(soft, mesh, isHair), isHair);
  }
  cutSkinBesideJaw(chosen, silhouette, wider, soft, mesh, hairColour);
  // Skin cut off from the face (a skin-coloured patch on the crown, a bare shoulder's blob) and hair
  // cut off from the head of hair (a lock on the top) are given to what surrounds them: the hair
  // beside the head, the clothes below the chin.
  const onFace = (i: number): boolean => face.data[i] > 0.5 || raised.data[i] > 0;
  const besideFace = (i: number): number => {
    if (Math.floor(i / width) < chin) return hairColour ? 1 : 0;
    return clothing.length ? 2 : 0;
  };
  dropIslands(chosen, width, 0, onFace, besideFace);
  if (hairColour)
    dropIslands(
      chosen,
      width,
      1,
      (i) => i < width * eyeLine,
      () => (clothing.length ? 2 : 0),
    );
  const votes = Array.from({ length: labels }, () => createGrey(width, height));
  castVotes(chosen, votes);
  // Smoothed (islands smaller than a clump vanish), then sharpened back to crisp borders; each
  // label blurred only round where it is (the same pixels: a whole-frame blur per label was a
  // tenth of the style's time).
  const sigma = unit * 0.07;
  const smoothed = votes.map((vote) => blurLocal(vote, sigma).data);
  const masks = votes.map(() => createGrey(width, height));
  sharpenVotes(smoothed, silhouette, masks);
  // The face oval is skin whatever the labels say.
  faceIsSkin(face, masks);
  return {
    silhouette,
    face,
    skin: masks[0],
    hair: masks[1],
    hairColour,
    hairPaint,
    longHair,
    clothes: clothing.map((colour, k) => ({ mask: masks[2 + k], colour })),
  };
}
