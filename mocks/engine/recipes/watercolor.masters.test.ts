// Van Gogh's and Cézanne's faces (issue 36): a face a person would keep is the sitter's own
// flesh, never greyed, and in Van Gogh its strokes follow the head's form, not one direction. Measured on both sample
// faces and on faces nobody tuned to (the gallery's, tests/gallery/samples.ts: the panel's
// worst were the brown-skinned and the small soft faces), with the painters themselves (no
// reframing), so the face's place is the mesh's.
import { photoOfPerson } from '../testing/people';
import { prepared } from '../testing/prepared';
import type { Face } from '../types';
import { rgbToLab } from './shared/colour';
import { faceRegions } from './shared/faceParts';
import { loadPhoto } from './shared/photo';
import { createRandom } from './shared/random';
import { createGrey, toGrey, type Rgb } from './shared/raster';
import { gaussianBlur } from './shared/blur';
import { paintCezanne } from './watercolor/cezanne';
import { paintVanGogh } from './watercolor/vangogh';
import { groundMask } from './watercolor/vangogh/palette';
import { swirlField, swirlNoise } from './watercolor/vangogh/swirl';

const PAINTERS = { vangogh: paintVanGogh, cezanne: paintCezanne } as const;
type Style = keyof typeof PAINTERS;
const PEOPLE = ['woman', 'man', 'dark-woman', 'dark-man', 'bald-man'] as const;
type Person = (typeof PEOPLE)[number];
/** The faces the panel saw greyed (the man's, dark-lit in a dark room, kept its colour before). */
const GREYED = ['woman', 'dark-woman', 'dark-man', 'bald-man'] as const;

interface Painted {
  photo: Rgb;
  picture: Rgb;
  face: Face;
}
const painted = new Map<string, Painted>();

beforeAll(async () => {
  for (const person of PEOPLE) {
    const { bytes, faces: found } = await photoOfPerson(person);
    const ready = await prepared(bytes, found);
    const photo = await loadPhoto(ready.photo);
    const faces = ready.faces ?? [];
    for (const style of Object.keys(PAINTERS) as Style[])
      painted.set(`${style}/${person}`, {
        photo,
        // Van Gogh's light and ground come from the seed (palette.ts lightOf): seed 1, as the random stream's.
        picture:
          style === 'vangogh'
            ? paintVanGogh(photo, createRandom(1), () => undefined, faces, 1)
            : PAINTERS[style](photo, createRandom(1), () => undefined, faces),
        face: faces[0],
      });
  }
}, 300_000);

function paintedFor(style: Style, person: Person): Painted {
  const found = painted.get(`${style}/${person}`);
  if (!found) throw new Error(`nothing painted for ${style}/${person}`);
  return found;
}

