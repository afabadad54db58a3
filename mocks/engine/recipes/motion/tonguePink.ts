// A tongue's colour on this face: a tongue's own pink in the face's light, mixed with the user's
// lips, for the tongue inside an open mouth (mouthPalette.ts). The poked tongue (tongueOut.ts)
// took it too until the fifty-third stop; out in the light, one pink on every face read as pasted
// on, and it now takes the lips' colour in the photo's light (tongueTone.ts).
import { keepChroma, lumaOf } from '../shared/raster';
import type { Colour } from './mouthPalette';

/**
 * A tongue's pink in good light, mixed with the user's own lips' colour: from the lips alone, a
 * soft photo's muted lips gave a brown tongue that read as a shadow under the mouth.
 */
const TONGUE_PINK: Colour = [214, 108, 116];
const OWN_LIPS = 0.45;
/** The lips' colour turned towards a tongue's (per channel: redder, less green and blue). */
const LIP_TO_TONGUE: Colour = [1.12, 0.86, 0.95];
/**
 * The lips' chroma (the most minus the least of their mean colour, levels) from which a photo is
 * taken as fully in colour. A black-and-white portrait (a held-out face) had a pink tongue and
 * pink cheeks pasted on its grey; the cues take the photo's own colourfulness. The gallery's
 * faces measure 18 (the older man's muted photo) to 107; a grey photo about 0.
 */
const FULL_COLOUR = 15;

/** 0 for a black-and-white photo … 1 for one in full colour, read from the lips' mean colour. */
export function colourfulness(lip: Colour): number {
  return Math.min(1, (Math.max(...lip) - Math.min(...lip)) / FULL_COLOUR);
}

/**
 * The tongue's pink for lips of colour `lip` in a face whose teeth are painted `teeth` (the
 * face's light), keeping `colourful` of its colour (0: a grey tongue of the same lightness).
 */
export function tonguePink(lip: Colour, teeth: Colour, colourful: number): Colour {
  const light = Math.min(1, Math.max(0.45, lumaOf(teeth) / 235));
  const mix = (channel: number): number =>
    OWN_LIPS * Math.min(255, lip[channel] * LIP_TO_TONGUE[channel]) + (1 - OWN_LIPS) * TONGUE_PINK[channel] * light;
  return keepChroma([mix(0), mix(1), mix(2)], colourful);
}
