// The sitter exposed as a studio exposes a face: the photo's face (a dim restaurant, a soft grid
// face) brought up until its mean light is a portrait's, by a gain on the light alone (hue and
// saturation kept) that rolls off towards white, so the lights do not clip. A gain, not a gamma:
// a gamma lifts the darks most, and the small eyes of a soft face faded into pale grey smudges.
// Every face is lifted only `share` of the way (the caller's): a face's own depth of tone is the
// person's, not all an exposure fault.
import type { Rgb } from '../../../shared/raster';
import { faceOvalMask } from '../../masks';
import type { XY } from '../../landmarks';

/** The face's mean light (0–1) inside its oval. */
function meanFaceLight(picture: Rgb, mesh: readonly XY[]): number {
  const oval = faceOvalMask(mesh, picture.width, { grow: 0.9, forehead: 0, feather: 2 });
  const { data } = picture;
  let sum = 0;
  let weight = 0;
  for (let i = 0, p = 0; i < oval.data.length; i++, p += 3) {
    const m = oval.data[i];
    if (m <= 0) continue;
    sum += (0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2]) * m;
    weight += m;
  }
  return weight > 0 ? sum / weight : 0.5;
}

/** Lifts `picture` in place so the face's mean light moves `share` of the way to `target` (never darker). */
export function exposeFace(picture: Rgb, mesh: readonly XY[], target: number, share: number): void {
  const now = Math.min(0.95, Math.max(0.05, meanFaceLight(picture, mesh)));
  const wanted = now + Math.max(0, target - now) * share;
  // g·v / (1 + (g − 1)·v²): slope g at black, white kept at white; g solved for the face's mean.
  const gain = Math.min(2, (wanted * (1 - now * now)) / (now * (1 - wanted * now)));
  if (gain <= 1.001) return;
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const light = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    if (light <= 0.002) continue;
    const scale = gain / (1 + (gain - 1) * light * light);
    for (let c = 0; c < 3; c++) {
      const v = data[p + c] * scale;
      data[p + c] = v > 1 ? 1 : v;
    }
  }
}
