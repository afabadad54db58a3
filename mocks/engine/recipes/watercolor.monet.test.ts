// Monet (issue 36): an Impressionist painting of the person, not a washed-out pastel filter.
// Measured on the two sample portraits: the result's colour and contrast stay above a floor,
// it is laid in visible dabs of complementary colour (warm and cool side by side), each touch
// one flat colour (not an embossed filter texture over a blurred photo), the face still follows the photo's face, and two seeds paint two different pictures.
import sharp from 'sharp';
import { decodePhoto } from '../adapters/image';
import { sampleFaces, samplePortrait, type SamplePerson } from '../testing/faces';
import { faceBoxGrey, greyThumbnail, meanAbsoluteDifference, pearson } from '../testing/measure';
import { prepared } from '../testing/prepared';
import type { Face } from '../types';
import { rgbToLab } from './shared/colour';
import { fillPolygon, pointsOf } from './shared/faceParts';
import { createGrey } from './shared/raster';
import { watercolor } from './watercolor';
import { hourOf } from './watercolor/monet/light';
import { LEFT_EYE, RIGHT_EYE } from './watercolor/printFace';

const people: readonly SamplePerson[] = ['woman', 'man'];
const photos = new Map<SamplePerson, Uint8Array>();
const meshes = new Map<SamplePerson, Face[]>();
const painted = new Map<string, Uint8Array>();

beforeAll(async () => {
  for (const person of people) {
    const bytes = await samplePortrait(person);
    const faces = await sampleFaces(person);
    photos.set(person, bytes);
    meshes.set(person, faces);
    for (const seed of [1, 2]) {
      const output = await watercolor({ tool: 'watercolor', style: 'monet', seed, ...(await prepared(bytes, faces)) }, () => {});
      painted.set(`${person}/${seed}`, output.bytes);
    }
  }
}, 300_000);

function got<T>(map: Map<string, T>, key: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`nothing for ${key}`);
  return found;
}

interface Picture {
  width: number;
  height: number;
  /** RGB 0–1, interleaved. */
  data: Float64Array;
}

async function pixels(bytes: Uint8Array): Promise<Picture> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: Float64Array.from(data, (v) => v / 255) };
}

const greyAt = ({ data }: Picture, i: number): number => 0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2];

/** Mean HSV saturation and the grey values' standard deviation. */
function colourAndContrast(picture: Picture): { saturation: number; contrast: number } {
  const count = picture.width * picture.height;
  let saturation = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < count; i++) {
    const [r, g, b] = [picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2]];
    const high = Math.max(r, g, b);
    saturation += high > 0 ? (high - Math.min(r, g, b)) / high : 0;
    const grey = greyAt(picture, i);
    sum += grey;
    squares += grey * grey;
  }
  return { saturation: saturation / count, contrast: Math.sqrt(squares / count - (sum / count) ** 2) };
}

/**
 * The CIELAB b (yellow +, blue −) of every pixel less its 7×7 neighbourhood's mean: how far
 * each spot leans warm or cool against the colour around it, at the scale of a dab.
 */
function warmCoolAgainstNeighbours(picture: Picture): Float64Array {
  const { width, height } = picture;
  const b = new Float64Array(width * height);
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < b.length; i++) {
    rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], lab);
    b[i] = lab[2];
  }
  const reach = 3;
  const leans: number[] = [];
  for (let y = reach; y < height - reach; y += 2) {
    for (let x = reach; x < width - reach; x += 2) {
      let mean = 0;
      for (let dy = -reach; dy <= reach; dy++) for (let dx = -reach; dx <= reach; dx++) mean += b[(y + dy) * width + x + dx];
      leans.push(b[y * width + x] - mean / (2 * reach + 1) ** 2);
    }
  }
  return Float64Array.from(leans);
}

const rms = (values: Float64Array): number => Math.sqrt(values.reduce((sum, v) => sum + v * v, 0) / values.length);

/** The grey of the face's box reduced to 20 × 20 (testing/measure.ts). */
const faceGrey = (picture: Picture, face: Face): Float64Array => faceBoxGrey((i) => greyAt(picture, i), picture.width, face.mesh);

