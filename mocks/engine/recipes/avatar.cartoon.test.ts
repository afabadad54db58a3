// The avatar's 卡通 style judged on real faces: a cartoon of this person — their hair kept in
// its own colour and its own outline (the person as the segmentation model sees them, no
// blob of hair on the wall, no hair lost to it), the face painted in a few flat colours, the eyes drawn
// with clean lines; a comic's halftone ground; the head a little larger (a gentle caricature).
import { segmentPerson } from '../adapters/faces';
import { toBytes } from './shared/photo';
import { createRandom } from './shared/random';
import type { Rgb } from './shared/raster';
import { alignFace, type Portrait } from './avatar/align';
import { cartoon } from './avatar/cartoon';
import { caricature } from './avatar/toon/caricature';
import { FACE_OVAL, SKIN_SAMPLES, type XY } from './avatar/landmarks';
import { findBeard } from './avatar/pix/anime/measure';
import { fillPolygon, scaled } from './avatar/masks';
import { sampleFaces, samplePortrait, type SamplePerson } from '../testing/faces';
import { avatarOfPerson, photoOfPerson } from '../testing/people';
import { prepared } from '../testing/prepared';

const SLOW = 600_000;
/** The style's ink (./avatar/cartoon.ts INK, #2b1d1c). */
const INK = [0x2b / 255, 0x1d / 255, 0x1c / 255];
/** The goatee's place under the lips (as ./avatar/pix/anime/measure.ts looks for it). */
const GOATEE = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 378, 400, 377, 152, 148, 176, 149];
const FRAMING = { faceHeight: 0.46, centreX: 0.5, centreY: 0.5, maxFaceWidth: 0.62 };

interface Made {
  photo: Rgb;
  mesh: XY[];
  result: Rgb;
  /** The person's matte of the aligned photo, at the model's size. */
  person: { width: number; height: number; data: Float32Array };
}
const made = new Map<SamplePerson, Made>();

async function alignedFace(person: SamplePerson): Promise<Portrait> {
  const ready = await prepared(await samplePortrait(person), await sampleFaces(person));
  return alignFace(ready.photo, ready.faces![0], FRAMING);
}

