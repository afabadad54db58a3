// 'pix/penink': a pen-and-ink drawing on cream paper. The features are drawn as clean pen
// lines where the face mesh puts them (lids and pupils, brows, the nose's wings, the mouth,
// the jaw), other contours where the photo has edges, and tone is built from hatching: one
// layer of parallel strokes in the half-tones, crossed in the shadows, a third direction in
// the darkest places. Tone is taken from the picture's local contrast, so a softly lit face
// still gets its modelling. The strokes wobble like a hand's and fade out towards the sheet's
// edges, as a sketch does.
import { hex } from '../../shared/colour';
import { inkLines } from '../../shared/edges';
import { paper, valueNoise } from '../../shared/noise';
import { fork } from '../../shared/random';
import { createRgb, smoothstep, toGrey, type Grey } from '../../shared/raster';
import { AVATAR_SIZE } from '../align';
import { blurGrey, guidedRgb } from '../blur';
import { drawFeatures, FACE_LINES, fillDisc, irises, JAW_LINE } from '../featureLines';
import { subjectMask } from '../masks';
import { faceUnit, smoothSkin } from '../retouch';
import { photoStyle } from '../style';

const INKS = ['#15182a', '#2e2118', '#101010'].map(hex);
const PAPER = hex('#f7f1e3');

/** Stretches the grey so its 2nd and 98th percentiles become 0 and 1: every photo gives a full range of tones. */
function stretch(grey: Grey): void {
  const counts = new Uint32Array(256);
  for (const v of grey.data) counts[Math.min(255, Math.max(0, Math.round(v * 255)))]++;
  const total = grey.data.length;
  let low = 0;
  let high = 255;
  for (let seen = 0, k = 0; k < 256; k++) {
    seen += counts[k];
    if (seen >= total * 0.02) {
      low = k;
      break;
    }
  }
  for (let seen = 0, k = 255; k >= 0; k--) {
    seen += counts[k];
    if (seen >= total * 0.02) {
      high = k;
      break;
    }
  }
  const span = Math.max(1, high - low) / 255;
  for (let i = 0; i < total; i++) grey.data[i] = Math.min(1, Math.max(0, (grey.data[i] - low / 255) / span));
}

/** Local contrast raised: each tone pushed away from its surroundings' mean (the face's modelling made legible). */
function localContrast(grey: Grey, sigma: number, amount: number): void {
  const around = blurGrey(grey, sigma);
  for (let i = 0; i < grey.data.length; i++) {
    grey.data[i] = Math.min(1, Math.max(0, grey.data[i] + (grey.data[i] - around.data[i]) * amount));
  }
}

export const penink = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  smoothSkin(picture, mesh, 1);
  const smooth = guidedRgb(picture, Math.max(2, Math.round(unit * 0.03)), 0.004);
  const grey = toGrey(smooth);
  stretch(grey);
  localContrast(grey, unit * 0.45, 1.1);
  // A lighter drawing overall: paper shows in the lights, as in a pen study.
  for (let i = 0; i < grey.data.length; i++) grey.data[i] = Math.min(1, grey.data[i] * 0.92 + 0.1);
  const contours = inkLines(grey, { sigma: Math.max(1.2, unit * 0.013), from: 0.02, to: 0.06, thicken: 0 });
  const pen = Math.max(1.3, unit * 0.018);
  const features = drawFeatures(mesh, size, FACE_LINES, pen);
  drawFeatures(mesh, size, JAW_LINE, pen * 0.8, features);
  for (const { centre, radius } of irises(mesh)) fillDisc(features, centre, radius * 0.55);
  // The subject fades out over a wide margin, so the hatching never ends in a hard outline.
  const subject = blurGrey(subjectMask(mesh, size), unit * 0.35);
  // The textures draw as much as the side is long: from streams of their own, so the
  // hatching's spacing, angles and ink are the same in an HD avatar (twice the side).
  const wobble = valueNoise(size, size, unit * 0.6, fork(random), 2);
  // Pen and paper in the avatar's pixels: an HD avatar (twice the side) draws them twice as wide.
  const nib = size / AVATAR_SIZE;
  const sheet = paper(size, size, fork(random), { tooth: 3 * nib, fibres: 30 });

  const spacing = Math.max(4 * nib, unit * random.between(0.05, 0.06));
  const base = random.between(-0.95, -0.65);
  const layers = [
    { angle: base, from: 0.28 },
    { angle: base + Math.PI / 2 + random.between(-0.15, 0.15), from: 0.52 },
    { angle: base + Math.PI / 4, from: 0.72 },
  ].map((layer) => ({ ...layer, cos: Math.cos(layer.angle), sin: Math.sin(layer.angle) }));

  const ink = INKS[random.below(INKS.length)];
  const result = createRgb(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      // Darkness to show: full on the subject, fading out towards the sheet's edges.
      const darkness = (1 - grey.data[i]) * (0.12 + 0.88 * subject.data[i]);
      const phase = (wobble.data[i] - 0.5) * 1.4;
      let amount = Math.max(features.data[i], contours.data[i] * 0.8 * (0.2 + 0.8 * subject.data[i]));
      for (const layer of layers) {
        const coverage = smoothstep(layer.from, layer.from + 0.16, darkness);
        if (coverage <= 0) continue;
        const u = (x * layer.cos + y * layer.sin) / spacing + phase;
        const distance = Math.abs(u - Math.round(u)) * spacing;
        // Lines swell with the darkness they stand for, as a pen pressed harder.
        const halfWidth = (0.35 + 0.45 * coverage) * nib;
        const stroke = Math.min(1, Math.max(0, halfWidth + 0.5 - distance));
        amount = Math.max(amount, stroke * (0.55 + 0.4 * coverage));
      }
      const texture = 1 + (sheet.data[i] - 0.5) * 0.07;
      const p = i * 3;
      for (let c = 0; c < 3; c++) result.data[p + c] = PAPER[c] * texture * (1 - amount) + ink[c] * amount;
    }
  }
  return result;
});
