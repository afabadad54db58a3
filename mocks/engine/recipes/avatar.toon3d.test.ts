// pix/pixar and pix/disney told apart on the same face and seed by what a viewer sees first: a
// painted landscape with a horizon (disney) against a studio's smooth sweep (pixar) in another
// palette, and a flat cel inked in warm brown (disney) against a smoothly shaded render (pixar).
// A blind panel told the two apart only by elimination before.
import sharp from 'sharp';
import { detectFaces } from '../adapters/faces';
import { sampleFaces, samplePortrait, type SamplePerson } from '../testing/faces';
import { prepared } from '../testing/prepared';
import { avatar } from './avatar';
import { at, distance, SKIN_SAMPLES, type XY } from './avatar/landmarks';
import type { Grey, Rgb } from './shared/raster';

/** Four results on a machine shared by several sessions: the models load first, then each render. */
const MAKING = 900_000;
const PEOPLE: readonly SamplePerson[] = ['woman', 'man'];
const SEED = 1;

interface Picture {
  rgb: Rgb;
  luma: Grey;
}

const made = new Map<string, Picture>();
const photos = new Map<SamplePerson, Picture>();

function pictureOf(data: Uint8Array, width: number, height: number): Picture {
  const rgb: Rgb = { width, height, data: Float32Array.from(data, (v) => v / 255) };
  const luma: Grey = { width, height, data: new Float32Array(width * height) };
  for (let i = 0, p = 0; i < luma.data.length; i++, p += 3)
    luma.data[i] = 0.299 * rgb.data[p] + 0.587 * rgb.data[p + 1] + 0.114 * rgb.data[p + 2];
  return { rgb, luma };
}

async function decoded(bytes: Uint8Array): Promise<Picture> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return pictureOf(data, info.width, info.height);
}

beforeAll(async () => {
  for (const person of PEOPLE) {
    photos.set(person, await decoded(await samplePortrait(person)));
    const input = await prepared(await samplePortrait(person), await sampleFaces(person));
    for (const style of ['pix/pixar', 'pix/disney']) {
      const output = await avatar({ tool: 'avatar', style, seed: SEED, ...input }, () => undefined);
      made.set(`${person} ${style}`, await decoded(output.bytes));
    }
  }
}, MAKING);

/** Where the face model finds the face's skin points in a picture (the photo or a result). */
async function skinPoints({ rgb }: Picture): Promise<XY[]> {
  const bytes = await sharp(Buffer.from(rgb.data.map((v) => Math.round(v * 255))), {
    raw: { width: rgb.width, height: rgb.height, channels: 3 },
  })
    .png()
    .toBuffer();
  const [face] = await detectFaces(bytes);
  if (!face) throw new Error('no face found');
  return face.mesh.map((_, k) => at(face.mesh, k));
}

/**
 * The skin as a viewer sees it: the median colour's saturation (HSV) in patches round the mesh's
 * skin points, and how far the light ranges over them (the 90th less the 10th percentile of
 * brightness: a modelled face is lit on one side and shaded on the other, a flat mask is not).
 */
async function skinSeen(picture: Picture): Promise<{ saturation: number; range: number }> {
  const mesh = await skinPoints(picture);
  const { rgb, luma } = picture;
  const radius = Math.max(1, Math.round(distance(mesh[33], mesh[263]) * 0.06));
  const channels: number[][] = [[], [], []];
  const lights: number[] = [];
  for (const index of SKIN_SAMPLES) {
    const [cx, cy] = mesh[index];
    for (let y = Math.round(cy) - radius; y <= Math.round(cy) + radius; y++)
      for (let x = Math.round(cx) - radius; x <= Math.round(cx) + radius; x++) {
        if (x < 0 || y < 0 || x >= rgb.width || y >= rgb.height) continue;
        const i = y * rgb.width + x;
        for (let c = 0; c < 3; c++) channels[c].push(rgb.data[i * 3 + c]);
        lights.push(luma.data[i]);
      }
  }
  const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
  const [r, g, b] = channels.map((values) => sorted(values)[values.length >> 1]);
  const light = sorted(lights);
  return {
    saturation: (Math.max(r, g, b) - Math.min(r, g, b)) / Math.max(r, g, b),
    range: light[Math.floor(light.length * 0.9)] - light[Math.floor(light.length * 0.1)],
  };
}

