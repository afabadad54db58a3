// The 'portrait' style: a pencil sketch. Colour dodge of the grey photo over its blurred
// inverse leaves the edges as graphite lines; the tone is laid as blended graphite (smooth, the
// paper's grain showing through), hatching only in the real darks; the sitter is worked up and
// the room fades to light lines (./sketchFocus.ts), the drawing thinning out before the
// paper's edge. The paper's tooth breaks the strokes as real paper does. A hatch over every
// mid tone, sitter and background alike, read as a filter to the blind panel.
import { gaussianBlur } from '../shared/blur';
import { streaks } from '../shared/directional';
import { domainTransform } from '../shared/domainTransform';
import type { Face } from '../../types';
import { drawFeatures } from '../shared/faceParts';
import { paper } from '../shared/noise';
import type { Random } from '../shared/random';
import { clamp01, createGrey, createRgb, enlargeGrey, smoothstep, toGrey, type Grey, type Rgb } from '../shared/raster';
import { glassesInk } from '../watercolor/glasses';
import { sketchFocus } from './sketchFocus';
import { liftDarkSkinTone } from './sketchTone';

const PAPER: readonly [number, number, number] = [0.975, 0.965, 0.94];
const GRAPHITE: readonly [number, number, number] = [0.16, 0.16, 0.18];

/**
 * `enlarge`: how many times its normal size `photo` is (HD, shared/scale.ts). The filters'
 * widths are measured at the normal size and enlarged, and the paper and the hatching are
 * drawn at the normal size and enlarged, so the HD sketch is the same drawing, bigger.
 */
export function paintSketch(
  photo: Rgb,
  random: Random,
  progress: (percent: number) => void,
  enlarge = 1,
  faces: readonly Face[] = [],
): Rgb {
  const { width, height } = photo;
  const normalWidth = width / enlarge;
  const normalHeight = height / enlarge;
  const scale = Math.max(normalWidth, normalHeight) / 1024;
  // Denoise first: the dodge turns every speck of sensor noise into a pencil dot.
  const grey = evenedContrast(
    liftDarkSkinTone(toGrey(domainTransform(photo, (6 * scale + 2) * enlarge, 0.08, 2)), faces),
    (24 * scale + 4) * enlarge,
  );
  const blurred = gaussianBlur(grey, (5 * scale + 1.5) * enlarge);
  const tone = gaussianBlur(grey, (2.5 * scale + 1) * enlarge);
  const surroundings = gaussianBlur(grey, (24 * scale + 4) * enlarge);
  progress(40);

  const texture = (plane: Grey) => enlargeGrey(plane, enlarge);
  const tooth = texture(paper(normalWidth, normalHeight, random, { tooth: 1.4 * scale + 0.6, fibres: 20 }));
  const angle = (random.between(-60, -35) * Math.PI) / 180;
  const strokeLength = 28 * scale + 8;
  const hatch = texture(streaks(normalWidth, normalHeight, angle, strokeLength, random));
  const crossAngle = angle + (random.between(75, 100) * Math.PI) / 180;
  const cross = texture(streaks(normalWidth, normalHeight, crossAngle, strokeLength, random));
  const focus = sketchFocus(width, height, faces);
  // The features drawn clean from the mesh, as the artist draws them first: a soft small face's
  // dodge alone left a blank oval.
  const features = createGrey(width, height);
  drawFeatures(features, faces, 0.7);
  // A thin frame on a soft photo is lost in the denoised dodge (the panel: "drops the glasses"):
  // drawn back as a clean pencil line where the photo shows one.
  const frame = glassesInk(photo, faces, 0.8);
  if (frame) for (let i = 0; i < features.data.length; i++) features.data[i] = Math.max(features.data[i], frame.data[i]);
  // The drawing thins out over the last few percent before the paper's edge, raggedly.
  const margin = Math.min(width, height) * 0.045;
  progress(70);

  const result = createRgb(width, height);
  for (let i = 0; i < grey.data.length; i++) {
    // Colour dodge: grey / (1 - blur(1 - grey)) = grey / blur(grey); dark only near edges.
    const dodge = clamp01(grey.data[i] / Math.max(0.02, blurred.data[i]));
    // A faint dodge (a speck of noise, a JPEG block on a cheek) is left as paper: only real edges draw.
    // In the deep darks (black clothes, a dark room) the dodge divides noise by noise and
    // breaks into black islands: there the shading alone draws, as dense graphite.
    const line = smoothstep(0.06, 0.7, 1 - dodge ** 2.5) * smoothstep(0.03, 0.16, blurred.data[i]);
    const shadow = 1 - tone.data[i];
    // Shade where the tone is darker than around it (the side of a nose, under a jaw), so a
    // pale, evenly lit face still gets its modelling.
    const relief = clamp01((surroundings.data[i] - tone.data[i]) * 3);
    // Blended graphite for the tone; hatching only in the darks, cross-hatching in the deepest.
    // The blended tone keeps a trace of the pencil's direction (the hatch's streaks, softly).
    const blended = smoothstep(0.15, 0.95, shadow) * 0.5 * (0.65 + 0.7 * hatch.data[i]);
    const hatched = smoothstep(0.8, 0.9, hatch.data[i]) * smoothstep(0.55, 0.75, shadow);
    const crossed = smoothstep(0.84, 0.94, cross.data[i]) * smoothstep(0.78, 0.92, shadow);
    // Graphite catches on the tooth's peaks and skips its pits.
    const grip = 0.6 + 0.8 * tooth.data[i];
    const worked = focus.data[i];
    const x = i % width;
    const y = (i - x) / width;
    const edge = Math.min(x, y, width - 1 - x, height - 1 - y);
    const onPaper = smoothstep(0, margin, edge + (tooth.data[i] - 0.5) * margin * 0.8);
    const lines = line * 0.85 * (0.3 + 0.7 * worked);
    const shading = (blended + 0.32 * hatched + 0.22 * crossed + relief * 0.45) * (0.2 + 0.8 * worked);
    // Lines grip the tooth fully; the blended tone only a little (rubbed graphite fills the pits).
    const drawn = Math.max(lines, features.data[i] * 0.75);
    const darkness = 0.88 * clamp01(drawn * grip + shading * (0.8 + 0.4 * tooth.data[i])) * onPaper;
    const paperShade = 0.95 + 0.07 * tooth.data[i];
    const p = i * 3;
    for (let c = 0; c < 3; c++) result.data[p + c] = (PAPER[c] + (GRAPHITE[c] - PAPER[c]) * darkness) * paperShade;
  }
  progress(85);
  return result;
}

/**
 * The grey with its local contrast evened out: where it is flat (a soft, small or dim face) it
 * is stretched about its neighbourhood's mean, up to 1.6×, so the dodge finds its features; a
 * contrasty photo is left as it is.
 */
function evenedContrast(grey: Grey, sigma: number): Grey {
  const mean = gaussianBlur(grey, sigma);
  const squares = createGrey(grey.width, grey.height);
  for (let i = 0; i < grey.data.length; i++) squares.data[i] = grey.data[i] * grey.data[i];
  const meanSquares = gaussianBlur(squares, sigma);
  const result = createGrey(grey.width, grey.height);
  for (let i = 0; i < grey.data.length; i++) {
    const spread = Math.sqrt(Math.max(0, meanSquares.data[i] - mean.data[i] * mean.data[i]));
    const gain = Math.min(1.6, Math.max(1, 0.12 / Math.max(1e-3, spread)));
    result.data[i] = clamp01(mean.data[i] + (grey.data[i] - mean.data[i]) * gain);
  }
  return result;
}
