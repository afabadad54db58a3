// A painted background plate laid as a clean cel-film wash: the drawn landscape
// (../../toon3d/backdrop.ts storybookScene) with darker pooled pigment along each shape's edge (a
// wash dries darkest at its rim). The shapes' edges are kept: a background painted wet-on-dry has
// hard edges, and blurred they read as out of focus, a photo. No blooms and no paper tooth: the
// sky's mottle of thicker and thinner pigment and the paper's grain read as grain, a noisy print
// beside the figure's flat paint (blind panels preferred crisp, clean paint every time).
import { toGrey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';

export function watercolourWash(plate: Rgb): Rgb {
  const { width, data } = plate;
  const grey = toGrey(plate);
  // Pooling: where a shape meets a lighter one, its side of the edge darker than its middle.
  const settled = blurGrey(grey, width * 0.008).data;
  for (let i = 0, p = 0; i < grey.data.length; i++, p += 3) {
    const wash = 1 - Math.max(0, settled[i] - grey.data[i]) * 1.6;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, Math.max(0, data[p + c] * wash));
  }
  return plate;
}
