// The anime hair tests' measured person: a woman with mid-brown hair to 0.3 of her face below the
// chin and a half fringe, on a given mesh, with the one trait a test varies given over it.
// hairOutline.test and parting.test each wrote this in their own copy.
import type { Measured } from '../recipes/avatar/pix/anime/measure';
import { faceFrame, type XY } from '../recipes/avatar/landmarks';

/** The measured brown-haired woman on `mesh`, with `change` laid over her defaults. */
export function brownHairedWoman(mesh: readonly XY[], change: Partial<Measured> = {}): Measured {
  const { faceHeight: fh, faceWidth: fw, top, chin } = faceFrame(mesh);
  return {
    skinTone: [0.8, 0.65, 0.55],
    litSkin: [0.85, 0.7, 0.6],
    hairColour: [0.35, 0.25, 0.2],
    hairDepth: null,
    bald: false,
    crown: top - 0.3 * fh,
    sideLeft: 0.1 * fw,
    sideRight: 0.1 * fw,
    lengthLeft: chin + 0.3 * fh,
    lengthRight: chin + 0.3 * fh,
    fringe: 0.5,
    partSide: 0,
    beard: null,
    topColour: null,
    bareShoulders: false,
    ...change,
  };
}
