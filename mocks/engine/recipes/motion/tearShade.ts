// How water on skin looks, over the photo already seen through it (tears.ts bends the photo as a
// lens): wet skin is a little darker and richer in colour; a drop is a small lens with a darker
// rim where its surface turns away, a bright glint high on the light's side (the light
// comes from above, a little left) and a warm caustic low on the other side, where it gathers
// the light through the skin; a trail is a faint wet sheen: a little darker and richer, with a soft
// gloss, and no edge lines (a bright sheen with a dark meniscus on both sides read as white streak
// lines: issue 37, session 18).
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

/**
 * Shades water over the pixel at `offset` of `target` (RGB); a trail's shadow side is
 * `trailContrast` times its plain strength and its gloss the root of that (tears.ts: stronger on
 * a small face).
 */
export function shadeWater(water: Water, target: Uint8Array, offset: number, trailContrast = 1): void {
  const depth = water.depth;
  let darken = WET_DARKEN * Math.min(1, depth * 2);
  let highlight: number;
  // Light gathered through the water brightens the skin under it in its own colour.
  let lift = 0;
  if (water.kind === 'drop') {
    const r = Math.sqrt(water.across * water.across + water.along * water.along);
    // The rim: the surface turns away and reflects the dark below the face. Soft (a hard dark
    // rim drew the drop's outline like a pen line) but deep enough to give the drop a body on a
    // soft face, where only a glint read as a white scratch.
    const rim = r > 0.45 ? (r - 0.45) / 0.55 : 0;
    darken += 0.16 * rim * (1 - rim * 0.5);
    // The window's reflection: a bright oval high on the light's side, large enough to see at 480 px.
    highlight = 0.95 * spot(water.across, water.along, -0.3, -0.34, 0.07);
    // A soft second reflection of the sky across the top of the drop.
    highlight += 0.16 * spot(water.across, water.along, 0, -0.45, 0.2);
    // Light gathered through the drop: a bright crescent low on the other side.
    highlight += 0.3 * spot(water.across, water.along, 0.22, 0.55, 0.05);
    lift = 0.35 * spot(water.across, water.along, 0.18, 0.5, 0.08);
  } else if (water.kind === 'track') {
    // A fine gloss along the light side of the wet line, fading out before the trail's edges, half
    // of it a lift of the skin in its own colour (toward white alone it read as a white stripe on
    // dark skin and vanished under the wet darkening on light skin); the shadow side a little
    // darker, so the line has a body at a phone's size; no edge lines.
    const line = water.across + 0.3;
    // On a small face the gloss grows less than the shadow side: brighter still, the line read white.
    const gloss = depth * Math.exp(-(line * line) / 0.2) * Math.sqrt(trailContrast);
    highlight = 0.18 * gloss;
    lift = 0.14 * gloss;
    darken = WET_DARKEN * 0.5 * Math.min(1, depth * 2) + 0.1 * trailContrast * depth * Math.max(0, water.across);
  } else {
    // The wet lid: a glossy rim, not a pale band under the eye (at 0.28 a light line across it).
    highlight = depth * 0.14;
  }
  const red = target[offset];
  const green = target[offset + 1];
  const blue = target[offset + 2];
  const grey = (red + green + blue) / 3;
  const richer = WET_RICHER * Math.min(1, depth * 2);
  for (let channel = 0; channel < 3; channel++) {
    const own = target[offset + channel];
    let value = (own + (own - grey) * richer) * (1 - darken);
    value *= 1 + lift;
    value += (255 - value) * highlight;
    target[offset + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}