function result(person: SamplePerson, style: string): Picture {
  const picture = style === 'photo' ? photos.get(person) : made.get(`${person} ${style}`);
  if (!picture) throw new Error(`no result for ${person} ${style}`);
  return picture;
}

/**
 * The largest change of brightness between two rows along the frame's left and right edges (the
 * backdrop there), down to `depth` of the frame's height.
 */
function sharpestEdgeStep({ luma }: Picture, depth = 1): number {
  let step = 0;
  for (const x of [1, luma.width - 2])
    for (let y = 1; y < Math.round(luma.height * depth); y++)
      step = Math.max(step, Math.abs(luma.data[y * luma.width + x] - luma.data[(y - 1) * luma.width + x]));
  return step;
}

/** The mean colour of the top band of the frame (backdrop above the head). */
function skyColour({ rgb }: Picture): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0];
  const rows = Math.round(rgb.height * 0.06);
  for (let p = 0; p < rows * rgb.width * 3; p += 3) for (let c = 0; c < 3; c++) sum[c] += rgb.data[p + c];
  return sum.map((v) => v / (rows * rgb.width)) as [number, number, number];
}

/**
 * The share of sharp steps in brightness (between neighbouring pixels, over 0.08) in the lower
 * face, the middle of the frame from the nose to the chin, where no backdrop shows: a 2D film's
 * ink lines against a render's soft shading.
 */
function sharpStepsInLowerFace({ luma }: Picture): number {
  const { width, height, data } = luma;
  let steps = 0;
  let all = 0;
  for (let y = Math.round(height * 0.5); y < Math.round(height * 0.68); y++)
    for (let x = Math.round(width * 0.36); x < Math.round(width * 0.64); x++) {
      const i = y * width + x;
      all++;
      if (Math.abs(data[i] - data[i + 1]) + Math.abs(data[i] - data[i + width]) > 0.08) steps++;
    }
  return steps / all;
}

/**
 * The share of the face's middle (the frame's middle, where no backdrop shows) painted flat: a
 * pixel whose brightness hardly changes from its neighbours. A 2D film's cel paint is flat fields
 * meeting at hard edges; a render's skin is a gradient everywhere.
 */
function flatShare({ luma }: Picture): number {
  const { width, height, data } = luma;
  let flat = 0;
  let all = 0;
  for (let y = Math.round(height * 0.35); y < Math.round(height * 0.65); y++)
    for (let x = Math.round(width * 0.36); x < Math.round(width * 0.64); x++) {
      const i = y * width + x;
      all++;
      if (Math.abs(data[i + 1] - data[i - 1]) / 2 + Math.abs(data[i + width] - data[i - width]) / 2 < 0.0015) flat++;
    }
  return flat / all;
}

/**
 * The share of the frame drawn as thin, dark, warm lines: a pixel darker by over 0.12 than both
 * its neighbours a 128th of the frame away (across or down), and redder than it is blue (a
 * feature film's brown ink, not black).
 */
function warmInkShare({ rgb, luma }: Picture, leftOut: (x: number, y: number) => boolean = () => false): number {
  const { width, height, data } = luma;
  const d = Math.round(width / 128);
  let lines = 0;
  for (let y = d; y < height - d; y++)
    for (let x = d; x < width - d; x++) {
      if (leftOut(x, y)) continue;
      const i = y * width + x;
      const thin =
        data[i] < Math.min(data[i - d], data[i + d]) - 0.12 ||
        data[i] < Math.min(data[i - d * width], data[i + d * width]) - 0.12;
      if (thin && rgb.data[i * 3] - rgb.data[i * 3 + 2] > 0.03) lines++;
    }
  return lines / (width * height);
}

/**
 * Where glasses sit in a picture: ear to ear, from above the brows to the nose's middle. Pixar
 * draws a light metal frame there in old gold (toon3d/glasses.ts), thin warm lines that are
 * glasses, not an outline.
 */
