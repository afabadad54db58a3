// 男孩's tease ("略略略"): the tongue poked out over the lower lip, its rounded tip hanging past
// the lip onto the chin. Painted on the photo before the head's and the mouth's warps, so it rides
// with the lower lip as the mouth opens and the head waggles. A head path alone never said "boy"
// to a blind reader (issue 37: named 0 of 15 in five panels); a poked tongue is read in one frame.
import type { Point } from '../../types';
import { type LocalFrame, frameThrough, globalX, globalY, localU, localV } from './frame';
import type { Colour, MouthPalette } from './mouthPalette';
import type { Raster } from './raster';
import { smoothstep } from './timeline';
import { tongueLightRead } from './tongueLightRead';
import { tongueTone } from './tongueTone';

/** Where the tongue lies, in the mouth's own frame (u along the corners, v down), and its colours. */
export interface TongueShape {
  frame: LocalFrame;
  halfWidth: number;
  /** v of the inner lower lip (the tongue's root as it leaves the mouth) and of the lower lip's outer edge. */
  root: number;
  lipEdge: number;
  /** The tongue's lit top, and the deeper, redder tissue where its body turns from the light (its shading darkens it further). */
  flesh: Colour;
  rim: Colour;
  /** The photo's softness at the mouth (sigma, px): the tongue's edge is as soft. */
  blur: number;
  /** v of the inner upper lip: the mouth's parted gap lies between it and the root. */
  upper: number;
  /** Where the photo's light comes from along u: -1 … 1, 0 in front (tongueLightRead.ts). */
  lightSide: number;
}

const CORNERS = [61, 291] as const;
const INNER_UPPER = 13;
const INNER_LOWER = 14;
const OUTER_LOWER = 17;
/** The deeper tissue where the tongue's body turns from the light: darker, and redder than its top. */
const RIM_SHADE: Colour = [0.85, 0.69, 0.75];
/**
 * The tongue's half width and its reach past the lower lip at full, shares of the mouth's half
 * width. Poked out long, the boy's sign: at 0.62 (its tip 0.47 below the lip's edge) over the
 * squeezed eyes a naming reader took the tongue in a parted mouth for fake laugh's (issue 37,
 * the fifty-ninth stop).
 */
const WIDTH = 0.46;
const REACH = 0.78;
/** The chin's shade under the tip (the tongue stands off the skin): darkest share, over this much of the mouth's half width. */
const SHADE = 0.2;
const SHADE_BAND = 0.14;
/** How far down the shadow is cast, a share of the mouth's half width. */
const SHADE_DROP = 0.08;
/**
 * The tongue's edge: a Gaussian's of the photo's blur at the mouth (sigma, px), at least this.
 * The old smoothstep over 2.2 sigmas ran from a tenth to nine tenths in 1.3 sigmas, half a
 * blurred edge's 2.56: on the bald man's soft face (sigma 3.4) it read as cut out.
 */
const LEAST_SIGMA = 0.9;
/** The tip's outline, |across|^p + down^p = 1: 2 a half disc; 2.5 a U, fuller at its sides. */
const TIP_POWER = 2.5;
/**
 * How much lighter the tongue's side toward the light is than its other side at its edge, a
 * share each way: a tongue lit from the front on a face lit from one side is pasted on.
 */
const SIDE_LIGHT = 0.12;
/**
 * The mouth's parted gap either side of the tongue's root: dark as the mouth inside (the photo
 * there kept at most this much, on a sharp photo; a soft photo's blur spreads it lighter),
 * reaching this far past the tongue's sides (a share of its half width), and at most this thick,
 * under the tongue, thinning toward the corners (a share of the mouth's half width). Without it
 * the tongue lay on closed lips, a sticker; with it, it comes out of a mouth.
 */
const GAP_KEEP = 0.45;
const GAP_REACH = 0.5;
const GAP_THICK = 0.06;
/**
 * A photo's mouth parted this much (its inner lips apart, a share of its half width) shows its
 * own inside: no gap is painted there. Darkened across the East Asian woman's smile (her inner
 * lips 0.2 apart) it laid a grey band on her teeth.
 */
const GAP_OPEN = 0.12;
/** The sheen's strength, a share of the light. */
const SHEEN = 0.12;
/**
 * The most of the photo's grain (levels either way) the tongue takes: a skin's noise is a few
 * levels, but under the tongue may lie a smile's teeth gaps, the lips' edge or a goatee's hairs.
 * At 6 the bald man's goatee still drew dark dashes on his tongue in the GIF: a few levels are
 * enough to tip a pixel from one of the two or three pinks its palette gives the tongue to the
 * next.
 */
const GRAIN = 2;

/**
 * The tongue's place and colours on this face, from its mesh and its mouth's palette; its pink
 * kept by `colourful` (0 a black-and-white photo: a grey tongue of the same lightness).
 */
