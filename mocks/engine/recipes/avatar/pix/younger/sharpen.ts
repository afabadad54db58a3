// Edges made crisp again on a soft or enlarged photo, shock-filter style: the light is pushed away
// from its local mean (an unsharp mask at two scales, the finer one the photo's own blur, the wider
// one an enlargement's), then held inside the range of light of its neighbourhood, so an edge turns
// into a clean step with no halo round it. A plain unsharp mask strong enough for a face enlarged
// five times ringed every edge; too weak, the panel saw "a blurred copy". Luminance only: colour
// pushed as well fringes edges with rainbows. The eyes, brows, lips and nostrils take the most, the
// skin the least (its finish is its texture: ./texture.ts), the hair and background in between.
import { smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { gaussianData } from '../../blur';
import type { XY } from '../../landmarks';
import { faceUnit } from '../../retouch';

export interface Crisp {
  /** Push at the finer scale (a hundredth of the eyes' span) over the whole picture. */
  fine: number;
  /** Push at the wider scale (three hundredths of the eyes' span: a soft enlargement's blur). */
  wide: number;
  /** Extra push on the eyes, brows, lips and nostrils (times the above). */
  features: number;
  /** Share of the push the skin takes (0–1). */
  skin: number;
  /**
   * Share of it the rest takes, hair, neck and room (0–1; absent: all): pushed, an enlarged photo's
   * blocks on a neck or a blind came out as a mosaic.
   */
  rest?: number;
}

/** The smallest and largest of each pixel's (2r+1)² neighbourhood, separable. */
function localRange(light: Float32Array, width: number, height: number, radius: number): [Float32Array, Float32Array] {
  const rowMin = new Float32Array(light.length);
  const rowMax = new Float32Array(light.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let low = Infinity;
      let high = -Infinity;
      for (let dx = -radius; dx <= radius; dx++) {
        const v = light[y * width + Math.min(width - 1, Math.max(0, x + dx))];
        if (v < low) low = v;
        if (v > high) high = v;
      }
      rowMin[y * width + x] = low;
      rowMax[y * width + x] = high;
    }
  const low = new Float32Array(light.length);
  const high = new Float32Array(light.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let a = Infinity;
      let b = -Infinity;
      for (let dy = -radius; dy <= radius; dy++) {
        const i = Math.min(height - 1, Math.max(0, y + dy)) * width + x;
        if (rowMin[i] < a) a = rowMin[i];
        if (rowMax[i] > b) b = rowMax[i];
      }
      low[y * width + x] = a;
      high[y * width + x] = b;
    }
  return [low, high];
}

/** `featureMask` and `skin`: ../../masks.ts' featuresMask and skinMask of this mesh (made once by the caller). */
export function crispEdges(picture: Rgb, mesh: readonly XY[], crisp: Crisp, featureMask: Grey, skinArea: Grey): void {
  const { width, height, data } = picture;
  const unit = faceUnit(mesh);
  const light = new Float32Array(width * height);
  for (let i = 0, p = 0; i < light.length; i++, p += 3) light[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  const fineMean = gaussianData(light, width, height, 1, Math.max(0.8, unit * 0.01));
  const wideMean = gaussianData(light, width, height, 1, Math.max(1.5, unit * 0.03));
  // Wide enough to hold a five-times enlargement's whole ramp (its blur about 0.015 of the eyes' span).
  const [low, high] = localRange(light, width, height, Math.max(1, Math.round(unit * 0.02)));
  const features = featureMask.data;
  const skin = skinArea.data;
  const rest = crisp.rest ?? 1;
  // A little overshoot is what a sharp photo's edge has; none looks posterised.
  const overshoot = 0.015;
  for (let i = 0, p = 0; i < light.length; i++, p += 3) {
    const plain = 1 - features[i];
    const weight =
      (1 + features[i] * crisp.features) * (1 - skin[i] * plain * (1 - crisp.skin)) * (1 - (1 - skin[i]) * plain * (1 - rest));
    const l = light[i];
    let target = l + ((l - fineMean[i]) * crisp.fine + (l - wideMean[i]) * crisp.wide) * weight;
    // Held inside the neighbourhood's range: the edge steepens, no halo grows beside it.
    const from = low[i] - overshoot;
    const to = high[i] + overshoot;
    target = target < from ? from : target > to ? to : target;
    // Only real edges are pushed: a flat patch's grain or an enlarged photo's compression blocks
    // (a few hundredths of light) would come out as a blocky mosaic.
    const delta = (target - l) * smoothstep(0.04, 0.12, high[i] - low[i]);
    for (let c = 0; c < 3; c++) {
      const v = data[p + c] + delta;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
