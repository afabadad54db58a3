// A man's lips and mouth in his skin's own tone: darker than it and a little less coloured,
// never a lip colour. The neutral paint of ../pix/dress.ts turns the lips towards rose (red kept,
// green and blue taken down), the upper lip was shaded rose and a grin's opening a saturated dark
// red: on the dark man and the bearded older man the ninth blind panel read "red lips, a man
// turned feminine" and "bright red lipstick on a man".
import type { Colour, Rgb } from '../../shared/raster';
import type { LipAndCheekPaint } from '../pix/dress';
import { ownLipColour } from '../pix/dress';
import type { XY } from '../landmarks';

/** `colour` with its chroma scaled by `keep` about its grey, then darkened by `dark`. */
function muted(colour: Colour, keep: number, dark: number): Colour {
  const grey = (colour[0] + colour[1] + colour[2]) / 3;
  const at = (c: number): number => (grey + (colour[c] - grey) * keep) * dark;
  return [at(0), at(1), at(2)];
}

export interface ManMouth {
  /** The lips' paint (no blush). */
  paint: LipAndCheekPaint;
  /** The upper lip's multiplying shade and the grin's opening (./faceForm.ts manMouth). */
  upperLip: Colour;
  inside: Colour;
}

/** A man's lips read from the rendered skin under them (`picture` after the skin is drawn). */
export function manMouth(picture: Rgb, mesh: readonly XY[]): ManMouth {
  const skin = ownLipColour(picture, mesh);
  return {
    paint: { lips: muted(skin, 0.8, 0.84), lipsOpacity: 0.5, blushOpacity: 0 },
    // A grey shade, barely warm: multiplied into the skin it keeps the skin's own hue.
    upperLip: [0.74, 0.7, 0.68],
    // The opening a deep shadow of the skin in its own hue (half its light), not a red; darker,
    // it was a black hole round the dark man's teeth.
    inside: muted(skin, 1, 0.5),
  };
}
