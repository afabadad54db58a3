// The cel's top in the colour of the photo's clothes (./clothes.ts). Blind readers of the anime
// men: "a red T-shirt for everyone". On the sample photos cut off a little under the chin, the
// top was read only from half a face below the chin, off the photo, and the segmenter's matte
// ended at the neck: no clothes were found, and every man's top was a colour drawn at random.
// Here the sample man's mesh over made photos of that kind: the photo ends a fifth of the face's
// height under the chin, the matte covers the head and neck only, the clothes differ.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFaces } from '../../../../testing/faces';
import { colourToLab } from '../../../shared/colour';
import { createGrey, createRgb, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { createRandom } from '../../../shared/random';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { celClothes, NEUTRAL_TOP } from './clothes';
import { animeLook } from './look';
import { splitPerson } from './regions';

const SIZE = 640;
const SKIN: Colour = [0.86, 0.68, 0.58];
const BLACK: Colour = [0.06, 0.06, 0.07];
const WHITE: Colour = [0.9, 0.9, 0.92];
const BLUE: Colour = [0.2, 0.3, 0.65];
let mesh: readonly XY[] = [];

beforeAll(async () => {
  const [face] = await sampleFaces('man');
  mesh = face.mesh.map(([x, y]): XY => [x + 80, y - 60]);
});

/**
 * A made photo of a man with dark hair before a pale wall, in `clothes` under the neck (`shirt`
 * in a V under the throat, as a jacket's opening), the photo ending `edge` face heights under the
 * chin; the matte his head and neck.
 */
function madePhoto(clothes: Colour, shirt: Colour, edge: number): { photo: Rgb; matte: Grey; beyond: Grey } {
  const { faceWidth: fw, faceHeight: fh, cx, top, chin } = faceFrame(mesh);
  const faceShape = fillPolygon(scaled(foreheadRaised(mesh), 1.04), SIZE, SIZE);
  const photo = createRgb(SIZE, SIZE);
  const matte = createGrey(SIZE, SIZE);
  const beyond = createGrey(SIZE, SIZE);
  const end = chin + edge * fh;
  const at = (x: number, y: number): { colour: Colour; person: number } => {
    const d = Math.abs(x - cx);
    let colour: Colour = [0.78, 0.8, 0.76];
    let person = 0;
    if (Math.hypot(d / (0.6 * fw), (y - top) / (0.3 * fh)) < 1) {
      colour = [0.12, 0.09, 0.08];
      person = 1;
    }
    if (y > chin - 0.1 * fh && d < 0.28 * fw) {
      colour = SKIN;
      person = 1;
    }
    if (y > chin + 0.1 * fh && d < 1.2 * fw) colour = d < 0.2 * fw - (y - chin - 0.1 * fh) * 0.2 ? SKIN : clothes;
    if (y > chin + 0.1 * fh && d < 0.12 * fw) colour = shirt;
    if (faceShape.data[Math.round(y) * SIZE + x] > 0.5) {
      colour = SKIN;
      person = 1;
    }
    return { colour, person };
  };
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      // Past the photo's edge its last row held (../../align.ts fills it with a blur of the edge).
      const { colour, person } = at(x, Math.min(y, Math.floor(end)));
      beyond.data[i] = y - end;
      photo.data.set(colour, i * 3);
      matte.data[i] = y > end ? 0 : person;
    }
  return { photo, matte, beyond };
}

function topOf(clothes: Colour, shirt: Colour, edge = 0.2): Colour {
  const { photo, matte, beyond } = madePhoto(clothes, shirt, edge);
  return splitPerson(photo, mesh, matte, animeLook('man', mesh), createRandom(1), beyond).topTone;
}

describe("the anime top's colour", () => {
  it("follows the photo's clothes under the neck, on a photo cut off under the chin", () => {
    // A black jacket over a white shirt, a white shirt, a blue T-shirt. Before: the one colour
    // the seed drew, the same for all three.
    const [jacketL] = colourToLab(topOf(BLACK, WHITE));
    const [shirtL] = colourToLab(topOf(WHITE, WHITE));
    const [, blueA, blueB] = colourToLab(topOf(BLUE, BLUE));
    expect(jacketL).toBeLessThan(25);
    expect(shirtL).toBeGreaterThan(80);
    expect(blueB).toBeLessThan(-25);
    expect(Math.abs(blueA)).toBeLessThan(Math.abs(blueB));
  });

  it('is a quiet neutral when the photo ends at the chin', () => {
    const top = topOf(BLUE, BLUE, -0.05);
    expect(top).toEqual(NEUTRAL_TOP);
    const [, a, b] = colourToLab(top);
    expect(Math.hypot(a, b)).toBeLessThan(12);
  });

  it("flattens a photo's muddy cloth to a clean cel colour of its hue", () => {
    // A dull navy (Lab about 28, 4, -16) painted richer, its hue kept; a dim grey painted a clean grey.
    const [l, a, b] = colourToLab(celClothes([0.2, 0.25, 0.35]));
    expect(Math.hypot(a, b)).toBeGreaterThanOrEqual(29.5);
    expect(b).toBeLessThan(-25);
    // Painted at the nearest of the cel lightnesses to its own, the deepest: a navy stays dark.
    expect(l).toBeCloseTo(20, 0);
    const [, ga, gb] = colourToLab(celClothes([0.42, 0.41, 0.4]));
    expect(Math.hypot(ga, gb)).toBeLessThan(3);
  });
});
