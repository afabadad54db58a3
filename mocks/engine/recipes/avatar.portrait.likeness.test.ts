// The sketch portrait's likeness on the sixth blind panel's weak faces: the bald man's "face
// mostly lost, smudged beard", the brown-skinned man's "neck blob", the older man's "looks
// feminine, goatee lost". Judged on those very photos: the neck held light between two lines, a
// man's brows firm and his goatee drawn in strokes, and no beard on a woman.
import type { Rgb } from './shared/raster';
import { FACE_OVAL, outline, type XY } from './avatar/landmarks';
import { portrait } from './avatar/portrait';
import { drawnPerson } from '../testing/people';

const SLOW = 600_000;
const PEOPLE = ['bald-man', 'dark-man', 'older-man', 'dark-woman'] as const;
type Person = (typeof PEOPLE)[number];
const made = new Map<Person, { mesh: XY[]; result: Rgb }>();

beforeAll(async () => {
  // Framed as the style frames a face: head and shoulders, with room for the body.
  for (const person of PEOPLE) made.set(person, await drawnPerson(person, portrait));
}, SLOW);

function luma(picture: Rgb, x: number, y: number): number {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
}

function faceBox(mesh: readonly XY[]): { x: number; width: number; height: number; chin: number } {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const width = Math.max(...xs) - Math.min(...xs);
  return { x: Math.min(...xs) + width / 2, width, height: Math.max(...ys) - Math.min(...ys), chin: mesh[152][1] };
}

/** The share of a box's pixels (left, top, right, bottom in pixels) drawn darker than `level`. */
function darkShare(picture: Rgb, left: number, top: number, right: number, bottom: number, level: number): number {
  let dark = 0;
  let count = 0;
  for (let y = Math.max(0, Math.round(top)); y < Math.min(picture.height, Math.round(bottom)); y++)
    for (let x = Math.max(0, Math.round(left)); x < Math.min(picture.width, Math.round(right)); x++) {
      count++;
      if (luma(picture, x, y) < level) dark++;
    }
  return count > 0 ? dark / count : 0;
}

/** The mean luma of a box (left, top, right, bottom in pixels). */
function meanLuma(picture: Rgb, left: number, top: number, right: number, bottom: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(top); y < Math.round(bottom); y++)
    for (let x = Math.round(left); x < Math.round(right); x++) {
      sum += luma(picture, x, y);
      count++;
    }
  return sum / count;
}

describe('the sketch portrait’s likeness', () => {
  it('draws the brown-skinned man’s neck light between its two lines, not a dark blob under the chin', () => {
    const { mesh, result } = made.get('dark-man')!;
    const box = faceBox(mesh);
    const neck = meanLuma(
      result,
      box.x - box.width * 0.2,
      box.chin + box.height * 0.05,
      box.x + box.width * 0.2,
      box.chin + box.height * 0.25,
    );
    // Measured: 0.86; the sixth panel's drawing, the dark shoulder in front of his neck hatched
    // and outlined at its tone, was 0.76.
    expect(neck).toBeGreaterThan(0.82);
  });

  it('draws the older man’s goatee in strokes below his mouth, and no beard on the brown-skinned woman', () => {
    const share = (person: Person): number => {
      const { mesh, result } = made.get(person)!;
      const box = faceBox(mesh);
      const lip = mesh[17][1];
      return darkShare(result, box.x - box.width * 0.15, lip + (box.chin - lip) * 0.2, box.x + box.width * 0.15, box.chin, 0.5);
    };
    // Measured: 0.09 of the chin under his lip drawn darker than 0.5 (the strokes); hers 0.001;
    // the sixth panel's drawing had his at 0.001 (the skin's light tone: "goatee lost").
    expect(share('older-man')).toBeGreaterThan(0.04);
    expect(share('dark-woman')).toBeLessThan(0.02);
  });

  it('draws a man’s brows firm: the bald man’s brows as dark as his eyes’ lids nearly', () => {
    const { mesh, result } = made.get('bald-man')!;
    for (const points of [
      [46, 53, 52, 65, 55],
      [276, 283, 282, 295, 285],
    ]) {
      let darkest = 1;
      for (const index of points.slice(1, -1)) {
        const [x, y] = mesh[index];
        for (let dy = -3; dy <= 3; dy++)
          for (let dx = -2; dx <= 2; dx++) darkest = Math.min(darkest, luma(result, x + dx, y + dy));
      }
      // Measured: 0.3–0.35; drawn at the lips' weight they were 0.5–0.55 (a soft face's brows lost).
      expect(darkest).toBeLessThan(0.45);
    }
  });
});
