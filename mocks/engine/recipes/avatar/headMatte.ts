// The user's own hair (and the forehead, ears and neck between it and the face) cut out of the
// aligned photo, so a drawn scene keeps the person's hair instead of painting a wig. Each pixel
// near the head is judged by its colour — nearer the hair and skin sampled around the mesh's
// face oval, or nearer the photo's background sampled at the picture's sides — and by where it
// is (a soft head shape around the oval), then the matte is cleaned and softened.
import { rgbToLab } from '../shared/colour';
import { createGrey, smoothstep, type Grey, type Rgb } from '../shared/raster';
import { blurGrey } from './blur';
import { FACE_OVAL, NOSE_TIP, outline, SKIN_SAMPLES, type XY } from './landmarks';

type Lab = [number, number, number];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
  centreX: number;
}

function ovalBox(mesh: readonly XY[]): Box {
  const oval = outline(mesh, FACE_OVAL);
  const left = Math.min(...oval.map((p) => p[0]));
  const right = Math.max(...oval.map((p) => p[0]));
  const top = Math.min(...oval.map((p) => p[1]));
  const bottom = Math.max(...oval.map((p) => p[1]));
  return { left, right, top, bottom, width: right - left, height: bottom - top, centreX: (left + right) / 2 };
}

/** Lab colours of the pixels in a rectangle (clipped to the picture), every `step` pixels. */
function labsIn(picture: Rgb, x0: number, y0: number, x1: number, y1: number, step: number): Lab[] {
  const { width, height, data } = picture;
  const found: Lab[] = [];
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(height, Math.round(y1)); y += step) {
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(width, Math.round(x1)); x += step) {
      const p = (y * width + x) * 3;
      const lab: Lab = [0, 0, 0];
      rgbToLab(data[p], data[p + 1], data[p + 2], lab);
      found.push(lab);
    }
  }
  return found;
}

function distance(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** A few colour centres of the samples (k-means, started from evenly spaced samples). */
function centres(samples: readonly Lab[], count: number): Lab[] {
  if (samples.length === 0) return [];
  const k = Math.min(count, samples.length);
  const means: Lab[] = Array.from({ length: k }, (_, i) => [...samples[Math.floor(((i + 0.5) * samples.length) / k)]]);
  for (let round = 0; round < 6; round++) {
    const sums = means.map((): [number, number, number, number] => [0, 0, 0, 0]);
    for (const lab of samples) {
      let best = 0;
      for (let i = 1; i < k; i++) if (distance(lab, means[i]) < distance(lab, means[best])) best = i;
      sums[best][0] += lab[0];
      sums[best][1] += lab[1];
      sums[best][2] += lab[2];
      sums[best][3] += 1;
    }
    sums.forEach((sum, i) => {
      if (sum[3] > 0) means[i] = [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]];
    });
  }
  return means;
}

function nearest(lab: Lab, means: readonly Lab[]): number {
  let best = Infinity;
  for (const mean of means) best = Math.min(best, distance(lab, mean));
  return best;
}

/**
 * The head as a soft matte (0–1): hair above and beside the face, forehead, ears and the top
 * of the neck, in the aligned portrait's pixels. The face oval itself is the caller's.
 */
