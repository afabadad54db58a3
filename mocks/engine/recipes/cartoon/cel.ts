// The 'cartoon' style: flat cel shading with ink lines. After Winnemöller et al., "Real-time
// video abstraction" (2006): edge-preserving smoothing, lightness quantized into soft bands,
// colours pulled to the photo's own small palette, and ink on top: flow-based difference-of-
// Gaussians lines kept by hysteresis (shared/flowLines.ts), none on a face's skin, whose eyes,
// brows and mouth are drawn clean from the face mesh (shared/faceParts.ts).
import type { Face } from '../../types';
import { labToRgb, pictureToLab } from '../shared/colour';
import { drawFeatures, eyeSpan, faceRegions, type FaceRegions } from '../shared/faceParts';
import { flowLines } from '../shared/flowLines';
import { findPalette, nearestIndex } from '../shared/quantize';
import type { Random } from '../shared/random';
import { createGrey, createRgb, smoothstep, toGrey, type Grey, type Rgb } from '../shared/raster';
import { gaussianBlur } from '../shared/blur';
import { domainTransform } from '../shared/domainTransform';
import { maskBounds } from '../shared/maskBounds';
import { glassesInk } from '../watercolor/glasses';
import { mergeBandIslands } from './cel/bands';
import { liftCelSkin, skinTone } from './cel/skinLift';
import { blurDoubled, layCelSkin } from './cel/skinTones';
import { headZone } from './cel/headZone';
import { flattenMasses } from './cel/headMasses';
import { findTeeth, whitenTeeth } from './cel/teeth';
import { smoothSkinForm } from './skinForm';

const INK: readonly [number, number, number] = [0.12, 0.08, 0.07];
/** The side, in pixels at the normal size per 1024 px, of the smallest patch of one band anywhere. */
const ISLAND = 12;
/** The smallest patch of one band on a face's skin, as a share of the face's square (twice the eye span, squared). */
const FACE_ISLAND = 0.01;
/** The smallest patch of one band round a face (its hair, cel/headZone.ts), as a share of the face's square: locks, not masses. */
const HEAD_ISLAND = 0.04;
/** How far beyond the face's oval a mass of its hair may run, in eye spans: a patch running further is the room's. */
const HEAD_MASS = 2;
/** Ink darkness below the first is dropped, above the second full: a line's core, not its flanks. */
const LINE_CORE: readonly [number, number] = [0.3, 0.75];
/** The blur (pixels at the normal size) that antialiases the bands' edges. */
const EDGE_SOFTNESS = 0.55;

/**
 * `enlarge`: how many times its normal size `photo` is (HD, shared/scale.ts). Every width is
 * measured at the normal size and enlarged, so the HD cartoon is the same picture, bigger.
 */
