// A toon's eyes painted over the photo's (which, magnified from a small face, are a blur):
// bright whites, a large iris in the person's own eye colour made vivid and lit from below, a
// dark ring round it and a pupil, all clipped to the lids; then the catchlights — one large soft
// window and a small second one (a render's), or a star-like glint with sparkles (a storybook's).
// pix/pixar's and pix/disney's are set into the head (`set`, ./eyeSet.ts): the socket and the
// lid's crease shaded, the lash line thickening outward, the lid's shadow across the ball, and any
// lashes a few swept from the outer corner (./outerLashes.ts).
import { hypot2 } from '../../shared/hypot';
import { createGrey, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { strokeCurve } from '../featureLines';
import { distance, LEFT_EYE, RIGHT_EYE, type XY } from '../landmarks';
import { outerLashes } from './outerLashes';
import { fillPolygon, scaled } from '../masks';
import {
  ballShadow,
  cornerShade,
  lashLine,
  lowerLidRim,
  meanUnder,
  shadeSocket,
  shadowed,
  type EyeSet,
  type Lids,
} from './eyeSet';

export interface ToonEyeOptions {
  /** Iris radius as a share of the eye's width. */
  iris: number;
  /**
   * The pupil's radius as a share of the iris's (0.42 unless given). pix/disney's 0.3: at 0.42 a
   * blind panel read "pupils too large", a doll's dark eyes with no coloured iris round them.
   */
  pupil?: number;
  /** 'window': a big soft highlight and a small one; 'sparkle': a glint with a ring of small sparkles. */
  catchlight: 'window' | 'sparkle';
  /** Lashes drawn out from the upper lid's outer half (0 none … 1 long). */
  lashes: number;
  /** The least opening (lid to lid over corner to corner) the eyes are painted with: 0.42 round, 0.34 almond. */
  open: number;
  /** The upper lid line's weight (1 a fine line, 2.5 an anime's heavy lid). */
  lidWeight?: number;
  /** The colour lids, lashes and the iris ring are drawn in. */
  line: Colour;
  /** The iris's colour when the caller read it already (else it is read from the picture under the iris). */
  irisColour?: Colour;
  /**
   * A rendered eyeball (pix/pixar): the whites shaded as a ball sunk under the lids — greyer
   * towards the corners, the upper lid's shadow deeper and wider — so the eye sits in the face
   * instead of reading as a flat white sticker. Left out: flat painted whites (anime, disney).
   */
  eyeball?: boolean;
  /**
   * Both eyes painted at one size and opening (pix/pixar, pix/disney): a turned face's far eye,
   * smaller in the photo, read beside the near one as two mismatched eyes. Each eye is scaled
   * about its own middle to the pair's mean width and opened as much as the pair's mean.
   * 'turned' (a head clearly turned, pix/anime): the far eye keeps its foreshortened width, but
   * both are opened as much as the pair's mean and drawn as tall as the near eye.
   */
  sameSize?: boolean | 'turned';
  /**
   * The eye set into the head (./eyeSet.ts; pix/pixar, pix/disney): the socket shaded, a crease
   * over the lid, the lash line thickening outward, the lid's shadow across the ball, a soft lower
   * lid, the whites warm in the face's light. Left out: the eye painted as before.
   */
  set?: EyeSet;
  /** The key light's side (image left unless told): the catchlights on it, the iris lit opposite. */
  keyFromLeft?: boolean;
}

interface Eye {
  contour: readonly number[];
  /** The lower lid from the outer corner to the inner. */
  lowerLid: readonly number[];
  outer: number;
  inner: number;
  top: number;
  bottom: number;
  upperLid: readonly number[];
}

const EYES: readonly Eye[] = [
  {
    contour: RIGHT_EYE,
    lowerLid: [33, 7, 163, 144, 145, 153, 154, 155, 133],
    outer: 33,
    inner: 133,
    top: 159,
    bottom: 145,
    upperLid: [33, 246, 161, 160, 159, 158, 157, 173, 133],
  },
  {
    contour: LEFT_EYE,
    lowerLid: [263, 249, 390, 373, 374, 380, 381, 382, 362],
    outer: 263,
    inner: 362,
    top: 386,
    bottom: 374,
    upperLid: [263, 466, 388, 387, 386, 385, 384, 398, 362],
  },
];

function mix(data: Float32Array, p: number, colour: Colour, amount: number): void {
  if (amount <= 0) return;
  data[p] += (colour[0] - data[p]) * amount;
  data[p + 1] += (colour[1] - data[p + 1]) * amount;
  data[p + 2] += (colour[2] - data[p + 2]) * amount;
}

/** The mean colour of the picture in a disc (the person's iris, roughly). */
function meanIn(picture: Rgb, centre: XY, radius: number): Colour {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = Math.floor(centre[1] - radius); y <= centre[1] + radius; y++) {
    for (let x = Math.floor(centre[0] - radius); x <= centre[0] + radius; x++) {
      if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
      if (hypot2(x + 0.5 - centre[0], y + 0.5 - centre[1]) > radius) continue;
      const p = (y * picture.width + x) * 3;
      r += picture.data[p];
      g += picture.data[p + 1];
      b += picture.data[p + 2];
      n++;
    }
  }
  return n ? [r / n, g / n, b / n] : [0.3, 0.2, 0.15];
}

