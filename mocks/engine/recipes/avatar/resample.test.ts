// enlarge works sampleBilinear's sums out per column once: it must give sampleBilinear's pixels.
import { createRandom } from '../shared/random';
import { createRgb } from '../shared/raster';
import { sampleBilinear } from '../shared/sample';
import { enlarge } from './resample';

describe('enlarge', () => {
  it.each([
    [10, 7, 33, 20],
    [191, 96, 768, 384],
    [5, 5, 5, 5],
  ])('gives sampleBilinear’s pixels, %i×%i to %i×%i', (width, height, toWidth, toHeight) => {
    const random = createRandom(3);
    const picture = createRgb(width, height);
    for (let i = 0; i < picture.data.length; i++) picture.data[i] = random.next();
    const expected = createRgb(toWidth, toHeight);
    for (let y = 0, o = 0; y < toHeight; y++)
      for (let x = 0; x < toWidth; x++, o += 3)
        sampleBilinear(picture, 3, (x + 0.5) * (width / toWidth) - 0.5, (y + 0.5) * (height / toHeight) - 0.5, expected.data, o);
    expect(enlarge(picture, toWidth, toHeight).data).toEqual(expected.data);
  });
});