export function tongueShape(photo: Raster, mesh: readonly Point[], palette: MouthPalette, colourful: number): TongueShape {
  const [left, right] = CORNERS.map((index) => mesh[index]);
  const frame = frameThrough(left[0], left[1], right[0], right[1]);
  const halfWidth = Math.max(2, Math.hypot(right[0] - left[0], right[1] - left[1]) / 2);
  // The lips' own colour in the photo's light, brought to a tongue's redness under the lit skin's grey.
  const light = tongueLightRead(photo, mesh);
  const lipEdge = localV(frame, mesh[OUTER_LOWER][0], mesh[OUTER_LOWER][1]);
  const flesh = tongueTone(palette.lip, light.skin, colourful, chinUnder(photo, frame, lipEdge, halfWidth));
  return {
    upper: localV(frame, mesh[INNER_UPPER][0], mesh[INNER_UPPER][1]),
    // The light's side is read toward the mesh's 280/425 cheeks, the side of corner 291: u's way
    // however the face is turned or rolled.
    lightSide: light.side,
    frame,
    halfWidth,
    root: localV(frame, mesh[INNER_LOWER][0], mesh[INNER_LOWER][1]),
    lipEdge,
    flesh,
    rim: [flesh[0] * RIM_SHADE[0], flesh[1] * RIM_SHADE[1], flesh[2] * RIM_SHADE[2]],
    blur: palette.blur,
  };
}

/**
 * The photo's mean colour where the tongue's lower half lies at full reach (its middle half
 * across, from halfway down to its tip): the chin it is seen against.
 */