async function glassesBand(picture: Picture): Promise<(x: number, y: number) => boolean> {
  const mesh = await skinPoints(picture);
  const eyeSpan = distance(mesh[33], mesh[263]);
  const top = Math.min(mesh[105][1], mesh[334][1]) - eyeSpan * 0.15;
  const bottom = mesh[195][1];
  const left = Math.min(mesh[234][0], mesh[454][0]) - eyeSpan * 0.15;
  const right = Math.max(mesh[234][0], mesh[454][0]) + eyeSpan * 0.15;
  return (x, y) => x >= left && x <= right && y >= top && y <= bottom;
}

/**
 * The grain of the sky above the head (the top 0.15 of the frame): the median, over its pixels, of
 * how far a pixel's brightness lies from the mean of its four neighbours. A cloud's edge is a few
 * pixels of it; noise laid over the paint moves every pixel.
 */
function skyGrain({ luma }: Picture): number {
  const { width, data } = luma;
  const offs: number[] = [];
  for (let y = 1; y < Math.round(luma.height * 0.15); y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      offs.push(Math.abs(data[i] - (data[i - 1] + data[i + 1] + data[i - width] + data[i + width]) / 4));
    }
  offs.sort((a, b) => a - b);
  return offs[offs.length >> 1];
}

describe('pixar and disney, the same face and seed', () => {
  it("disney is a hand-drawn film's cel, pixar a render: flat paint and a warm ink outline against smooth shading", async () => {
    for (const person of PEOPLE) {
      const pixar = result(person, 'pix/pixar');
      const disney = result(person, 'pix/disney');
      // Now disney 0.58 (woman) and 0.56 (man) of its face's middle flat, pixar 0.21 and 0.17;
      // before, disney's soft two tones and the photo's light under them left 0.44 and 0.37.
      expect(flatShare(disney), person).toBeGreaterThan(0.5);
      expect(flatShare(disney), person).toBeGreaterThan(flatShare(pixar) * 2);
      // Now disney 0.0048 (woman) and 0.0105 (man) of the frame in warm ink lines; before,
      // disney had no outline (0.0025 and 0.0035: its nose and mouth). The woman's was over
      // 0.005 until her hairline was one edge (toon3d/hairFrame.ts): a second ink line along
      // the skin's old edge inside her hair counted towards it.
      expect(warmInkShare(disney), person).toBeGreaterThan(0.004);
      // Against pixar's, the glasses' band left out of both, since pixar draws the man's gold
      // frame (0.0070 of his frame with it, 0.0027 before it did): outside it disney 0.0046 and
      // 0.0100, pixar 0.0004 and 0.0022.
      const [pixarBand, disneyBand] = await Promise.all([glassesBand(pixar), glassesBand(disney)]);
      const disneyInk = warmInkShare(disney, disneyBand);
      const pixarInk = warmInkShare(pixar, pixarBand);
      expect(disneyInk, person).toBeGreaterThan(pixarInk * 2);
    }
  });

  it('the faces themselves differ, the backdrop left out: disney inks its nose, mouth and jaw, pixar shades them softly', () => {
    for (const person of PEOPLE) {
      const pixar = sharpStepsInLowerFace(result(person, 'pix/pixar'));
      const disney = sharpStepsInLowerFace(result(person, 'pix/disney'));
      // Now disney 0.032 (woman) and 0.033 (man), pixar 0.015 (her teeth) and 0.007; before, disney
      // drew no ink and its face was pixar's in flatter paint.
      expect(disney, person).toBeGreaterThan(0.025);
      expect(disney, person).toBeGreaterThan(pixar * 1.6);
    }
  });

  it("disney stands before a painted landscape with a horizon, pixar before a studio's smooth sweep, in another palette", () => {
    for (const person of PEOPLE) {
      const pixar = result(person, 'pix/pixar');
      const disney = result(person, 'pix/disney');
      // The hills' edge crosses the frame's sides (0.19); a sweep has none, only the figure may reach a side (the
      // man's shoulder: 0.035). Before: disney 0.048, from its out-of-focus lights.
      expect(sharpestEdgeStep(disney), person).toBeGreaterThan(0.12);
      // Pixar's sweep is read above the shoulders: since the figure's outline is crisp (no halo), a
      // dark top leaving the frame's side steps 0.28 from one row to the next (the woman's).
      expect(sharpestEdgeStep(pixar, 0.6), person).toBeLessThan(0.06);
      const [pr, , pb] = skyColour(pixar);
      const [dr, , db] = skyColour(disney);
      // Warm above pixar's head, cool (sky) above disney's.
      expect(pr - pb, person).toBeGreaterThan(0.15);
      expect(db - dr, person).toBeGreaterThan(0.05);
    }
  });

  it("disney's sky is clean paint, as smooth as pixar's sweep: no grain laid over it", () => {
    for (const person of PEOPLE) {
      // Before: a watercolour's blooms and the paper's tooth over the sky, 0.0011 (woman and man),
      // "grain" beside the figure's flat paint; now 0.0003, pixar's sweep 0.0002.
      expect(skyGrain(result(person, 'pix/disney')), person).toBeLessThan(0.0006);
    }
  });
});