/** The iris's colour made vivid and light enough to read: the hue of the photo's, or a warm brown. */
function irisColour(sampled: Colour): Colour {
  const mean = (sampled[0] + sampled[1] + sampled[2]) / 3;
  const chroma = sampled.map((v) => v - mean);
  const spread = Math.max(...chroma.map(Math.abs));
  // A grey or very dark iris (most photos at this size) becomes a rich brown; a coloured one keeps its hue.
  // Skin read through a small eye (red over green over blue) counts as no colour.
  if (spread < 0.03 || (sampled[0] > sampled[1] && sampled[1] > sampled[2] && mean > 0.3)) return [0.45, 0.27, 0.14];
  const gain = Math.min(4, 0.22 / spread);
  const level = (c: number): number => Math.min(1, Math.max(0, 0.4 + chroma[c] * gain));
  return [level(0), level(1), level(2)];
}

/**
 * A light eye (mean over LIGHT_EYE) whose strongest channel is blue is a blue or grey-blue eye,
 * however faint its tint: skin and a brown iris are always red over blue. The older man's pale
 * blue eyes read only (0.257, 0.249, 0.275) through the lids' shade and were painted brown ("blue
 * eyes made brown" to the forty-fourth panel); the dark-lashed woman's read (0.173, 0.156, 0.170).
 */
const LIGHT_EYE = 0.2;
/** A toon's grey-blue iris at full light (a faint tint made vivid enough to read as blue). */
const GREY_BLUE: Colour = [0.46, 0.62, 0.8];

/**
 * The person's iris colour read from the photo itself (both eyes, a disc inside the opening): a
 * clearly blue, green or grey-blue eye keeps its hue, made vivid; a light eye tinted blue at all is
 * a grey-blue; anything else (most eyes, and every small one, where skin bleeds in) is a warm
 * brown, deeper for dark eyes.
 */
