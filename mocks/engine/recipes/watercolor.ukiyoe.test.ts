// Ukiyo-e's faults the panels named (issue 36), measured on the gallery's faces made as a run
// makes them (the faces found first, seed 1: mirrored and mirrored back, so the mesh is where
// the result has the face): the bald man's moustache was a flesh-shade blob, the woman's arm and
// shoulder torn skin (pale peach and pink pieces beside the flesh).
import { decodePhoto } from '../adapters/image';
import { detectFaces } from '../adapters/faces';
import { prepared } from '../testing/prepared';
import type { Face } from '../types';
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { colourToLab, hex, rgbToLab } from './shared/colour';
import { fillPolygon } from './shared/faceParts';
import { createGrey } from './shared/raster';
import { watercolor } from './watercolor';
import { bodyMask } from './watercolor/figure';

interface Made {
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
    made.set(id, { print: await decodePhoto(output.bytes, 4096), face });
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
  console.log('MOUSTACHE bald', bald.toFixed(3), PEOPLE.map((id) => inkOnUpperLip(madeFor(id)).toFixed(3)).join(' '));
  expect(bald).toBeGreaterThan(0.08);
  for (const id of ['woman', 'asian-woman', 'dark-woman']) expect(inkOnUpperLip(madeFor(id)), id).toBeLessThan(0.03);
});

it('prints the woman’s arms and shoulders in one flesh, not torn into pale peach and pink pieces', () => {
  const { print, face } = madeFor('woman');
  const body = bodyMask([face], print.width, print.height);
  // The palette's skin tones a figure's skin printed in beside the sitter's own flesh.
  const torn = ['#f2dcc2', '#dfae95'].map((colour) => colourToLab(hex(colour)));
  const lab: [number, number, number] = [0, 0, 0];
  let pieces = 0;
  let area = 0;
  for (let i = 0; i < body.length; i++) {
    if (!body[i]) continue;
    area++;
    rgbToLab(print.data[i * 3] / 255, print.data[i * 3 + 1] / 255, print.data[i * 3 + 2] / 255, lab);
    if (torn.some(([l, a, b]) => Math.hypot(lab[0] - l, lab[1] - a, lab[2] - b) < 8)) pieces++;
  }
  console.log('TORN', (pieces / area).toFixed(4));
  expect(pieces / area).toBeLessThan(0.01);
});
