// The modelled sitter dressed for an elegant portrait: the toon renderer's clothes are one mass in
// the photo's own top colour (a grey T-shirt, a brown jumper), which read to a blind panel as
// "plain, a generic pixar cousin". A studio portrait dresses its sitter: the clothes become a
// fine dark fabric with its folds and a soft sheen on the key's side; a man's an open white shirt
// collar under a dark jacket, a woman's (or a face the model cannot tell with long hair) a V
// neckline and a string of pearls (./pearls.ts) at the base of the neck.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';
import type { Masses } from '../../toon3d/masses';
import type { Who } from '../../toon3d/who';
import { pearlNecklace } from './pearls';

/** Where the neck meets the clothes: its centre, the row, and the neck's half width there. */
export interface NeckBase {
  cx: number;
  y: number;
  half: number;
}

function distance(data: Float32Array, p: number, colour: Colour): number {
  return Math.hypot(data[p] - colour[0], data[p + 1] - colour[1], data[p + 2] - colour[2]);
}

/**
 * The clothes as one mask (0–1), where the hair does not fall over them: long hair over the
 * shoulder stays hair (the blonde's ends, drawn in the clothes' mass, went to a dark smudge), told
 * by the drawn colour close to the hair's paint and nearer it than the clothes', where the two are far apart.
 */
function garmentOf(picture: Rgb, masses: Masses): Grey {
  const { width, height, data } = picture;
  const garment = createGrey(width, height);
  for (const { mask, colour } of masses.clothes) {
    const hair =
      masses.hairPaint && Math.hypot(...colour.map((c, k) => c - (masses.hairPaint?.[k] ?? 0))) > 0.45 ? masses.hairPaint : null;
    for (let i = 0; i < garment.data.length; i++) {
      const w = mask.data[i] * (1 - masses.hair.data[i]);
      if (w <= 0) continue;
      const toHair = hair ? distance(data, i * 3, hair) : 1;
      const hairLike = smoothstep(0.2, 0.1, toHair) * smoothstep(-0.02, 0.02, distance(data, i * 3, colour) - toHair);
      garment.data[i] = Math.min(1, garment.data[i] + w * (1 - hairLike));
    }
  }
  // Hardened: where the drawn hair fades into the clothes over a finger's width, the dark cloth
  // laid over the fade at its own opacity read as a smudge; the cloth ends at the fade's middle.
  for (let i = 0; i < garment.data.length; i++) garment.data[i] = smoothstep(0.3, 0.7, garment.data[i]);
  return garment;
}

/**
 * The neck's base, read from the masses: the first row below the chin where the clothes cover
 * the neck's centre, and the skin's half width a little above it. Null where no neck is seen.
 */
function neckBase(masses: Masses, garment: Grey, face: readonly XY[]): NeckBase | null {
  const { width, height } = garment;
  const { cx, chin, faceWidth } = faceFrame(face);
  const x = Math.round(cx);
  let y = Math.ceil(chin);
  while (y < height && garment.data[y * width + x] < 0.5) y++;
  if (y >= height - 2) return null;
  const row = Math.round((chin + y) / 2);
  let left = x;
  let right = x;
  while (left > 0 && masses.skin.data[row * width + left - 1] > 0.5) left--;
  while (right < width - 1 && masses.skin.data[row * width + right + 1] > 0.5) right++;
  const half = Math.min(faceWidth * 0.4, Math.max(faceWidth * 0.15, (right - left) / 2));
  return { cx: (left + right) / 2, y, half };
}

interface Fabric {
  /** The fabric's colour in its mid light. */
  colour: Colour;
  /** The sheen's strength on the key's side (0 none). */
  sheen: number;
}

/** The clothes repainted in `fabric`, their folds (the render's light over the mass) kept. */
function repaint(picture: Rgb, garment: Grey, fabric: Fabric, neck: NeckBase, keyFromLeft: boolean): void {
  const { width, height, data } = picture;
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < garment.data.length; i++) {
    const w = garment.data[i];
    if (w <= 0) continue;
    sum += w * (0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2]);
    weight += w;
  }
  const mean = weight > 0 ? sum / weight : 0.5;
  const key = keyFromLeft ? -1 : 1;
  const reach = neck.half * 5;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const w = garment.data[i];
      if (w <= 0) continue;
      const p = i * 3;
      const light = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
      const fold = Math.min(1.6, Math.max(0.5, light / Math.max(0.02, mean)));
      // The sheen: a soft band of light on the shoulder and breast nearer the key.
      const across = ((x - neck.cx) * key) / reach;
      const sheen =
        fabric.sheen * Math.exp(-((across - 0.45) ** 2) / 0.08) * smoothstep(neck.y - neck.half, neck.y + neck.half * 2, y);
      for (let c = 0; c < 3; c++) {
        const v = fabric.colour[c] * (0.45 + 0.55 * fold) + sheen;
        data[p + c] += (Math.min(1, v) - data[p + c]) * w;
      }
    }
}