export function photographedIris(photo: Rgb, mesh: readonly XY[]): Colour {
  let sum: Colour = [0, 0, 0];
  for (const eye of EYES) {
    const centre: XY = [(mesh[eye.outer][0] + mesh[eye.inner][0]) / 2, (mesh[eye.top][1] + mesh[eye.bottom][1]) / 2];
    const radius = Math.max(
      1,
      Math.min(distance(mesh[eye.outer], mesh[eye.inner]) * 0.14, distance(mesh[eye.top], mesh[eye.bottom]) * 0.4),
    );
    const found = meanIn(photo, centre, radius);
    sum = [sum[0] + found[0] / 2, sum[1] + found[1] / 2, sum[2] + found[2] / 2];
  }
  const [r, g, b] = sum;
  if (b > r + 0.03 || g > r + 0.03) return irisColour(sum);
  const light = Math.min(1, Math.max(0.5, (r + g + b) / 3 / 0.3));
  if (b > r && b > g && (r + g + b) / 3 > LIGHT_EYE) return [GREY_BLUE[0] * light, GREY_BLUE[1] * light, GREY_BLUE[2] * light];
  return [0.42 * light + 0.05, 0.25 * light + 0.03, 0.12 * light + 0.02];
}

function disc(
  data: Float32Array,
  width: number,
  height: number,
  centre: XY,
  radius: number,
  colour: Colour,
  opacity: number,
  clip?: Grey,
): void {
  for (let y = Math.max(0, Math.floor(centre[1] - radius - 1)); y <= Math.min(height - 1, centre[1] + radius + 1); y++) {
    for (let x = Math.max(0, Math.floor(centre[0] - radius - 1)); x <= Math.min(width - 1, centre[0] + radius + 1); x++) {
      const d = hypot2(x + 0.5 - centre[0], y + 0.5 - centre[1]);
      const a = Math.min(1, Math.max(0, radius + 0.5 - d)) * opacity * (clip ? clip.data[y * width + x] : 1);
      mix(data, (y * width + x) * 3, colour, a);
    }
  }
}

/** How much of the white's own tone is the skin's round the eye: the ball in the face's light, a few levels warm. */
const SKIN_IN_WHITE = 0.12;

/**
 * The iris's light (0 its dark … 1 its light) set in the head: a pool low in the iris on the side
 * away from the key, the light through the lens of the eye falling on its far wall.
 */
function litIris(dx: number, dy: number, radius: number, keySide: number): number {
  // As wide as the iris: a pool its own radius wide left the older man's blue eyes navy.
  const d = Math.hypot(dx + keySide * radius * 0.25, dy - radius * 0.38) / (radius * 1.25);
  const pool = Math.max(0, 1 - d);
  return Math.min(1, pool * pool * (3 - 2 * pool) * 1.25);
}

/** A white disc whose edge fades over `feather` of its radius. */
function softDisc(
  data: Float32Array,
  width: number,
  centre: XY,
  radius: number,
  feather: number,
  opacity: number,
  clip: Grey,
): void {
  const height = clip.height;
  for (let y = Math.max(0, Math.floor(centre[1] - radius - 1)); y <= Math.min(height - 1, centre[1] + radius + 1); y++) {
    for (let x = Math.max(0, Math.floor(centre[0] - radius - 1)); x <= Math.min(width - 1, centre[0] + radius + 1); x++) {
      const d = hypot2(x + 0.5 - centre[0], y + 0.5 - centre[1]) / radius;
      const edge = Math.min(1, Math.max(0, (1 - d) / feather));
      mix(data, (y * width + x) * 3, [1, 1, 1], edge * edge * (3 - 2 * edge) * opacity * clip.data[y * width + x]);
    }
  }
}

/** A four-pointed glint: two thin crossed spikes with a bright core. */
function glint(data: Float32Array, width: number, height: number, centre: XY, size: number, opacity: number): void {
  const reach = Math.ceil(size) + 1;
  for (let y = Math.max(0, Math.floor(centre[1] - reach)); y <= Math.min(height - 1, centre[1] + reach); y++) {
    for (let x = Math.max(0, Math.floor(centre[0] - reach)); x <= Math.min(width - 1, centre[0] + reach); x++) {
      const dx = Math.abs(x + 0.5 - centre[0]) / size;
      const dy = Math.abs(y + 0.5 - centre[1]) / size;
      // A star: bright where |dx|·|dy| is small and both are within the size.
      const star = Math.max(0, 1 - Math.sqrt(dx) - Math.sqrt(dy)) * 2.2;
      const a = Math.min(1, star) * opacity;
      mix(data, (y * width + x) * 3, [1, 1, 1], a);
    }
  }
}

