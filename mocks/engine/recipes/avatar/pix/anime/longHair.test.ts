// Long hair drawn long (./measure.ts, ./locks.ts). The last blind readers: "every woman gets the
// same straight bob". On the held-out photos (small tiles cut under the chin) a woman's hair ran
// on past the photo's bottom edge, in the head's shadow far darker than her lit crown: it was
// not read as hair, and she was drawn a bob ending at the jaw. Drawn longer, it still hid behind
// the top: the shoulders cut it off. Here the sample woman's mesh over a made photo: dark hair
// beside her neck down to where the photo ends, a little under the chin.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFaces } from '../../../../testing/faces';
import { createGrey, createRgb, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { createRandom } from '../../../shared/random';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { animeLook } from './look';
import { measure } from './measure';
import { splitPerson } from './regions';

const SIZE = 640;
let mesh: readonly XY[] = [];
let photo: Rgb;
let matte: Grey;
let beyond: Grey;

beforeAll(async () => {
  const [face] = await sampleFaces('woman');
  mesh = face.mesh.map(([x, y]): XY => [x + 80, y - 40]);
  const { faceWidth: fw, faceHeight: fh, cx, top, chin } = faceFrame(mesh);
  const faceShape = fillPolygon(scaled(foreheadRaised(mesh), 1.04), SIZE, SIZE);
  // The photo ends a third of the face's height under the chin; past it, the square's dark blur.
  const edge = chin + 0.33 * fh;
  photo = createRgb(SIZE, SIZE);
  matte = createGrey(SIZE, SIZE);
  beyond = createGrey(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      const d = Math.abs(x - cx);
      const crown = Math.hypot(d / (0.66 * fw), (y - top) / (0.42 * fh)) < 1;
      let colour: Colour = [0.72, 0.78, 0.85];
      let person = 0;
      if (crown || (y > top && d < 0.7 * fw)) {
        // Hair: lit at the crown, in shade below the jaw.
        colour = y < chin ? [0.34, 0.23, 0.17] : [0.12, 0.08, 0.06];
        person = 1;
      }
      if (y > chin - 0.1 * fh && d < 0.24 * fw) colour = [0.86, 0.68, 0.58];
      if (y > chin + 0.25 * fh && d < 0.7 * fw) colour = [0.75, 0.75, 0.72];
      if (faceShape.data[i] > 0.5) colour = [0.86, 0.68, 0.58];
      beyond.data[i] = y - edge;
      if (y > edge) {
        colour = [0.08, 0.08, 0.08];
        person = 0.4;
      }
      photo.data.set(colour, i * 3);
      matte.data[i] = person;
    }
});

describe('long hair', () => {
  it("is read as long where it still falls at the photo's edge", () => {
    const { faceHeight: fh, chin } = faceFrame(mesh);
    const measured = measure(photo, mesh, matte, true, beyond);
    // Read: 0.8 of the face's height under the chin, past the shoulders; before, a bob's 0.25.
    for (const end of [measured.lengthLeft, measured.lengthRight]) expect(((end ?? 0) - chin) / fh).toBeGreaterThan(0.6);
  });

  it('falls in front of the shoulders, not cut off by the top', () => {
    const { faceWidth: fw, faceHeight: fh, cx, chin } = faceFrame(mesh);
    const regions = splitPerson(photo, mesh, matte, animeLook('woman', mesh), createRandom(1), beyond);
    // Beside the neck, over the shoulders: what shows there that is neither the top nor skin.
    let hair = 0;
    let all = 0;
    for (let y = Math.round(chin + 0.5 * fh); y < chin + 0.65 * fh; y++)
      for (let x = 0; x < SIZE; x++) {
        const d = Math.abs(x - cx);
        if (d < 0.4 * fw || d > 0.55 * fw) continue;
        const i = y * SIZE + x;
        all++;
        hair += regions.person.data[i] - regions.top.shown.data[i] - regions.body.shown.data[i];
      }
    // Measured: 1.0 of it hair; before, none (a bob ending at the jaw, or hair behind the top).
    expect(hair / all).toBeGreaterThan(0.8);
  });
});
