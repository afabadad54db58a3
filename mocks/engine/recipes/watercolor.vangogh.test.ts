// Van Gogh's faces (issue 36; the third blind panel: "eyes black holes", "face melted by
// swirls", "right eye broken into dashes"): the face painted as he painted his own, in small
// strokes along its form with its eyes, brows and mouth drawn firm at the mesh's places, the
// swirls kept round it. Measured with the painter itself (no reframing, so the face's place is
// the mesh's) on the sample faces and the gallery's (tests/gallery/samples.ts: the soft, dark
// and small faces the panel scored lowest), and two seeds through the whole recipe.
import { photoOfPerson } from '../testing/people';
import { faceBoxGrey, greyThumbnail, meanAbsoluteDifference, pearson } from '../testing/measure';
import { prepared } from '../testing/prepared';
import type { Face } from '../types';
import { faceRegions, fillPolygon, pointsOf } from './shared/faceParts';
import { loadPhoto } from './shared/photo';
import { createRandom } from './shared/random';
import { createGrey, toGrey, type Grey, type Rgb } from './shared/raster';
import { structureTensor } from './shared/structureTensor';
import { watercolor } from './watercolor';
import { LEFT_EYE, RIGHT_EYE } from './watercolor/printFace';
import { paintVanGogh } from './watercolor/vangogh';
import { groundMask } from './watercolor/vangogh/palette';
import { swirlField, swirlNoise } from './watercolor/vangogh/swirl';

const PEOPLE = ['woman', 'man', 'older-man', 'bald-man', 'dark-woman', 'dark-man'] as const;
type Person = (typeof PEOPLE)[number];

interface Painted {
  photo: Rgb;
  picture: Rgb;
  face: Face;
  /** Grey 16×16 thumbnails of the whole recipe's seeds 1 and 2. */
  seeds: [Float64Array, Float64Array];
}
const painted = new Map<Person, Painted>();

beforeAll(async () => {
  for (const person of PEOPLE) {
    const { bytes, faces: found } = await photoOfPerson(person);
    const ready = await prepared(bytes, found);
    const photo = await loadPhoto(ready.photo);
    const faces = ready.faces ?? [];
    const thumbnails: Float64Array[] = [];
    for (const seed of [1, 2]) {
      const output = await watercolor({ tool: 'watercolor', style: 'vangogh', seed, ...ready }, () => {});
      thumbnails.push(await greyThumbnail(output.bytes));
    }
    painted.set(person, {
      photo,
      picture: paintVanGogh(photo, createRandom(1), () => undefined, faces, 1),
      face: faces[0],
      seeds: [thumbnails[0], thumbnails[1]],
    });
  }
}, 600_000);

function paintedFor(person: Person): Painted {
  const found = painted.get(person);
  if (!found) throw new Error(`nothing painted for ${person}`);
  return found;
}

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The mean grey of the eye openings and of the cheeks (the skin away from the features). */
function eyesAndCheeks(picture: Rgb, face: Face): { eyes: number; cheeks: number } {
  const { width, height } = picture;
  const regions = faceRegions([face], width, height);
  const openings = createGrey(width, height);
  for (const ring of [RIGHT_EYE, LEFT_EYE]) fillPolygon(openings, pointsOf(face, ring));
  const grey = toGrey(picture);
  const eyes: number[] = [];
  const cheeks: number[] = [];
  for (let i = 0; i < grey.data.length; i++) {
    if (openings.data[i] > 0.5) eyes.push(grey.data[i]);
    else if (regions.skin.data[i] > 0.9 && regions.features.data[i] < 0.1) cheeks.push(grey.data[i]);
  }
  return { eyes: mean(eyes), cheeks: mean(cheeks) };
}

/** The face's box in grey, reduced to 20 × 20 (testing/measure.ts). */
function faceGrey(picture: Rgb, face: Face): Float64Array {
  const grey = toGrey(picture);
  return faceBoxGrey((i) => grey.data[i], grey.width, face.mesh);
}

/**
 * How well the painted strokes on the face's skin lie along `field` (unit directions): the
 * mean cos 2Δ between the picture's own stroke lines (its structure tensor's edge direction,
 * weighted by how clearly a line shows) and the field's. 1 all along it, 0 unrelated.
 */
