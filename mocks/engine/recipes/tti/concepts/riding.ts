// How a rider's limbs reach a bicycle's or motorbike's pedals and handlebars: where the vehicle
// has them is data on its drawing (`Saddle`), where they fall in the rider's own box is worked
// out by the layout (../layout.ts), and the figure bends its legs and arms to them (people.ts)
// with a two-bone reach, leaning forward from the hips when the bars are further than its arms.

export interface XY {
  x: number;
  y: number;
}

/** Where a rider sits, rests its feet and holds on, in the vehicle's box units (100 = its height, y up negative). */
export interface Saddle extends XY {
  pedal: XY;
  bars: XY;
}

/** Where a rider's feet and hands go, in the rider's own box units (its base centre at 0, 0). */
export interface Reach {
  feet: XY;
  hands: XY;
}

/**
 * The joint (knee, elbow) of a limb of two equal bones from `from` to `to`, bent out towards
 * `bend` (a knee forward: { x: 1, y: 0 }; an elbow down: { x: 0, y: 1 }). A target out of reach
 * is met by the straight limb pointing at it.
 */
export function joint(from: XY, to: XY, length: number, bend: XY): XY {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.hypot(dx, dy) || 1e-6;
  const bone = length / 2;
  const along = Math.min(d, length) / 2;
  const out = Math.sqrt(Math.max(0, bone * bone - along * along));
  // The perpendicular on the side the joint bends to.
  let px = -dy / d;
  let py = dx / d;
  if (px * bend.x + py * bend.y < 0) {
    px = -px;
    py = -py;
  }
  return { x: from.x + (dx / d) * along + px * out, y: from.y + (dy / d) * along + py * out };
}

/** A point turned by `degrees` about `pivot`, as SVG's rotate() turns it (positive: clockwise on screen). */
export function turned(point: XY, pivot: XY, degrees: number): XY {
  const a = (degrees * Math.PI) / 180;
  const x = point.x - pivot.x;
  const y = point.y - pivot.y;
  return { x: pivot.x + x * Math.cos(a) - y * Math.sin(a), y: pivot.y + x * Math.sin(a) + y * Math.cos(a) };
}

/**
 * How far (degrees, 0–40) the body leans forward from the hips for the shoulder to bring the
 * hands to the bars within the arm's length: upright when they are near, as on a town bicycle.
 */
export function leanFor(shoulder: XY, hips: XY, hands: XY, arm: number): number {
  for (let degrees = 0; degrees <= 40; degrees += 4) {
    const s = turned(shoulder, hips, degrees);
    if (Math.hypot(hands.x - s.x, hands.y - s.y) <= arm * 0.95) return degrees;
  }
  return 40;
}