/** The lids nearer than this share of the eye's width: a shut eye (a wink, a blink), drawn as its lid line alone. */
const SHUT = 0.05;

/**
 * A pair of eyes' opening (lid to lid over corner to corner, each eye's): the mean of the open
 * ones, both when neither is shut. A wink's shut eye counted as nought halved the open eye's,
 * which was then painted half shut too.
 */
export function pairOpening(ratios: readonly number[]): number {
  const open = ratios.filter((ratio) => ratio >= SHUT);
  const counted = open.length ? open : ratios;
  return counted.reduce((sum, ratio) => sum + ratio, 0) / Math.max(1, counted.length);
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The box round an eye (lashes included), the only pixels its paint can reach. */
function eyeBox(contour: readonly XY[], eyeWidth: number, width: number, height: number, socket: boolean): Box {
  const xs = contour.map((point) => point[0]);
  const ys = contour.map((point) => point[1]);
  // A shaded socket reaches further round the eye than the lashes, and is cut off by the box.
  const [side, below] = socket ? [0.75, 0.6] : [0.5, 0.3];
  return {
    left: Math.max(0, Math.floor(Math.min(...xs) - eyeWidth * side)),
    right: Math.min(width - 1, Math.ceil(Math.max(...xs) + eyeWidth * side)),
    top: Math.max(0, Math.floor(Math.min(...ys) - eyeWidth * (socket ? 0.8 : 0.6))),
    bottom: Math.min(height - 1, Math.ceil(Math.max(...ys) + eyeWidth * below)),
  };
}

/** The upper lid's line and its lashes, inked over the eye (`at`: a mesh point where the eye is drawn). */
function inkLid(
  picture: Rgb,
  mesh: readonly XY[],
  eye: Eye,
  at: (index: number) => XY,
  eyeWidth: number,
  box: Box,
  options: ToonEyeOptions,
): void {
  const { width, height, data } = picture;
  const ink = createGrey(width, height);
  const pen = Math.max(1.5, eyeWidth * 0.06 * (options.lidWeight ?? 1));
  // Set in the head, the lid's edge thickens outward (one even line read as drawn on).
  if (options.set) lashLine(ink, eye.upperLid.map(at), pen, options.set.innerTaper, options.set.plain);
  else strokeCurve(ink, eye.upperLid.map(at), pen, true);
  if (options.lashes > 0) {
    const outerSign = mesh[eye.outer][0] < mesh[eye.inner][0] ? -1 : 1;
    // Set in the head (pix/disney; pixar paints none): a few long lashes swept from the outer corner.
    if (options.set) outerLashes(ink, eye.upperLid.map(at), outerSign, eyeWidth * options.lashes, Math.max(1.5, eyeWidth * 0.05));
    else
      for (let k = 0; k < 4; k++) {
        const t = k / 4;
        const [bx, by] = at(eye.upperLid[k]);
        const length = eyeWidth * options.lashes * (0.28 - t * 0.12);
        const tip: XY = [bx + outerSign * length * (0.75 - t * 0.4), by - length * (0.55 + t * 0.35)];
        const middle: XY = [bx + (tip[0] - bx) * 0.4 + outerSign * length * 0.05, by + (tip[1] - by) * 0.55];
        const lash = Math.max(1.2, eyeWidth * 0.035);
        strokeCurve(ink, [[bx, by], middle, tip], lash, true);
      }
  }
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      const i = y * width + x;
      if (ink.data[i] > 0) mix(data, i * 3, options.line, ink.data[i] * 0.9);
    }
}