function strokesAlong(picture: Rgb, face: Face, field: { dx: Grey; dy: Grey }): number {
  const { width, height } = picture;
  const regions = faceRegions([face], width, height);
  const [sxx, sxy, syy] = structureTensor(toGrey(picture), 1.5);
  let agreement = 0;
  let weight = 0;
  for (let i = 0; i < regions.skin.data.length; i++) {
    if (regions.skin.data[i] < 0.9 || regions.features.data[i] > 0.1) continue;
    const [a, b, c] = [sxx.data[i], sxy.data[i], syy.data[i]];
    const difference = Math.sqrt((a - c) * (a - c) + 4 * b * b);
    if (difference < 1e-9) continue;
    // The strokes' line (across the dominant gradient) as a doubled angle, and the field's.
    const [lineCos, lineSin] = [-(a - c) / difference, (-2 * b) / difference];
    const [fx, fy] = [field.dx.data[i], field.dy.data[i]];
    const [fieldCos, fieldSin] = [fx * fx - fy * fy, 2 * fx * fy];
    const clear = difference / (a + c);
    agreement += clear * (lineCos * fieldCos + lineSin * fieldSin);
    weight += clear;
  }
  return agreement / weight;
}

describe.each(PEOPLE)('vangogh of the %s', (person) => {
  it('draws the eyes: neither near-black holes nor lost, their contrast to the cheeks near the photo’s', () => {
    const { photo, picture, face } = paintedFor(person);
    const painting = eyesAndCheeks(picture, face);
    const original = eyesAndCheeks(photo, face);
    // Not a hole: the opening keeps an eye's white round its iris. Measured: 0.33–0.47; the
    // photos' 0.15–0.55 (a shadowed socket is what came out as a black hole).
    expect(painting.eyes).toBeGreaterThan(0.2);
    // Not lost, and not a dark blot: darker than the cheeks by about as much as in the photo.
    // Measured: 0.11–0.22 against the photos' 0.13–0.29, never more than 0.09 apart.
    const contrast = painting.cheeks - painting.eyes;
    expect(contrast).toBeGreaterThan(0.04);
    expect(Math.abs(contrast - (original.cheeks - original.eyes))).toBeLessThan(0.15);
  });

  it('keeps the face: its grey follows the photo’s face', () => {
    const { photo, picture, face } = paintedFor(person);
    // Measured: 0.89 (the bald and the dark-skinned man) to 0.97.
    expect(pearson(faceGrey(picture, face), faceGrey(photo, face))).toBeGreaterThan(0.8);
  });

  it('lays the face’s strokes along its form, not a swirl across it', () => {
    const { photo, picture, face } = paintedFor(person);
    const { width, height } = photo;
    const noise = swirlNoise(width, height, 190, createRandom(1));
    const calm = swirlNoise(width, height, 520, createRandom(2));
    const grey = toGrey(photo);
    const ground = groundMask([face], width, height);
    const options = { structureSigma: 6 * (Math.max(width, height) / 1024) + 2, turn: 0 };
    const form = strokesAlong(picture, face, swirlField(grey, [face], noise, calm, ground, options));
    // The same picture's strokes against the swirls a face-less field would lay there.
    const swirl = strokesAlong(picture, face, swirlField(grey, [], noise, calm, createGrey(width, height, 1), options));
    // Measured: 0.79–0.86 along the face's form; along the swirls −0.29 to 0.50 (the man's
    // face is small and upright, where the swirls' and the cheeks' lines happen to meet).
    expect(form).toBeGreaterThan(0.6);
    expect(form - Math.abs(swirl)).toBeGreaterThan(0.25);
  });
});

it('paints two seeds as two pictures of every face', () => {
  // Issue 36's bar: a mean difference of 12 grey levels or a correlation below 0.9. The seed
  // moves the swirls, and takes the ground's colour and the side the light comes from in turn
  // (palette.ts lightOf): seeds 1 and 2 are lit from opposite sides, so even a face that fills
  // the picture (the ground shows little) is two pictures, a dark one too (the light lifts its
  // darks). Drawn from the random stream, the dark-skinned man's two seeds were 7 grey levels
  // apart (0.97); measured now: 16 (0.87), the woman 36 (0.66).
  const close = PEOPLE.filter((person) => {
    const [first, second] = paintedFor(person).seeds;
    return meanAbsoluteDifference(first, second) < 12 && pearson(first, second) >= 0.9;
  });
  expect(close).toEqual([]);
});
