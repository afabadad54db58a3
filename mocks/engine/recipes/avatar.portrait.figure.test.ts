// The sketch portrait's hard faces (the fifth blind panel scored them 1): the bald man's soft
// face drawn as a "faint mottled sketch", the brown-skinned man's shirt "a scribble blob", the
// brown-skinned woman's "faint floating face, hair only one side". Judged on those very photos:
// the face's shadows drawn at the pencil's range, the body a light suggestion fading downward,
// hair on both sides of the head and over its crown (the seventh panel: "looks bald on top"), and
// neck and shoulders under a face cropped at its chin; and (the eighth panel: "very faint", "washed out",
// "smudged mouth/chin") the faint faces drawn at the pencil's full range, glasses kept, a grin in clean lines.
import type { Rgb } from './shared/raster';
import { FACE_OVAL, outline, type XY } from './avatar/landmarks';
import { fillPolygon } from './avatar/masks';
import { portrait } from './avatar/portrait';
import { drawnPerson } from '../testing/people';

const SLOW = 600_000;
const PEOPLE = ['bald-man', 'dark-man', 'dark-woman', 'man'] as const;
type Person = (typeof PEOPLE)[number];
const made = new Map<Person, { mesh: XY[]; result: Rgb }>();

beforeAll(async () => {
  // Framed as the style frames a face: head and shoulders, with room for the body.
  for (const person of PEOPLE) made.set(person, await drawnPerson(person, portrait));
}, SLOW);

function luma(picture: Rgb, i: number): number {
  const p = i * 3;
  return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
}

/** The face's box: its centre, width and height, and the chin's height. */
function faceBox(mesh: readonly XY[]): { x: number; width: number; height: number; top: number; chin: number } {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const width = Math.max(...xs) - left;
  const height = Math.max(...ys) - top;
  return { x: left + width / 2, width, height, top, chin: mesh[152][1] };
}

/** Luma of every pixel in a box (in pixels), clipped to the picture. */
function lumasIn(picture: Rgb, left: number, top: number, right: number, bottom: number): number[] {
  const size = picture.width;
  const values: number[] = [];
  for (let y = Math.max(0, Math.round(top)); y < Math.min(size, Math.round(bottom)); y++)
    for (let x = Math.max(0, Math.round(left)); x < Math.min(size, Math.round(right)); x++)
      values.push(luma(picture, y * size + x));
  return values;
}

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const shareBelow = (values: readonly number[], level: number): number => values.filter((v) => v < level).length / values.length;

