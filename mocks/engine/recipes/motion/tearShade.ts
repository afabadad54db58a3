// How water on skin looks, over the photo already seen through it (tears.ts bends the photo as a
// lens): wet skin is a little darker and richer in colour; a drop is a small lens with a darker
// rim where its surface turns away, a bright glint high on the light's side (the light
// comes from above, a little left) and a warm caustic low on the other side, where it gathers
// the light through the skin; a trail is the skin seen through water (on a large face a little
// darker and richer) with a soft sheen on its light side, glossier in short glints, and no edge lines (a bright sheen with a dark
// meniscus on both sides read as white streak lines: issue 37, session 18; a dark thin line as
// cuts: session 20). The dry skin round a crying eye is flushed: redder, a little darker.
import type { Water } from './tears';
import { smoothstep } from './timeline';

/** Wet skin: darker by this share and its colour pushed this much away from grey, at full depth. */
const WET_DARKEN = 0.08;
const WET_RICHER = 0.15;

/**
 * A trail's body at full depth on a large face: darker by this share and its colour
 * pushed this much away from grey, more than a film's: the track is the skin seen through water.
 */
const TRACK_DARKEN = 0.1;
const TRACK_RICHER = 0.25;

/** The most a small face's trail is strengthened (its `trailContrast`, planned in tears.ts). */
export const TRAIL_BOOST = 2;

/**
 * On the smallest face (its trail at the full TRAIL_BOOST) the body is only this much darker: a
 * small face's trail is a pixel or three wide, and darker it read as a cut (0.12 in session 20:
 * "red lines like cuts" on the man at his table, 16.8 levels darker than his skin).
 */
const TRACK_DARKEN_SMALL = 0.02;

/**
 * On the smallest face the sheen's spread across the line grows by this (its squared width in
 * the line's half widths, 0.2 on a large face), and the line's far edge is this much darker.
 */
const TRACK_SPREAD_SMALL = 0.3;
const TRACK_EDGE_SMALL = 0.08;

/**
 * The skin round a crying eye at its reddest: green and blue held back, and all darker, by these
 * shares. At 0.14 the red rims hardly showed at a panel's size (the older man's); at 0.25 they
 * read as eyes that have cried, on dark skin too, without a bruise's darkness.
 */
const FLUSH_REDDEN = 0.25;
const FLUSH_DARKEN = 0.04;

/**
 * A drop's edge: darker all round by DROP_OUTLINE (a faint outline that keeps the bead's shape on
 * light skin) and by DROP_SHADE more on the side turned from the light (its body's shadow); on the
 * lit side lighter by DROP_EDGE_LIGHT toward white (the sky it reflects). A dark rim all round
 * read as "a small ring" on a small face, and with the tail above it as "a pin head" on a large one.
 */
const DROP_SHADE = 0.2;
const DROP_OUTLINE = 0.03;
const DROP_EDGE_LIGHT = 0.22;
/** A bead's lower half darker by up to this share (the dark below the face seen through it, turned over). */
const DROP_BELOW = 0.22;

/** A crying eye's lower rim: green and blue held back by this share at the rim's middle. */
const LID_REDDEN = 0.2;

/**
 * Where along a trail (in its half widths down it) the light catches it, 0–1: short glints a few
 * line widths long with longer dry-looking gaps, unevenly spaced (two waves that never line up),
 * as a wet track's surface faces the light only here and there.
 */
