// A painted background plate laid in watercolour: the drawn landscape
// (../../toon3d/backdrop.ts storybookScene) given a wash's unevenness — broad blooms where the
// pigment settled thicker or thinner, darker pooled pigment along each shape's edge (a wash dries
// darkest at its rim), and the paper's tooth showing through. The shapes' edges are kept: a
// background painted wet-on-dry has hard edges, and blurred they read as out of focus, a photo.
import { grain, valueNoise } from '../../../shared/noise';
import type { Random } from '../../../shared/random';
import { toGrey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';

export function watercolourWash(plate: Rgb, random: Random): Rgb {
  const { width, height, data } = plate;
  const blooms = valueNoise(width, height, width * 0.12, random, 3).data;
  const tooth = grain(width, height, random, 1.2).data;
  const grey = toGrey(plate);
  // Pooling: where a shape meets a lighter one, its side of the edge darker than its middle.
  const settled = blurGrey(grey, width * 0.008).data;
  for (let i = 0, p = 0; i < blooms.length; i++, p += 3) {
    const pooled = Math.max(0, settled[i] - grey.data[i]) * 1.6;
    const wash = 1 + (blooms[i] - 0.5) * 0.16 - pooled + (tooth[i] - 0.5) * 0.035;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, Math.max(0, data[p + c] * wash));
  }
  return plate;
}