beforeAll(async () => {
  for (const person of ['woman', 'man'] as const) {
    const aligned = await alignedFace(person);
    // The style draws the caricatured photo: its mesh and matte are where the result's head is.
    const drawnAs = caricature(aligned);
    const photo = drawnAs.picture;
    const matte = await segmentPerson({ width: photo.width, height: photo.height, channels: 3, data: toBytes(photo) });
    const result = await cartoon.make(aligned, createRandom(1));
    made.set(person, { photo, mesh: drawnAs.mesh, result, person: matte });
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

/**
 * Whether a colour is the backdrop's: on the line between its two colours (the ground and the
 * halftone's dots, the two commonest in the square's top-left corner), antialiased rims included.
 */
function backdropOf(picture: Rgb): (colour: readonly number[]) => boolean {
  const counts = new Map<string, { n: number; colour: [number, number, number] }>();
  const side = Math.round(picture.width * 0.12);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const colour = colourAt(picture, x, y);
      const key = colour.map((v) => Math.round(v * 63)).join(',');
      const seen = counts.get(key);
      if (seen) seen.n++;
      else counts.set(key, { n: 1, colour });
    }
  }
  const [a, b] = [...counts.values()].sort((p, q) => q.n - p.n).map((entry) => entry.colour);
  const span = [0, 1, 2].map((c) => b[c] - a[c]);
  const length2 = span.reduce((sum, v) => sum + v * v, 0) || 1;
  return (colour) => {
    const t = Math.min(1, Math.max(0, [0, 1, 2].reduce((sum, c) => sum + (colour[c] - a[c]) * span[c], 0) / length2));
    return Math.max(...[0, 1, 2].map((c) => Math.abs(colour[c] - (a[c] + span[c] * t)))) < 0.03;
  };
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
      // The top-left corner of the square: background in both photos, the comic's halftone
      // ground — two flat colours (the ground and its dots) and their antialiased rims.
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
      const two = [...corner.values()].sort((a, b) => b - a).slice(0, 2);
      // Measured: 88 % for both (51 % ground, 37 % dots, the rest their rims).
      expect((two[0] + two[1]) / (side * side), person).toBeGreaterThan(0.8);
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

  it('draws the person where the photo has them: the room flat ground, the person (hair included) off it', () => {
    for (const person of ['woman', 'man'] as const) {
      const { result, person: matte } = made.get(person)!;
      const onBackdrop = backdropOf(result);
      let room = 0;
      let roomFlat = 0;
      let body = 0;
      let bodyOff = 0;
      for (let y = 0; y < matte.height; y++) {
        for (let x = 0; x < matte.width; x++) {
          const value = matte.data[y * matte.width + x];
          if (value > 0.05 && value < 0.95) continue;
          const here = colourAt(
            result,
            ((x + 0.5) * result.width) / matte.width - 0.5,
            ((y + 0.5) * result.height) / matte.height - 0.5,
          );
          const isGround = onBackdrop(here);
          if (value <= 0.05) {
            room++;
            if (isGround) roomFlat++;
          } else {
            body++;
            if (!isGround) bodyOff++;
          }
        }
      }
      // Measured: 100 % of the room flat for both faces; 99.9 % of the woman off it, and 94 %
      // of the man: the matte's sure part round his short dark hair is a hood of the dark
      // restaurant, which the head's envelope leaves as ground on purpose (the next test but
      // one). The colour-guessed parts before the matte painted 22 % of the woman as the ground.
      expect(roomFlat / room, `${person} room`).toBeGreaterThan(0.97);
      expect(bodyOff / body, `${person} person`).toBeGreaterThan(person === 'man' ? 0.9 : 0.97);
    }
  });

  it('draws the person as one piece: no blob of hair or clothes adrift on the ground, no hole of ground in it', () => {
    for (const person of ['woman', 'man'] as const) {
      const { result } = made.get(person)!;
      const onBackdrop = backdropOf(result);
      // The picture on a 192 px grid: 1 where it is not the ground.
      const side = 192;
      const step = result.width / side;
      const drawn = new Uint8Array(side * side);
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const here = colourAt(result, (x + 0.5) * step, (y + 0.5) * step);
          drawn[y * side + x] = onBackdrop(here) ? 0 : 1;
        }
      }
      // Pieces of each kind (4-connected), each with whether it reaches the picture's edge.
      const pieces = (want: number): { size: number; atEdge: boolean }[] => {
        const seen = new Uint8Array(drawn.length);
        const found: { size: number; atEdge: boolean }[] = [];
        for (let start = 0; start < drawn.length; start++) {
          if (seen[start] || drawn[start] !== want) continue;
          const piece = { size: 0, atEdge: false };
          const stack = [start];
          seen[start] = 1;
          while (stack.length) {
            const i = stack.pop()!;
            piece.size++;
            const x = i % side;
            const y = (i - x) / side;
            if (x === 0 || y === 0 || x === side - 1 || y === side - 1) piece.atEdge = true;
            for (const j of [x > 0 ? i - 1 : -1, x < side - 1 ? i + 1 : -1, i - side, i + side]) {
              if (j < 0 || j >= drawn.length || seen[j] || drawn[j] !== want) continue;
              seen[j] = 1;
              stack.push(j);
            }
          }
          found.push(piece);
        }
        return found;
      };
      // Measured: one piece of person for both faces, no hole of ground in it (a corner of
      // ground the shoulders cut off at the picture's edge is no hole); before the matte the
      // woman was three pieces.
      expect(pieces(1).length, `${person} pieces of person`).toBe(1);
      expect(pieces(0).filter((piece) => !piece.atEdge).length, `${person} holes of ground`).toBe(0);
    }
  });

  it('keeps short hair short: no hood of hair down the sides of the man’s face', () => {
    const { mesh, result } = made.get('man')!;
    const xs = FACE_OVAL.map((i) => mesh[i][0]);
    const ys = FACE_OVAL.map((i) => mesh[i][1]);
    const width = Math.max(...xs) - Math.min(...xs);
    const centre = (Math.max(...xs) + Math.min(...xs)) / 2;
    // Beside the face from the mouth to the chin, on both sides: his cheeks, the jaw's outline
    // and the ground; dark only where hair (or a hood of it) is drawn.
    let dark = 0;
    let total = 0;
    for (let y = mesh[13][1]; y <= Math.max(...ys); y += 2) {
      for (let k = 0.3; k <= 0.75; k += 0.03) {
        for (const side of [-1, 1]) {
          total++;
          if (luma(colourAt(result, centre + side * k * width, y)) < 0.4) dark++;
        }
      }
    }
    // Measured: under 10 % (the jaw's outline) with the head's envelope; the matte's hood drawn
    // as hair down both sides of his face made it 21 % before.
    expect(dark / total).toBeLessThan(0.1);
  });
  it('sits on a comic’s halftone ground: a bright flat colour with dots of a deeper tone of it', () => {
    for (const person of ['woman', 'man'] as const) {
      const { result } = made.get(person)!;
      const counts = new Map<string, { n: number; colour: [number, number, number] }>();
      const side = Math.round(result.width * 0.12);
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const colour = colourAt(result, x, y);
          const key = colour.map((v) => Math.round(v * 63)).join(',');
          const seen = counts.get(key);
          if (seen) seen.n++;
          else counts.set(key, { n: 1, colour });
        }
      }
      const [first, second] = [...counts.values()].sort((p, q) => q.n - p.n);
      const saturation = (c: readonly number[]): number => (Math.max(...c) - Math.min(...c)) / Math.max(...c);
      // Both the ground and the dots a good share of the corner (a halftone, not a flat fill).
      // Measured: 51 % and 37 %; saturation 0.75 and 0.85.
      expect(second.n / (side * side), person).toBeGreaterThan(0.1);
      // Bright, saturated colours (the anime's pastel sky is under 0.3).
      expect(Math.min(saturation(first.colour), saturation(second.colour)), person).toBeGreaterThan(0.4);
    }
  });

  it('paints the person in few flat colours and outlines the jaw with a thin line', () => {
    for (const person of ['woman', 'man'] as const) {
      const { mesh, result } = made.get(person)!;
      const onBackdrop = backdropOf(result);
      const counts = new Map<string, number>();
      let total = 0;
      for (let y = 0; y < result.height; y += 2) {
        for (let x = 0; x < result.width; x += 2) {
          const colour = colourAt(result, x, y);
          if (onBackdrop(colour)) continue;
          const key = colour.map((v) => Math.round(v * 31)).join(',');
          counts.set(key, (counts.get(key) ?? 0) + 1);
          total++;
        }
      }
      const commonest = [...counts.values()].sort((a, b) => b - a).slice(0, 24);
      const share = commonest.reduce((sum, n) => sum + n, 0) / total;
      // The outline below the chin: down from the chin's mesh points, the run of dark pixels
      // crossed (the jaw's line), its width in pixels.
      const widths: number[] = [];
      for (const index of [152, 148, 377]) {
        const [x, y0] = mesh[index];
        let run = 0;
        let best = 0;
        for (let y = y0 - 20; y < y0 + 30; y++) {
          if (luma(colourAt(result, x, y)) < 0.3) best = Math.max(best, ++run);
          else run = 0;
        }
        widths.push(best);
      }
      // Measured: 93 % of the person in 24 colours for both faces (a photo's face alone has
      // hundreds); the jaw's line, an inner line, 3–4 px wide at all three points (4–5 while every
      // line was one weight).
      expect(share, person).toBeGreaterThan(0.85);
      for (const width of widths) {
        expect(width, person).toBeGreaterThanOrEqual(3);
        expect(width, person).toBeLessThanOrEqual(10);
      }
    }
  });

  it('outlines the figure boldly against the ground and the lines inside it thinner', () => {
    const { mesh, result } = made.get('woman')!;
    const xs = FACE_OVAL.map((i) => mesh[i][0]);
    const x = (Math.max(...xs) + Math.min(...xs)) / 2;
    // Down the face's middle from the top to the eyes: the ink crossed (the near-black runs), the
    // first where her hair meets the ground, the second where it meets her forehead.
    const runs: number[] = [];
    let run = 0;
    for (let y = 0; y < mesh[159][1]; y++) {
      if (luma(colourAt(result, x, y)) < 0.22) run++;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
    // Measured: 9 and 3 px; on main at 31c1438 1 and 4 (one thin weight, the silhouette's line
    // at her crown barely drawn: it was drawn only inside the mask's narrow soft edge).
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[0] / runs[1]).toBeGreaterThan(1.6);
  });

  it('draws the figure’s silhouette down the sides as one smooth line: no notch or step in it', () => {
    for (const person of ['woman', 'man'] as const) {
      const { mesh, result } = made.get(person)!;
      const onBackdrop = backdropOf(result);
      const xs = FACE_OVAL.map((i) => mesh[i][0]);
      const width = Math.max(...xs) - Math.min(...xs);
      const centre = (Math.max(...xs) + Math.min(...xs)) / 2;
      // Each row from the eyes to the chin: the person's first pixel off the ground from either side.
      const edges: [number[], number[]] = [[], []];
      for (let y = Math.round(mesh[159][1]); y <= Math.round(mesh[152][1]); y++) {
        let left = 0;
        while (left < centre && onBackdrop(colourAt(result, left, y))) left++;
        let right = result.width - 1;
        while (right > centre && onBackdrop(colourAt(result, right, y))) right--;
        edges[0].push(left);
        edges[1].push(right);
      }
      // A notch or a step: a row whose edge stands off the chord between its neighbours 3 % of the
      // face's width above and below.
      const reach = Math.max(2, Math.round(width * 0.03));
      let worst = 0;
      for (const side of edges)
        for (let k = reach; k < side.length - reach; k++)
          worst = Math.max(worst, Math.abs(side[k] - (side[k - reach] + side[k + reach]) / 2) / width);
      // Measured: woman 0.0047, man 0.0045; on main at 31c1438 0.0079 and 0.0106 (the steps in
      // her hair beside the cheek, the lumps down his cheek).
      expect(worst, person).toBeLessThan(0.007);
    }
  });

  it('paints one highlight band in the hair: a lighter tone of it across the crown', () => {
    for (const person of ['woman', 'man'] as const) {
      const { mesh, result } = made.get(person)!;
      const onBackdrop = backdropOf(result);
      // The hair's base colour: the commonest just above the face.
      const base = mean(aboveTheFace(mesh).map(([x, y]) => colourAt(result, x, y)));
      // Above the face's oval, the person's pixels off the ink and off the forehead's skin (since
      // the twenty-seventh session the hairline follows the photo's, above the oval's top where
      // the hair begins higher).
      const top = Math.min(...FACE_OVAL.map((i) => mesh[i][1]));
      const forehead = colourAt(result, mesh[151][0], mesh[151][1]);
      let hair = 0;
      let lighter = 0;
      for (let y = 0; y < top; y++) {
        for (let x = 0; x < result.width; x++) {
          const colour = colourAt(result, x, y);
          // (Off the ink and the hair's shade: under 0.2, or under the base itself for black hair.)
          if (onBackdrop(colour) || luma(colour) < Math.min(0.2, luma(base) - 0.03)) continue;
          if (Math.hypot(colour[0] - forehead[0], colour[1] - forehead[1], colour[2] - forehead[2]) < 0.1) continue;
          hair++;
          const difference = Math.abs(hue(colour) - hue(base));
          if (luma(colour) > luma(base) + 0.05 && Math.min(difference, 360 - difference) < 25) lighter++;
        }
      }
      // Measured: 0.117 (woman) and 0.102 (man) of it a lighter tone of the hair, a band, not the
      // whole crown; on main at 31c1438 0.0015 (one flat colour with a darker rim).
      expect(lighter / hair, person).toBeGreaterThan(0.05);
      expect(lighter / hair, person).toBeLessThan(0.2);
    }
  });

  it('draws the man as a man: no lip colour and no blush on him, while the woman has both', () => {
    /** How much redder than grey a colour is. */
    const redness = (c: readonly number[]): number => c[0] - (c[1] + c[2]) / 2;
    /** The mean colour of a disc, the drawn lines (dark pixels) left out. */
    const discMean = (picture: Rgb, [cx, cy]: XY, radius: number): [number, number, number] => {
      const found: [number, number, number][] = [];
      for (let y = cy - radius; y <= cy + radius; y++)
        for (let x = cx - radius; x <= cx + radius; x++) {
          const colour = colourAt(picture, x, y);
          if (Math.hypot(x - cx, y - cy) <= radius && luma(colour) > 0.3) found.push(colour);
        }
      return mean(found);
    };
    const lipsAndCheeks = (person: 'woman' | 'man'): { lips: number; cheeks: number } => {
      const { mesh, result } = made.get(person)!;
      const unit = Math.abs(mesh[454][0] - mesh[234][0]);
      const middle = (a: number, b: number): XY => [(mesh[a][0] + mesh[b][0]) / 2, (mesh[a][1] + mesh[b][1]) / 2];
      // The skin beside the nose, under the eyes: lit skin in both, away from blush and shade.
      const skin = redness(discMean(result, middle(195, 5), unit * 0.03));
      const lips =
        (redness(discMean(result, middle(0, 13), unit * 0.015)) + redness(discMean(result, middle(14, 17), unit * 0.015))) / 2;
      const cheeks = Math.max(...[205, 425].map((index) => redness(discMean(result, mesh[index], unit * 0.04))));
      return { lips: lips - skin, cheeks: cheeks - skin };
    };
    const man = lipsAndCheeks('man');
    const woman = lipsAndCheeks('woman');
    // Measured: the man's lips 0.008 and cheeks 0.000 redder than his skin (drawn with the
    // woman's lipstick and blush before, as every man was); the woman's 0.22 and 0.065.
    expect(man.lips).toBeLessThan(0.04);
    expect(man.cheeks).toBeLessThan(0.02);
    expect(woman.lips).toBeGreaterThan(0.1);
    expect(woman.cheeks).toBeGreaterThan(0.03);
  });

  it('draws the head above the eyes as one smooth curve: no bump or notch in its outline', () => {
    for (const person of ['woman', 'man'] as const) {
      const { mesh, result } = made.get(person)!;
      const onBackdrop = backdropOf(result);
      const xs = FACE_OVAL.map((i) => mesh[i][0]);
      const width = Math.max(...xs) - Math.min(...xs);
      const centre: XY = [(Math.max(...xs) + Math.min(...xs)) / 2, (mesh[159][1] + mesh[386][1]) / 2];
      // The outline's distance from the eyes' middle, every 2° over the crown (±60° of straight up).
      const radii: number[] = [];
      for (let degrees = -150; degrees <= -30; degrees += 2) {
        const angle = (degrees * Math.PI) / 180;
        let r = width * 0.3;
        while (
          r < result.width &&
          !onBackdrop(colourAt(result, centre[0] + Math.cos(angle) * r, centre[1] + Math.sin(angle) * r))
        ) {
          r++;
          const x = centre[0] + Math.cos(angle) * r;
          const y = centre[1] + Math.sin(angle) * r;
          if (x < 0 || y < 0 || x >= result.width - 1 || y >= result.height - 1) break;
        }
        radii.push(r);
      }
      // A bump or a notch: a direction whose distance differs from the mean of its neighbours 6° either side.
      let worst = 0;
      for (let k = 3; k < radii.length - 3; k++) {
        const around = (radii[k - 3] + radii[k + 3]) / 2;
        worst = Math.max(worst, Math.abs(radii[k] - around) / width);
      }
      // Measured: 0.009 (woman) and 0.006 (man) of the face's width once the outline is drawn
      // smooth (./avatar/toon/headOutline.ts); the matte's bump on the bald man's head stood a
      // tenth of his face's width out of the curve.
      expect(worst, person).toBeLessThan(0.02);
    }
  });

  it(
    'draws a gentle caricature: the head a little larger on the same shoulders',
    async () => {
      const aligned = await alignedFace('woman');
      const drawnAs = caricature(aligned);
      const apart = (mesh: readonly XY[]): number => Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1]);
      const chinToTop = (mesh: readonly XY[]): number => Math.hypot(mesh[10][0] - mesh[152][0], mesh[10][1] - mesh[152][1]);
      // Measured: 1.1 for the eyes, about 1.08 for the face's height.
      expect(apart(drawnAs.mesh) / apart(aligned.mesh)).toBeGreaterThan(1.06);
      expect(apart(drawnAs.mesh) / apart(aligned.mesh)).toBeLessThan(1.15);
      expect(chinToTop(drawnAs.mesh) / chinToTop(aligned.mesh)).toBeGreaterThan(1.04);
      // The square's bottom corners (the shoulders) are where they were.
      const size = aligned.picture.width;
      for (const x of [2, size - 3]) {
        const p = ((size - 3) * size + x) * 3;
        for (let c = 0; c < 3; c++) expect(drawnAs.picture.data[p + c]).toBeCloseTo(aligned.picture.data[p + c], 3);
      }
    },
    SLOW,
  );
});