/** Mean CIELAB chroma of `picture` over the face's skin (its oval, away from eyes, brows and mouth). */
function skinChroma(picture: Rgb, face: Face): number {
  const regions = faceRegions([face], picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  let total = 0;
  let weight = 0;
  for (let i = 0, p = 0; i < regions.skin.data.length; i++, p += 3) {
    const k = regions.skin.data[i] * (1 - regions.features.data[i]);
    if (k < 0.5) continue;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    total += Math.hypot(lab[1], lab[2]);
    weight++;
  }
  return total / weight;
}

/**
 * The largest share of Van Gogh's stroke directions over the face's skin within one eighth
 * of the half turn (22.5°): near 1 when the face is streaked one way.
 */
function oneDirectionShare(photo: Rgb, face: Face): number {
  const { width, height } = photo;
  const regions = faceRegions([face], width, height);
  const noise = swirlNoise(width, height, 190, createRandom(1));
  const calm = swirlNoise(width, height, 520, createRandom(2));
  const ground = groundMask([face], width, height);
  const flow = swirlField(toGrey(photo), [face], noise, calm, ground, { structureSigma: 8, turn: 0 });
  const bins = new Float64Array(8);
  let total = 0;
  for (let i = 0; i < regions.skin.data.length; i++) {
    if (regions.skin.data[i] < 0.5) continue;
    const angle = (Math.atan2(flow.dy.data[i], flow.dx.data[i]) + Math.PI) % Math.PI;
    bins[Math.min(7, Math.floor((angle / Math.PI) * 8))]++;
    total++;
  }
  return Math.max(...bins) / total;
}

describe.each(Object.keys(PAINTERS) as Style[])('%s on a face', (style) => {
  it.each(GREYED)('paints the %s in her or his own flesh, not grey: the skin keeps most of the photo’s chroma', (person) => {
    const { photo, picture, face } = paintedFor(style, person);
    const share = skinChroma(picture, face) / skinChroma(photo, face);
    // Measured before: 0.37–0.76 (vangogh), 0.46–0.73 (cezanne); now 0.84–1.04.
    expect(share).toBeGreaterThan(0.78);
  });
});

it.each(PEOPLE)('lays the strokes on the face of the %s in vangogh along its form, not all one way', (person) => {
  const { photo, face } = paintedFor('vangogh', person);
  const share = oneDirectionShare(photo, face);
  // Measured before: 0.36–0.47 in one eighth (the face streaked down its length); now 0.16–0.23.
  expect(share).toBeLessThan(0.3);
});

/**
 * How far each pixel's colour leans from its neighbourhood's (the mean CIELAB a/b distance from
 * a 5-pixel Gaussian of it), over the whole picture: high where neighbouring patches are laid in
 * different colours, near nothing where the photo's colour merely runs on under a grain.
 */
function colourModulation(picture: Rgb): number {
  const { width, height } = picture;
  const [a, b] = [createGrey(width, height), createGrey(width, height)];
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < a.data.length; i++, p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    [a.data[i], b.data[i]] = [lab[1], lab[2]];
  }
  const [aroundA, aroundB] = [gaussianBlur(a, 5), gaussianBlur(b, 5)];
  let total = 0;
  for (let i = 0; i < a.data.length; i++) total += Math.hypot(a.data[i] - aroundA.data[i], b.data[i] - aroundB.data[i]);
  return total / a.data.length;
}

it.each(PEOPLE)('builds cezanne of the %s in patches of warm and cool colour, not the photo under a grain', (person) => {
  const { photo, picture } = paintedFor('cezanne', person);
  const painting = colourModulation(picture);
  console.log('cezanne modulation', person, painting.toFixed(2), colourModulation(photo).toFixed(2));
  expect(painting).toBeGreaterThan(2.8);
});

/**
 * The share of the face's skin (its oval away from the eyes, brows and mouth) painted green or
 * teal: CIELAB hue between 100° and 230° with some colour (chroma over 4). Skin is orange-rose
 * (hue about 40–75°); a grey-blue shade lies past 230°.
 */
function greenSkinShare(picture: Rgb, face: Face): number {
  const regions = faceRegions([face], picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  let green = 0;
  let total = 0;
  for (let i = 0, p = 0; i < regions.skin.data.length; i++, p += 3) {
    if (regions.skin.data[i] * (1 - regions.features.data[i]) < 0.5) continue;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const hue = (Math.atan2(lab[2], lab[1]) * 180) / Math.PI;
    const inRange = (hue + 360) % 360;
    if (Math.hypot(lab[1], lab[2]) > 4 && inRange > 100 && inRange < 230) green++;
    total++;
  }
  return green / total;
}

it.each(PEOPLE)('keeps cezanne’s cool patches off the %s’s skin: no green or teal on the face', (person) => {
  const { picture, face } = paintedFor('cezanne', person);
  const share = greenSkinShare(picture, face);
  console.log('cezanne green skin', person, share.toFixed(4));
  // Measured: 0 (woman, man, dark-woman, bald-man), 0.001 (dark-man); main 0.023, 0, 0, 0.033, 0.005.
  expect(share).toBeLessThan(0.004);
});
