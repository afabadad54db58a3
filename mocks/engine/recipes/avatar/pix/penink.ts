// 'pix/penink': a pen-and-ink drawing on cream paper — contour lines where the photo has
// edges, and tone built from hatching: one layer of parallel strokes in the half-tones,
// crossed in the shadows, a third direction in the darkest places. The strokes wobble like a
// hand's and fade out towards the edges of the sheet, as a sketch does.
import { hex } from '../../shared/colour';
import { inkLines } from '../../shared/edges';
import { paper, valueNoise } from '../../shared/noise';
import { createRgb, smoothstep, toGrey, type Grey } from '../../shared/raster';
import { guidedRgb } from '../blur';
import { subjectMask } from '../masks';
import { faceUnit, smoothSkin } from '../retouch';
import { photoStyle } from '../style';

const INKS = ['#15182a', '#2e2118', '#101010'].map(hex);
const PAPER = hex('#f5efe0');

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

export const penink = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  smoothSkin(picture, mesh, 1);
  const smooth = guidedRgb(picture, Math.max(2, Math.round(unit * 0.03)), 0.004);
  const grey = toGrey(smooth);
  stretch(grey);
  const contours = inkLines(grey, { sigma: Math.max(1.2, unit * 0.013), from: 0.01, to: 0.05, thicken: 0 });
  const subject = subjectMask(mesh, size);
  const wobble = valueNoise(size, size, unit * 0.6, random, 2);
  const sheet = paper(size, size, random, { tooth: 3, fibres: 30 });

  const spacing = Math.max(4, unit * random.between(0.045, 0.055));
  const base = random.between(-0.95, -0.65);
  const layers = [
    { angle: base, from: 0.3 },
    { angle: base + Math.PI / 2 + random.between(-0.15, 0.15), from: 0.52 },
    { angle: base + Math.PI / 4, from: 0.72 },
  ].map((layer) => ({ ...layer, cos: Math.cos(layer.angle), sin: Math.sin(layer.angle) }));
  const halfWidth = 0.55;

  const ink = INKS[random.below(INKS.length)];
  const result = createRgb(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      // Darkness to show: full on the subject, fading out towards the sheet's edges.
      const darkness = (1 - grey.data[i]) * (0.2 + 0.8 * subject.data[i]);
      const phase = (wobble.data[i] - 0.5) * 1.6;
      let amount = contours.data[i] * (0.25 + 0.75 * subject.data[i]);
      for (const layer of layers) {
        const coverage = smoothstep(layer.from, layer.from + 0.14, darkness);
        if (coverage <= 0) continue;
        const u = (x * layer.cos + y * layer.sin) / spacing + phase;
        const distance = Math.abs(u - Math.round(u)) * spacing;
        const stroke = Math.min(1, Math.max(0, halfWidth + 0.5 - distance));
        amount = Math.max(amount, stroke * coverage * 0.9);
      }
      const texture = 1 + (sheet.data[i] - 0.5) * 0.08;
      const p = i * 3;
      for (let c = 0; c < 3; c++) result.data[p + c] = PAPER[c] * texture * (1 - amount) + ink[c] * amount;
    }
  }
  return result;
});
