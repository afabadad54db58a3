// A cartoon paints skin bright and clean whatever the light was: a dark or dimly lit face
// quantized as it came fell into the bottom bands and read as mud ("muddy on dark photos", the
// blind panel). The skin's lightness (Lab L) is lifted by the gamma that brings its median up to
// a light mid tone (the pencil's gamma, cartoon/sketchTone.ts, to a lighter target), wherever
// the picture has the skin's colour: the face, the neck, ears, arms and hands alike, so no seam
// rings the face. The hue stays (a and b grow together, by the square root of L's gain, so the
// lighter skin is not paler), so brown skin stays brown, lighter. What is not
// the skin's colour keeps its L (a dark room, black hair, a navy dress): lifted, a dark room
// beside the face turned into a grey halo round it.
import type { FaceRegions } from '../../shared/faceParts';
import { smoothstep } from '../../shared/raster';
import { skinLiftGamma, type SkinLift } from '../sketchTone';

/** Lab L 62 for the skin's median; a gamma of at most 0.55 (the brown-skinned man's 36 → 57). */
const CEL_LIFT: Pick<SkinLift, 'target' | 'minGamma'> = { target: 0.62, minGamma: 0.55 };
/** A pixel's (a, b) distance from the skin's, as a share of the skin's chroma: up to the first it is skin, past the second it is not. */
const SKIN_COLOUR: readonly [number, number] = [0.45, 0.9];
/** The skin's chroma is taken as at least this (Lab), so a pale, near-grey skin does not make every grey skin. */
const MIN_CHROMA = 10;

/** The L, a and b of every other pixel of the face's skin (away from the eyes, brows and mouth): plenty for its medians. */
function skinSamples(lab: Float32Array, regions: FaceRegions): [number[], number[], number[]] {
  const skin: [number[], number[], number[]] = [[], [], []];
  for (let i = 0; i < regions.skin.data.length; i += 2)
    if (regions.skin.data[i] > 0.5 && regions.features.data[i] < 0.5) for (let c = 0; c < 3; c++) skin[c].push(lab[i * 3 + c]);
  return skin;
}

/** The face's skin's median L, a and b (`tone`), and the lightness its lit part reaches (`lit`: the lightness `LIT` of it is darker than, its upper quartile). */
export interface SkinTone {
  tone: [number, number, number];
  lit: number;
}

/** The share of the skin darker than its lit lightness: its upper quartile. */
const LIT = 0.75;

/** The face's skin's tone (`skinSamples`), or undefined where no face is. */
export function skinTone(lab: Float32Array, regions: FaceRegions): SkinTone | undefined {
  // Sorted as typed arrays: a large face has a few hundred thousand skin pixels.
  const [l, a, b] = skinSamples(lab, regions).map((values) => Float32Array.from(values).sort());
  if (l.length === 0) return undefined;
  // The upper middle, as shared/median.ts reads it.
  const middle = Math.floor(l.length / 2);
  return { tone: [l[middle], a[middle], b[middle]], lit: l[Math.floor((l.length - 1) * LIT)] };
}

/** 0–1: how much a pixel's colour (`a`, `b`) is the skin's (`tone`: its median L, a, b). */
export function skinColourShare(a: number, b: number, tone: readonly [number, number, number]): number {
  const reach = Math.max(MIN_CHROMA, Math.sqrt(tone[1] * tone[1] + tone[2] * tone[2]));
  return smoothstep(SKIN_COLOUR[1], SKIN_COLOUR[0], Math.sqrt((a - tone[1]) ** 2 + (b - tone[2]) ** 2) / reach);
}

/**
 * Lifts `lab`'s (L, a, b per pixel) lightness where it has the skin's colour and the skin is
 * darker than a cartoon's. `medians`: the skin's median L, a and b in `lab` (`skinTone`).
 */
export function liftCelSkin(lab: Float32Array, medians: readonly [number, number, number]): void {
  const gamma = skinLiftGamma(medians[0] / 100, CEL_LIFT);
  if (gamma === 1) return;
  for (let p = 0; p < lab.length; p += 3) {
    const share = skinColourShare(lab[p + 1], lab[p + 2], medians);
    if (share <= 0) continue;
    const l = Math.min(1, Math.max(0, lab[p] / 100));
    const lifted = l ** (1 - (1 - gamma) * share);
    // Lighter at the same chroma reads paler; a painter's lit skin is as rich as its shade.
    const richer = l > 0 ? Math.sqrt(lifted / l) : 1;
    lab[p] = 100 * lifted;
    lab[p + 1] *= richer;
    lab[p + 2] *= richer;
  }
}