// paintToonEyes' passes over pixels, each its own function: V8 compiled the long function again
// in every result (twice a result, the fourth in a process too), a few hundred milliseconds of
// its compiler each; a small function per loop is compiled once and stays compiled. Each paints
// what the loop in place painted, in the same order: the same floats.

/** `mask` kept only where `clip` is under a quarter, faded out to it. */
function leaveOut(mask: Grey, clip: Grey): void {
  for (let i = 0; i < mask.data.length; i++) mask.data[i] *= 1 - Math.min(1, clip.data[i] * 4);
}

/**
 * The whites (`white`, over the eye's `box`) in `whiteTone`, falling off towards the corners of a
 * ball (round column `ballX`, `eyeWidth` wide) when drawn as an `eyeball` or `set` in the head.
 */
function paintWhites(
  data: Float32Array,
  width: number,
  box: Box,
  white: Grey,
  whiteTone: Colour,
  ballX: number,
  eyeWidth: number,
  eyeball: boolean,
  set: EyeSet | undefined,
): void {
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      const i = y * width + x;
      if (white.data[i] <= 0) continue;
      const p = i * 3;
      // The whites lifted and cooled a little, as lit eyeballs; a ball's whites fall off to its corners.
      const across = eyeball || set ? Math.min(1, Math.abs((i % width) + 0.5 - ballX) / (eyeWidth * 0.5)) : 0;
      const shade = 1 - (set ? cornerShade(set, across) : 0.3 * across * across);
      const tone: Colour = [whiteTone[0] * shade, whiteTone[1] * shade, whiteTone[2] * shade];
      mix(data, p, tone, white.data[i] * (set ? 0.92 : 0.8));
    }
}

/**
 * The iris round `centre`, `radius` to its ring: `dark` to `light` towards the bottom (`set` in
 * the head: lit from the key's side `keySide`, and darkening to its rim), inside `clip`.
 */
function paintIris(
  picture: Rgb,
  clip: Grey,
  centre: XY,
  radius: number,
  dark: Colour,
  light: Colour,
  set: boolean,
  keySide: number,
): void {
  const { width, height, data } = picture;
  const { data: clipData } = clip;
  for (let y = Math.max(0, Math.floor(centre[1] - radius)); y <= Math.min(height - 1, centre[1] + radius); y++) {
    for (let x = Math.max(0, Math.floor(centre[0] - radius)); x <= Math.min(width - 1, centre[0] + radius); x++) {
      const dx = x + 0.5 - centre[0];
      const dy = y + 0.5 - centre[1];
      const d = Math.hypot(dx, dy) / (radius * 0.84);
      if (d >= 1) continue;
      const down = set ? litIris(dx, dy, radius, keySide) : Math.max(0, Math.min(1, 0.5 + dy / (radius * 1.6)));
      const tone: Colour = [
        dark[0] + (light[0] - dark[0]) * down,
        dark[1] + (light[1] - dark[1]) * down,
        dark[2] + (light[2] - dark[2]) * down,
      ];
      // Set in the head, the iris darkens towards its rim (the limbus) as a lens seen edge on.
      const limbus = set ? 1 - 0.35 * Math.max(0, Math.min(1, (d - 0.6) / 0.4)) : 1;
      mix(
        data,
        (y * width + x) * 3,
        [tone[0] * limbus, tone[1] * limbus, tone[2] * limbus],
        Math.min(1, (1 - d) * 6) * clipData[y * width + x],
      );
    }
  }
}

/** The ball's shadow (`shadowAt` a pixel centre) over the eye's `box`, inside `clip`. */
function shadeBall(data: Float32Array, width: number, box: Box, clip: Grey, shadowAt: (x: number, y: number) => number): void {
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      const i = y * width + x;
      if (clip.data[i] > 0) shadowed(data, i * 3, shadowAt((i % width) + 0.5, Math.floor(i / width) + 0.5) * clip.data[i]);
    }
}