/** The mean CIELAB of the darkest third of the face's eye openings. */
function eyeDark(picture: Picture, face: Face): [number, number, number] {
  const openings = createGrey(picture.width, picture.height);
  for (const ring of [RIGHT_EYE, LEFT_EYE]) fillPolygon(openings, pointsOf(face, ring));
  const found: [number, number, number][] = [];
  for (let i = 0; i < openings.data.length; i++) {
    if (openings.data[i] <= 0.5) continue;
    const lab: [number, number, number] = [0, 0, 0];
    rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], lab);
    found.push(lab);
  }
  found.sort((a, b) => a[0] - b[0]);
  const darkest = found.slice(0, Math.max(1, Math.round(found.length / 3)));
  return [0, 1, 2].map((c) => darkest.reduce((sum, lab) => sum + lab[c], 0) / darkest.length) as [number, number, number];
}

/**
 * The texture at full size: the rms of each grey less the mean of its four neighbours two
 * pixels away. A blurred copy has almost none; separate dabs, each lit as a ridge, have much.
 */
function fineTexture(picture: Picture): number {
  const { width, height } = picture;
  let squares = 0;
  let count = 0;
  for (let y = 2; y < height - 2; y++)
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      const around =
        (greyAt(picture, i - 2) + greyAt(picture, i + 2) + greyAt(picture, i - 2 * width) + greyAt(picture, i + 2 * width)) / 4;
      squares += (greyAt(picture, i) - around) ** 2;
      count++;
    }
  return Math.sqrt(squares / count);
}

/**
 * The share of pixels whose colour every one of their four neighbours matches within `tolerance`
 * (0–255 per channel, after JPEG): inside a flat touch of one colour nearly all of them; over a
 * blurred photo, a combed or embossed stroke or a canvas weave showing everywhere, almost none.
 */
function flatShare(picture: Picture, tolerance: number): number {
  const { width, height, data } = picture;
  let flat = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const p = (y * width + x) * 3;
      let worst = 0;
      for (const q of [p - 3, p + 3, p - width * 3, p + width * 3])
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(data[p + c] - data[q + c]));
      if (worst * 255 <= tolerance + 1e-9) flat++;
      count++;
    }
  return flat / count;
}

/** The grey's structure tensor (summed gx², gx·gy, gy²) of each `block`-pixel block of the picture. */
function blockTensors(picture: Picture, block: number): [xx: number, xy: number, yy: number][] {
  const { width, height } = picture;
  const tensors: [number, number, number][] = [];
  for (let top = 0; top + block <= height; top += block)
    for (let left = 0; left + block <= width; left += block) {
      let [xx, xy, yy] = [0, 0, 0];
      for (let y = top + 1; y < top + block - 1; y++)
        for (let x = left + 1; x < left + block - 1; x++) {
          const i = y * width + x;
          const gx = greyAt(picture, i + 1) - greyAt(picture, i - 1);
          const gy = greyAt(picture, i + width) - greyAt(picture, i - width);
          [xx, xy, yy] = [xx + gx * gx, xy + gx * gy, yy + gy * gy];
        }
      tensors.push([xx, xy, yy]);
    }
  return tensors;
}

/**
 * How much one direction rules the picture's strokes: per 24-pixel block the structure tensor's
 * main direction weighted by its coherence, and the length of their mean (doubled angles, so a
 * line's two ends agree): 1 when every block's strokes lie one way, 0 when they turn freely.
 */
function directionAgreement(picture: Picture): number {
  let [cos, sin, weight] = [0, 0, 0];
  for (const [xx, xy, yy] of blockTensors(picture, 24)) {
    const coherence = Math.hypot(xx - yy, 2 * xy) / (xx + yy || 1);
    const doubled = Math.atan2(2 * xy, xx - yy);
    [cos, sin, weight] = [cos + Math.cos(doubled) * coherence, sin + Math.sin(doubled) * coherence, weight + coherence];
  }
  return Math.hypot(cos, sin) / (weight || 1);
}

/**
 * How much the strokes stream: the mean structure-tensor coherence of the picture's 32-px blocks
 * (1 when a block's strokes all lie one way, lower where short touches cross one another).
 */
function streaming(picture: Picture): number {
  const coherent = blockTensors(picture, 32).filter(([xx, , yy]) => xx + yy > 0);
  const total = coherent.reduce((sum, [xx, xy, yy]) => sum + Math.hypot(xx - yy, 2 * xy) / (xx + yy), 0);
  return total / (coherent.length || 1);
}

