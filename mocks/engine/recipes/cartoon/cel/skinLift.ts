// A cartoon paints skin bright and clean whatever the light was: a dark or dimly lit face
// quantized as it came fell into the bottom bands and read as mud ("muddy on dark photos", the
// blind panel). The face's lightness (Lab L) is lifted by a gamma that brings the skin's median
// up to a light mid tone, fully round the face and partly elsewhere (the pencil's lift,
// cartoon/sketchTone.ts, to a lighter target). Only L moves: a and b stay, so brown skin stays
// brown, lighter. Greys are not lifted (a dark room beside the face, black hair, a shadowed
// shirt): lifted, they turned into a grey halo round a dark face.
import type { Face } from '../../../types';
import { faceRegions } from '../../shared/faceParts';
import { median } from '../../shared/median';
import { createGrey, smoothstep } from '../../shared/raster';
import { liftDarkSkinTone, type SkinLift } from '../sketchTone';

/** Lab L 62 for the skin's median; a gamma of at most 0.55 (the brown-skinned man's 36 → 57). */
const CEL_LIFT: SkinLift = { target: 0.62, minGamma: 0.55, away: 0.35 };
/** A pixel's chroma as a share of the skin's: below the first it is a grey and keeps its L, above the second it is lifted fully. */
const COLOURED: readonly [number, number] = [0.25, 0.6];

/** Lifts `lab`'s (L, a, b per pixel) lightness where a face's skin is darker than a cartoon's. */
export function liftCelSkin(lab: Float32Array, width: number, height: number, faces: readonly Face[]): void {
  if (faces.length === 0) return;
  const lightness = createGrey(width, height);
  for (let i = 0; i < lightness.data.length; i++) lightness.data[i] = Math.min(1, Math.max(0, lab[i * 3] / 100));
  const lifted = liftDarkSkinTone(lightness, faces, CEL_LIFT);
  if (lifted === lightness) return;
  const skin = faceRegions(faces, width, height).skin;
  const chromas: number[] = [];
  for (let i = 0; i < skin.data.length; i++) if (skin.data[i] > 0.5) chromas.push(Math.hypot(lab[i * 3 + 1], lab[i * 3 + 2]));
  const skinChroma = Math.max(1, median(chromas));
  for (let i = 0; i < lightness.data.length; i++) {
    const coloured = smoothstep(COLOURED[0], COLOURED[1], Math.hypot(lab[i * 3 + 1], lab[i * 3 + 2]) / skinChroma);
    lab[i * 3] += (lifted.data[i] * 100 - lab[i * 3]) * coloured;
  }
}
