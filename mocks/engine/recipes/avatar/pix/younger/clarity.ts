// The eyes, brows and lips of a soft face given back their contrast, as a retouch app keeps the
// features crisp on an even skin. A face enlarged past its photo's resolution (the face-match
// grid's 100 px faces) is not made crisp by ./sharpen.ts: its push held inside the neighbourhood's
// range turned soft ramps into flat blobs with hard edges. Here the light is pushed from a mean as
// wide as such an enlargement's ramps (0.04 of the eyes' span), with no range held, so a ramp
// steepens and keeps its shape; each push is limited softly (LIMIT) so a dark lash line next to a
// light white grows no halo. Luminance only (colour pushed fringes edges), on the features only:
// pushed too, the skin's and the hair's compression blocks came out as a mosaic.
import type { Grey, Rgb } from '../../../shared/raster';
import { gaussianData } from '../../blur';
import type { XY } from '../../landmarks';
import { faceUnit } from '../../retouch';

/** The wider mean the light is pushed from, in eyes' spans: a soft enlargement's ramp. */
const SPREAD = 0.04;
/** The most a push changes the light (softly, by tanh): more ringed a lash line. */
const LIMIT = 0.08;

/** `featureMask`: ../../masks.ts' featuresMask of this mesh; `amount`: the push (0: none). */
export function featureClarity(picture: Rgb, mesh: readonly XY[], amount: number, featureMask: Grey): void {
  if (amount <= 0) return;
  const { width, height, data } = picture;
  const light = new Float32Array(width * height);
  for (let i = 0, p = 0; i < light.length; i++, p += 3) light[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  const mean = gaussianData(light, width, height, 1, Math.max(1.5, faceUnit(mesh) * SPREAD));
  for (let i = 0, p = 0; i < light.length; i++, p += 3) {
    const weight = featureMask.data[i];
    if (weight <= 0) continue;
    const delta = LIMIT * Math.tanh(((light[i] - mean[i]) * amount * weight) / LIMIT);
    for (let c = 0; c < 3; c++) {
      const v = data[p + c] + delta;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