/** Paints `colour` over `mask` (shaded by `shade` per row from the top), in place. */
function paintMask(picture: Rgb, mask: Grey, colour: Colour, shade: (y: number) => number): void {
  const { width, data } = picture;
  for (let i = 0; i < mask.data.length; i++) {
    const w = mask.data[i];
    if (w <= 0) continue;
    const s = shade(Math.floor(i / width));
    for (let c = 0; c < 3; c++) data[i * 3 + c] += (colour[c] * s - data[i * 3 + c]) * w;
  }
}

/**
 * The skin of the neck carried down over `mask` (the open neckline), in place: each column takes
 * the neck's colour from a row above its base (the neck's own light across it kept), a little
 * darker downwards. (Painted in one mean colour, the neckline read as a flat patch.)
 */
function carryNeckDown(picture: Rgb, mask: Grey, neck: NeckBase, depth: number): void {
  const { width, data } = picture;
  const from = Math.max(0, Math.round(neck.y - neck.half * 0.5));
  const source = data.slice(from * width * 3, (from + 1) * width * 3);
  for (let i = 0; i < mask.data.length; i++) {
    const w = mask.data[i];
    if (w <= 0) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const sx = Math.round(Math.min(neck.cx + neck.half * 0.85, Math.max(neck.cx - neck.half * 0.85, x)));
    const s = 1 - 0.1 * smoothstep(neck.y, neck.y + depth, y);
    // Faded in from the row it is read at, so no seam shows where it begins.
    const a = w * smoothstep(from, neck.y - neck.half * 0.15, y);
    for (let c = 0; c < 3; c++) data[i * 3 + c] += (source[sx * 3 + c] * s - data[i * 3 + c]) * a;
  }
}

/** A polygon's mask, clipped to `within` and softened a pixel. */
function shape(points: readonly XY[], within: Grey | null, width: number, height: number): Grey {
  const mask = blurGrey(fillPolygon(points, width, height), 0.7);
  if (within) for (let i = 0; i < mask.data.length; i++) mask.data[i] *= within.data[i];
  return mask;
}

/** `count` points along the quadratic curve from `from` to `to` bent towards `bend` (`from` left out). */
function curve(from: XY, bend: XY, to: XY, count = 16): XY[] {
  const points: XY[] = [];
  for (let k = 1; k <= count; k++) {
    const t = k / count;
    const [a, b, c] = [(1 - t) ** 2, 2 * t * (1 - t), t * t];
    points.push([a * from[0] + b * bend[0] + c * to[0], a * from[1] + b * bend[1] + c * to[1]]);
  }
  return points;
}

/**
 * One side's collar (`side` −1 left, 1 right), in half neck widths from the neck's base: the band
 * standing a little outside the neck's edge, its inside edge one curve down to the V, its point
 * laid out over the lapel. Drawn whole, not clipped by the masses: clipped by the neck's outline,
 * its edge was the renderer's stepped silhouette and read to a blind panel as "a jagged collar-neck edge".
 */
function collarOutline(side: number): { outline: XY[]; inside: XY[] } {
  const top: XY = [side * 1.02, -0.78];
  const tip: XY = [side * 0.04, 1.05];
  const point: XY = [side * 1.42, 0.48];
  const inside = [top, ...curve(top, [side * 0.92, 0.15], tip)];
  // The band's top turned round, not a spike.
  const shoulder: XY = [side * 1.16, -0.68];
  const outline = [
    ...inside,
    ...curve(tip, [side * 0.8, 0.9], point),
    ...curve(point, [side * 1.3, -0.3], shoulder),
    ...curve(shoulder, [side * 1.1, -0.8], top, 6),
  ];
  return { outline, inside };
}

