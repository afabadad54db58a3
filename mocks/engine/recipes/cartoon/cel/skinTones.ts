// The face's skin laid in a cartoon's tones before the bands are cut: one base tone and a shadow
// (skinBand.ts) and made-up eyes' sockets in the base tone (eyeSockets.ts).
import type { Face } from '../../../types';
import { gaussianBlur } from '../../shared/blur';
import { EYE_OUTLINES, FEATURE_OUTLINES, LIPS_OUTER, type FaceRegions } from '../../shared/faceParts';
import { smoothstep, type Grey } from '../../shared/raster';
import { liftEyeSockets, eyeSockets } from './eyeSockets';
import { featureCores } from './outlineMask';
import { bandCentre, centreSkinInBand, WITHIN_BAND, type Bands } from './skinBand';
import { skinColourShare, skinTone } from './skinLift';

export interface SkinTones {
  /** The skin's band, painted at `lightness` (the lit skin's, after the move) where `painted` is. */
  band: number;
  lightness: number;
  /**
   * 0–1: where the skin's band takes `lightness`: the skin's reach, widened and faded out over
   * about an eye span so no ring marks where the move fades; beyond it (background, clothes) the
   * band keeps its own middle.
   */
  painted: Grey;
  /** 0–1: where the skin's tones apply (the face's skin and the skin's colour above it): its own colour, not the palette's. */
  reach: Grey;
  /** The eyes' sockets, 0–1: painted in the skin's colour, not the palette's. */
  sockets: Grey;
}

/** How far the skin's tones reach above the mesh's oval, as a share of the eye span: its top stops short of the hairline. */
const ABOVE_OVAL = 0.4;

/**
 * 0–1: where the skin's tones apply: the face's skin, and above it, up to about the hairline, what
 * has the skin's colour (the mesh's oval ends on the forehead: a highlight cut off there stood as a
 * pale strip across it). Only above the oval's top: beside and below the face, hair and a neck of
 * the skin's colour (a blonde's) would join the face in one flat patch.
 */
function toneWeight(
  lab: Float32Array,
  regions: FaceRegions,
  faces: readonly Face[],
  tone: readonly [number, number, number],
  span: number,
): Grey {
  const { width } = regions.oval;
  const near = gaussianBlur(regions.oval, span * ABOVE_OVAL);
  // Each face's up (chin to the oval's top, mesh points 152 and 10) and that top.
  const tops = faces.map((face) => {
    const [top, chin] = [face.mesh[10], face.mesh[152]];
    const length = Math.hypot(top[0] - chin[0], top[1] - chin[1]) || 1;
    return { top, up: [(top[0] - chin[0]) / length, (top[1] - chin[1]) / length] };
  });
  for (let i = 0; i < near.data.length; i++) {
    let share = 0;
    if (near.data[i] > 0.001) {
      const x = (i % width) + 0.5;
      const y = Math.floor(i / width) + 0.5;
      let above = -Infinity;
      for (const { top, up } of tops) above = Math.max(above, (x - top[0]) * up[0] + (y - top[1]) * up[1]);
      share =
        smoothstep(0.02, 0.3, near.data[i]) *
        smoothstep(-ABOVE_OVAL * span, 0, above) *
        skinColourShare(lab[i * 3 + 1], lab[i * 3 + 2], tone);
    }
    near.data[i] = Math.max(regions.skin.data[i], share);
  }
  return near;
}

/** Lays `lab`'s (L, a, b per pixel) face skin in its tones, in place; undefined where there is no face. */
export function layCelSkin(
  lab: Float32Array,
  regions: FaceRegions,
  faces: readonly Face[],
  span: number,
  bands: Bands,
): SkinTones | undefined {
  const skin = skinTone(lab, regions);
  if (!skin || span <= 0) return undefined;
  const { tone, lit } = skin;
  const { width, height } = regions.skin;
  const reach = toneWeight(lab, regions, faces, tone, span);
  const band = centreSkinInBand(
    lab,
    reach,
    featureCores(faces, width, height, span, [...EYE_OUTLINES, LIPS_OUTER]),
    tone[0],
    bands,
  );
  const sockets = eyeSockets(faces, width, height, span, featureCores(faces, width, height, span, FEATURE_OUTLINES));
  liftEyeSockets(lab, sockets, regions, [bandCentre(band, bands), tone[1], tone[2]], WITHIN_BAND * bands.step);
  // The base tone is the skin in the light, as a painter mixes it; the shade is the band below.
  // Read after the move (its median now at the band's centre), and capped as the move capped it,
  // so the base tone sits the same way in its band whatever the seed's band phase.
  const centre = bandCentre(band, bands);
  const lightness = centre + Math.min(lit - tone[0], WITHIN_BAND * bands.step);
  return { band, lightness, painted: paintedReach(reach, span), reach, sockets };
}

/** How far beyond the skin's reach its band still takes the base tone, as a share of the eye span. */
const PAINT_FADE = 0.5;

/** `mask` blurred (`sigma` px) and doubled, capped at 1: whole on the mask and up to its edge, its small gaps closed, fading out beyond. */
export function blurDoubled(mask: Grey, sigma: number): Grey {
  const grown = gaussianBlur(mask, sigma);
  for (let i = 0; i < grown.data.length; i++) grown.data[i] = Math.min(1, 2 * grown.data[i]);
  return grown;
}

/** `reach` doubled after a blur: 1 on the reach and up to its edge, fading to 0 about an eye span out. */
function paintedReach(reach: Grey, span: number): Grey {
  return blurDoubled(reach, span * PAINT_FADE);
}
