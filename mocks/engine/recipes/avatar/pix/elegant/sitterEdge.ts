// The photo sitter's edge made a studio portrait's, not a cut-out's. The person matte follows the
// enlarged photo's JPEG blocks and its hair strands carry the room's light: laid on the backdrop
// as it came, the twentieth panel saw "a jagged cut-out halo around the head and blocky smears on
// the arm and shoulder edges, the pose just cut out and put on a brown backdrop". So the matte's
// outline is smoothed at a scale larger than a block (its steps rounded off, the edge a soft
// feather), the edge's colours are the sitter's own pushed out from inside (the room's light in
// the fringe is what read as a halo), and the sitter casts a soft shadow on the backdrop away from
// the key while the backdrop's light wraps a little round their edge (the scenes' wrap,
// ../../scenes/lightWrap.ts, called by ./photoSitter.ts), so the two share one light.
import { createGrey, smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey, blurRgb } from '../../blur';
import { faceFrame } from '../../landmarks';
import { faceUnit } from '../../retouch';
import { fallOffBelow } from './studio';
import type { WholeHead } from './wholeHead';

/** The outline smoothed over this much of the eye span (a JPEG block enlarged is about 0.15–0.2). */
const OUTLINE_SMOOTHING = 0.07;
/** The feather's width, as a share of the eye span: a studio lens's soft edge, no cut line. */
const FEATHER = 0.02;
/** Inside the edge by about this much of the eye span the colours are the sitter's own. */
const FRINGE = 0.05;

/** How much of a fringe pixel no lighter than the sitter inside is replaced all the same. */
const KEPT_SHADE = 0.25;

function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * The matte with its outline's block steps rounded off and its edge feathered: blurred wider than
 * a block, then cut again at half with a narrow ramp, so the outline runs smooth and soft.
 */
function smoothOutline(matte: Grey, unit: number): Grey {
  const wide = blurGrey(matte, Math.max(1.5, unit * OUTLINE_SMOOTHING));
  // A blurred step climbs from 0.25 to 0.75 over about 1.35 sigma: the ramp keeps the feather's width of it.
  const ramp = Math.min(0.3, (0.25 * FEATHER) / (1.35 * OUTLINE_SMOOTHING));
  const result = createGrey(matte.width, matte.height);
  for (let i = 0; i < result.data.length; i++) result.data[i] = smoothstep(0.5 - ramp, 0.5 + ramp, wide.data[i]);
  return blurGrey(result, Math.max(1, unit * FEATHER));
}

/** The sitter's opacity in the portrait: `cutOut` (./studio.ts sitterMatte) with its outline smoothed, falling off below where the photo ends. */
function studioMatte(cutOut: Grey, { portrait, photo }: WholeHead): Grey {
  const matte = smoothOutline(cutOut, faceUnit(portrait.mesh));
  fallOffBelow(matte, portrait, photo, faceFrame(portrait.mesh).chin);
  return matte;
}

/**
 * The sitter's colours in the fringe of `matte` (where it is not yet solid) replaced by the
 * colours a little further in, pushed outward (a normalised blur of the solid inside), in place:
 * the room's light caught in the hair's edge is gone, the hair's own colour runs to the outline.
 */
function cleanFringe(picture: Rgb, matte: Grey, unit: number): void {
  const reach = Math.max(1.5, unit * FRINGE);
  const inner = blurGrey(matte, reach);
  const solid = createGrey(matte.width, matte.height);
  for (let i = 0; i < solid.data.length; i++) solid.data[i] = smoothstep(0.9, 0.99, inner.data[i]);
  const weighted: Rgb = { width: picture.width, height: picture.height, data: new Float32Array(picture.data.length) };
  for (let i = 0, p = 0; i < solid.data.length; i++, p += 3) {
    const w = solid.data[i];
    weighted.data[p] = picture.data[p] * w;
    weighted.data[p + 1] = picture.data[p + 1] * w;
    weighted.data[p + 2] = picture.data[p + 2] * w;
  }
  const spread = blurRgb(weighted, reach);
  const weight = blurGrey(solid, reach);
  for (let i = 0, p = 0; i < solid.data.length; i++, p += 3) {
    const w = weight.data[i];
    const fringe = 1 - solid.data[i];
    if (w < 1e-3 || fringe <= 0) continue;
    const r = spread.data[p] / w;
    const g = spread.data[p + 1] / w;
    const b = spread.data[p + 2] / w;
    // Lighter than the sitter inside: the room's light, taken out; darker or alike: the hair's own
    // strands and shading, mostly kept (replaced, the hair's edge read as a smooth painted cap).
    const lighter = luma(picture.data[p], picture.data[p + 1], picture.data[p + 2]) - luma(r, g, b);
    const amount = fringe * (KEPT_SHADE + (1 - KEPT_SHADE) * smoothstep(0, 0.08, lighter));
    picture.data[p] += (r - picture.data[p]) * amount;
    picture.data[p + 1] += (g - picture.data[p + 1]) * amount;
    picture.data[p + 2] += (b - picture.data[p + 2]) * amount;
  }
}

/**
 * The studio edge of the sitter cut out by `cutOut` (./studio.ts sitterMatte) from `picture` (the
 * retouched sitter, the fringe's colours cleaned in place): their opacity in the portrait.
 */
export function sitterEdge(picture: Rgb, cutOut: Grey, wholeHead: WholeHead): Grey {
  cleanFringe(picture, cutOut, faceUnit(wholeHead.portrait.mesh));
  return studioMatte(cutOut, wholeHead);
}

/** How deep the sitter's shadow falls on the backdrop. */
const SHADOW = 0.3;

/**
 * The backdrop darkened by the sitter's soft shadow, cast away from the key (`side` −1: the key
 * on the left) and down a little, in place: the sitter stands before it, not pasted on it.
 */
export function castShadow(backdrop: Rgb, matte: Grey, unit: number, side: number): void {
  const { width, height } = matte;
  const shiftX = Math.round(-side * unit * 0.35);
  const shiftY = Math.round(unit * 0.2);
  const moved = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const from = Math.min(height - 1, Math.max(0, y - shiftY));
    for (let x = 0; x < width; x++)
      moved.data[y * width + x] = matte.data[from * width + Math.min(width - 1, Math.max(0, x - shiftX))];
  }
  const shadow = blurGrey(moved, Math.max(2, unit * 0.5));
  for (let i = 0, p = 0; i < shadow.data.length; i++, p += 3) {
    const dark = 1 - SHADOW * shadow.data[i];
    backdrop.data[p] *= dark;
    backdrop.data[p + 1] *= dark;
    backdrop.data[p + 2] *= dark;
  }
}
