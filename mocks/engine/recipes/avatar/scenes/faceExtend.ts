// The face carried on past its cut-out where a drawing opens wider than the mesh's oval (the
// robot's opening round a turned face's far eye). There the photo shows what lies beyond the
// face's edge — a pale wall, a strip of hair — which beside the cheek read as a seam inside the
// frame. The face's own colour is spread out over that band instead (a weighted blur of the
// pixels inside the oval), so the cheek seems to go on behind the frame's lip.
import type { Grey, Rgb } from '../../shared/raster';
import { gaussianData } from '../blur';

/**
 * Within `reveal` (0–1) and outside `oval` (0–1, the face's cut-out), the picture's colour
 * replaced by the oval's own spread outward over `reach` pixels (Gaussian sigma); inside the
 * oval nothing changes, and across its feather the two are mixed by it.
 */
export function extendFace(picture: Rgb, oval: Grey, reveal: Grey, reach: number): void {
  const { width, height, data } = picture;
  const weight = new Float32Array(oval.data.length);
  const weighted = new Float32Array(data.length);
  // Only the oval's solid inside gives colour: its feathered rim holds some of what lies past it.
  for (let i = 0, p = 0; i < weight.length; i++, p += 3) {
    const m = oval.data[i] >= 0.9 ? 1 : 0;
    weight[i] = m;
    for (let c = 0; c < 3; c++) weighted[p + c] = data[p + c] * m;
  }
  const colour = gaussianData(weighted, width, height, 3, reach);
  const spread = gaussianData(weight, width, height, 1, reach);
  for (let i = 0, p = 0; i < weight.length; i++, p += 3) {
    const take = reveal.data[i] * (1 - oval.data[i]);
    if (take <= 0 || spread[i] < 1e-4) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[p + c] / spread[i] - data[p + c]) * take;
  }
}