export function paintCel(
  photo: Rgb,
  random: Random,
  progress: (percent: number) => void,
  enlarge = 1,
  faces: readonly Face[] = [],
): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / enlarge / 1024;
  // Light smoothing keeps the eyes and lips for the ink; heavy smoothing makes the flat colour.
  const detail = domainTransform(photo, (8 * scale + 3) * enlarge, 0.1);
  const flat = domainTransform(detail, (20 * scale + 5) * enlarge, 0.15);
  progress(45);

  const bands = 5 + random.below(3);
  const bandPhase = random.next();
  const colourPull = 0.75;
  const palette = findPalette(flat, 10 + random.below(5), random);
  const lab = pictureToLab(flat);
  const regions = faceRegions(faces, width, height);
  const span = Math.max(0, ...faces.map(eyeSpan));
  smoothSkinForm(lab, width, height, regions, span);
  // The skin's medians as the photo has them, read once: the teeth are found by them, and the
  // skin is lifted by them (cel/skinTones.ts reads the skin again after the lift).
  const skin = skinTone(lab, regions)?.tone;
  const teeth = skin && findTeeth(lab, regions, faces, span, skin);
  if (skin) liftCelSkin(lab, skin);
  const step = 100 / bands;
  const tones = layCelSkin(lab, regions, faces, span, { step, phase: bandPhase });
  // No photo line on the skin: the oval's, and the forehead above it (the skin's reach), where a
  // crease or the stubble of a receding hairline was inked as a black mark.
  const spared = tones ? inkSpared(lab, regions, tones.reach, tones.lightness, span) : regions.skin;
  if (teeth) whitenTeeth(lab, teeth);
  const levels = bands + 1;
  // Each pixel's band first, cleaned of islands, then the bands' lightness softened by a pixel
  // or so: the edges are the clean shapes', not the photo's noise's.
  const band = new Uint8Array(width * height);
  for (let i = 0; i < band.length; i++) band[i] = Math.min(levels - 1, Math.max(0, Math.floor(lab[i * 3] / step + bandPhase)));
  const areas = {
    picture: (ISLAND * scale * enlarge) ** 2,
    face: FACE_ISLAND * (2 * span) ** 2,
    head: HEAD_ISLAND * (2 * span) ** 2,
  };
  const head = span > 0 ? headZone(regions, span) : undefined;
  mergeBandIslands(band, width, height, levels, areas, regions, head && { zone: head, lab, step }, teeth?.mask);
  // The face keeps its own tones: its oval, and the skin's reach above it (its forehead).
  const round = maskBounds(regions.oval, 0.5, Math.round(HEAD_MASS * span));
  if (head && round) flattenMasses(lab, band, head, tones ? maxOf(regions.oval, tones.reach) : regions.oval, round);
  const banded = createGrey(width, height);
  // The skin's band at the skin's own lightness near the face (cel/skinBand.ts), the others (and
  // the skin's band away from the face) at their middles.
  for (let i = 0; i < band.length; i++) {
    const middle = (band[i] + 0.5 - bandPhase) * step;
    banded.data[i] = tones && band[i] === tones.band ? middle + (tones.lightness - middle) * tones.painted.data[i] : middle;
  }
  const quantized = gaussianBlur(banded, EDGE_SOFTNESS * enlarge).data;
  const result = createRgb(width, height);
  const rgb: [number, number, number] = [0, 0, 0];
  for (let p = 0, i = 0; p < lab.length; p += 3, i++) {
    const centre = palette[nearestIndex(palette, lab[p], lab[p + 1], lab[p + 2])];
    // On the skin, its own smoothed colour rather than the palette's nearest: where two palette
    // colours were about as near, skin flipped between them in patches. (Wider bands on the skin
    // alone drew rings where the skin's weight ramps.)
    const skin = Math.max(
      tones
        ? tones.reach.data[i] * (1 - regions.features.data[i] * (1 - tones.sockets.data[i]))
        : regions.skin.data[i] * (1 - regions.features.data[i]),
      teeth?.mask.data[i] ?? 0,
    );
    const pull = colourPull * (1 - 0.8 * skin);
    const a = (lab[p + 1] + (centre[1] - lab[p + 1]) * pull) * 1.15;
    const b = (lab[p + 2] + (centre[2] - lab[p + 2]) * pull) * 1.15;
    const centreShare = 0.3 * (1 - skin);
    labToRgb((1 - centreShare) * quantized[i] + centreShare * centre[0], a, b, rgb);
    result.data[p] = rgb[0];
    result.data[p + 1] = rgb[1];
    result.data[p + 2] = rgb[2];
  }
  progress(70);

  const ink = flowLines(toGrey(detail), {
    sigma: (1.6 * scale + 0.7) * enlarge,
    strong: 0.014,
    weak: 0.005,
    minLength: (24 * scale + 8) * enlarge,
    along: (5 * scale + 2) * enlarge,
    thicken: (scale > 0.75 ? 1 : 0) * enlarge,
    suppress: spared,
  });
  drawFeatures(ink, faces);
  // A thin frame on a soft photo does not survive the smoothing: drawn back where the photo shows one.
  const frame = glassesInk(photo, faces);
  if (frame) for (let i = 0; i < ink.data.length; i++) ink.data[i] = Math.max(ink.data[i], frame.data[i]);
  const strength = 0.85 + random.next() * 0.1;
  for (let i = 0, p = 0; i < ink.data.length; i++, p += 3) {
    // Only a line's core is inked: its soft flanks drew the photo's blurred edges as fat blobs.
    const k = smoothstep(LINE_CORE[0], LINE_CORE[1], ink.data[i]) * strength;
    result.data[p] += (INK[0] - result.data[p]) * k;
    result.data[p + 1] += (INK[1] - result.data[p + 1]) * k;
    result.data[p + 2] += (INK[2] - result.data[p + 2]) * k;
  }
  progress(85);
  return result;
}

/** The larger of two masks, pixel by pixel. */
function maxOf(a: Grey, b: Grey): Grey {
  const both = createGrey(a.width, a.height);
  for (let i = 0; i < both.data.length; i++) both.data[i] = Math.max(a.data[i], b.data[i]);
  return both;
}

/** How far a crease's gap in the skin's reach is closed, as a share of the eye span. */
const CREASE = 0.06;
/** Lab L under the lit skin's from which a pixel of the skin's colour above the oval is no longer spared ink, all of it at the second: hair. */
const HAIR_DARKER: readonly [number, number] = [40, 46];
/** How far from the oval's edge (a blur of this share of the eye span) hair that dark is inked: the outline framing the face. */
const HAIR_EDGE = 0.1;

/**
 * Where no photo line is inked (0–1): the oval's `skin`, and the skin's `reach` above it, its
 * small gaps (a crease darker than the skin's colour) closed by a blur doubled; but not, along
 * the oval's edge, what is far darker than the lit skin's `lightness`: hair of the skin's hue
 * framing the face (the brown-skinned woman's outline at her temples went with the reach).
 * Further up, hair that dark is left uninked (the blonde's dark roots drew scribbles).
 */
function inkSpared(lab: Float32Array, regions: FaceRegions, reach: Grey, lightness: number, span: number): Grey {
  const edge = gaussianBlur(regions.oval, span * HAIR_EDGE);
  const closed = blurDoubled(reach, span * CREASE);
  for (let i = 0; i < closed.data.length; i++) {
    const hair =
      (1 - smoothstep(lightness - HAIR_DARKER[1], lightness - HAIR_DARKER[0], lab[i * 3])) * smoothstep(0.05, 0.2, edge.data[i]);
    closed.data[i] = Math.max(regions.skin.data[i], Math.max(reach.data[i], closed.data[i]) * (1 - hair));
  }
  return closed;
}