describe('avatar cartoon on the gallery’s hard faces', () => {
  it(
    'paints the older man in his own light skin and his goatee in its own shape, as hair: no darker face, no box or flat blob on the chin',
    async () => {
      const { bytes, faces } = await photoOfPerson('older-man');
      const ready = await prepared(bytes, faces);
      const aligned = await alignFace(ready.photo, ready.faces![0], cartoon.frame(createRandom(1)));
      const { picture, mesh } = caricature(aligned);
      const result = await cartoon.make(aligned, createRandom(1));
      // The photo's lit skin: the lighter half of the cheeks and forehead (his face is lit from one side).
      const samples = SKIN_SAMPLES.map((k) => {
        const around: [number, number, number][] = [];
        for (let dy = -4; dy <= 4; dy++)
          for (let dx = -4; dx <= 4; dx++) around.push(colourAt(picture, mesh[k][0] + dx, mesh[k][1] + dy));
        return luma(mean(around));
      }).sort((a, b) => b - a);
      const photoLit = samples.slice(0, samples.length >> 1).reduce((sum, v) => sum + v, 0) / (samples.length >> 1);
      const painted = luma(mean([151, 9].map((k) => colourAt(result, mesh[k][0], mesh[k][1]))));
      // Measured: 0.70 against the photo's 0.61; from all the samples' mean it was 0.61 (the
      // eighth blind panel: "skin much darker than input").
      expect(painted).toBeGreaterThan(photoLit + 0.04);

      // The goatee trimmed to the photo's widths, not the whole chin's place: a part of it, and
      // even about the face's middle line (nose to chin).
      const skin = mean(SKIN_SAMPLES.map((k) => colourAt(picture, mesh[k][0], mesh[k][1])));
      const beard = findBeard(picture, mesh, skin);
      expect(beard).not.toBeNull();
      const size = picture.width;
      const zone = fillPolygon(
        GOATEE.map((k) => mesh[k]),
        size,
        size,
      );
      let place = 0;
      let drawn = 0;
      let left = 0;
      for (let i = 0; i < zone.data.length; i++) {
        if (zone.data[i] < 0.5) continue;
        place++;
        if (beard!.mask.data[i] <= 0.5) continue;
        drawn++;
        const y = Math.floor(i / size);
        const t = Math.min(1, Math.max(0, (y - mesh[2][1]) / (mesh[152][1] - mesh[2][1])));
        if (i - y * size < mesh[2][0] + (mesh[152][0] - mesh[2][0]) * t) left++;
      }
      // Measured: 0.51 of the place drawn, 0.5 of it left of the middle line; the filled place was
      // 0.97 of it (the eighth panel: "goatee blob").
      expect(drawn / place).toBeGreaterThan(0.25);
      expect(drawn / place).toBeLessThan(0.75);
      expect(Math.abs(left / drawn - 0.5)).toBeLessThan(0.08);

      // Drawn as hair, not a flat blob (./avatar/toon/beard.ts): a few darker strokes down it.
      // In the goatee's core (its mask full), the share darker than the core's median.
      const core: number[] = [];
      for (let i = 0; i < zone.data.length; i++)
        if (zone.data[i] > 0.5 && beard!.mask.data[i] > 0.99) core.push(luma(colourAt(result, i % size, Math.floor(i / size))));
      const median = [...core].sort((a, b) => a - b)[core.length >> 1];
      const strokes = core.filter((v) => v < median - 0.03).length / core.length;
      // Measured: 0.058; on main at 31c1438 0.011 (one flat colour, the jaw's line crossing it).
      expect(strokes).toBeGreaterThan(0.03);
      expect(strokes).toBeLessThan(0.3);
    },
    SLOW,
  );
  it(
    'paints the older man’s short hair over his crown in one colour: no bald pate with a chunk of hair on it',
    async () => {
      const { bytes, faces } = await photoOfPerson('older-man');
      const ready = await prepared(bytes, faces);
      const aligned = await alignFace(ready.photo, ready.faces![0], cartoon.frame(createRandom(1)));
      const { mesh } = caricature(aligned);
      const result = await cartoon.make(aligned, createRandom(1));
      const xs = FACE_OVAL.map((i) => mesh[i][0]);
      const ys = FACE_OVAL.map((i) => mesh[i][1]);
      const width = Math.max(...xs) - Math.min(...xs);
      const height = Math.max(...ys) - Math.min(...ys);
      const centre = (Math.max(...xs) + Math.min(...xs)) / 2;
      const top = Math.min(...ys);
      const skin = [50, 280].map((k) => colourAt(result, mesh[k][0], mesh[k][1]));
      // The crown just above the face's oval: how much of it is painted the skin's colour.
      let seen = 0;
      let bare = 0;
      for (let y = Math.round(top - height * 0.12); y < Math.round(top - height * 0.02); y++) {
        for (let x = Math.round(centre - width * 0.25); x < Math.round(centre + width * 0.25); x++) {
          const here = colourAt(result, x, y);
          seen++;
          if (skin.some((s) => Math.hypot(s[0] - here[0], s[1] - here[1], s[2] - here[2]) < 0.1)) bare++;
        }
      }
      // Measured: 0.17 of the crown skin-coloured; painted as scalp it was 0.875 (the
      // seventh blind panel: "black hair chunk glitch on the scalp").
      expect(bare / seen).toBeLessThan(0.35);
    },
    SLOW,
  );
  it(
    'draws the brown-skinned man’s jaw clean: no lock of hair stuck to it below his mouth',
    async () => {
      const { bytes, faces } = await photoOfPerson('dark-man');
      const ready = await prepared(bytes, faces);
      const aligned = await alignFace(ready.photo, ready.faces![0], cartoon.frame(createRandom(1)));
      const { mesh } = caricature(aligned);
      const result = await cartoon.make(aligned, createRandom(1));
      const size = result.width;
      const oval = FACE_OVAL.map((i) => mesh[i]);
      const ring = fillPolygon(scaled(oval, 1.15), size, size);
      const top = Math.min(...oval.map((p) => p[1]));
      const height = Math.max(...oval.map((p) => p[1])) - top;
      // The hair's colour on his crown, and how much of the face's rim below the mouth has it.
      const hair = colourAt(result, mesh[10][0], top - height * 0.06);
      const mouthY = (mesh[61][1] + mesh[291][1]) / 2;
      let seen = 0;
      let haired = 0;
      for (let y = Math.round(mouthY); y < size; y++) {
        for (let x = 0; x < size; x++) {
          if (ring.data[y * size + x] < 0.5) continue;
          seen++;
          // (A patch of the hair's colour: this pixel and those 2 px round it nearer the hair's
          // colour than the ink's. His black hair is within 0.08 of the ink, and the ink's
          // antialiased rim, a pixel wide, matched it.)
          const hairy = ([hx, hy]: readonly number[]): boolean => {
            const here = colourAt(result, hx, hy);
            const fromHair = Math.hypot(here[0] - hair[0], here[1] - hair[1], here[2] - hair[2]);
            return fromHair < 0.08 && fromHair < Math.hypot(here[0] - INK[0], here[1] - INK[1], here[2] - INK[2]);
          };
          if (
            [
              [x, y],
              [x - 2, y],
              [x + 2, y],
              [x, y - 2],
              [x, Math.min(size - 1, y + 2)],
            ].every(hairy)
          )
            haired++;
        }
      }
      // Measured: 0.0013 of it hair-coloured; with the lock outlined at the jaw, 0.0073 (the
      // seventh blind panel: "small notch glitch at the jaw").
      expect(haired / seen).toBeLessThan(0.004);
    },
    SLOW,
  );
  it(
    'shades the older man’s darker cheek out to his outline: no lit band outside the crescent, no arc floating on the cheek',
    async () => {
      // As the avatar tool makes it (framed and lit by seed 1's variation): the arc the blind
      // readers saw is on that picture, and not on the unvaried one the tests above draw.
      const { portrait, result } = await avatarOfPerson('older-man', cartoon);
      const { mesh } = caricature(portrait);
      const xs = FACE_OVAL.map((i) => mesh[i][0]);
      const faceWidth = Math.max(...xs) - Math.min(...xs);
      const centre = (Math.max(...xs) + Math.min(...xs)) / 2;
      // The lit skin beside the nose; skin in shade is of its hue and darker (its antialiased
      // rim, under 0.04 darker, counted as lit).
      const lit = mean([50, 280].map((k) => colourAt(result, mesh[k][0], mesh[k][1])));
      const skinHued = (here: readonly number[]): boolean => Math.abs(hue(here) - hue(lit)) < 15;
      const isLit = (here: readonly number[]): boolean => skinHued(here) && Math.abs(luma(here) - luma(lit)) < 0.04;
      const inShade = (here: readonly number[]): boolean =>
        skinHued(here) && luma(here) <= luma(lit) - 0.04 && luma(here) > luma(lit) - 0.25;
      // From the eyes to the mouth, in from each side of the square past the outline: the rows
      // with a thin band of lit skin (2 px to 0.04 of the face's width: wider is the cheek before
      // an eye's lashes) between the outline and the crescent's shade.
      let rows = 0;
      let banded = 0;
      for (let y = Math.round(mesh[159][1]); y < Math.round(mesh[13][1]); y++) {
        rows++;
        for (const side of [-1, 1]) {
          let band = -1;
          for (let x = side < 0 ? 0 : result.width - 1; (x - centre) * side > 0; x -= side) {
            const here = colourAt(result, x, y);
            if (inShade(here)) {
              if (band > 1 && band < faceWidth * 0.04) banded++;
              break;
            }
            if (isLit(here)) band = Math.max(0, band) + 1;
            else if (band >= 0) break;
          }
        }
      }
      // Measured: 0.11 of the 151 rows; with the crescent kept inside the mesh's oval, 0.40 (the
      // blind readers' "odd pink arc on the cheek").
      expect(banded / rows).toBeLessThan(0.2);
    },
    SLOW,
  );
});

