// A 写实 tree's crown is a mass of leaf clumps with a broken outline (crown.ts), not the
// illustration's four balls, which the panel read as a toy.
import { leafyCrown } from './crown';
import { Canvas } from './svgCanvas';

/** The crown's circles (the clumps and its dark depth) as centres and radii. */
function circlesOf(markup: string): { cx: number; cy: number; r: number }[] {
  return [...markup.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([-\d.]+)"\/>/g)].map((m) => ({
    cx: Number(m[1]),
    cy: Number(m[2]),
    r: Number(m[3]),
  }));
}

/**
 * How many circles make the outline: round the crown from its middle, the circle reaching
 * farthest along each ray is the one seen at the edge there. A few balls make a smooth outline of
 * a few arcs; many clumps break it into many.
 */
function arcsInTheOutline(circles: { cx: number; cy: number; r: number }[]): number {
  const ox = circles.reduce((sum, c) => sum + c.cx, 0) / circles.length;
  const oy = circles.reduce((sum, c) => sum + c.cy, 0) / circles.length;
  const seen = new Set<number>();
  for (let degree = 0; degree < 360; degree++) {
    const ux = Math.cos((degree * Math.PI) / 180);
    const uy = Math.sin((degree * Math.PI) / 180);
    let far = -Infinity;
    let which = -1;
    circles.forEach((c, k) => {
      const along = (c.cx - ox) * ux + (c.cy - oy) * uy;
      const across = (c.cx - ox) ** 2 + (c.cy - oy) ** 2 - along ** 2;
      if (across >= c.r ** 2) return;
      const reach = along + Math.sqrt(c.r ** 2 - across);
      if (reach > far) [far, which] = [reach, k];
    });
    seen.add(which);
  }
  return seen.size;
}

describe('a 写实 tree’s crown', () => {
  it.each([120, 333, 700])('is many clumps whose outline is broken (a tree at x %i)', (x) => {
    const size = 200;
    const circles = circlesOf(leafyCrown(new Canvas(1024, 768, 'realistic', 0), x, 600, size, '#d9822b'));
    expect(circles.length).toBeGreaterThanOrEqual(20);
    // The illustration's four balls (main's 写实 crown) make an outline of 4 arcs.
    expect(arcsInTheOutline(circles)).toBeGreaterThanOrEqual(10);
  });
});
