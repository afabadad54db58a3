// The eyes and brows made clear: an unsharp mask through the features' mask, so a retouched
// face (pix/younger, pix/elegant) looks in focus where a viewer looks first.
import type { Rgb } from '../../../shared/raster';
import { blurRgb } from '../../blur';
import type { XY } from '../../landmarks';
import { featuresMask } from '../../masks';
import { faceUnit } from '../../retouch';

export function crispFeatures(picture: Rgb, mesh: readonly XY[], amount: number): void {
  if (amount <= 0) return;
  const features = featuresMask(mesh, picture.width);
  const soft = blurRgb(picture, Math.max(1, faceUnit(mesh) * 0.012));
  const { data } = picture;
  for (let i = 0, p = 0; i < features.data.length; i++, p += 3) {
    const m = features.data[i] * amount;
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) {
      const v = data[p + c] + (data[p + c] - soft.data[p + c]) * m;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
