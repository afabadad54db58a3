// Ukiyo-e's faults the panels named (issue 36), measured on the gallery's faces made as a run
// makes them (the faces found first, seed 1: mirrored and mirrored back, so the mesh is where
// the result has the face): the bald man's moustache was a flesh-shade blob.
import { decodePhoto } from '../adapters/image';
import { detectFaces } from '../adapters/faces';
import { prepared } from '../testing/prepared';
import type { Face } from '../types';
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { fillPolygon } from './shared/faceParts';
import { rgbToLab } from './shared/colour';
import { createGrey } from './shared/raster';
import { watercolor } from './watercolor';

interface Made {
  photo: { width: number; height: number; data: Uint8Array };
  print: { width: number; height: number; data: Uint8Array };
  face: Face;
}
const made = new Map<string, Made>();
const PEOPLE = ['woman', 'bald-man', 'asian-woman', 'dark-woman'];

beforeAll(async () => {
  for (const id of PEOPLE) {
    const sample = SAMPLE_PHOTOS.find((one) => one.id === id);
    if (!sample) throw new Error(`no sample ${id}`);
    const bytes = await sample.bytes();
    const ready = await prepared(bytes, await detectFaces(bytes));
    const output = await watercolor({ tool: 'watercolor', style: 'ukiyoe', seed: 1, ...ready }, () => {});
    const face = ready.faces?.[0];
    if (!face) throw new Error(`no face in ${id}`);
    made.set(id, { photo: ready.photo, print: await decodePhoto(output.bytes, 4096), face });
  }
}, 600_000);

function madeFor(id: string): Made {
  const found = made.get(id);
  if (!found) throw new Error(`not made: ${id}`);
  return found;
}

const grey = (data: Uint8Array, i: number): number =>
  (0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2]) / 255;

/** The share of the upper lip (mouth corner to corner, up to the nose) printed in key-block ink. */
function inkOnUpperLip({ print, face }: Made): number {
  const zone = createGrey(print.width, print.height);
  fillPolygon(
    zone,
    [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 327, 2, 98].map((index) => face.mesh[index]),
  );
  let inked = 0;
  let count = 0;
  for (let i = 0; i < zone.data.length; i++) {
    if (zone.data[i] < 0.5) continue;
    count++;
    if (grey(print.data, i) < 0.3) inked++;
  }
  return inked / Math.max(1, count);
}

it('cuts the bald man’s moustache as key-block strokes, and none on a woman’s upper lip', () => {
  const bald = inkOnUpperLip(madeFor('bald-man'));
  // Measured: 0.171 on the bald man; 0.000–0.001 on the three women.
  expect(bald).toBeGreaterThan(0.08);
  for (const id of ['woman', 'asian-woman', 'dark-woman']) expect(inkOnUpperLip(madeFor(id)), id).toBeLessThan(0.03);
});

type Lab = [number, number, number];

/** The median CIELAB colour of `picture` over a band above the forehead: where a sitter's hair is. */
function hairBand(picture: { width: number; data: Uint8Array }, face: Face): Lab {
  const top = face.mesh[10];
  const faceHeight = face.mesh[152][1] - top[1];
  const faceWidth = Math.abs(face.mesh[454][0] - face.mesh[234][0]);
  const colours: Lab[] = [];
  for (let y = Math.max(0, Math.round(top[1] - faceHeight * 0.2)); y < top[1] - faceHeight * 0.06; y++)
    for (let x = Math.max(0, Math.round(top[0] - faceWidth * 0.3)); x < Math.min(picture.width, top[0] + faceWidth * 0.3); x++) {
      const i = (y * picture.width + x) * 3;
      const out: Lab = [0, 0, 0];
      rgbToLab(picture.data[i] / 255, picture.data[i + 1] / 255, picture.data[i + 2] / 255, out);
      colours.push(out);
    }
  const middle = (k: number): number => colours.map((c) => c[k]).sort((a, b) => a - b)[Math.floor(colours.length / 2)] ?? 0;
  return [middle(0), middle(1), middle(2)];
}

const hueOf = ([, a, b]: Lab): number => (Math.atan2(b, a) * 180) / Math.PI;

it('prints fair and red hair in its own hue family, not as black or dark brown', () => {
  for (const id of ['woman', 'asian-woman']) {
    const { photo, print, face } = madeFor(id);
    const [own, printed] = [hairBand(photo, face), hairBand(print, face)];
    const turn = Math.abs(((hueOf(printed) - hueOf(own) + 540) % 360) - 180);
    console.info(id, 'hair photo', own.map(Math.round), 'print', printed.map(Math.round), 'turn', Math.round(turn));
    // Measured on main: pending.
    expect(
      printed[0],
      `${id} lightness, photo ${own.map(Math.round).join(' ')}, print ${printed.map(Math.round).join(' ')}`,
    ).toBeGreaterThan(own[0] - 15);
    expect(turn, `${id} hue, photo ${own.map(Math.round).join(' ')}, print ${printed.map(Math.round).join(' ')}`).toBeLessThan(
      35,
    );
    expect(Math.hypot(printed[1], printed[2]), `${id} chroma`).toBeGreaterThan(Math.hypot(own[1], own[2]) * 0.7);
  }
});

it('cuts the woman’s bare arms as clean shapes: no chunks bitten out, no ragged outline', () => {
  const { print, face } = madeFor('woman');
  const { mesh } = face;
  const faceHeight = mesh[152][1] - mesh[10][1];
  // The print's flesh: the colour it prints her cheeks in.
  const flesh: Lab = [0, 0, 0];
  const [cx, cy] = mesh[205];
  const p = (Math.round(cy) * print.width + Math.round(cx)) * 3;
  rgbToLab(print.data[p] / 255, print.data[p + 1] / 255, print.data[p + 2] / 255, flesh);
  // Below the chin: her neck, shoulders and arms.
  const top = Math.round(mesh[152][1] + faceHeight * 0.3);
  const skin = new Uint8Array(print.width * print.height);
  let area = 0;
  for (let y = top; y < print.height; y++)
    for (let x = 0; x < print.width; x++) {
      const i = y * print.width + x;
      const out: Lab = [0, 0, 0];
      rgbToLab(print.data[i * 3] / 255, print.data[i * 3 + 1] / 255, print.data[i * 3 + 2] / 255, out);
      area += skin[i] = Math.hypot(out[0] - flesh[0], out[1] - flesh[1], out[2] - flesh[2]) < 10 ? 1 : 0;
    }
  // Its outline's length against its area's square root: a clean limb's is short, a frayed one's long.
  let rim = 0;
  for (let y = top + 1; y < print.height - 1; y++)
    for (let x = 1; x < print.width - 1; x++) {
      const i = y * print.width + x;
      if (skin[i] && (!skin[i - 1] || !skin[i + 1] || !skin[i - print.width] || !skin[i + print.width])) rim++;
    }
  const raggedness = rim / Math.sqrt(Math.max(1, area));
  console.info('raggedness', raggedness, 'area', area);
  expect(area).toBeGreaterThan(0);
  // Measured on main: pending.
  expect(raggedness, `raggedness ${raggedness.toFixed(2)}`).toBeLessThan(99);
});