/**
 * The sharpest step of brightness between neighbouring pixels across each cheek, the larger of
 * the two: along the rows within a tenth of the eye distance of the cheek's point (205, 425), from
 * it out to a sixth of the eye distance short of the face's edge (234, 454). The edge of a
 * shadow shape crossing a cheek is the largest step there (a blush is soft, no ink crosses it).
 */
async function sharpestCheekStep(picture: Picture): Promise<number> {
  const mesh = await skinPoints(picture);
  const { width, data } = picture.luma;
  const unit = distance(mesh[33], mesh[263]);
  let step = 0;
  for (const [cheek, edge] of [
    [205, 234],
    [425, 454],
  ]) {
    const [x0, y0] = mesh[cheek];
    const towards = Math.sign(mesh[edge][0] - x0);
    const x1 = mesh[edge][0] - towards * unit * 0.17;
    for (let y = Math.round(y0 - unit * 0.1); y <= Math.round(y0 + unit * 0.1); y++)
      for (let x = Math.round(x0); towards * (x1 - x) > 1; x += towards)
        step = Math.max(step, Math.abs(data[y * width + x + towards] - data[y * width + x]));
  }
  return step;
}

describe("disney's shade is a soft shape on the far cheek", () => {
  it('no hard-edged crescent crosses a cheek', async () => {
    for (const person of PEOPLE) {
      // Before: the man's far cheek crossed by the crescent's edge, a step of 0.098 in a pixel
      // (pixar's render 0.005); now its edge ramped over 0.06 face widths each way, 0.016. The
      // woman's crescent lay outside her cheeks' rows: 0.002 before and now.
      expect(await sharpestCheekStep(result(person, 'pix/disney')), person).toBeLessThan(0.03);
    }
  });
});

describe("pixar's skin is the person's, modelled in 3D", () => {
  it(
    "pixar's skin keeps the saturation of the photo's skin and is shaded across the face",
    async () => {
      for (const person of PEOPLE) {
        const photo = await skinSeen(result(person, 'photo'));
        const pixar = await skinSeen(result(person, 'pix/pixar'));
        // Before: every skin drawn the same orange tan, saturation 0.47 (woman, photo 0.24) and
        // 0.45 (man, 0.29): pulled to one typical skin's chromaticity, then saturated 1.3× and
        // tinted with an orange peach. Then 0.35 (woman) and 0.34 (man), the person's own skin
        // only 1.1× as saturated, which a blind panel saw as "flat and washed out"; now the
        // person's own chroma 1.3×, the cheeks flushed and the key's light a little golden: 0.18
        // (woman) and 0.13 (man) over the photo's, 0.15 and 0.10 without the golden key, 0.11
        // and 0.05 before. The woman's orange tan was 0.23 over hers. Now 0.17 (woman) and 0.12
        // (man) over the photo's; the man's 0.121 → 0.119 since the eyes sit in shaded sockets
        // (toon3d/eyeSet.ts), all of it at the points beside the eyes (9, 101, 330), the other
        // points 0.121 before and after: so the floor is 0.11, not 0.12.
        expect(pixar.saturation - photo.saturation, person).toBeLessThan(0.19);
        expect(pixar.saturation - photo.saturation, person).toBeGreaterThan(0.11);
        // The light over the face's skin points: before 0.20 (woman) and 0.23 (man); 0.243 and
        // 0.31 with the skull 0.65 of its half width deep, 0.30 and 0.35 at 0.9.
        expect(pixar.range, person).toBeGreaterThan(0.24);
      }
    },
    MAKING,
  );
});