/** The upper lid's blurred shadow `shade` over the eye's `box`, inside `clip`, at `strength`. */
function shadeUnderLid(data: Float32Array, width: number, box: Box, shade: Grey, clip: Grey, strength: number): void {
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      const i = y * width + x;
      const a = shade.data[i] * clip.data[i] * strength;
      if (a > 0) mix(data, i * 3, [0.1, 0.05, 0.05], a);
    }
}

export function paintToonEyes(picture: Rgb, mesh: readonly XY[], options: ToonEyeOptions): void {
  const { width, height, data } = picture;
  const widths = EYES.map((eye) => distance(mesh[eye.outer], mesh[eye.inner]));
  const ratios = EYES.map((eye, k) => distance(mesh[eye.top], mesh[eye.bottom]) / Math.max(1, widths[k]));
  for (const [k, eye] of EYES.entries()) {
    const scale = options.sameSize === true ? (widths[0] + widths[1]) / 2 / Math.max(1, widths[k]) : 1;
    // Only a turned head's far eye: lifted to the near eye's height, its width left foreshortened.
    const tall = options.sameSize === 'turned' ? Math.max(widths[0], widths[1]) / Math.max(1, widths[k]) : 1;
    const ratio = options.sameSize ? pairOpening(ratios) : ratios[k];
    const eyeWidth = widths[k] * scale;
    const photographed = ratio * eyeWidth;
    // A shut eye keeps its lids where the photo has them: opened to the pair's mean it was widened
    // by the mean over its own nought opening (an infinite, NaN geometry), and not drawn at all.
    // An eye too narrow to open into a toon's (a squint, or the open eye of a wink whose pair
    // reads narrow) is drawn as its lid line too: passed over, it left a blank patch of skin
    // beside its drawn partner.
    const shut = ratios[k] < SHUT || ratio < 0.16;
    // A toon's eye is opened wider than a narrow real one: the lids moved apart about the eye's middle.
    const widen = shut ? 1 : Math.max(1, (options.open * eyeWidth) / photographed) * (photographed / (ratios[k] * eyeWidth));
    const middleX = (mesh[eye.outer][0] + mesh[eye.inner][0]) / 2;
    const middleY = (mesh[eye.top][1] + mesh[eye.bottom][1]) / 2;
    const at = (index: number): XY => [
      middleX + (mesh[index][0] - middleX) * scale,
      middleY + (mesh[index][1] - middleY) * widen * scale * tall,
    ];
    const contour = eye.contour.map(at);
    const box = eyeBox(contour, eyeWidth, width, height, options.set !== undefined);
    if (shut) {
      inkLid(picture, mesh, eye, at, eyeWidth, box, options);
      continue;
    }
    const opening = Math.max(options.open, ratio) * eyeWidth * tall;
    // The key's side in x (image left unless told).
    const keySide = options.keyFromLeft === false ? 1 : -1;
    // The opening between the lids, softened by a pixel so the paint has no jagged rim.
    const clip = blurLocal(fillPolygon(contour, width, height), 0.8);
    const white = blurLocal(fillPolygon(scaled(contour, 0.94, 0.9), width, height), eyeWidth * 0.04);
    const ballX = (mesh[eye.outer][0] + mesh[eye.inner][0]) / 2;
    const { set } = options;
    const lids: Lids = { upper: eye.upperLid.map(at), lower: eye.lowerLid.map(at) };
    // The whites in the face's light: a neutral white a little towards the skin round the eye.
    let whiteTone: Colour = [0.95, 0.95, 0.97];
    if (set) {
      const round = fillPolygon(scaled(contour, 1.7, 2.4), width, height);
      leaveOut(round, clip);
      const skin = meanUnder(picture, round);
      const toward = (c: number): number => 0.92 + (skin[c] - 0.92) * SKIN_IN_WHITE;
      whiteTone = [toward(0), toward(1), toward(2)];
      shadeSocket(picture, box, lids, eyeWidth, opening, set);
    }
    paintWhites(data, width, box, white, whiteTone, ballX, eyeWidth, options.eyeball === true, set);
    const centre: XY = [(mesh[eye.outer][0] + mesh[eye.inner][0]) / 2, middleY + opening * 0.04];
    const radius = Math.min(eyeWidth * options.iris, opening * 0.9);
    const colour = options.irisColour ?? irisColour(meanIn(picture, centre, radius * 0.7));
    const light: Colour = [
      Math.min(1, colour[0] * 1.5 + 0.1),
      Math.min(1, colour[1] * 1.5 + 0.1),
      Math.min(1, colour[2] * 1.5 + 0.1),
    ];
    // Iris: a dark ring, the colour, lighter towards the bottom (light passing through the lens of the eye).
    const dark: Colour = [colour[0] * 0.35, colour[1] * 0.35, colour[2] * 0.35];
    // Set in the head the ring is the iris's own dark rim more than an ink outline (the line at
    // 0.7 over the whites was a grey band round the iris).
    const { line } = options;
    const ring: Colour = set ? [(line[0] + dark[0]) / 2, (line[1] + dark[1]) / 2, (line[2] + dark[2]) / 2] : line;
    disc(data, width, height, centre, radius, ring, 0.95, clip);
    disc(data, width, height, centre, radius * 0.86, dark, 1, clip);
    paintIris(picture, clip, centre, radius, dark, light, set !== undefined, keySide);
    disc(data, width, height, centre, radius * (options.pupil ?? 0.42), [0.03, 0.02, 0.03], 0.95, clip);
    if (set) {
      // The upper lid's shadow across the top of the white and the iris, the lower lid's under them.
      shadeBall(data, width, box, clip, ballShadow(lids, set));
      lowerLidRim(picture, box, lids, eyeWidth, set);
    }
    // The upper lid's shadow on the eyeball (set in the head, the ball's shadow above is its own).
    if (!set) {
      const lid = createGrey(width, height);
      strokeCurve(lid, eye.upperLid.map(at), Math.max(1.5, opening * (options.eyeball ? 0.5 : 0.35)), true);
      const shade = blurLocal(lid, opening * (options.eyeball ? 0.18 : 0.12));
      shadeUnderLid(data, width, box, shade, clip, options.eyeball ? 0.55 : 0.35);
    }
    inkLid(picture, mesh, eye, at, eyeWidth, box, options);
    // Catchlights, up and towards the light, inside the iris.
    const side = keySide;
    const main: XY = [centre[0] + side * radius * 0.32, centre[1] - radius * 0.36];
    if (options.catchlight === 'window' && set) {
      // A render's window: soft-edged, a light's reflection on a wet ball, not a stamped white dot.
      softDisc(data, width, main, radius * 0.28, 0.45, 0.9, clip);
      softDisc(data, width, [centre[0] - side * radius * 0.35, centre[1] + radius * 0.38], radius * 0.1, 0.5, 0.6, clip);
    } else if (options.catchlight === 'window') {
      disc(data, width, height, main, radius * 0.3, [1, 1, 1], 0.92, clip);
      disc(
        data,
        width,
        height,
        [centre[0] - side * radius * 0.35, centre[1] + radius * 0.38],
        radius * 0.12,
        [1, 1, 1],
        0.8,
        clip,
      );
    } else {
      glint(data, width, height, main, radius * 0.55, 0.95);
      disc(data, width, height, main, radius * 0.13, [1, 1, 1], 1, clip);
      for (let k = 0; k < 3; k++) {
        const angle = 0.6 + k * 0.9;
        disc(
          data,
          width,
          height,
          [centre[0] + Math.cos(angle) * radius * 0.55, centre[1] + Math.sin(angle) * radius * 0.5],
          radius * (0.07 - k * 0.012),
          [1, 1, 1],
          0.85,
          clip,
        );
      }
    }
  }
}
