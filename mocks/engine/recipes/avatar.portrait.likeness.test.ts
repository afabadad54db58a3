// The sketch portrait's likeness on the sixth blind panel's weak faces: the bald man's "lumpy
// head shape, face mostly lost, smudged beard", the brown-skinned man's "strange head shape and
// neck blob", the older man's "looks feminine, goatee lost". Judged on those very photos: the
// crown one smooth curve, the neck two lines with nothing outlined between chin and collar, a
// man's brows firm and his goatee drawn in strokes, and no beard on a woman.
import { createRandom } from './shared/random';
import type { Rgb } from './shared/raster';
import { alignFace, headAndShoulders } from './avatar/align';
import { FACE_OVAL, outline, type XY } from './avatar/landmarks';
import { portrait } from './avatar/portrait';
import { photoOfPerson } from '../testing/people';
import { prepared } from '../testing/prepared';

const SLOW = 600_000;
const PEOPLE = ['bald-man', 'dark-man', 'older-man', 'dark-woman'] as const;
type Person = (typeof PEOPLE)[number];
const made = new Map<Person, { mesh: XY[]; result: Rgb }>();

beforeAll(async () => {
  for (const person of PEOPLE) {
    const { bytes, faces } = await photoOfPerson(person);
    const ready = await prepared(bytes, faces);
    const aligned = await alignFace(ready.photo, ready.faces![0], headAndShoulders(createRandom(1)));
    made.set(person, { mesh: aligned.mesh, result: await portrait.make(aligned, createRandom(1)) });
  }
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

/**
 * The crown's outline as drawn: along rays from between the eyes over the top of the head, the
 * distance of the darkest pixel in a band round the skull's expected size; and its bumpiness,
 * the largest bend between neighbouring rays as a share of the face's width.
 */
function crownBumpiness(picture: Rgb, mesh: readonly XY[]): number {
  const box = faceBox(mesh);
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const radii: number[] = [];
  for (let degrees = 210; degrees <= 330; degrees += 4) {
    const angle = (degrees * Math.PI) / 180;
    let darkest = 1;
    let at = 0;
    for (let r = box.width * 0.45; r < box.width * 1.1; r++) {
      const x = box.x + Math.cos(angle) * r;
      const y = eyeY + Math.sin(angle) * r;
      if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) break;
      const value = luma(picture, x, y);
      if (value < darkest) {
        darkest = value;
        at = r;
      }
    }
    radii.push(at);
  }
  let bend = 0;
  for (let k = 1; k < radii.length - 1; k++) bend = Math.max(bend, Math.abs(radii[k - 1] - 2 * radii[k] + radii[k + 1]));
  return bend / box.width;
}

describe('the sketch portrait’s likeness', () => {
  it('draws the bald man’s crown as one smooth curve, not the matte’s lumps', () => {
    const { mesh, result } = made.get('bald-man')!;
    // Measured: 0.04; the matte's outline smoothed alone bent 0.2 at its bump.
    expect(crownBumpiness(result, mesh)).toBeLessThan(0.1);
  });

  it('outlines nothing between the brown-skinned man’s chin and collar but the neck’s two lines', () => {
    const { mesh, result } = made.get('dark-man')!;
    const box = faceBox(mesh);
    const top = box.chin + box.height * 0.12;
    const bottom = box.chin + box.height * 0.26;
    // Beside the neck on both sides, where the dark shoulder in front of him was outlined as a box.
    for (const side of [-1, 1]) {
      const inner = box.x + side * box.width * 0.4;
      const outer = box.x + side * box.width * 1.2;
      const beside = darkShare(result, Math.min(inner, outer), top, Math.max(inner, outer), bottom, 0.6);
      // Measured: under 0.005; the shoulder's outline drawn was 0.02–0.03.
      expect(beside, `side ${side}`).toBeLessThan(0.01);
    }
  });

  it('draws the older man’s goatee in strokes below his mouth, and no beard on the brown-skinned woman', () => {
    const share = (person: Person): number => {
      const { mesh, result } = made.get(person)!;
      const box = faceBox(mesh);
      const lip = mesh[17][1];
      return darkShare(result, box.x - box.width * 0.15, lip + (box.chin - lip) * 0.2, box.x + box.width * 0.15, box.chin, 0.6);
    };
    // Measured: 0.2 of the chin under his lip drawn darker than 0.6; hers 0.0; the sixth panel's
    // drawing had his at 0.03 (the skin's light tone: "goatee lost").
    expect(share('older-man')).toBeGreaterThan(0.1);
    expect(share('dark-woman')).toBeLessThan(0.03);
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
