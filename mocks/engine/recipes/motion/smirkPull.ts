// 大叔's smirk (Pose.smirk): one corner of the closed mouth lifted and tucked back into the cheek,
// the rest of the mouth, the other corner and the jaw where the photo has them. It was the even
// smile's pull (mouthWarp.ts) turned up on one side: that pull draws the corner out along the
// mouth's line by half its lift, which ran the lips past their end into the cheek ("Joker-like"
// to blind readers), and carries everything to half a mouth below the corner as one piece, so on a
// turned face, whose far jaw comes up close under the corner, the jaw was lifted with it ("the
// smirk stretches and shears the lips and jaw"); the smile under it lifted the other corner too,
// "a rubbery U-shaped grin" (the sixtieth and sixty-first stops). Capping the lift lost ("almost
// flat, the template barely shows"), so the corner rises about as far as before; what moves with
// it is what a smirk moves: the lips curling up toward it from a middle that hardly moves, the
// cheek above it bunched up (pressed into less height), the skin under it stretched up from a jaw
// line that stays.
//
// The shape is written where the photo's points are (each point's move), and the frame's pixel
// finds the photo point that lands on it by Newton's method down its column: a fall-off written at
// the moved place, as mouthWarp.ts' other pulls are, is shifted by the lift itself, and under the
// corner, where the lift falls from whole to nothing above the jaw, that folded the skin over.
import type { Cursor } from './cursor';
import { profileAt } from './frame';
import type { MouthGeometry } from './geometry';
import { smoothstep } from './timeline';

/** How far a full smirk (Pose.smirk ±1) lifts its corner, and how far out it tucks it, in mouth half widths. */
const LIFT = 0.5;
const TUCK = 0.04;
/**
 * Across the mouth the lift falls off toward its middle over this (a Gaussian's sigma, mouth half
 * widths), so the lips curl up to the corner from a middle lifted 0.14 as much and the other
 * corner not at all; out into the cheek more slowly, and to nothing at the mouth's reach.
 */
const TOWARD_MIDDLE = 0.5;
const INTO_CHEEK = 0.7;
/**
 * Over the upper lip the reach toward the middle narrows, by this share at the nose base: at the
 * whole reach the lift took the nose's wing on the smirk's side up a third of the mouth's half
 * width, a bent nose on the dark woman (main's smile pull did the same).
 */
const UNDER_NOSE = 0.5;
/**
 * Up from the corner to the nose base the lift is whole, so a moustache and the hair over the lip
 * move as one piece (a pull falling off at once above the corner drew them into upward streaks,
 * issue 37, session 18); above it, it fades over ABOVE (a Gaussian's sigma), tapered to nothing
 * by the warp's top edge: the cheek there is pressed up into about two thirds of its height at
 * most, bunched under the eye (over 0.6, to about half).
 */
const ABOVE = 0.8;
const EDGE_MARGIN = 0.2;
/**
 * Down from the corner the lift is whole over the lower lip's end (LIP_BELOW under the inner lip),
 * then eases to nothing by JAW_MARGIN above the jaw line in the same column, never over less than
 * LEAST_BELOW (a jaw that close is lifted a little).
 */
const LIP_BELOW = 0.2;
const JAW_MARGIN = 0.1;
const LEAST_BELOW = 0.5;
/** Newton's steps down a column, halving the bracket where a step leaves it. */
const STEPS = 12;

/** The smirk's shape at a photo point: its weight (0–1) and the weight's slope down the column. */
interface Weight {
  value: number;
  slope: number;
}

const weight: Weight = { value: 0, slope: 0 };

/** How much of the lift the photo point (u, v) takes (the mouth's axes), and that share's slope in v. */
function weightAt(mouth: MouthGeometry, corner: number, side: number, u: number, v: number): Weight {
  const w = mouth.halfWidth;
  // Along the mouth from the corner: out into the cheek positive, toward the middle negative.
  const out = (u - corner) * side;
  // Toward the middle, up the upper lip, the reach (`sigma`) narrows from the mouth's line to the
  // nose base; `narrowing` is its slope in v.
  const up = out > 0 || v >= 0 ? 0 : Math.min(1, v / mouth.top);
  const sigma = (out > 0 ? INTO_CHEEK : TOWARD_MIDDLE * (1 - UNDER_NOSE * up)) * w;
  const narrowing = out > 0 || v >= 0 || v <= mouth.top ? 0 : (TOWARD_MIDDLE * UNDER_NOSE * w) / -mouth.top;
  const across = out / sigma;
  const taper = out > 0 ? 1 - smoothstep((2 * out) / mouth.reach - 1) : 1;
  const along = Math.exp(-0.5 * across * across) * taper;
  // d(along)/dv = along · across² / sigma · d(sigma)/dv.
  const alongSlope = (along * across * across * narrowing) / sigma;
  const lipEnd = Math.max(0, profileAt(mouth.lowerInner, u)) + LIP_BELOW * w;
  let value = 1;
  let slope = 0;
  if (v < mouth.top) {
    const off = (v - mouth.top) / (ABOVE * w);
    const fade = Math.exp(-0.5 * off * off);
    // To nothing by the mouth's warp's top edge (mouthWarp.ts planMouth), less EDGE_MARGIN.
    const span = mouth.top - (Math.min(mouth.top, -1.8 * w) - w) - EDGE_MARGIN * w;
    const x = Math.min(1, (mouth.top - v) / span);
    const taper = 1 - x * x * (3 - 2 * x);
    value = fade * taper;
    slope = (-off / (ABOVE * w)) * value + (fade * 6 * x * (1 - x)) / span;
  } else if (v > lipEnd) {
    const span = Math.max(LEAST_BELOW * w, profileAt(mouth.jaw, u) - JAW_MARGIN * w - lipEnd);
    const x = (v - lipEnd) / span;
    if (x >= 1) {
      value = 0;
    } else {
      value = 1 - x * x * (3 - 2 * x);
      slope = (-6 * x * (1 - x)) / span;
    }
  }
  weight.value = along * value;
  weight.slope = along * slope + alongSlope * value;
  return weight;
}

/**
 * The smirk at the frame point (u, v) (the mouth's axes): the photo point drawn there is `into`
 * less the move of that point, which this subtracts. `smirk` is Pose.smirk: the image-right
 * corner when positive, the image-left when negative.
 */
export function smirkPull(mouth: MouthGeometry, u: number, v: number, smirk: number, into: Cursor): void {
  const w = mouth.halfWidth;
  const side = smirk > 0 ? 1 : -1;
  const amount = smirk * side;
  const corner = side * w;
  const du = side * TUCK * amount * w;
  const dv = -LIFT * amount * w;
  // Solve v = source + dv · weight(source) down the column (the tuck is a pixel or two, taken at
  // the frame point's column once the lift is known). The source lies between v and v − dv (the
  // weight is 0–1): Newton's steps kept inside that bracket, halving it where a step leaves it (a
  // step past the lift's end below the lip jumped back and forth, a torn upper lip at the corner).
  let low = v;
  let high = v - dv;
  let source = v;
  let column = u;
  for (let step = 0; step < STEPS; step++) {
    const at = weightAt(mouth, corner, side, column, source);
    const miss = source + dv * at.value - v;
    if (miss > 0) high = source;
    else low = source;
    const next = source - miss / (1 + dv * at.slope);
    source = next > low && next < high ? next : (low + high) / 2;
    column = u - du * at.value;
  }
  const share = weightAt(mouth, corner, side, column, source).value;
  into.x -= du * share;
  into.y -= dv * share;
}
