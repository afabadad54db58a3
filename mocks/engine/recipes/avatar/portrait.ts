// 'portrait' (素描肖像): a graphite sketch portrait, head and shoulders, as an artist draws one
// on a sheet — contour lines from the photo's edges (a colour dodge of the grey over its blur),
// the face's lids, irises, brows, nose and mouth drawn crisp where the mesh puts them, tone laid
// in hatching that follows the form (./sketch/hatching.ts), crossed in the darks, a patch of
// loose background hatching behind the head, the figure fading out into bare paper, and a
// pencil-ruled border round the sheet. The idea of the dodge and the paper's tooth is the
// cartoon tool's sketch (../cartoon/sketch.ts); this one is drawn afresh for a framed portrait.
import { hex } from '../shared/colour';
import { paper, valueNoise } from '../shared/noise';
import { fork } from '../shared/random';
import { clamp01, createGrey, createRgb, smoothstep, toGrey, type Grey } from '../shared/raster';
import { AVATAR_SIZE } from './align';
import { blurGrey, guidedRgb } from './blur';
import { BROW_LINES, drawFeatures, EYE_LINES, fillDisc, irises, MOUTH_LINES, NOSE_LINES } from './featureLines';
import { centreOf, FACE_OVAL, outline } from './landmarks';
import { faceOvalMask, subjectMask } from './masks';
import { faceUnit, smoothSkin } from './retouch';
import { contourDirections, strokesAlong, turned } from './sketch/hatching';
import { drawFrame } from './sketch/frame';
import { photoStyle } from './style';
import { contourLine } from './toon/contour';
import { BACKGROUND, findRegions } from './toon/regions';

const PAPER = hex('#f6f2e8');
const GRAPHITE = hex('#2a2a2e');

/** Each tone pushed away from its surroundings' mean: the face's modelling made legible in any light. */
function localContrast(grey: Grey, sigma: number, amount: number): void {
  const around = blurGrey(grey, sigma);
  for (let i = 0; i < grey.data.length; i++) grey.data[i] = clamp01(grey.data[i] + (grey.data[i] - around.data[i]) * amount);
}

/** The grey stretched so its 2nd and 98th percentiles become 0 and 1: a full range of tones from any photo. */
function stretch(grey: Grey, mask: Grey): void {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let i = 0; i < grey.data.length; i++) {
    if (mask.data[i] < 0.5) continue;
    counts[Math.min(255, Math.max(0, Math.round(grey.data[i] * 255)))]++;
    total++;
  }
  if (total === 0) return;
  const percentile = (share: number): number => {
    for (let seen = 0, k = 0; k < 256; k++) {
      seen += counts[k];
      if (seen >= total * share) return k / 255;
    }
    return 1;
  };
  const low = percentile(0.03);
  const high = percentile(0.995);
  const span = Math.max(0.05, high - low);
  for (let i = 0; i < grey.data.length; i++) grey.data[i] = clamp01((grey.data[i] - low) / span);
}