function chinUnder(photo: Raster, frame: LocalFrame, lipEdge: number, halfWidth: number): Colour {
  const tip = lipEdge + (REACH - 0.15) * halfWidth;
  const from = (lipEdge + tip) / 2;
  const across = 0.5 * WIDTH * halfWidth;
  const sum = [0, 0, 0];
  let count = 0;
  for (let v = from; v <= tip; v++) {
    for (let u = -across; u <= across; u++) {
      const x = Math.round(globalX(frame, u, v));
      const y = Math.round(globalY(frame, u, v));
      if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
      const offset = (y * photo.width + x) * 3;
      for (let channel = 0; channel < 3; channel++) sum[channel] += photo.data[offset + channel];
      count++;
    }
  }
  if (count === 0) return [0, 0, 0];
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

/**
 * How deep inside the tongue (u, v) lies, in pixels (negative outside): a band as wide as the
 * tongue from its root down, ending in a rounded tip.
 */
function depthInside(u: number, v: number, root: number, tip: number, width: number): number {
  const round = Math.min(width, Math.max(1, tip - root));
  const centre = tip - round;
  const side = width - Math.abs(u);
  if (v < root) return Math.min(side, v - root);
  if (v <= centre) return side;
  const across = u / width;
  const down = (v - centre) / round;
  // A superellipse, squarer than a circle: a tongue's tip is a U, not the disc that read as a sticker.
  return (1 - (Math.abs(across) ** TIP_POWER + down ** TIP_POWER) ** (1 / TIP_POWER)) * Math.min(width, round);
}

/** The photo's grey at (x, y) against the mean of its four neighbours two pixels off: its grain there. */
function grainAt(source: Raster, x: number, y: number): number {
  const grey = (column: number, row: number): number => {
    const offset =
      (Math.min(source.height - 1, Math.max(0, row)) * source.width + Math.min(source.width - 1, Math.max(0, column))) * 3;
    return (source.data[offset] + source.data[offset + 1] + source.data[offset + 2]) / 3;
  };
  const around = (grey(x - 2, y) + grey(x + 2, y) + grey(x, y - 2) + grey(x, y + 2)) / 4;
  return grey(x, y) - around;
}

/**
 * The tongue's light at (across, along): -1..1 from side to side, 0 at its root to 1 at its tip,
 * on a face lit from `side` (-1 … 1 along u, 0 in front). A rounded body lit from above: it falls
 * off toward the sides as the surface turns away (a fifth less at 0.8 of the half width), more on
 * the side turned from the photo's light, lies in the mouth's shadow where it leaves the lips
 * (under half at the root, full light two fifths of the way down), dips a little as the tip curls
 * under, with a soft sheen toward the light in its upper half. Across it, one rise and one fall:
 * a GIF gives a tongue two or three of its palette's colours, and a groove down its middle (a dip
 * between two rises) crossed the line between two of them on both sides of it, in pairs of thin
 * lines, the dashes a reader saw on the smiling woman's tongue. No groove, then.
 */
function tongueLight(across: number, along: number, side: number): number {
  const turned = Math.min(1, Math.abs(across));
  const round = (0.55 + 0.45 * Math.sqrt(1 - turned * turned)) * (1 + SIDE_LIGHT * side * across);
  const root = 0.45 + 0.55 * smoothstep(along / 0.4) - 0.08 * smoothstep((along - 0.65) / 0.35);
  const towards = 0.35 * side;
  const sheen = SHEEN * Math.exp(-(((across - towards) / 0.3) ** 2) - ((along - 0.38) / 0.2) ** 2);
  return round * root + sheen;
}

/** A Gaussian-blurred edge's cover at `distance` inside it, in its sigmas (the normal curve's integral, to a hundredth). */
function blurredEdge(distance: number): number {
  return 1 / (1 + Math.exp(-1.702 * distance));
}

/** Paints the tongue out by `amount` (0–1) from `source` into `target` (a copy of it). */
export function paintTongue(source: Raster, shape: TongueShape, amount: number, target: Uint8Array): void {
  if (amount <= 0) return;
  const { frame, halfWidth } = shape;
  const width = WIDTH * halfWidth * (0.8 + 0.2 * amount);
  const tip = shape.lipEdge + (REACH * amount - 0.15) * halfWidth;
  if (tip <= shape.root) return;
  const sigma = Math.max(LEAST_SIGMA, shape.blur);
  const edge = 3 * sigma;
  const shadeBand = SHADE_BAND * halfWidth + edge;
  const drop = SHADE_DROP * halfWidth;
  const gap = gapAt(shape, width, amount, sigma);
  const emerging = (v: number): number => 0.8 + 0.2 * smoothstep((v - shape.root) / (0.35 * (tip - shape.root)));
  const reach = width * (1 + GAP_REACH) + edge;
  // The parted gap's darkening spreads over its thickness as well as the photo's blur: cut at the
  // blur's three sigmas, a sharp photo's gap ended in a straight step along its top (12 levels at
  // a sigma of 1 on a 40 px half width).
  const top = Math.min(shape.root, shape.upper) - edge - 3 * GAP_THICK * halfWidth;
  const bottom = tip + drop + shadeBand + edge;
  const corners = [
    [-Math.max(reach, width + shadeBand + edge), top],
    [Math.max(reach, width + shadeBand + edge), top],
    [-width - shadeBand - edge, bottom],
    [width + shadeBand + edge, bottom],
  ].map(([u, v]) => [globalX(frame, u, v), globalY(frame, u, v)]);
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(source.width - 1, Math.ceil(Math.max(...xs)));
  const upper = Math.max(0, Math.floor(Math.min(...ys)));
  const lower = Math.min(source.height - 1, Math.ceil(Math.max(...ys)));
  for (let y = upper; y <= lower; y++) {
    for (let x = left; x <= right; x++) {
      const u = localU(frame, x, y);
      const v = localV(frame, x, y);
      // Narrower where it leaves the lips, so its top corners tuck in behind them.
      const inside = depthInside(u, v, shape.root, tip, width * emerging(v));
      const offset = (y * source.width + x) * 3;
      // The tongue's shadow on the chin, cast a little down from the tip and as round as it,
      // under its tip only (a band round its sides too drew a dark halo, a sticker's outline).
      const cast = depthInside(u, v - drop, shape.root, tip, width);
      const under = smoothstep((v - (tip - 0.5 * width)) / (0.5 * width));
      const dark = Math.max(SHADE * amount * under * smoothstep(cast / shadeBand + 1), gap(u, v));
      if (dark > 0) {
        for (let channel = 0; channel < 3; channel++)
          target[offset + channel] = Math.round(target[offset + channel] * (1 - dark));
      }
      const cover = inside < -edge ? 0 : blurredEdge(inside / sigma);
      if (cover <= 0.004) continue;
      const along = (v - shape.root) / Math.max(1, tip - shape.root);
      const light = tongueLight(u / width, along, shape.lightSide);
      // The photo's own grain over the tongue (the pixel against its neighbours), so it is as
      // noisy as the face around it, not smoother; no more than a skin's grain.
      const grain = Math.min(GRAIN, Math.max(-GRAIN, grainAt(source, x, y)));
      // The darker tissue shows where the body turns away (the sides, the root's shadow).
      const rimShare = Math.min(1, Math.max(0, (0.9 - light) / 0.45));
      for (let channel = 0; channel < 3; channel++) {
        const base = shape.flesh[channel] * (1 - rimShare) + shape.rim[channel] * rimShare;
        const lit = Math.min(255, base * light + grain);
        target[offset + channel] = Math.round(target[offset + channel] * (1 - cover) + Math.max(0, lit) * cover);
      }
    }
  }
}

/**
 * How much the mouth's parted gap darkens (u, v): a lens between the inner lips either side of
 * the tongue's root, thickest under it and closing toward the corners, as soft as the photo.
 */
function gapAt(shape: TongueShape, width: number, amount: number, sigma: number): (u: number, v: number) => number {
  const middle = (Math.min(shape.upper, shape.root) + shape.root) / 2;
  const ends = width * (1 + GAP_REACH);
  const parted = Math.max(0, shape.root - shape.upper) / (GAP_OPEN * shape.halfWidth);
  const thick = GAP_THICK * shape.halfWidth * amount * (1 - smoothstep(parted));
  if (thick <= 0) return () => 0;
  const spread = Math.hypot(thick, sigma);
  return (u, v) => {
    const along = Math.abs(u) / ends;
    if (along >= 1) return 0;
    const open = thick * (1 - along * along);
    const depth = Math.exp(-0.5 * ((v - middle) / spread) ** 2) * (open / spread);
    return (1 - GAP_KEEP) * Math.min(1, depth);
  };
}