describe('the sketch portrait’s hard faces', () => {
  it('draws a soft face’s shadows at the pencil’s range: the bald man’s face is shaded, not a faint blank', () => {
    const { mesh, result } = made.get('bald-man')!;
    const inside = fillPolygon(outline(mesh, FACE_OVAL), result.width, result.height);
    const values: number[] = [];
    for (let i = 0; i < inside.data.length; i++) if (inside.data[i] > 0.5) values.push(luma(result, i));
    // Measured: 0.15 of the face drawn darker than 0.8; the photo's contrast kept made it 0.11.
    expect(shareBelow(values, 0.8)).toBeGreaterThan(0.13);
  });

  it('draws a faint face at the pencil’s full range: its darkest strokes near black and its tones spread (bald man, man, dark man)', () => {
    for (const person of ['bald-man', 'man', 'dark-man'] as const) {
      const { mesh, result } = made.get(person)!;
      const inside = fillPolygon(outline(mesh, FACE_OVAL), result.width, result.height);
      const values: number[] = [];
      for (let i = 0; i < inside.data.length; i++) if (inside.data[i] > 0.5) values.push(luma(result, i));
      values.sort((a, b) => a - b);
      const at = (share: number): number => values[Math.floor(share * (values.length - 1))];
      // Measured: the darkest 2 % at 0.17–0.21 and the middle tone 0.41–0.53 above the darkest
      // tenth; the eighth blind panel's "very faint", "washed-out" sketches were 0.36–0.42 and 0.22–0.32.
      // Since the thirtieth stop the eye sockets are drawn light (its panel: "dark eye sockets",
      // "like bruises"), and the dark man's darkest tenth was his sockets: 0.23 and 0.32 now (the
      // bald man 0.22 and 0.38, the man 0.22 and 0.45). His face's darks off the sockets were 0.33
      // before too; his darkest 2 % still tells him from the faint sketches.
      expect(at(0.02), person).toBeLessThan(0.28);
      expect(at(0.5) - at(0.1), person).toBeGreaterThan(0.3);
    }
  });

  it('draws the bald man’s glasses: a pencil frame round each eye', () => {
    const { mesh, result } = made.get('bald-man')!;
    const unit = Math.hypot(mesh[263][0] - mesh[33][0], mesh[263][1] - mesh[33][1]);
    for (const [inner, outer] of [
      [133, 33],
      [362, 263],
    ] as const) {
      // The rim's outer side, past the eye's outer corner, below the brow and the lid's line.
      const x = mesh[outer][0] + Math.sign(mesh[outer][0] - mesh[inner][0]) * unit * 0.12;
      const column = lumasIn(
        result,
        x - unit * 0.03,
        mesh[outer][1] + unit * 0.03,
        x + unit * 0.06,
        mesh[outer][1] + unit * 0.15,
      );
      // Measured: 0.23 and 0.17; without a frame (main at 2493059) 0.91 and 0.66.
      expect(Math.min(...column), `eye ${outer}`).toBeLessThan(0.45);
    }
  });

  it('draws the dark man’s grin in clean lines: a dark upper edge over the teeth, not a pale smudge', () => {
    const { mesh, result } = made.get('dark-man')!;
    const left = mesh[61][0];
    const right = mesh[291][0];
    const width = right - left;
    const minima: number[] = [];
    for (let x = Math.round(left + width * 0.3); x <= Math.round(right - width * 0.3); x++) {
      const column = lumasIn(result, x, mesh[0][1] - width * 0.1, x + 1, mesh[17][1] + width * 0.2);
      minima.push(Math.min(...column));
    }
    minima.sort((a, b) => a - b);
    // Measured: the middle columns' darkest at 0.16 (the grin's upper edge); the teeth's blurred
    // outline alone was 0.64 (the eighth blind panel: "smudged mouth/chin").
    expect(minima[minima.length >> 1]).toBeLessThan(0.4);
  });

  it('draws the dark man’s chin clean below his grin: no grey smear of the photo’s lips and shadow', () => {
    const { mesh, result } = made.get('dark-man')!;
    const box = faceBox(mesh);
    const width = mesh[291][0] - mesh[61][0];
    // The darkest a 9-pixel square's mean gets between the lower lip and the chin: strokes are
    // thin (their mean stays light), a smear is broad.
    const size = result.width;
    let darkest = 1;
    for (let y = Math.round(mesh[17][1] + box.height * 0.02); y < Math.round(box.chin - box.height * 0.04); y++)
      for (let x = Math.round(mesh[61][0] + width * 0.15); x < Math.round(mesh[291][0] - width * 0.15); x++) {
        let sum = 0;
        for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) sum += luma(result, (y + dy) * size + x + dx);
        darkest = Math.min(darkest, sum / 81);
      }
    // Measured: 0.60; on main at 3d7c083 0.48 (the ninth blind panel: "mouth smeared", "messy chin").
    expect(darkest).toBeGreaterThan(0.55);
  });

  it('draws the body as a light suggestion fading downward, not a dark blob (the brown-skinned man’s shirt)', () => {
    const { mesh, result } = made.get('dark-man')!;
    const box = faceBox(mesh);
    const chest = lumasIn(
      result,
      box.x - box.width,
      box.chin + box.height * 0.15,
      box.x + box.width,
      box.chin + box.height * 0.5,
    );
    // Measured: mean 0.89, almost nothing darker than 0.5; the dark shirt hatched at its own
    // tone was mean 0.78 with a fifth of the chest darker than 0.5 (the scribble blob).
    expect(mean(chest)).toBeGreaterThan(0.84);
    expect(shareBelow(chest, 0.5)).toBeLessThan(0.05);
  });

  it('draws the hair on both sides of the head, darker than the skin (the brown-skinned woman)', () => {
    const { mesh, result } = made.get('dark-woman')!;
    const box = faceBox(mesh);
    const y0 = box.top + box.height * 0.1;
    const y1 = box.top + box.height * 0.45;
    const cheek = lumasIn(result, box.x - box.width * 0.25, y0, box.x + box.width * 0.25, y1);
    for (const side of [-1, 1]) {
      const near = box.x + side * box.width * 0.5;
      const far = box.x + side * box.width * 0.72;
      const hair = lumasIn(result, Math.min(near, far), y0, Math.max(near, far), y1);
      // Measured: 0.76 and 0.72 beside a cheek of 0.86.
      expect(mean(cheek) - mean(hair), `side ${side}`).toBeGreaterThan(0.06);
    }
  });

  it('draws hair over the brown-skinned woman’s crown: her head is not bald on top', () => {
    const { mesh, result } = made.get('dark-woman')!;
    const box = faceBox(mesh);
    // The crown just above the face's oval, where her photo's crop leaves a smear of skin tone.
    const crown = lumasIn(
      result,
      box.x - box.width * 0.25,
      box.top - box.height * 0.12,
      box.x + box.width * 0.25,
      box.top - box.height * 0.02,
    );
    const cheek = lumasIn(
      result,
      box.x - box.width * 0.25,
      box.top + box.height * 0.1,
      box.x + box.width * 0.25,
      box.top + box.height * 0.45,
    );
    // Measured: the crown 0.72 beside a cheek of 0.85, a third of it darker than 0.6; drawn as
    // skin it was 0.875, lighter than the cheek (the seventh blind panel: "looks bald on top").
    expect(mean(cheek) - mean(crown)).toBeGreaterThan(0.07);
    expect(shareBelow(crown, 0.6)).toBeGreaterThan(0.15);
  });

  it('draws a neck under a face the photo crops at its chin: the brown-skinned woman does not float', () => {
    const { mesh, result } = made.get('dark-woman')!;
    const box = faceBox(mesh);
    for (const side of [-1, 1]) {
      const inner = box.x + side * box.width * 0.1;
      const outer = box.x + side * box.width * 0.5;
      const neck = lumasIn(
        result,
        Math.min(inner, outer),
        box.chin + box.height * 0.1,
        Math.max(inner, outer),
        box.chin + box.height * 0.3,
      );
      // Measured: a neck line of 0.63–0.64 on each side; bare paper (0.93) without it.
      expect(Math.min(...neck), `side ${side}`).toBeLessThan(0.8);
    }
  });
});