function glintsAlong(along: number): number {
  const wave = Math.sin(along * 0.9) + 0.7 * Math.sin(along * 0.37 + 1.3);
  return smoothstep((wave - 0.2) / 0.6);
}

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
  let richer = WET_RICHER * Math.min(1, depth * 2);
  // A crying eye's rim is red: green and blue held back by this share.
  let redden = 0;
  if (water.kind === 'drop') {
    const r = Math.sqrt(water.across * water.across + water.along * water.along);
    // A bead lit from above, a little left: its edge darker mostly on the side turned from the
    // light (below and right), where its surface reflects the dark below the face, and a thin
    // bright edge on the lit side. A dark rim all round drew the bead's outline: "a small ring",
    // and a running drop with its tail "a pin" (issue 37, session 26's panel); with no outline
    // at all the bead faded into light skin.
    const rim = r > 0.45 ? (r - 0.45) / 0.55 : 0;
    const away = r > 0 ? (0.45 * water.across + 0.9 * water.along) / r : 0;
    const shadowSide = smoothstep((away + 0.1) / 0.8);
    // Lit from one side on every face: an even rim all round with the tail drawn above it read
    // as "a pin head" on a large face too (issue 37, session 37's blind reader).
    const edge = DROP_OUTLINE + DROP_SHADE * shadowSide;
    darken += rim * (1 - rim * 0.5) * edge;
    // A bead is a lens: its lower half shows the dark below the face turned over, darker than
    // the skin round it toward its lower edge, and the window's reflection is a small bright
    // spot high on the light's side of the round bead, not along its tail (`along` there is
    // stretched: tears.ts), where a long bright streak read as the pin's shaft.
    darken += DROP_BELOW * smoothstep((water.along + 0.05) / 0.7) * (1 - 0.5 * rim);
    highlight = 0.95 * spot(water.across, water.along, -0.3, -0.18, 0.05);
    // The sky along the lit edge, and a soft second reflection across the top of the drop.
    highlight += DROP_EDGE_LIGHT * rim * (1 - shadowSide);
    highlight += 0.16 * spot(water.across, water.along, 0, -0.45, 0.2);
    // Light gathered through the drop: a faint warm crescent low on the other side.
    highlight += 0.08 * spot(water.across, water.along, 0.25, 0.6, 0.04);
    lift = 0.2 * spot(water.across, water.along, 0.2, 0.55, 0.06);
  } else if (water.kind === 'track') {
    // The skin seen through water, with a soft sheen along the line's light side, the same in
    // every frame and all the way down, brighter in short, unevenly spaced glints. A dark line a
    // pixel or two wide read as "red lines like cuts" on a small face, and broken glints alone as
    // "faint, short white streaks" (issue 37, session 20's panel); a sheen in the skin's own
    // colour (a lift, hardly toward white: toward white alone it read white on dark skin) reads
    // as a wet track. It follows the root of the water's depth, so the drying film behind a
    // drop and the last tear's track still shine and the track stays one ribbon.
    const line = water.across + 0.3;
    // On a small face the gloss grows less than the body (brighter still, the line read white)
    // but spreads wider over the line (`small` 0 on a large face, 1 at the full contrast): a
    // sheen a pixel or two wide read as "a thin light line" (session 26's panel).
    const small = (trailContrast - 1) / (TRAIL_BOOST - 1);
    const shine = Math.sqrt(depth) * Math.exp(-(line * line) / (0.2 + TRACK_SPREAD_SMALL * small)) * Math.sqrt(trailContrast);
    // The glints follow the water's depth itself: brightest on the fresh water just behind the
    // drop, fading up the track (an even gloss all the way up read as "a pale even rod", session 37).
    const gloss = shine * Math.sqrt(depth) * glintsAlong(water.along);
    highlight = 0.24 * gloss + 0.03 * shine;
    lift = 0.1 * gloss + 0.1 * shine;
    const body = Math.min(1, depth * 2);
    // On a large face the line is also a little darker and richer, with a darker shadow side
    // (`large` 1 there, 0 at the full contrast); on a small one it keeps the skin's colour.
    const large = (TRAIL_BOOST - trailContrast) / (TRAIL_BOOST - 1);
    const shadowSide = 0.08 * trailContrast * depth * Math.max(0, water.across);
    // A small face's line has a soft darker far edge instead, neutral (not richer: "red cuts"),
    // so the sheen reads as water with a lit and a shaded side.
    const farEdge = smoothstep((water.across - 0.35) / 0.4) * (1 - smoothstep((water.across - 0.85) / 0.15));
    darken =
      (TRACK_DARKEN_SMALL + (TRACK_DARKEN - TRACK_DARKEN_SMALL) * large) * body +
      shadowSide * large +
      TRACK_EDGE_SMALL * small * depth * farEdge;
    richer = TRACK_RICHER * large * body;
  } else if (water.kind === 'flush') {
    // Dry skin round a crying eye: redder (green and blue held back) and a little darker.
    darken = FLUSH_DARKEN * depth;
    richer = 0;
    highlight = 0;
    redden = FLUSH_REDDEN * depth;
  } else {
    // The wet lid: its waterline glassy, a thin line brighter than the dry lid over the whole
    // band (the root of its depth: at 0.22 of its depth squared only its middle pixel shone, and
    // the flush's red over it left the rim no brighter than dry skin), and the rim reddened as a
    // crying eye's is. At 0.2 a larger eye's rim read as a flat pale bar under it (the East
    // Asian woman's); at 0.28 over the band, laid under the lid a squint had lifted (before
    // warp.ts laid the water on the skin), a light line across the eye.
    highlight = 0.14 * Math.sqrt(depth);
    redden = LID_REDDEN * depth;
  }
  // Water over a flushed lid or cheek keeps the flush's red under it.
  if (water.kind !== 'flush') redden = Math.max(redden, FLUSH_REDDEN * water.flush);
  const red = target[offset];
  const green = target[offset + 1];
  const blue = target[offset + 2];
  const grey = (red + green + blue) / 3;
  for (let channel = 0; channel < 3; channel++) {
    const own = target[offset + channel];
    let value = (own + (own - grey) * richer) * (1 - darken) * (channel === 0 ? 1 : 1 - redden);
    value *= 1 + lift;
    value += (255 - value) * highlight;
    target[offset + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}