export function headMatte(picture: Rgb, mesh: readonly XY[]): Grey {
  const size = picture.width;
  const box = ovalBox(mesh);
  const { width: w, height: h, centreX: cx } = box;
  const step = Math.max(1, Math.round(w / 60));
  // Hair: a band above the oval's top; skin: the mesh's cheek and forehead points.
  const hairSamples = labsIn(picture, cx - w * 0.28, box.top - h * 0.16, cx + w * 0.28, box.top - h * 0.03, step);
  const skinSamples = SKIN_SAMPLES.flatMap((index) => {
    const [x, y] = mesh[index];
    return labsIn(picture, x - w * 0.03, y - w * 0.03, x + w * 0.03, y + w * 0.03, step);
  });
  // Background: a ring around the head, wider than any hair, from the top of the picture
  // down to the chin (below it are shoulders and clothes, not what surrounds the hair).
  const backgroundSamples: Lab[] = [];
  const ringStep = step * 2;
  for (let y = 0; y < Math.min(size, box.top + h * 0.5); y += ringStep) {
    for (let x = 0; x < size; x += ringStep) {
      const radial = Math.hypot((x - cx) / (w * 1.15), (y - (box.top + h * 0.35)) / (h * 1.05));
      if (radial < 1 || radial > 1.9) continue;
      const p = (y * size + x) * 3;
      const lab: Lab = [0, 0, 0];
      rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
      backgroundSamples.push(lab);
    }
  }
  const hair = centres(hairSamples, 3);
  const skin = centres(skinSamples, 2);
  const background = centres(backgroundSamples, 6);

  // Where the head can be. The skull — a dome over the oval down to the ears, pushed back
  // away from where the nose points on a turned face — is kept unless a pixel is clearly the
  // background's colour (so dark hair before a dark room and a shadowed ear stay); beyond it,
  // within a wider soft ellipse, only a colour clearly the hair's comes along (long or full
  // hair), and below the ears only hair (the neck is neckMatte's).
  const nose = mesh[NOSE_TIP];
  const turn = Math.max(-0.2, Math.min(0.2, (nose[0] - cx) / w));
  const skullCx = cx - turn * w * 0.6;
  const skullCy = box.top + h * 0.42;
  const skullRx = w * 0.6;
  const skullRy = h * 0.7;
  const headCy = box.top + h * 0.4;
  const rx = w * 0.85;
  const ry = h * 0.9;
  const ears = box.top + h * 0.62;
  const matte = createGrey(size, size);
  const x0 = Math.max(0, Math.floor(cx - rx * 1.25));
  const x1 = Math.min(size - 1, Math.ceil(cx + rx * 1.25));
  const y0 = Math.max(0, Math.floor(headCy - ry * 1.25));
  const y1 = Math.min(size - 1, Math.ceil(box.bottom + h * 0.35));
  const lab: Lab = [0, 0, 0];
  const { data } = picture;
  for (let y = y0; y <= y1; y++) {
    const below = smoothstep(ears - h * 0.08, ears + h * 0.08, y);
    for (let x = x0; x <= x1; x++) {
      const radial = Math.hypot((x - skullCx) / rx, (y - headCy) / ry);
      const where = 1 - smoothstep(0.85, 1.1, radial);
      if (where <= 0) continue;
      const skull = (1 - smoothstep(0.92, 1.06, Math.hypot((x - skullCx) / skullRx, (y - skullCy) / skullRy))) * (1 - below);
      const p = (y * size + x) * 3;
      rgbToLab(data[p], data[p + 1], data[p + 2], lab);
      const toHair = nearest(lab, hair);
      const toSkin = nearest(lab, skin);
      const toPerson = Math.min(toHair, toSkin + 4);
      const toBackground = nearest(lab, background);
      // In the skull: out only where clearly the background's colour.
      const inSkull = skull * (1 - smoothstep(4, 12, toPerson - toBackground));
      // Beyond it: in only where clearly the hair's colour (below the ears, not skin's either).
      const hairLike = smoothstep(4, 12, toBackground - toHair) * (1 - smoothstep(12, 24, toHair));
      const notSkin = 1 - below * (1 - smoothstep(0, 8, toSkin - toHair));
      // Below the ears, hair only beside the face and neck, never under the chin (a ponytail
      // or a collar there would read as a beard; the neck is neckMatte's).
      const underChin = below * (1 - smoothstep(0.36, 0.46, Math.abs(x - cx) / w));
      matte.data[y * size + x] = Math.max(inSkull, hairLike * notSkin * where * (1 - underChin));
    }
  }
  // Specks and pinholes go, the edge softens: a blur, a firm threshold, and a light feather.
  const cleaned = blurGrey(matte, Math.max(1, w * 0.03));
  for (let i = 0; i < cleaned.data.length; i++) cleaned.data[i] = smoothstep(0.3, 0.7, cleaned.data[i]);
  return blurGrey(cleaned, Math.max(1, w * 0.012));
}
