// The avatar's 卡通 style judged on real faces: a cartoon of this person — their hair kept in
// its own colour, the face painted in a few flat colours, the eyes drawn with clean lines.
import { createRandom } from './shared/random';
import type { Rgb } from './shared/raster';
import { alignFace, type Portrait } from './avatar/align';
import { cartoon } from './avatar/cartoon';
import { FACE_OVAL, type XY } from './avatar/landmarks';
import { sampleFaces, samplePortrait, type SamplePerson } from '../testing/faces';
import { prepared } from '../testing/prepared';

const SLOW = 300_000;
const FRAMING = { faceHeight: 0.46, centreX: 0.5, centreY: 0.5, maxFaceWidth: 0.62 };

interface Made {
  photo: Rgb;
  mesh: XY[];
  result: Rgb;
}
const made = new Map<SamplePerson, Made>();

async function alignedFace(person: SamplePerson): Promise<Portrait> {
  const ready = await prepared(await samplePortrait(person), await sampleFaces(person));
  return alignFace(ready.photo, ready.faces![0], FRAMING);
}

beforeAll(async () => {
  for (const person of ['woman', 'man'] as const) {
    const aligned = await alignedFace(person);
    const photo: Rgb = { ...aligned.picture, data: aligned.picture.data.slice() };
    const result = await cartoon.make(aligned, createRandom(1));
    made.set(person, { photo, mesh: aligned.mesh, result });
  }
}, SLOW);

function colourAt(picture: Rgb, x: number, y: number): [number, number, number] {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return [picture.data[p], picture.data[p + 1], picture.data[p + 2]];
}

function luma([r, g, b]: readonly number[]): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Hue in degrees, 0–360. */
function hue([r, g, b]: readonly number[]): number {
  const high = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  if (high - low < 1e-6) return 0;
  const h = high === r ? ((g - b) / (high - low)) % 6 : high === g ? (b - r) / (high - low) + 2 : (r - g) / (high - low) + 4;
  return (h * 60 + 360) % 360;
}

function mean(colours: readonly (readonly number[])[]): [number, number, number] {
  const sum = [0, 0, 0];
  for (const c of colours) for (let k = 0; k < 3; k++) sum[k] += c[k] / colours.length;
  return [sum[0], sum[1], sum[2]];
}

/** Points in a band just above the face oval's top: the hair in both samples. */
function aboveTheFace(mesh: readonly XY[]): XY[] {
  const ys = FACE_OVAL.map((i) => mesh[i][1]);
  const xs = FACE_OVAL.map((i) => mesh[i][0]);
  const top = Math.min(...ys);
  const height = Math.max(...ys) - top;
  const width = Math.max(...xs) - Math.min(...xs);
  const centre = (Math.max(...xs) + Math.min(...xs)) / 2;
  const points: XY[] = [];
  for (let dy = 0.08; dy <= 0.16; dy += 0.02) {
    for (let dx = -0.2; dx <= 0.2; dx += 0.02) points.push([centre + dx * width, top - dy * height]);
  }
  return points;
}

describe('avatar cartoon', () => {
  it('keeps the hair above the face in its own colour: dark stays dark, in the same hue family', () => {
    const { photo, mesh, result } = made.get('man')!;
    const points = aboveTheFace(mesh);
    const before = mean(points.map(([x, y]) => colourAt(photo, x, y)));
    const after = mean(points.map(([x, y]) => colourAt(result, x, y)));
    // Measured: the man's brown hair (luma 0.35, hue 12°) comes out luma 0.35, hue 14°.
    expect(luma(before)).toBeLessThan(0.4);
    expect(luma(after)).toBeLessThan(0.4);
    const difference = Math.abs(hue(before) - hue(after));
    expect(Math.min(difference, 360 - difference)).toBeLessThan(40);
  });

  it('paints in flat colours — one for the background, a few on the cheeks — and draws the eyes with dark lines along the mesh', () => {
    for (const person of ['woman', 'man'] as const) {
      const { mesh, result } = made.get(person)!;
      // The top-left corner of the square: background in both photos, one flat colour.
      const corner = new Map<string, number>();
      const side = Math.round(result.width * 0.12);
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const key = colourAt(result, x, y)
            .map((v) => Math.round(v * 63))
            .join(',');
          corner.set(key, (corner.get(key) ?? 0) + 1);
        }
      }
      // Measured: 100 % one colour; the old badge's dotted ground had 94 %.
      expect(Math.max(...corner.values()) / (side * side), person).toBeGreaterThan(0.97);
      // The cheeks: discs round mesh points 50 and 280, each 6 % of the face wide.
      const counts = new Map<string, number>();
      let total = 0;
      const radius = Math.abs(mesh[454][0] - mesh[234][0]) * 0.06;
      for (const index of [50, 280]) {
        const [cx, cy] = mesh[index];
        for (let y = cy - radius; y <= cy + radius; y++) {
          for (let x = cx - radius; x <= cx + radius; x++) {
            const key = colourAt(result, x, y)
              .map((v) => Math.round(v * 31))
              .join(',');
            counts.set(key, (counts.get(key) ?? 0) + 1);
            total++;
          }
        }
      }
      const commonest = [...counts.values()].sort((a, b) => b - a).slice(0, 6);
      // Measured: the six commonest colours (lit, shade, blush over each, the outline) cover
      // 87 % (woman, whose far cheek meets the outline) and 99 % (man) of the cheeks; a photo's
      // cheek has hundreds of colours.
      expect(commonest.reduce((s, n) => s + n, 0) / total, person).toBeGreaterThan(0.75);
      // The upper lids, drawn dark: mesh points along both (they sit on the drawn line).
      let dark = 0;
      const lids = [159, 158, 160, 386, 385, 387];
      for (const index of lids) {
        const [x, y] = mesh[index];
        // The line is drawn on the eye enlarged upwards: look a few pixels around the point.
        let darkest = 1;
        for (let dy = -8; dy <= 2; dy++) darkest = Math.min(darkest, luma(colourAt(result, x, y + dy)));
        if (darkest < 0.25) dark++;
      }
      expect(dark, person).toBe(lids.length);
    }
  });
});
