// pix/elegant judged as issue 36 asks: a studio portrait, not a sepia blur of the room. The room
// behind the sitter is replaced by a clean painted backdrop: in the picture's top corners (beyond
// any hair) a 32×32 grey thumbnail has almost no structure left — each cell within a few grey
// levels of its neighbours' mean — where the photo's room (a lettered wall and a plant behind the
// woman) had plenty. (The man's dark restaurant is dark in the corners already: the old sepia
// blur passed there too, so it is not the case that tells.)
// A photo that holds the whole head, large enough to enlarge (the woman), is made into a studio
// portrait of the person's own face and hair, not a mannequin (./avatar/pix/elegant/likeness.ts);
// the man at his table, his face too small in his photo, keeps the modelled sitter.
// On a tight soft photo the face is painted from the mesh's model, not the photo's pixels: on the soft faces where a
// blind panel saw "brown smear, face melted" (the bald man, the brown-skinned woman), the eyes and
// lips are drawn with crisp edges while the cheeks stay smooth planes (./avatar/pix/elegant/crispness.ts,
// measured on the face found in the result).
import { SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { detectFaces } from '../adapters/faces';
import { decodePhoto } from '../adapters/image';
import { faceCrispness, type Crispness } from './avatar/pix/elegant/crispness';
import { faceLight } from './avatar/pix/elegant/faceLight';
import { headLikeness } from './avatar/pix/elegant/likeness';
import { sitterFor } from './avatar/pix/elegant/tightPhoto';
import type { FrameSource } from './avatar/style';
import { samplePortrait, type SamplePerson } from '../testing/faces';
import { greyThumbnail } from '../testing/measure';
import { prepared } from '../testing/prepared';
import { avatar } from './avatar';
import { faceFrame } from './avatar/landmarks';

const SLOW = 300_000;
const SIDE = 32;
/** The top corners' cells: 6×6 at each side of the top rows, where a head-and-shoulders framing leaves the backdrop. */
const CORNER = 6;

/** Mean absolute difference (grey levels, 0–255) between each corner cell and the mean of its four neighbours. */
function cornerStructure(grey: Float64Array): number {
  let total = 0;
  let count = 0;
  for (let y = 1; y < CORNER; y++)
    for (const x0 of [1, SIDE - CORNER]) {
      for (let x = x0; x < x0 + CORNER - 1; x++) {
        const at = (cx: number, cy: number): number => grey[cy * SIDE + cx];
        const around = (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1)) / 4;
        total += Math.abs(at(x, y) - around);
        count++;
      }
    }
  return total / count;
}

const structure = new Map<SamplePerson, { photo: number; result: number }>();

/**
 * The room (a share of the square) between the sitter's head and the square's top, and the least
 * to its left or right edge. The head is placed by the face found in the result: above the mesh's
 * forehead by a third of the face's height (the hair), and three quarters of the face's width to
 * each side of its middle (ears and hair). (The person matte is no measure on the painting: it
 * takes the backdrop's glow round the head for the sitter.)
 */
const headRoom = new Map<string, { top: number; sides: number }>();
const crispness = new Map<string, Crispness>();
/** The face's mean grey in the result (./avatar/pix/elegant/faceLight.ts). */
const lightOfFace = new Map<string, number>();
/** How much of the photo's head (face and hair) the result keeps (./avatar/pix/elegant/likeness.ts). */
const likeness = new Map<SamplePerson, number>();
/** Each photo's size and its face's mesh, as the style's framing reads them. */
const sources = new Map<SamplePerson, FrameSource>();

async function measureFace(id: string, bytes: Uint8Array): Promise<void> {
  const [face] = await detectFaces(bytes);
  if (!face) throw new Error('no face in the portrait');
  const picture = await decodePhoto(bytes, 4096);
  crispness.set(id, faceCrispness(picture, face.mesh));
  lightOfFace.set(id, faceLight(picture, face.mesh));
}

/** A gallery sample painted with seed 1. */
async function paintedSample(id: string): Promise<Uint8Array> {
  const sample = SAMPLE_PHOTOS.find((entry) => entry.id === id);
  if (!sample) throw new Error(`no ${id} sample`);
  const bytes = await sample.bytes();
  const input = await prepared(bytes, await detectFaces(bytes));
  return (await avatar({ tool: 'avatar', style: 'pix/elegant', seed: 1, ...input }, () => undefined)).bytes;
}

async function roomRoundHead(bytes: Uint8Array): Promise<{ top: number; sides: number }> {
  const { width } = await decodePhoto(bytes, 4096);
  const [face] = await detectFaces(bytes);
  if (!face) throw new Error('no face in the portrait');
  const { faceWidth, faceHeight, cx, top } = faceFrame(face.mesh);
  return {
    top: (top - faceHeight * 0.35) / width,
    sides: Math.min(cx - faceWidth * 0.75, width - cx - faceWidth * 0.75) / width,
  };
}