/** A man's open white shirt under a dark jacket: satin lapels, the shirt's V, the skin at its open neck, the collar's points. */
function shirtAndCollar(picture: Rgb, garment: Grey, neckAndClothes: Grey, fabric: Colour, neck: NeckBase): void {
  const { width, height } = picture;
  const { cx, y, half } = neck;
  const tip = y + half * 2.6;
  const at = ([u, v]: XY): XY => [cx + u * half, y + v * half];
  for (const side of [-1, 1]) {
    const lapel = shape(
      [
        [cx + side * half * 1.15, y - half * 0.2],
        [cx + side * half * 1.75, y - half * 0.1],
        [cx + side * half * 0.9, tip + half * 0.4],
        [cx, tip],
      ],
      garment,
      width,
      height,
    );
    // A satin lapel catches more light than the cloth, the key's side most.
    paintMask(picture, lapel, fabric, (row) => 1.45 - 0.25 * smoothstep(y, tip, row));
  }
  const shirt = shape([at([-1.15, 0.2]), at([1.15, 0.2]), [cx, tip]], garment, width, height);
  paintMask(picture, shirt, [0.93, 0.93, 0.92], (row) => 0.95 - 0.15 * smoothstep(y, tip, row));
  // The open neck: the skin carried down between the collars' inside edges, reaching a little
  // under each collar so no sliver of shirt or cloth shows between the two.
  const [left, right] = [collarOutline(-1).inside, collarOutline(1).inside];
  // (The reach narrows to nothing at the V's foot, where the two collars meet over the shirt.)
  const under = (side: number, [u, v]: XY): XY => at([u + side * 0.12 * Math.min(1, (1.05 - v) / 0.5), v]);
  const opening = [...left.map((p) => under(-1, p)), ...right.reverse().map((p) => under(1, p))];
  carryNeckDown(picture, shape(opening, neckAndClothes, width, height), neck, half * 1.1);
  const collars = [-1, 1].map((side) => shape(collarOutline(side).outline.map(at), null, width, height));
  // The collars' soft shadow on the neck and the lapels, a little below them, so they lie on
  // the figure rather than float flat over it.
  const drop = Math.round(half * 0.06);
  const shadow = createGrey(width, height);
  for (const collar of collars)
    for (let i = drop * width; i < shadow.data.length; i++)
      shadow.data[i] = Math.max(shadow.data[i], collar.data[i - drop * width]);
  const soft = blurGrey(shadow, Math.max(1, half * 0.06));
  for (let i = 0; i < soft.data.length; i++)
    for (let c = 0; c < 3; c++) picture.data[i * 3 + c] *= 1 - 0.35 * soft.data[i] * neckAndClothes.data[i];
  for (const collar of collars)
    paintMask(picture, collar, [0.95, 0.94, 0.92], (row) => 1 - 0.14 * smoothstep(y - half * 0.5, y + half, row));
}

/** A woman's V neckline: the skin carried down from the neck into the fabric's V. */
function neckline(picture: Rgb, neckAndClothes: Grey, neck: NeckBase): void {
  openV(picture, neckAndClothes, neck, 1.45, 1.6);
}

/**
 * An open V below the neck (a shirt's or a gown's), its half-width `spread` and its depth `depth` in half neck
 * widths: the neck's skin carried down into it.
 */
function openV(picture: Rgb, neckAndClothes: Grey, neck: NeckBase, spread: number, depth: number): void {
  const { cx, y, half } = neck;
  const v = shape(
    [
      [cx - half * spread, y - half * 0.35],
      [cx + half * spread, y - half * 0.35],
      [cx, y + half * depth],
    ],
    neckAndClothes,
    picture.width,
    picture.height,
  );
  carryNeckDown(picture, v, neck, half * depth);
}

/**
 * Who is dressed how: a dark jacket over an open white shirt, a dark gown with pearls, or the
 * gown's plain dark V neckline without them (`top`).
 */
export type Dress = 'suit' | 'gown' | 'top';

/**
 * The dress for a sitter: a gown with pearls only for a face sure to be a woman's; a face the model
 * cannot tell, with long hair, the plain dark top (pearls on a face not known to be a woman's were
 * "a pearl necklace for everyone" to blind readers); any other face the suit.
 */
export function dressFor(who: Who, longHair: boolean): Dress {
  if (who.makeup === 'feminine') return 'gown';
  return !who.man && longHair ? 'top' : 'suit';
}

/** Each dress's cloth: a charcoal worsted, a near-black midnight silk (the top's too). */
const FABRIC: Record<Dress, Fabric> = {
  suit: { colour: [0.13, 0.135, 0.15], sheen: 0.08 },
  gown: { colour: [0.07, 0.075, 0.1], sheen: 0.08 },
  top: { colour: [0.07, 0.075, 0.1], sheen: 0.08 },
};

/** Dresses the rendered sitter in place (`face`: the reshaped mesh; `keyFromLeft`: the key's side; `who`: as faceres reads the photo). */
export function dressSitter(picture: Rgb, masses: Masses, face: readonly XY[], keyFromLeft: boolean, who: Who): void {
  const { width, height } = picture;
  const dress = dressFor(who, masses.longHair);
  const fabric = FABRIC[dress];
  const garment = garmentOf(picture, masses);
  const neck = neckBase(masses, garment, face);
  if (!neck) return;
  repaint(picture, garment, fabric, neck, keyFromLeft);
  // The neckline's skin runs up over the renderer's crease at the neck's base (the masses as
  // drawn: with the hardened garment the crease, between the two, showed through).
  const neckAndClothes = createGrey(width, height);
  neckAndClothes.data.set(masses.skin.data);
  for (const { mask } of masses.clothes)
    for (let i = 0; i < mask.data.length; i++) neckAndClothes.data[i] = Math.min(1, neckAndClothes.data[i] + mask.data[i]);
  if (dress === 'suit') shirtAndCollar(picture, garment, neckAndClothes, fabric.colour, neck);
  else {
    neckline(picture, neckAndClothes, neck);
    if (dress === 'gown') pearlNecklace(picture, neck, keyFromLeft);
  }
}
