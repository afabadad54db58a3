// An eye set into the head (pix/pixar, pix/disney), not laid on it: painted as a flat white with a
// disc iris and one even ink line, blind readers saw "sticker eyes", "stamped-on doll eyes". In a
// 3D-animated character the eye is a lit ball under skin: the socket round it a little in shade,
// the upper lid a fold of skin with a crease above it, its edge the lash line thickening outward,
// the lid's shadow across the top of the ball, the ball greyer towards its corners, and the lower
// lid a soft rim of skin. These are the skin's and the ball's shading; ./eyes.ts paints the eye.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { smoothCurve, strokeShaped } from '../featureLines';
import type { XY } from '../landmarks';
import { ellipseMaskInto } from '../masks';

export interface EyeSet {
  /** How deep the socket's shade on the skin round the eye (0 none … 1 the shadow's full depth). */
  socket: number;
  /** How dark the upper lid's crease above it. */
  crease: number;
  /** How dark the upper lid's shadow on the ball where it meets the lid. */
  lidShadow: number;
  /** How far down the opening the lid's shadow falls (a share of the opening). */
  lidReach: number;
  /** How much greyer the ball's whites are at its corners. */
  corners: number;
  /** How dark the lower lid's rim. */
  lowerLid: number;
  /** Shadow edges crisp (a hand-drawn film's cel) rather than soft (a render's). */
  cel?: boolean;
  /**
   * The lash line thinned to nothing before the inner corner (pix/disney, pix/pixar): carried at a third of
   * its weight down the lid's last steep step into the corner, it was "an inner-corner hook".
   */
  innerTaper?: boolean;
  /**
   * The lash line without its point past the outer corner and thickening less outward (pix/elegant's
   * man or unsure face): the pointed, thickened line read as "winged eyeliner" on a man.
   */
  plain?: boolean;
}

/** A warm shadow as a multiplier: skin in it goes a deeper tone of itself, a white a warm grey. */
const SHADOW: Colour = [0.6, 0.38, 0.34];
/** How much lighter the lid's lit skin over its edge and the lower lid's lit rim are at full strength. */
const LIFT = 0.5;

/** Darkens a pixel towards the warm shadow by `amount` (0–1): a deeper, redder tone of it. */
export function shadowed(data: Float32Array, p: number, amount: number): void {
  if (amount <= 0) return;
  for (let c = 0; c < 3; c++) data[p + c] *= 1 - amount * (1 - SHADOW[c]);
}

/**
 * Lightens a pixel by `amount` of itself, keeping its hue and saturation until a channel reaches
 * 1 (not mixed towards a light cream: that lost the pixar man's skin 0.001 of the saturation its
 * test asks).
 */
function lightened(data: Float32Array, p: number, amount: number): void {
  if (amount <= 0) return;
  for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * (1 + amount * LIFT));
}

/** The eye's lids as drawn, each from the outer corner to the inner. */
export interface Lids {
  upper: readonly XY[];
  lower: readonly XY[];
}

/** A curve's height at column x (null beyond its ends). */
function heightAt(curve: readonly XY[], x: number): number | null {
  for (let i = 1; i < curve.length; i++) {
    const [a, b] = [curve[i - 1], curve[i]];
    const [lo, hi] = a[0] < b[0] ? [a, b] : [b, a];
    if (x < lo[0] || x > hi[0]) continue;
    const t = hi[0] > lo[0] ? (x - lo[0]) / (hi[0] - lo[0]) : 0;
    return lo[1] + (hi[1] - lo[1]) * t;
  }
  return null;
}

/**
 * The shade on the ball at a pixel (0–1): the upper lid's shadow falling from the lid over
 * `lidReach` of the opening (soft in a render, a crisp-edged band in a cel), and a little under
 * the lower lid's rim. The corners' greying is the whites' own (`cornerShade`).
 */
export function ballShadow(lids: Lids, set: EyeSet): (x: number, y: number) => number {
  const upper = smoothCurve(lids.upper);
  const lower = smoothCurve(lids.lower);
  return (x, y) => {
    const top = heightAt(upper, x);
    const bottom = heightAt(lower, x);
    if (top === null || bottom === null) return set.lidShadow;
    const v = (y - top) / Math.max(1, bottom - top);
    const lid = set.cel
      ? 1 - smoothstep(set.lidReach * 0.85, set.lidReach * 1.1, v)
      : Math.pow(1 - smoothstep(0, set.lidReach, v), 1.6);
    const under = smoothstep(0.8, 1, v) * 0.18;
    return 1 - (1 - set.lidShadow * lid) * (1 - under);
  };
}

/** The whites' greying towards the ball's corners (0 at its middle). */
export function cornerShade(set: EyeSet, across: number): number {
  return set.corners * across * across;
}

/** The mean colour of the picture under a mask (the skin round the eye). */
export function meanUnder(picture: Rgb, mask: Grey): Colour {
  const sum = [0, 0, 0];
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i];
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) sum[c] += picture.data[i * 3 + c] * a;
    n += a;
  }
  return n ? [sum[0] / n, sum[1] / n, sum[2] / n] : [0.8, 0.6, 0.5];
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function eachIn(box: Box, width: number, visit: (i: number) => void): void {
  for (let y = box.top; y <= box.bottom; y++) for (let x = box.left; x <= box.right; x++) visit(y * width + x);
}