/**
 * The share of the picture in Van Gogh's pairing: strong chrome yellow (CIELAB chroma over 30,
 * hue 75–115°) and strong ultramarine (chroma over 25, hue 250–300°), summed.
 */
function yellowAndBlue(picture: Picture): number {
  const lab: [number, number, number] = [0, 0, 0];
  let count = 0;
  for (let i = 0, p = 0; i < picture.width * picture.height; i++, p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const chroma = Math.hypot(lab[1], lab[2]);
    const hue = ((Math.atan2(lab[2], lab[1]) * 180) / Math.PI + 360) % 360;
    if ((chroma > 30 && hue > 75 && hue < 115) || (chroma > 25 && hue > 250 && hue < 300)) count++;
  }
  return count / (picture.width * picture.height);
}

/** The grey below which `share` of the picture lies. */
function greyPercentile(picture: Picture, share: number): number {
  const greys = Array.from({ length: picture.width * picture.height }, (_, i) => greyAt(picture, i)).sort((a, b) => a - b);
  return greys[Math.floor(greys.length * share)];
}

describe.each(people)('monet of the %s', (person) => {
  it('is luminous, not washed out: its colour and contrast stay above a floor', async () => {
    const result = colourAndContrast(await pixels(got(painted, `${person}/1`)));
    // Measured at noon (seed 1): saturation 0.45 (woman), 0.33 (man), contrast 0.20, 0.20; the pastel wash
    // before: 0.21, 0.19 and 0.16, 0.19 (the photos: 0.37, 0.23 and 0.27, 0.32). Noon's light made
    // pale cream and lilac instead of chrome yellow and ultramarine (read as Van Gogh's): the man 0.25,
    // so the floor is 0.23 (was 0.3), still above the washed-out wash.
    expect(result.saturation).toBeGreaterThan(0.23);
    expect(result.contrast).toBeGreaterThan(0.17);
  });

  it('has no black: his darkest shade is a deep colour, at noon (seed 1) and at sunset (seed 2)', async () => {
    for (const seed of [1, 2]) {
      const picture = await pixels(got(painted, `${person}/${seed}`));
      const greys = Array.from({ length: picture.width * picture.height }, (_, i) => greyAt(picture, i)).sort((a, b) => a - b);
      // Measured: 0.14 (woman), 0.22 and 0.24 (man); the photos' 0.005 and 0.013, the pastel
      // wash before 0.32. Noon's and sunset's floor at lightness 16 left the woman's at 0.10.
      const darkest = greys[Math.floor(greys.length * 0.01)];
      expect(darkest, `seed ${seed}`).toBeGreaterThan(0.12);
    }
  });

  it('is laid in dabs of broken colour: spots lean warm and cool against their neighbours', async () => {
    const result = warmCoolAgainstNeighbours(await pixels(got(painted, `${person}/1`)));
    const photo = warmCoolAgainstNeighbours(await pixels(got(photos, person)));
    // Measured: the dabs' lean 3.8 and 3.9 (rms CIELAB b) against the photos' 0.85 and 0.83;
    // the pastel wash before: 2.5 and 2.5.
    expect(rms(result)).toBeGreaterThan(3 * rms(photo));
    expect(rms(result)).toBeGreaterThan(3);
    // Complementary touches side by side: both clearly warmer and clearly cooler spots, each in quantity.
    const warm = result.filter((v) => v > 3).length / result.length;
    const cool = result.filter((v) => v < -3).length / result.length;
    // Measured: 0.19 of the spots each way (woman and man); the pastel wash before: 0.095.
    expect(Math.min(warm, cool)).toBeGreaterThan(0.14);
  });

  it('keeps the face: its grey follows the photo’s face', async () => {
    const face = got(meshes, person)[0];
    const result = faceGrey(await pixels(got(painted, `${person}/1`)), face);
    const photo = faceGrey(
      await decodePhoto(got(photos, person), 4096).then((p) => ({ ...p, data: Float64Array.from(p.data, (v) => v / 255) })),
      face,
    );
    // Measured: 0.99 (woman), 0.95 (man); the pastel wash before 0.98, 0.94.
    expect(pearson(result, photo)).toBeGreaterThan(0.85);
  });

  it('touches in the eyes in the face’s own dark: never violet or blue slits', async () => {
    const face = got(meshes, person)[0];
    const result = eyeDark(await pixels(got(painted, `${person}/1`)), face);
    const photo = eyeDark(await pixels(got(photos, person)), face);
    // Not bluer than the sitter's own eyes (CIELAB b), and a dark, not a pale smear. Before: a
    // deep violet fill (#3f2f5a: b −22); read from the hour-lit face, the woman's came out 8 bluer.
    expect(result[2] - photo[2]).toBeGreaterThan(-8);
    expect(result[0]).toBeLessThan(55);
  });

  it('shows its dabs at full size: not a blurred copy of the photo', async () => {
    const result = fineTexture(await pixels(got(painted, `${person}/1`)));
    const photo = fineTexture(await pixels(got(photos, person)));
    // Measured: 0.035 (woman and man) against the photos' 0.009 and 0.017.
    expect(result).toBeGreaterThan(0.02);
    expect(result).toBeGreaterThan(1.5 * photo);
  });

  it('lays each touch in one flat colour: many pixels match all their neighbours', async () => {
    for (const seed of [1, 2]) {
      const share = flatShare(await pixels(got(painted, `${person}/${seed}`)), 4);
      // Measured: 0.064 and 0.118 (woman, seeds 1 and 2), 0.087 and 0.155 (man); main's embossed, combed dabs under a weave everywhere: 0.004 and 0.006 at seed 1.
      expect(share, `seed ${seed}`).toBeGreaterThan(0.04);
    }
  });

  it('lays its strokes in varying directions, not all one way like rain', async () => {
    for (const seed of [1, 2]) {
      const agreement = directionAgreement(await pixels(got(painted, `${person}/${seed}`)));
      console.log('direction agreement', person, seed, agreement.toFixed(3));
      expect(agreement, `seed ${seed}`).toBeLessThan(0.45);
    }
  });

  it('lays short crossing dabs, not streams of long strokes (Van Gogh’s)', async () => {
    for (const seed of [1, 2]) {
      const stream = streaming(await pixels(got(painted, `${person}/${seed}`)));
      console.log('streaming', person, seed, stream.toFixed(3));
      // Measured: 0.26, 0.29 (woman, seeds 1 and 2), 0.30, 0.31 (man); main's long streaming strokes 0.44 and 0.45 at seed 1.
      expect(stream, `seed ${seed}`).toBeLessThan(0.35);
    }
  });

  it('keeps a light palette at noon, not chrome yellow against ultramarine (Van Gogh’s)', async () => {
    const share = yellowAndBlue(await pixels(got(painted, `${person}/1`)));
    console.log('yellow and blue', person, share.toFixed(3));
    // Measured: 0.16 (woman; her dress is the photo's own navy), 0.065 (man); main 0.34 and 0.16.
    expect(share).toBeLessThan(0.2);
  });

  it('paints another picture for another seed', async () => {
    const first = await greyThumbnail(got(painted, `${person}/1`));
    const second = await greyThumbnail(got(painted, `${person}/2`));
    // Measured: 20 and 28 grey levels apart. Issue 36's bar: a mean difference of 12 grey levels or a correlation below 0.9.
    expect(meanAbsoluteDifference(first, second) >= 12 || pearson(first, second) < 0.9).toBe(true);
  });
});

describe('monet of the man in a dark restaurant', () => {
  it('keeps the room dark: his darks a deep colour, not a pastel haze', async () => {
    for (const seed of [1, 2]) {
      const dark = greyPercentile(await pixels(got(painted, `man/${seed}`)), 0.1);
      console.log('dark tenth', seed, dark.toFixed(3));
      expect(dark, `seed ${seed}`).toBeLessThan(0.25);
    }
  });
});

describe('the hour of a run’s results', () => {
  it('differs between any of four consecutive seeds (a run’s results take consecutive seeds)', () => {
    for (const first of [-7, 0, 1, 2, 1_000_003, 2 ** 31 - 4]) {
      const hours = [0, 1, 2, 3].map((step) => hourOf(first + step).name);
      expect(new Set(hours).size, `seeds ${first}…${first + 3}`).toBe(4);
    }
  });
});
