// pix/pixar's studio sweep behind light hair: before the butter or peach pool a blonde's hair
// "melts into the yellow background" (a blind reader kept the deeper sweep 4 of 4).
import { avatarOfPerson } from '../../../testing/people';
import { pixar, PIXAR_LOOK } from './pixar';
import { toonFigure } from '../toon3d/render';
import { colourToLab } from '../../shared/colour';
import type { Colour, Grey, Rgb } from '../../shared/raster';

// As the other avatar render tests: a render takes 15–20 s here, longer on a busy machine.
const SLOW = 300_000;

/** The mean colour of the backdrop within `reach` pixels of the hair (no figure there). */
function backdropBesideHair(result: Rgb, silhouette: Grey, hair: Grey, reach: number): Colour {
  const { width, height, data } = result;
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (silhouette.data[y * width + x] > 0.01) continue;
      let near = false;
      for (let dy = -reach; dy <= reach && !near; dy += 2) {
        for (let dx = -reach; dx <= reach && !near; dx += 2) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) near = hair.data[ny * width + nx] > 0.5;
        }
      }
      if (!near) continue;
      for (let c = 0; c < 3; c++) sum[c] += data[(y * width + x) * 3 + c];
      count++;
    }
  }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

function deltaE(a: Colour, b: Colour): number {
  const [la, aa, ba] = colourToLab(a);
  const [lb, ab, bb] = colourToLab(b);
  return Math.hypot(la - lb, aa - ab, ba - bb);
}

describe("pix/pixar's sweep behind light hair", () => {
  it.each([1, 2])(
    "sets the blonde's hair off the backdrop (seed %i)",
    async (seed) => {
      const { portrait, result } = await avatarOfPerson('blonde', pixar, seed);
      const { masses } = await toonFigure(portrait, PIXAR_LOOK.shape, false, PIXAR_LOOK.skin.ownSaturation);
      const beside = backdropBesideHair(result, masses.silhouette, masses.hair, Math.round(result.width * 0.03));
      if (!masses.hairPaint) throw new Error('no hair read on the blonde');
      // Main's butter and peach pools: ΔE 9.5 and 10.5 from her painted hair (the same hue,
      // a little lighter); the deeper terracotta and salmon 24.2 and 24.4.
      expect(deltaE(masses.hairPaint, beside)).toBeGreaterThan(18);
    },
    SLOW,
  );
});