describe('avatar cartoon on the woman (the ninth blind panel: "dark blob at shoulder, stray nose line")', () => {
  it('draws no jaw line up her far cheek where the skin goes on past the mesh', () => {
    const { result, mesh } = made.get('woman')!;
    const xs = FACE_OVAL.map((i) => mesh[i][0]);
    const centre = (Math.max(...xs) + Math.min(...xs)) / 2;
    // The far side is the one her nose points to; its jaw points between her eyes and mouth.
    const far = mesh[1][0] > centre ? [454, 323, 361, 288] : [234, 93, 132, 58];
    const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
    const mouthY = (mesh[61][1] + mesh[291][1]) / 2;
    const inked = far.filter((k) => {
      const [px, py] = mesh[k];
      if (py < eyeY || py > mouthY) return false;
      let darkest = 1;
      for (let dy = -3; dy <= 3; dy++)
        for (let dx = -3; dx <= 3; dx++) darkest = Math.min(darkest, luma(colourAt(result, px + dx, py + dy)));
      return darkest < 0.3;
    });
    // Measured on main at 3d7c083: every one of them inked (the line read as a stray nose line).
    expect(inked.length).toBe(0);
  });

  it('paints her blonde hair light: her hair above the face about as light as the photo’s, a warm gold', () => {
    const { photo, mesh, result } = made.get('woman')!;
    const points = aboveTheFace(mesh);
    const before = mean(points.map(([x, y]) => colourAt(photo, x, y)));
    const after = mean(points.map(([x, y]) => colourAt(result, x, y)));
    // Measured on main at 3d7c083: painted at luma 0.27, a brown (the ninth blind panel: "flat helmet hair").
    expect(luma(after)).toBeGreaterThan(luma(before) - 0.12);
    expect(hue(after)).toBeGreaterThan(15);
    expect(hue(after)).toBeLessThan(55);
  });

  it('paints her dark top as a colour, not an ink-black blob', () => {
    const { result, mesh } = made.get('woman')!;
    const size = result.width;
    const chin = mesh[152][1];
    let seen = 0;
    let black = 0;
    for (let y = Math.round(chin + (size - chin) * 0.3); y < size; y++)
      for (let x = 0; x < size; x++) {
        seen++;
        if (luma(colourAt(result, x, y)) < 0.09) black++;
      }
    // Measured on main at 3d7c083: 0.43 of the band near black (the navy top painted black).
    expect(black / seen).toBeLessThan(0.03);
  });
});
