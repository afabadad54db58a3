// Lines and paint on a face, measured on real faces with their mesh (issue 36): the cartoon and
// the painters draw no ink blobs on cheeks, chin and lips (only the mesh's own feature lines),
// Cézanne keeps the lips' colour, the ukiyo-e sitter is filled apart from the ground, and the
// four painters differ in their brushwork as well as in their colour.
import sharp from 'sharp';
import { sampleFaces, samplePortrait, type SamplePerson } from '../testing/faces';
import { prepared } from '../testing/prepared';
import type { Face, RecipeOutput } from '../types';
import { cartoon } from './cartoon';
import { maxFilter } from './shared/blur';
import { rgbToLab } from './shared/colour';
import { drawFeatures, faceRegions, fillPolygon, LIPS_OUTER, pointsOf } from './shared/faceParts';
import { createGrey, type Grey } from './shared/raster';
import { watercolor } from './watercolor';

interface Pixels {
  width: number;
  height: number;
  /** RGB 0–1, interleaved. */
  data: Float32Array;
}

async function pixelsOf(output: RecipeOutput): Promise<Pixels> {
  const { data, info } = await sharp(output.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: Float32Array.from(data, (v) => v / 255) };
}

const people: SamplePerson[] = ['woman', 'man'];
const made = new Map<string, Pixels>();
const meshes = new Map<SamplePerson, Face[]>();

async function make(tool: 'cartoon' | 'watercolor', style: string, person: SamplePerson): Promise<Pixels> {
  const ready = await prepared(await samplePortrait(person), meshes.get(person));
  const recipe = tool === 'cartoon' ? cartoon : watercolor;
  return pixelsOf(await recipe({ tool, style, seed: 1, ...ready }, () => {}));
}

const STYLES = [
  ['cartoon', 'cartoon'],
  ['watercolor', 'vangogh'],
  ['watercolor', 'monet'],
  ['watercolor', 'cezanne'],
  ['watercolor', 'ukiyoe'],
] as const;

beforeAll(async () => {
  for (const person of people) meshes.set(person, await sampleFaces(person));
  for (const person of people)
    for (const [tool, style] of STYLES) made.set(`${style}/${person}`, await make(tool, style, person));
}, 300_000);

function result(style: string, person: SamplePerson): Pixels {
  const found = made.get(`${style}/${person}`);
  if (!found) throw new Error(`no result ${style}/${person}`);
  return found;
}

function faceOf(person: SamplePerson): Face {
  const face = meshes.get(person)?.[0];
  if (!face) throw new Error(`no face in the ${person} sample`);
  return face;
}

/** The open mouth between the lips (inner upper lip, then inner lower lip back): dark in a photo, and rightly. */
const INNER_MOUTH = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95];

/**
 * The face's cheeks, chin and lips area: inside its oval away from the rim, below the eyes
 * (the forehead may hold hair), and off the lines the mesh itself draws (the mouth's line, the
 * lower lip's shadow, the nose's base) with a margin.
 */
function cheeksAndChin(face: Face, width: number, height: number): Uint8Array {
  const regions = faceRegions([face], width, height);
  const meshLines = createGrey(width, height);
  drawFeatures(meshLines, [face]);
  const nearMeshLines = maxFilter(meshLines, 4);
  // Below the lower eyelids' lowest point (mesh points 145 and 374) and their margin.
  const belowEyes = Math.max(face.mesh[145][1], face.mesh[374][1]) + 4;
  const area = new Uint8Array(width * height);
  for (let i = 0; i < area.length; i++)
    area[i] = regions.skin.data[i] > 0.5 && nearMeshLines.data[i] < 0.05 && i / width > belowEyes ? 1 : 0;
  // The eyes and brows with their margin are not cheek; the lips are kept: no blob may sit on them.
  const eyesAndBrows = createGrey(width, height);
  const lips = createGrey(width, height);
  fillPolygon(lips, pointsOf(face, LIPS_OUTER));
  for (let i = 0; i < area.length; i++) eyesAndBrows.data[i] = regions.features.data[i] > 0.05 && lips.data[i] === 0 ? 1 : 0;
  const grownLips = maxFilter(lips, 3);
  for (let i = 0; i < area.length; i++) if (eyesAndBrows.data[i] && !grownLips.data[i]) area[i] = 0;
  const mouth = createGrey(width, height);
  fillPolygon(mouth, pointsOf(face, INNER_MOUTH));
  const openMouth = maxFilter(mouth, 2);
  for (let i = 0; i < area.length; i++) if (openMouth.data[i]) area[i] = 0;
  return area;
}