beforeAll(async () => {
  for (const person of ['woman', 'man'] as const) {
    const bytes = await samplePortrait(person);
    const [photoFace] = await detectFaces(bytes);
    const input = await prepared(bytes, await detectFaces(bytes));
    const [inputFace] = input.faces ?? [];
    if (inputFace) sources.set(person, { width: input.photo.width, height: input.photo.height, mesh: inputFace.mesh });
    const result = (await avatar({ tool: 'avatar', style: 'pix/elegant', seed: 1, ...input }, () => undefined)).bytes;
    const [resultFace] = await detectFaces(result);
    if (!photoFace || !resultFace) throw new Error(`no face in the ${person}'s photo or portrait`);
    likeness.set(
      person,
      headLikeness(await decodePhoto(bytes, 4096), photoFace.mesh, await decodePhoto(result, 4096), resultFace.mesh),
    );
    lightOfFace.set(person, faceLight(await decodePhoto(result, 4096), resultFace.mesh));
    if (person !== 'woman') continue;
    headRoom.set(person, await roomRoundHead(result));
    structure.set(person, {
      photo: cornerStructure(await greyThumbnail(bytes, SIDE)),
      result: cornerStructure(await greyThumbnail(result, SIDE)),
    });
  }
  const bald = await paintedSample('bald-man');
  headRoom.set('bald-man', await roomRoundHead(bald));
  await measureFace('bald-man', bald);
  await measureFace('dark-woman', await paintedSample('dark-woman'));
}, SLOW);

describe('avatar pix/elegant', () => {
  it.each(['woman'] as const)('sets the %s before a clean studio backdrop instead of the room', (person) => {
    // Before (a sepia blur of the room with a vignette): 10.35 in the photo → 2.29.
    const measured = structure.get(person);
    expect(measured).toBeDefined();
    if (!measured) return;
    expect(measured.result, `photo ${measured.photo.toFixed(2)} → result ${measured.result.toFixed(2)}`).toBeLessThan(1.2);
  });

  it.each(['woman', 'bald-man'])(
    'paints the whole head of the %s: head and hair inside the square with room round them',
    (person) => {
      // A blind panel: "head cut off at the edges". The head-and-shoulders square as it comes held the
      // woman's head at 0.115 from the top and 0.215 from the sides, the bald man's (a small photo)
      // at 0.082 and 0.095: no cut by the square itself, so this holds the fitted head, not a change.
      const room = headRoom.get(person);
      expect(room).toBeDefined();
      if (!room) return;
      expect(room.top, `above the head ${room.top.toFixed(3)}`).toBeGreaterThan(0.05);
      expect(room.sides, `beside the head ${room.sides.toFixed(3)}`).toBeGreaterThan(0.05);
    },
  );

  it.each(['bald-man', 'dark-woman'])(
    "draws the %s's eyes and lips crisp over smooth planes, not a smear of the photo",
    (person) => {
      // Painted from the photo's pixels (main at 2493059, the eighth panel's 0s): the eyes' and lips'
      // steepest steps 6.5 (bald man) and 7.8 (brown-skinned woman) grey levels a pixel, 3.9 and 4.3
      // times the cheeks' median step. Drawn from the mesh: 29.0 and 36.4, 23 and 29 times.
      const measured = crispness.get(person);
      expect(measured).toBeDefined();
      if (!measured) return;
      const text = `features ${measured.features.toFixed(2)}, planes ${measured.planes.toFixed(2)}`;
      expect(measured.features, text).toBeGreaterThan(16);
      expect(measured.features / Math.max(0.1, measured.planes), text).toBeGreaterThan(10);
    },
  );

  it("keeps the woman's own face and hair from the photo, not a mannequin", () => {
    // The nineteenth panel: "a dim soft 3D mannequin, hair a flat blob or a cap". The detail of the
    // head's grey thumbnail (face, hair above and beside it) correlated with the photo's at 0.12
    // when the toon renderer rebuilt the sitter; the photo's own sitter, retouched and lit, keeps 0.41.
    const kept = likeness.get('woman') ?? 0;
    expect(kept, `head likeness ${kept.toFixed(3)}`).toBeGreaterThan(0.33);
  });

  it('leaves a face too small in its photo to the modelled sitter (the man at his table)', () => {
    // The twentieth stop's panel: the man's photo sitter (his eyes 53 px apart as sent) "very
    // blurry, glasses gone", 0; his modelled sitter 1. The woman's 69 px face keeps her own.
    for (const [person, small] of [
      ['woman', false],
      ['man', true],
    ] as const) {
      const source = sources.get(person);
      expect(source, person).toBeDefined();
      if (source) expect(sitterFor(source), person).toBe(small ? 'modelled' : 'photo');
    }
    // And the make step paints the sitter that verdict chose: the man's head detail is the modelled
    // sitter's (0.254), not his photo's (0.432 on the photo sitter).
    expect(likeness.get('man') ?? 1).toBeLessThan(0.33);
  });

  it.each(['bald-man', 'dark-woman', 'woman', 'man'])("lights the %s's face clear and luminous, not muddy", (person) => {
    // The ninth blind panel, every face: "muddy dark avatar". The face oval's mean grey stood at
    // 94.7 (bald man) and 106.1 (brown-skinned woman) under a deep key shadow and a tone curve that
    // rolled the lights off at 0.6; with the mid-tones lifted and a gentler key, ~130 and ~150.
    const light = lightOfFace.get(person);
    expect(light).toBeDefined();
    expect(light ?? 0).toBeGreaterThan(118);
  });
});