export const portrait = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  // Pencil and paper in the avatar's pixels: an HD avatar (twice the side) draws them twice as wide.
  const nib = size / AVATAR_SIZE;
  smoothSkin(picture, mesh, 0.8);
  const smooth = guidedRgb(picture, Math.max(2, Math.round(unit * 0.025)), 0.003);
  const grey = toGrey(smooth);
  // The person without the room: the background is left as bare paper.
  const background = findRegions(smooth, mesh).masks[BACKGROUND];
  const subject = subjectMask(mesh, size);
  // The tones are read from the face, whatever the background: a dark room does not bleach it.
  const face = faceOvalMask(mesh, size, { grow: 0.9, forehead: 0, feather: 0 });
  stretch(grey, face);
  // In the face the tone is rendered more fully (a smooth graphite rendering under the
  // strokes), so its modelling reads even on the lit side.
  const modelled = blurGrey(face, unit * 0.1);
  localContrast(grey, unit * 0.4, 0.8);

  // Contours: the colour dodge, dark only where the grey falls below its surroundings.
  const around = blurGrey(grey, Math.max(3, unit * 0.035));
  const tone = blurGrey(grey, Math.max(1, unit * 0.012));
  const wide = blurGrey(grey, unit * 0.25);

  // The hatching: along the contours of the tone, and across them in the darks.
  const angle = random.between(-0.9, -0.6);
  const along = contourDirections(grey, unit * 0.25, angle);
  const spacing = Math.max(2.5 * nib, unit * 0.026) * random.between(0.95, 1.1);
  const hatch = strokesAlong(along, unit * 0.08, spacing, fork(random));
  const cross = strokesAlong(turned(along), unit * 0.06, spacing, fork(random));

  // The face's features, crisp: lids, brows, nose, mouth, and the irises filled.
  const pen = Math.max(1.2, unit * 0.014);
  const features = drawFeatures(mesh, size, [...EYE_LINES, MOUTH_LINES[0]], pen);
  // Nose, lips and brows lighter: a pencil suggests them, the photo's own tone does the rest.
  const light = drawFeatures(mesh, size, [...NOSE_LINES, ...MOUTH_LINES.slice(1)], pen * 0.8);
  drawFeatures(mesh, size, BROW_LINES, pen, light);
  const highlights = createGrey(size, size);
  for (const { centre, radius } of irises(mesh)) {
    fillDisc(features, centre, radius * 0.9, 0.75);
    fillDisc(features, centre, radius * 0.45);
    fillDisc(highlights, [centre[0] - radius * 0.3, centre[1] - radius * 0.35], radius * 0.25);
  }

  // The figure fades into bare paper over a wide, uneven margin, as a sketch's edge does.
  const ragged = valueNoise(size, size, unit * 0.5, fork(random), 3);
  const person = createGrey(size, size);
  for (let i = 0; i < person.data.length; i++) person.data[i] = (1 - background.data[i]) * subject.data[i];
  const soft = blurGrey(person, unit * 0.14);
  const figure = createGrey(size, size);
  for (let i = 0; i < figure.data.length; i++)
    figure.data[i] = smoothstep(0.3, 0.75, soft.data[i] + (ragged.data[i] - 0.5) * 0.4);

  // A patch of loose diagonal hatching behind the head on one side, to set it off the paper.
  const [faceX, faceY] = centreOf(mesh, FACE_OVAL);
  const oval = outline(mesh, FACE_OVAL);
  const faceWidth = Math.max(...oval.map((p) => p[0])) - Math.min(...oval.map((p) => p[0]));
  const side = random.next() < 0.5 ? -1 : 1;
  const backdropX = faceX + side * faceWidth * 0.95;
  const backdropY = faceY - faceWidth * 0.2;
  const backdropCos = Math.cos(angle);
  const backdropSin = Math.sin(angle);
  const backdropSpacing = spacing * 1.6;

  // The figure's silhouette, lightly: a face lit from one side keeps its edge on the lit side.
  const silhouette = createGrey(size, size);
  contourLine(background, Math.max(1.2, unit * 0.012), silhouette);

  const sheet = paper(size, size, fork(random), { tooth: 2.2 * nib, fibres: 25 });
  const result = createRgb(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      // (An offset keeps a flat dark area, where both are near 0, from reading as a line.)
      const dodge = clamp01((grey.data[i] + 0.08) / (around.data[i] + 0.08));
      const line = clamp01((1 - dodge ** 2) * 1.5);
      const shadow = 1 - tone.data[i];
      // Shade where the tone is darker than around it (the side of a nose, under a jaw).
      const relief = clamp01((wide.data[i] - tone.data[i]) * 2.5);
      // Hatching in the half-tones and darks, crossed only in the darkest places.
      const threshold = 0.72 - shadow * 0.35;
      const hatched = smoothstep(threshold, threshold + 0.1, hatch.data[i]) * smoothstep(0.35, 0.65, shadow);
      const crossThreshold = 0.8 - shadow * 0.3;
      const crossed = smoothstep(crossThreshold, crossThreshold + 0.1, cross.data[i]) * smoothstep(0.75, 0.95, shadow);
      // A soft smudged wash under the strokes, as a stump leaves.
      const wash = clamp01(shadow) ** 1.5 * 0.32;
      // Tone stays below a pencil's full dark, so large dark areas read as strokes on paper.
      const shading = Math.min(
        0.6,
        wash + hatched * 0.4 + crossed * 0.3 + relief * 0.25 + clamp01(shadow) * 0.25 * modelled.data[i],
      );
      const drawn = clamp01(Math.max(line * 0.85, shading)) * figure.data[i];
      // The loose backdrop: straight strokes, strongest beside the head, gone by the frame.
      const bx = (x - backdropX) / (faceWidth * 0.75);
      const by = (y - backdropY) / (faceWidth * 1.1);
      const reach = clamp01(1 - Math.hypot(bx, by)) * (1 - figure.data[i]);
      const u = (x * backdropCos + y * backdropSin) / backdropSpacing + (ragged.data[i] - 0.5) * 0.8;
      const strokeDistance = Math.abs(u - Math.round(u)) * backdropSpacing;
      const backdrop = clamp01(0.9 * nib + 0.5 - strokeDistance) * smoothstep(0, 0.5, reach) * 0.35;
      const edge = silhouette.data[i] * figure.data[i] * (0.2 + 0.6 * ragged.data[i]);
      let darkness = Math.max(drawn, features.data[i] * 0.95, light.data[i] * 0.55, edge, backdrop);
      darkness *= 1 - highlights.data[i] * 0.9;
      // Graphite catches on the tooth's peaks and skips its pits.
      const grip = 0.82 + 0.36 * sheet.data[i];
      const amount = clamp01(darkness * grip) * 0.9;
      const paperShade = 0.97 + 0.05 * sheet.data[i];
      const p = i * 3;
      for (let c = 0; c < 3; c++) result.data[p + c] = (PAPER[c] + (GRAPHITE[c] - PAPER[c]) * amount) * paperShade;
    }
  }
  drawFrame(result, GRAPHITE, random, nib);
  return result;
});
