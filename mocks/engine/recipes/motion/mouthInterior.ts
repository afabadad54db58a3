// Paints the inside of an opened mouth in the photo's own colours (mouthPalette.ts): the lips'
// shadow just inside them deepening to the throat, a row of upper teeth under the upper lip
// once the mouth is open enough to show them (teeth.ts; the tongue when it is wide open), darker
// toward the corners and the back. Every edge is soft over a few pixels scaled to the mouth, so the
// opening belongs to the photo's blur instead of looking cut out and pasted.
import type { Colour, MouthPalette } from './mouthPalette';
import type { MouthSpot } from './mouthWarp';
import { FRONT_LENGTH, type ToothSample, toothAt } from './teeth';
import { smoothstep } from './timeline';
import { luma, lumaOf } from '../shared/raster';

/** How much of the throat's depth the opening's bottom sheds, lit from the front (0–1). */
const FRONT_LIGHT = 0.45;
/**
 * How much darker the back of the throat, between the teeth and the tongue's top, is than the
 * throat by the lips (0–1): at 0 the throat was one flat tone from lip to tongue; at 0.3 the
 * man's surprise darkened to 0.346 of his skin mid-opening, under the 0.35 a dark hole starts at
 * (mouthSurprise.test.ts).
 */
const BACK_DEPTH = 0.25;
/**
 * A sob's teeth are shaded toward this share of the grey halfway between the lit skin's and the
 * lips' (the lips shade them: a dark moustache more than pale lips). Measured: the older man
 * (skin 140, lips under his moustache 70) 126, his painted row 211; the dark man 116 against his
 * grin's ~200; the smiling woman 216, over her teeth, left as they are (taken toward her lips'
 * shadow or under the skin's grey, they turned a mauve or grey smudge).
 */
const SOB_TEETH = 1.2;
/** The upper teeth's length in a talk's or a surprise's opening, in mouth half widths (a grin's is longer). */
const TEETH_LENGTH = 0.32;
/**
 * The most of the front teeth a lifted lip shows, in mouth half widths (a crown's length, about
 * 10 mm of a 25 mm half mouth): past it a lip lifted further shows gum, not more tooth.
 */
const CROWN = 0.42;
/**
 * A thin parting's edge fades over this share of its height (at least THIN_FADE_LEAST pixels) and
 * deepens to the throat over THIN_DEEP of it, so a gap of a few pixels is a dark line between the
 * lips; past 0.47 and 0.6 of the half width open the wide opening's own ramps are shorter.
 */
const THIN_FADE = 0.3;
const THIN_FADE_LEAST = 0.6;
const THIN_DEEP = 0.5;
/** A parting this many pixels high starts to show the throat, twice it all of it. */
const THIN_LINE = 2;
/**
 * Toward the corners (from CORNER_FROM of the half width) the throat's depth gives way to the
 * lips' shadow, up to CORNER_SHALLOW of it by the corner, and the whole mouth darkens by at most
 * CORNER_DARK there. Darkened by 0.6 and as deep as the middle, the corners were the darkest of
 * the opening, a tall dark lobe at each end round a tongue and teeth that stopped short of them:
 * "the same dark crescent hole" on the receding man, "a flat black hole with no teeth" (issue 37,
 * session 58; the dark share of the opening, mouthCorners.test.ts).
 */
const CORNER_FROM = 0.45;
const CORNER_SHALLOW = 0.7;
const CORNER_DARK = 0.2;
/** How much of the middle's height the tongue's top keeps toward the corners (its fall, `1 − TONGUE_FALL·across²`). */
const TONGUE_FALL = 0.35;
/** The tongue fades out from TONGUE_SIDE of the half width over TONGUE_SIDE_FADE more (from 0.6 over 0.3 before). */
const TONGUE_SIDE = 0.72;
const TONGUE_SIDE_FADE = 0.25;

const mixed = [0, 0, 0];
const tooth: ToothSample = { cover: 0, light: 0 };

/** `mixed` moved toward `colour` by `amount` (0–1), scaled by `shade`. */
function toward(colour: Colour, amount: number, shade = 1): void {
  if (amount <= 0) return;
  for (let channel = 0; channel < 3; channel++) mixed[channel] += (colour[channel] * shade - mixed[channel]) * amount;
}

