// pix/disney's nose: a painting's crisp shapes, not soft shadows ("a soft nose", blurred, not
// modelled, to blind readers).
import { alignedPerson } from '../../../testing/people';
import { createGrey, type Rgb } from '../../shared/raster';
import { distance } from '../landmarks';
import { disney, DISNEY_LOOK } from '../pix/disney';
import { paintFeatures } from './features';
import { toonFigure } from './render';

describe("disney's nose", () => {
  it('is painted with a crisp shadow under its tip', async () => {
    const figure = await toonFigure(await alignedPerson('woman', disney), DISNEY_LOOK.shape);
    const { width, height } = figure.soft;
    const face = figure.face;
    const unit = distance(face[33], face[263]);
    const picture: Rgb = { width, height, data: new Float32Array(width * height * 3) };
    for (let p = 0; p < picture.data.length; p += 3) picture.data.set([0.9, 0.7, 0.6], p);
    const everywhere = createGrey(width, height);
    everywhere.data.fill(1);
    paintFeatures(picture, face, {
      brow: DISNEY_LOOK.brow,
      browOpacity: 0.75,
      lips: DISNEY_LOOK.lipsAndBlush.lips,
      lipsOpacity: 0,
      blush: DISNEY_LOOK.lipsAndBlush.blush,
      blushOpacity: 0,
      keyFromLeft: true,
      onSkin: everywhere,
      crispNose: DISNEY_LOOK.crispNose,
    });
    // Down the column under the tip's middle: the steepest step of the light as a share of the
    // shadow's whole depth there.
    const x = Math.round(face[2][0]);
    const light: number[] = [];
    for (let y = Math.round(face[2][1] - unit * 0.02); y <= Math.round(face[2][1] + unit * 0.15); y++) {
      const p = (y * width + x) * 3;
      light.push(0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2]);
    }
    const depth = Math.max(...light) - Math.min(...light);
    let steepest = 0;
    for (let k = 1; k < light.length; k++) steepest = Math.max(steepest, Math.abs(light[k] - light[k - 1]));
    // Main's soft shadows: 0.088 (blurred over 0.025 eye distances); painted: 0.24.
    expect(steepest / depth).toBeGreaterThan(0.16);
  }, 300_000);
});
