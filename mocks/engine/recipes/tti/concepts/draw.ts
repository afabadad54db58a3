// Small helpers the painters share: a rounded fill (lit from the upper left when realistic,
// flat otherwise), a gradient, outlines in the illustration only, and the ground shadow.
import { darker, lighter, num as n } from '../svgCanvas';
import type { Paint } from './types';

export { darker, lighter, n };

/** A rounded thing's fill in the hour's light. */
export const round = (paint: Paint, colour: string): string => paint.canvas.shaded(paint.lit(colour));

/** A flat-faced thing's fill: a top-to-bottom gradient when realistic. */
export const face = (paint: Paint, colour: string, depth = 0.18): string =>
  paint.canvas.linear([lighter(paint.lit(colour), depth * 0.6), paint.lit(colour), darker(paint.lit(colour), depth)]);

/** A side lit from the left: a left-to-right gradient when realistic. */
export const side = (paint: Paint, colour: string, depth = 0.25): string =>
  paint.canvas.linear([lighter(paint.lit(colour), depth * 0.5), darker(paint.lit(colour), depth)], false);

/** Outline attributes (illustration only). */
export const ink = (paint: Paint, width = 1.2): string => paint.canvas.line(width);

/** A plain colour in the hour's light. */
export const flat = (paint: Paint, colour: string): string => paint.lit(colour);

/** A soft shadow on the ground under a thing `halfWidth` wide (realistic only). */
export function groundShadow(paint: Paint, halfWidth: number): string {
  return paint.canvas.realistic
    ? `<ellipse cx="0" cy="0" rx="${n(halfWidth)}" ry="${n(Math.max(2, halfWidth * 0.12))}" fill="#000000" opacity="0.3" filter="url(#soft)"/>`
    : '';
}

/** A soft light on the upper part of a shape (realistic only): a white sheen. */
export function sheen(paint: Paint, cx: number, cy: number, rx: number, ry: number): string {
  return paint.canvas.realistic
    ? `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#ffffff" opacity="0.28" filter="url(#haze)"/>`
    : '';
}