/**
 * The socket's shade round the eye and the upper lid's crease above it, on the skin before the
 * eye is painted: a soft hollow, deeper on the nose's side (where the brow ridge and the nose's
 * bridge meet), and the fold's shadow an eighth of an eye above the lid's edge, deepest over its
 * middle and fading into the corners. Between them the lid's own skin catches the light a little.
 */
export function shadeSocket(picture: Rgb, box: Box, lids: Lids, eyeWidth: number, opening: number, set: EyeSet): void {
  const { width, height, data } = picture;
  const outer = lids.upper[0];
  const inner = lids.upper[lids.upper.length - 1];
  const middle: XY = [(outer[0] + inner[0]) / 2, (outer[1] + inner[1]) / 2];
  const hollow = createGrey(width, height);
  // Mostly above the eye, under the brow: reaching as far below, it read as a grey bag under the eye.
  ellipseMaskInto(hollow, middle[0], middle[1] - eyeWidth * 0.12, eyeWidth * 0.62, opening * 0.5 + eyeWidth * 0.12, 1);
  const socket = blurLocal(hollow, eyeWidth * (set.cel ? 0.08 : 0.13));
  // The fold: the upper lid lifted and a little widened about the eye's middle.
  const gap = eyeWidth * 0.13;
  const n = lids.upper.length;
  const fold = lids.upper.map(([x, y], k): XY => {
    const bell = Math.sin((Math.PI * k) / (n - 1));
    return [middle[0] + (x - middle[0]) * 1.06, y - gap * (0.55 + 0.45 * bell)];
  });
  const pen = eyeWidth * (set.cel ? 0.035 : 0.07);
  const creaseInk = createGrey(width, height);
  // Thickest a little outward of the middle, gone at both ends.
  strokeShaped(creaseInk, fold, (t) => pen * Math.pow(Math.sin(Math.PI * t), 0.8) * (1.15 - 0.4 * t));
  const crease = blurLocal(creaseInk, eyeWidth * (set.cel ? 0.01 : 0.028));
  const lidSkin = createGrey(width, height);
  strokeShaped(
    lidSkin,
    lids.upper.map(([x, y], k): XY => [x, y - gap * 0.5 * (0.55 + 0.45 * Math.sin((Math.PI * k) / (n - 1)))]),
    (t) => gap * 0.5 * Math.sin(Math.PI * t),
  );
  const lit = blurLocal(lidSkin, eyeWidth * 0.03);
  eachIn(box, width, (i) => {
    const x = (i % width) + 0.5;
    // 0 at the outer corner … 1 at the inner (beyond both, held).
    const toInner = Math.min(1, Math.max(0, (x - outer[0]) / (inner[0] - outer[0] || 1)));
    const deep = set.socket * socket.data[i] * (0.7 + 0.3 * toInner);
    const amount = 1 - (1 - deep) * (1 - set.crease * crease.data[i]);
    shadowed(data, i * 3, amount);
    lightened(data, i * 3, lit.data[i] * set.socket * 0.35);
  });
}

/**
 * The lower lid as a soft rim of skin: its edge a little in shade over the ball's bottom (deepest
 * under the iris, gone at the corners) and the lid's lit rim just under it.
 */
export function lowerLidRim(picture: Rgb, box: Box, lids: Lids, eyeWidth: number, set: EyeSet): void {
  const { width, height, data } = picture;
  const edge = createGrey(width, height);
  const pen = eyeWidth * 0.05;
  strokeShaped(edge, lids.lower, (t) => pen * Math.pow(Math.sin(Math.PI * t), 0.7));
  const shade = blurLocal(edge, eyeWidth * (set.cel ? 0.006 : 0.014));
  const rimInk = createGrey(width, height);
  strokeShaped(
    rimInk,
    lids.lower.map(([x, y]): XY => [x, y + eyeWidth * 0.055]),
    (t) => pen * 0.9 * Math.sin(Math.PI * t),
  );
  const rim = blurLocal(rimInk, eyeWidth * 0.022);
  eachIn(box, width, (i) => {
    shadowed(data, i * 3, set.lowerLid * shade.data[i]);
    lightened(data, i * 3, set.lowerLid * 0.3 * rim.data[i]);
  });
}

/**
 * The upper lid's edge, the lash line: fine at the inner corner, thickening outward to its
 * thickest a little in from the outer corner, where it ends in a short point. `upper` runs from
 * the outer corner to the inner.
 */
export function lashLine(ink: Grey, upper: readonly XY[], pen: number, innerTaper = false, plain = false): void {
  const [outer, next] = [upper[0], upper[1]];
  // The point: the line carried a little past the outer corner, out and up (none when plain).
  const tip: XY = [outer[0] + (outer[0] - next[0]) * 0.35, outer[1] - Math.abs(outer[0] - next[0]) * 0.12];
  const lid = innerTaper ? upper.slice(0, -1) : upper;
  // Tapered, the line stops short of the corner's last point and fades out over its inner quarter.
  const line = plain ? lid : [tip, ...lid];
  const fade = (t: number): number => (innerTaper ? 1 - smoothstep(0.75, 1, t) : 1);
  // Plain, an even line a little lighter at the outer corner than in the middle: no wing's swell.
  const weight = plain
    ? (t: number): number => pen * 0.75 * (0.6 + 0.4 * smoothstep(0, 0.3, t)) * (1 - 0.4 * t) * fade(t)
    : (t: number): number => pen * (0.3 + 1.3 * smoothstep(0, 0.16, t)) * (1 - 0.72 * t) * fade(t);
  strokeShaped(ink, line, weight);
}
