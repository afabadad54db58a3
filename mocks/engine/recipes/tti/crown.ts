// A broad-leaved tree's crown in 写实: many clumps of leaves, not four balls. The illustration's
// crown (four circles) read in a photograph-like picture as a lollipop or a stack of sponges (the
// panel's "toy"); a real crown is a mass of smaller clumps, each lit on top and shaded below where
// the next overlaps it, darker in its depth, its outline broken.
import { darker, lighter, num as n, type Canvas } from './svgCanvas';

/** Clumps in a crown: enough to break the outline, few enough to stay cheap (one gradient each layer). */
const CLUMPS = 22;

/** A repeatable value in [0, 1) from a number (the tree's place), so a tree looks the same each time. */
const hash = (v: number): number => {
  const s = Math.sin(v * 12.9898 + 78.233) * 43758.5453;
  return s - Math.floor(s);
};

/**
 * The illustration's crown: four balls (three low, one on top) for a tree at (x, y), `size`
 * tall, each ball's radius scaled by `scale`.
 */
export function fourBalls(x: number, y: number, size: number, scale = 1): string {
  return [
    [0, -0.62, 0.3],
    [-0.17, -0.5, 0.22],
    [0.17, -0.5, 0.22],
    [0, -0.8, 0.2],
  ]
    .map(([dx, dy, r]) => `<circle cx="${n(x + dx * size)}" cy="${n(y + dy * size)}" r="${n(r * scale * size)}"/>`)
    .join('');
}

/**
 * The crown of a tree standing at (x, y), `size` tall: a dark mass of the crown's depth (the
 * illustration's four circles, darkened), then clumps spread over an oval by the golden angle,
 * upper ones first so each lower clump overlaps the one above it — its lit top against the
 * shadowed underside of the one behind. Each clump's own gradient (lit upper left) models it.
 */
export function leafyCrown(canvas: Canvas, x: number, y: number, size: number, leaves: string): string {
  const depth = fourBalls(x, y, size, 0.75);
  const clumps: { cx: number; cy: number; r: number }[] = [];
  for (let k = 0; k < CLUMPS; k++) {
    const angle = k * 2.39996 + hash(x) * 6.28;
    const out = Math.sqrt((k + 0.5) / CLUMPS);
    const wobble = hash(x + k * 7.1);
    clumps.push({
      cx: x + Math.cos(angle) * out * size * 0.34,
      cy: y - size * 0.63 + Math.sin(angle) * out * size * 0.3,
      r: size * (0.075 + wobble * 0.05) * (0.85 + out * 0.2),
    });
  }
  clumps.sort((a, b) => a.cy - b.cy);
  const circles = clumps.map((c) => `<circle cx="${n(c.cx)}" cy="${n(c.cy)}" r="${n(c.r)}"/>`).join('');
  // The crown's top catches more light than its underside: a lighter set of clumps over the upper half.
  const top = clumps
    .filter((c) => c.cy < y - size * 0.64)
    .map((c) => `<circle cx="${n(c.cx - c.r * 0.12)}" cy="${n(c.cy - c.r * 0.12)}" r="${n(c.r * 0.72)}"/>`)
    .join('');
  return `<g fill="${darker(leaves, 0.35)}">${depth}</g><g fill="${canvas.shaded(leaves)}">${circles}</g><g fill="${canvas.shaded(lighter(leaves, 0.12))}" opacity="0.8">${top}</g>`;
}
