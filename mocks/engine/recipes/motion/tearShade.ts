// How water on skin looks, over the photo already seen through it (tears.ts bends the photo as a
// lens): wet skin is a little darker and richer in colour; a drop is a small lens with a darker
// rim where its surface turns away, a sharp white glint high on the light's side (the light
// comes from above, a little left) and a warm caustic low on the other side, where it gathers
// the light through the skin; a rivulet shines in a thin line along its light side with a faint
// dark edge (its meniscus) on both.
import type { Water } from './tears';

/** Wet skin: darker by this share and its colour pushed this much away from grey, at full depth. */
const WET_DARKEN = 0.08;
const WET_RICHER = 0.15;

/** A Gaussian spot at (u, v) around (u0, v0) of squared width `spread`. */
function spot(u: number, v: number, u0: number, v0: number, spread: number): number {
  const du = u - u0;
  const dv = v - v0;
  return Math.exp(-(du * du + dv * dv) / spread);
}

/** Shades water over the pixel at `offset` of `target` (RGB). */
export function shadeWater(water: Water, target: Uint8Array, offset: number): void {
  const depth = water.depth;
  let darken = WET_DARKEN * Math.min(1, depth * 2);
  let highlight: number;
  let caustic = 0;
  if (water.kind === 'drop') {
    const r = Math.sqrt(water.across * water.across + water.along * water.along);
    // The rim: the surface turns away and reflects the dark below the face.
    const rim = r > 0.55 ? (r - 0.55) / 0.45 : 0;
    // Soft: a hard dark rim drew the drop's outline like a pen line on a small face.
    darken += 0.12 * rim * (1 - rim * 0.4);
    highlight = 0.95 * spot(water.across, water.along, -0.32, -0.36, 0.045);
    // A soft second reflection of the sky across the top of the drop.
    highlight += 0.12 * spot(water.across, water.along, 0, -0.45, 0.2);
    caustic = 0.35 * spot(water.across, water.along, 0.18, 0.5, 0.08);
  } else if (water.kind === 'track') {
    const across = water.across < 0 ? -water.across : water.across;
    // The meniscus: darkest a little inside the edge, fading to dry skin at it.
    const edge = across > 0.55 ? (across - 0.55) / 0.45 : 0;
    // Faint: a stronger meniscus outlined the rivulet as two thin dark lines, a scratch.
    darken += 0.02 * 4 * edge * (1 - edge);
    // A broad soft sheen over the light side, not a bright line (a thin one read as a scratch).
    const line = water.across + 0.45;
    highlight = 0.18 * depth * Math.exp(-(line * line) / 0.2) + 0.04 * depth;
  } else {
    highlight = depth * 0.28;
  }
  const red = target[offset];
  const green = target[offset + 1];
  const blue = target[offset + 2];
  const grey = (red + green + blue) / 3;
  const richer = WET_RICHER * Math.min(1, depth * 2);
  for (let channel = 0; channel < 3; channel++) {
    const own = target[offset + channel];
    let value = (own + (own - grey) * richer) * (1 - darken);
    // Light gathered through the drop brightens the skin under it in its own colour.
    value *= 1 + caustic;
    value += (255 - value) * highlight;
    target[offset + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}
