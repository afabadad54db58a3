// The structure tensor of a grey picture: at each pixel the products of its central-difference
// gradients (gx², gx·gy, gy²), smoothed over `sigma`. Its eigenvectors give the direction along
// an edge and across it, whatever the sign of the gradient; line art's tangent flow
// (flowLines.ts) and Van Gogh's stroke directions (watercolor/vangogh/swirl.ts) read it.
import { gaussianBlur } from './blur';
import { createGrey, type Grey } from './raster';

/** The tensor's three distinct entries [xx, xy, yy], each smoothed over `sigma` pixels. */
export function structureTensor(grey: Grey, sigma: number): [xx: Grey, xy: Grey, yy: Grey] {
  const { width, height, data } = grey;
  const xx = createGrey(width, height);
  const xy = createGrey(width, height);
  const yy = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const gx = data[y * width + Math.min(width - 1, x + 1)] - data[y * width + Math.max(0, x - 1)];
      const gy = data[down + x] - data[up + x];
      xx.data[i] = gx * gx;
      xy.data[i] = gx * gy;
      yy.data[i] = gy * gy;
    }
  }
  return [gaussianBlur(xx, sigma), gaussianBlur(xy, sigma), gaussianBlur(yy, sigma)];
}