/** Blends the painted interior over the colour already at `offset` (a lip edge, or the photo's own open mouth). */
export function paintMouth(spot: MouthSpot, palette: MouthPalette, target: Uint8Array, offset: number): void {
  const w = spot.halfWidth;
  const gap = spot.fromUpper + spot.fromLower;
  const edge = Math.min(spot.fromUpper, spot.fromLower);
  // A thin parting (lips coming together, or just apart) fades in over a share of its own height,
  // so its middle is the mouth's dark line: faded over the wide opening's few pixels, a gap of
  // three or four never reached its dark and was a band of the lips' own pink, the talk's "closed
  // mouth fading into a pink smear between openings" (issue 37, session 55). From about half the
  // mouth's half width open the ramps are the wide opening's as before.
  const fade = Math.min(Math.max(1.5, 0.14 * w), Math.max(THIN_FADE_LEAST, THIN_FADE * gap));
  // A parting under a pixel or two barely shows: covered at once, the ends of a thin line curled
  // up the corners as dark hooks.
  const cover = smoothstep(edge / fade + 0.1) * smoothstep(gap / (2 * THIN_LINE));
  const painted = cover * (1 - spot.own);
  if (painted <= 0) {
    shadeOpening(spot, palette, edge, target, offset);
    return;
  }
  const across = spot.across < 0 ? -spot.across : spot.across;
  const corner = 1 - CORNER_DARK * across * across;
  const toCorner = smoothstep((across - CORNER_FROM) / (1 - CORNER_FROM));
  // The lips' own shadow just inside them, the throat deeper in. The shadow keeps two thirds of
  // the lips' light: at half, dark lips drew a black rim round the opening, a pasted crescent.
  // Deepest a little below the upper teeth, where the palate shades the back of the mouth, and
  // lighter down toward the lower lip and the tongue, lit from the opening: one flat throat colour
  // from lip to lip read as "a flat black hole" (issue 37, session 25).
  const down = gap > 0 ? spot.fromUpper / gap : 0;
  // A parting only a pixel or two high stays in the lips' shadow, a soft line: deepened to the
  // throat it was a black hairline drawn across the mouth and curled up at the corners.
  const shallow = smoothstep((gap - THIN_LINE) / THIN_LINE);
  const deep =
    shallow *
    smoothstep(edge / Math.min(0.3 * w, Math.max(1, THIN_DEEP * gap))) *
    (1 - FRONT_LIGHT * smoothstep((down - 0.35) / 0.55)) *
    (1 - CORNER_SHALLOW * toCorner);
  mixed[0] = palette.shadow[0];
  mixed[1] = palette.shadow[1];
  mixed[2] = palette.shadow[2];
  toward(palette.throat, deep);
  // The tongue: a rounded mound rising from the lower lip of a mouth open enough to show it,
  // highest in the middle, lit on its top and curving away into shadow toward the lip. Painted
  // in the lips' own dark tone it filled the opening with one flat red-brown below the teeth, a
  // blob with no depth on the brown-skinned woman's talk (issue 37, session 15); with the throat
  // dark above it the opening reads as a mouth's inside. It rises half the opening (two fifths
  // before: the surprise's round "o" was mostly throat, a dark hole, session 25), and keeps most
  // of that height out toward the corners, where it meets the cheeks: a mound falling to a
  // quarter of its height by the corners and gone from 0.6 of the width, it left the throat
  // wrapped round it, a dark U (session 58).
  const open = smoothstep((gap - 0.3 * w) / (0.4 * w));
  const tongueTop = Math.min(0.5 * gap, 0.6 * w) * (1 - TONGUE_FALL * across * across);
  const inTongue = smoothstep((tongueTop - spot.fromLower) / Math.max(1.5, 0.08 * w));
  const tongue = open * inTongue * (1 - smoothstep((across - TONGUE_SIDE) / TONGUE_SIDE_FADE));
  // The back of the mouth: darkest in the middle of the throat showing between the teeth and the
  // tongue, lighter toward the lips and the corners, so the opening has a depth, not one flat tone.
  // Lips rounded over the teeth leave less of them below the upper lip (a spoken "o"), none at all
  // in an "oo": shortened, and faded only over the last 0.3 of the cover (a row faded whole was a
  // grey smudge in the throat).
  const covered = spot.teeth ?? 1;
  // Where the photo shows its own upper teeth, the row reaches down to their biting edge, which
  // stays put as the lip lifts off them (MouthSpot.bite): hung from the lip at its usual length it
  // lay behind the photo's own teeth riding up with the lip.
  const reach = Math.min(CROWN * w, spot.bite ?? 0) / FRONT_LENGTH;
  const teethLength = Math.max((TEETH_LENGTH + 0.12 * (spot.grin ?? 0)) * w, reach) * covered;
  const teethBottom = Math.min(0.5 * gap, teethLength);
  const backMiddle = 0.5 * (teethBottom + gap - tongueTop * open);
  const backReach = Math.max(1.5, 0.3 * Math.max(0, gap - tongueTop * open - teethBottom) + 0.08 * w);
  const fromBack = (spot.fromUpper - backMiddle) / backReach;
  const back = open * Math.exp(-fromBack * fromBack) * (1 - smoothstep(across / 0.55));
  if (back > 0) for (let channel = 0; channel < 3; channel++) mixed[channel] *= 1 - BACK_DEPTH * back;
  if (tongue > 0) {
    const lit = 0.65 + 0.35 * smoothstep(spot.fromLower / Math.max(1, 0.6 * tongueTop));
    const sides = 1 - 0.3 * smoothstep((across - 0.15) / 0.45);
    // No wet sheen: a lighter spot on the tongue's top, toward the teeth's ivory, became a
    // flat beige "yolk" in a pink "egg" in the GIF's few colours (session 51).
    toward(palette.tongue, 0.9 * tongue, lit * sides);
  }
  // Upper teeth hang about a third of the mouth's half width below the upper lip (teeth.ts: one
  // soft band, its edge shortening and darkening along the arch to the corners), 0.44 of it in a
  // broad grin, whose upper lip is drawn up off them. They reach well toward the corners: ending at
  // half the width, a grin's curved-up sides were all shadow, a dark U round the teeth (issue 37,
  // session 12); still a third long and fading from 0.62 of the width, the bald man's laugh was a
  // thin band of teeth over a dark throat that merged with his moustache and goatee into one dark
  // U, a clown's grin (session 20). A talk's smile keeps the third (its throat, mouthTongue.test.ts).
  // Along the arch the row keeps its front teeth white and turns into shadow beside them (teeth.ts).
  const showTeeth =
    smoothstep((gap - 0.1 * w) / (0.14 * w)) * (1 - smoothstep((across - 0.68) / 0.2)) * smoothstep(covered / 0.3);
  if (showTeeth > 0) {
    toothAt(spot.across, spot.teethFrom ?? spot.fromUpper, teethLength, w, tooth);
    toward(palette.teeth, showTeeth * tooth.cover, tooth.light);
  }
  // No lower row: drawn over the lower lip of a wide-open mouth, at a GIF's size it was a pale
  // band between the tongue and the lip, "a white ring under the tongue", "a doubled lower lip"
  // to a blind reader (issue 37); the lower lip covers the lower teeth in most open mouths.
  for (let channel = 0; channel < 3; channel++) {
    const value = target[offset + channel];
    target[offset + channel] = value + (mixed[channel] * corner - value) * painted;
  }
  shadeOpening(spot, palette, edge, target, offset);
}

/**
 * A sob's lips shade the opening (MouthSpot.shade): whatever in it is lighter than SOB_TEETH's
 * grey, the photo's own teeth as much as the painted ones, is brought down toward it by the
 * shade's share, more toward the corners the lips close over; what is darker stays.
 */
function shadeOpening(spot: MouthSpot, palette: MouthPalette, edge: number, target: Uint8Array, offset: number): void {
  const shade = spot.shade ?? 0;
  if (shade <= 0) return;
  // Faded in over a few pixels only: over the painting's own fade (0.14 of the half width) a
  // grin's thin row of teeth, all edge, kept most of its glow.
  const cover = smoothstep(edge / Math.max(1, 0.05 * spot.halfWidth) + 0.3);
  const grey = luma(target[offset], target[offset + 1], target[offset + 2]);
  const lips = lumaOf(palette.lip);
  const ceiling = (SOB_TEETH * (palette.skinLight + lips)) / 2;
  if (grey <= ceiling) return;
  const amount = shade * cover * (0.75 + 0.25 * spot.across * spot.across);
  const kept = (grey - amount * (grey - ceiling)) / grey;
  for (let channel = 0; channel < 3; channel++) target[offset + channel] *= kept;
}