/** The photo's grey values 0–1 at its own size (the results' size: both sample photos are under 1024 px). */
async function photoGrey(person: SamplePerson): Promise<Float32Array> {
  const data = await sharp(await samplePortrait(person))
    .greyscale()
    .raw()
    .toBuffer();
  return Float32Array.from(data, (v) => v / 255);
}

/**
 * The largest 8-connected mark inside `area` that the picture draws darker than `threshold`
 * (grey 0–1) where the photo is light (above `photoLight`), in pixels: ink or paint the face
 * does not have. Hair and the shade beyond a face are dark in the photo too, and do not count.
 */
function largestDarkMark(picture: Pixels, photo: Float32Array, area: Uint8Array, threshold: number, photoLight: number): number {
  const { width, height, data } = picture;
  const dark = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < dark.length; i++, p += 3)
    dark[i] = area[i] && photo[i] > photoLight && 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2] < threshold ? 1 : 0;
  let largest = 0;
  const stack: number[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start]) continue;
    dark[start] = 0;
    stack.push(start);
    let size = 0;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      for (let oy = -1; oy <= 1; oy++)
        for (let ox = -1; ox <= 1; ox++) {
          const nx = x + ox;
          const ny = y + oy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (dark[j]) {
            dark[j] = 0;
            stack.push(j);
          }
        }
    }
    largest = Math.max(largest, size);
  }
  return largest;
}

/** Mean CIELAB of the picture over `mask`. */
function meanLab(picture: Pixels, mask: Grey | Uint8Array): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  const lab: [number, number, number] = [0, 0, 0];
  const values = 'data' in mask ? mask.data : mask;
  for (let i = 0; i < values.length; i++) {
    if (values[i] < 0.5) continue;
    const p = i * 3;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    for (let c = 0; c < 3; c++) sum[c] += lab[c];
    count++;
  }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

describe.each(['cartoon', 'vangogh', 'cezanne', 'ukiyoe'])('%s on a face', (style) => {
  it.each(people)('puts no ink blob on the cheeks, chin or lips of the %s, only the mesh’s own lines', async (person) => {
    const picture = result(style, person);
    const area = cheeksAndChin(faceOf(person), picture.width, picture.height);
    const largest = largestDarkMark(picture, await photoGrey(person), area, 0.25, 0.3);
    // Measured before: marks of 57–73 px (cartoon, vangogh), 60 (cezanne on the woman), 20
    // (ukiyoe on the man); now 0–12 (12: vangogh on the man, since the seed's light darkens one
    // side of the photo before it is painted, shared/relight.ts).
    expect(largest).toBeLessThan(16);
  });
});

it.each(people)('keeps the lips of the %s their own red in cezanne, no palette blotch over the mouth', (person) => {
  const picture = result('cezanne', person);
  const lips = createGrey(picture.width, picture.height);
  fillPolygon(lips, pointsOf(faceOf(person), LIPS_OUTER));
  const [, a, b] = meanLab(picture, lips);
  // Red lips: CIELAB a well above 0 and b not below it (lilac has b < 0, slate a < 5).
  expect(a).toBeGreaterThan(12);
  expect(b).toBeGreaterThan(0);
});

/** Lab distance between two colours. */
function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

it.each(people)('fills the ukiyoe sitter (the %s) with colour of its own, apart from the ground beside it', (person) => {
  const picture = result('ukiyoe', person);
  const { width, height } = picture;
  const face = faceOf(person);
  const chin = face.mesh[152];
  const faceHeight = chin[1] - face.mesh[10][1];
  const span = Math.abs(face.mesh[263][0] - face.mesh[33][0]);
  // The chest: under the chin, as wide as the shoulders' middle; the ground: the picture's outer tenths at the same height.
  const chest = new Uint8Array(width * height);
  const ground = new Uint8Array(width * height);
  const top = Math.round(chin[1] + faceHeight * 0.7);
  const bottom = Math.min(height, Math.round(chin[1] + faceHeight * 1.5));
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < width; x++) {
      if (Math.abs(x - chin[0]) < span * 1.1) chest[y * width + x] = 1;
      if (x < width * 0.1 || x > width * 0.9) ground[y * width + x] = 1;
    }
  const groundColour = meanLab(picture, ground);
  let near = 0;
  let count = 0;
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < chest.length; i++) {
    if (!chest[i]) continue;
    rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], lab);
    if (distance(lab, groundColour) < 15) near++;
    count++;
  }
  // Measured before: 0.55 of the man's chest printed in the dark ground's colour (his dark
  // jacket on the dark room, one sumi block); now 0.13 (the woman's: 0.20, her arms and the
  // ground beside them in the box).
  expect(near / count).toBeLessThan(0.3);
});
