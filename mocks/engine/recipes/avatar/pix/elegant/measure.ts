// Measures of a painted portrait's finish, for its tests and for looking: how crisp the eyes and
// the mouth are (a blind panel's "face smeared into blur"), and whether a light band rings the
// head (its "halo blur"). Both on the finished picture, placed by the mesh found in it.
import { createGrey, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { featuresMask } from '../../masks';

function lightOf(picture: Rgb): Grey {
  const grey = createGrey(picture.width, picture.height);
  for (let i = 0, p = 0; i < grey.data.length; i++, p += 3)
    grey.data[i] = 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
  return grey;
}

/**
 * Edge energy on the eyes, brows and mouth: the mean light step (0–1) between pixels two apart,
 * after a one-pixel blur so a canvas weave or grain does not count, inside the features' mask.
 * Measured at the face's own scale: the picture is read as if the eyes were 100 pixels apart.
 */
export function featureEdges(picture: Rgb, mesh: readonly XY[]): number {
  const light = blurGrey(lightOf(picture), 1);
  const mask = featuresMask(mesh, picture.width);
  const { width, height, data } = light;
  const span = Math.hypot(mesh[263][0] - mesh[33][0], mesh[263][1] - mesh[33][1]);
  const step = Math.max(1, Math.round(span / 50));
  let sum = 0;
  let weight = 0;
  for (let y = step; y < height - step; y++)
    for (let x = step; x < width - step; x++) {
      const i = y * width + x;
      const m = mask.data[i];
      if (m < 0.3) continue;
      const gx = data[i + step] - data[i - step];
      const gy = data[i + step * width] - data[i - step * width];
      sum += Math.hypot(gx, gy) * m;
      weight += m;
    }
  return weight > 0 ? sum / weight : 0;
}

/**
 * A halo round the head: along rays from the head's middle over its top and sides, the head's edge
 * is where the light falls most steeply going out; the mean light of the band just outside it
 * (0.04–0.14 of the face's width) less that of the ground farther out (0.3–0.45). Above 0, the
 * head is ringed by a lighter band.
 */
export function haloAroundHead(picture: Rgb, mesh: readonly XY[]): number {
  const light = blurGrey(lightOf(picture), 2);
  const { width, height, data } = light;
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const ox = cx;
  const oy = cy - faceHeight * 0.1;
  const at = (x: number, y: number): number => {
    const ix = Math.min(width - 1, Math.max(0, Math.round(x)));
    const iy = Math.min(height - 1, Math.max(0, Math.round(y)));
    return data[iy * width + ix];
  };
  let total = 0;
  let count = 0;
  for (let a = -170; a <= -10; a += 10) {
    const dx = Math.cos((a * Math.PI) / 180);
    const dy = Math.sin((a * Math.PI) / 180);
    const along = (r: number): number => at(ox + dx * r, oy + dy * r);
    // The head's edge: between the face's own rim and well past the hair.
    const inner = faceWidth * 0.35;
    const outer = faceWidth * 1.1;
    let edge = inner;
    let steepest = 0;
    const d = faceWidth * 0.03;
    for (let r = inner; r <= outer; r += 1) {
      const fall = along(r - d) - along(r + d);
      if (fall > steepest) {
        steepest = fall;
        edge = r;
      }
    }
    const band = (from: number, to: number): number => {
      let s = 0;
      let n = 0;
      for (let r = edge + faceWidth * from; r <= edge + faceWidth * to; r += 1) {
        s += along(r);
        n++;
      }
      return s / Math.max(1, n);
    };
    total += band(0.04, 0.14) - band(0.3, 0.45);
    count++;
  }
  return total / count;
}
