// pix/pixar's flush on the cheeks' apples and the nose's tip: whole on a pale lit skin, faded
// out where the skin under it is already saturated (a ruddy or brown skin, a cheek in its warm
// shade). Laid alike on every skin it made "a salmon blotch" on the older man's ruddy cheek.
import { alignedPerson } from '../../../testing/people';
import { createGrey, type Colour, type Rgb } from '../../shared/raster';
import { distance } from '../landmarks';
import { pixar, PIXAR_LOOK } from '../pix/pixar';
import { paintFaceForm } from './faceForm';
import { toonFigure } from './render';

describe("pixar's flush", () => {
  it('warms a pale skin and leaves an already red one alone', async () => {
    const figure = await toonFigure(await alignedPerson('older-man', pixar), PIXAR_LOOK.shape);
    const { width, height } = figure.soft;
    const face = figure.face;
    const unit = distance(face[33], face[263]);
    const everywhere = createGrey(width, height);
    everywhere.data.fill(1);
    // Green over red at the middle of each apple's flush, after the form is painted on a flat skin.
    const warmthAfter = (skin: Colour): number => {
      const picture: Rgb = { width, height, data: new Float32Array(width * height * 3) };
      for (let p = 0; p < picture.data.length; p += 3) picture.data.set(skin, p);
      paintFaceForm(picture, face, {
        keyFromLeft: true,
        ...PIXAR_LOOK.form,
        shadow: [0.6, 0.45, 0.4],
        inkColour: PIXAR_LOOK.eyes.line,
        within: everywhere,
        face: everywhere,
      });
      let sum = 0;
      for (const apple of [50, 280]) {
        const p = (Math.round(face[apple][1] + unit * 0.04) * width + Math.round(face[apple][0])) * 3;
        sum += picture.data[p + 1] / picture.data[p] / (skin[1] / skin[0]);
      }
      return sum / 2;
    };
    // A pale lit cheek (the woman's) and the older man's ruddy cheek in shade (chroma 0.34, 0.5).
    const pale = warmthAfter([0.93, 0.71, 0.62]);
    const ruddy = warmthAfter([0.62, 0.4, 0.31]);
    // Main: green over red 0.95 of the skin's on the pale cheek, 0.97 on the ruddy one (a salmon
    // blotch); now 0.95 and 1.02 (only the apple's warm-white highlight left on the ruddy one).
    expect(pale).toBeLessThan(0.97);
    expect(ruddy).toBeGreaterThan(0.99);
  }, 300_000);
});
