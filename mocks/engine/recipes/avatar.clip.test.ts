// The clip scenes dressed for the person: the outfit follows the face's gender estimate (a
// neutral one when the model is not sure), the seed choosing only among fitting ones; the
// person's own hair is kept and their own neck carried into the collar without a seam.
import sharp from 'sharp';
import { detectFaces } from '../adapters/faces';
import { drawSvg } from '../adapters/image';
import { measureFace } from './avatar/clip';
import { svg, torso, type SceneFace } from './avatar/scenes/kit';
import { gown } from './avatar/scenes/gown';
import { jacket } from './avatar/scenes/jacket';
import { sampleFaces, samplePortrait, type SamplePerson } from '../testing/faces';
import { photoOfPerson } from '../testing/people';
import { prepared } from '../testing/prepared';
import type { Face } from '../types';
import { avatar } from './avatar';
import { alignFace } from './avatar/align';
import { CHIN, FACE_OVAL, SKIN_SAMPLES, type XY } from './avatar/landmarks';
import type { AvatarStyle } from './avatar/style';
import { astronaut } from './avatar/scenes/astronaut';
import { celebrity } from './avatar/scenes/celebrity';
import { president } from './avatar/scenes/president';
import { robot } from './avatar/scenes/robot';
import { personMatte } from './avatar/personMatte';
import { crown } from './avatar/scenes/crown';
import { headCut } from './avatar/scenes/headCut';
import { headShape, ovalRow } from './avatar/scenes/headShape';
import { paintedNeckWidth } from './avatar/scenes/neckPaint';
import { photoPresent } from './avatar/scenes/photoPresent';
import { faceOvalMask } from './avatar/masks';
import { chooseOutfit, type ClipScene } from './avatar/scenes/outfit';
import { wearerIn, type Wearer } from './avatar/traits';
import { hex, rgbToLab } from './shared/colour';
import { cloneRgb, createGrey, type Grey, type Rgb } from './shared/raster';
import { createRandom } from './shared/random';

// Each result takes a few seconds, longer while other work shares the two cores.
const SLOW = 300_000;
const SCENES: readonly ClipScene[] = ['celebrity', 'president'];
const SEEDS = Array.from({ length: 40 }, (_, k) => k + 1);

interface Rgb8 {
  data: Buffer;
  width: number;
  height: number;
}

async function rgbOf(bytes: Uint8Array): Promise<Rgb8> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The face oval's box in a face's own pixels. */
function ovalBox(face: Face): { left: number; right: number; top: number; bottom: number; centreX: number } {
  const oval = FACE_OVAL.map((index) => face.mesh[index]);
  const left = Math.min(...oval.map((p) => p[0]));
  const right = Math.max(...oval.map((p) => p[0]));
  const top = Math.min(...oval.map((p) => p[1]));
  const bottom = Math.max(...oval.map((p) => p[1]));
  return { left, right, top, bottom, centreX: (left + right) / 2 };
}

/** Mean Lab colour of a rectangle. */
function meanLab(picture: Rgb8, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  const lab: [number, number, number] = [0, 0, 0];
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(picture.height, Math.round(y1)); y++) {
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(picture.width, Math.round(x1)); x++) {
      const p = (y * picture.width + x) * 3;
      rgbToLab(picture.data[p] / 255, picture.data[p + 1] / 255, picture.data[p + 2] / 255, lab);
      for (let c = 0; c < 3; c++) sum[c] += lab[c];
      count++;
    }
  }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

/** The hair above the face: a band over the oval's top, its middle half wide. */
function hairBand(picture: Rgb8, face: Face): [number, number, number] {
  const box = ovalBox(face);
  const w = box.right - box.left;
  const h = box.bottom - box.top;
  return meanLab(picture, box.centreX - w * 0.22, box.top - h * 0.2, box.centreX + w * 0.22, box.top - h * 0.08);
}

function labDistance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Rec. 601 luma (0–255) of a pixel. */
function luma(picture: Rgb8, x: number, y: number): number {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
}

/**
 * The largest jump in brightness down the middle of the neck, from the chin to just above the
 * collar line: the mean of a few columns, compared 3 px apart.
 */
function neckDown(picture: Rgb8, face: Face): number {
  const box = ovalBox(face);
  const h = box.bottom - box.top;
  const chin = face.mesh[152];
  const columns = [-4, -2, 0, 2, 4].map((dx) => chin[0] + dx);
  const profile: number[] = [];
  for (let y = chin[1] - h * 0.02; y < chin[1] + h * 0.17; y++) {
    profile.push(columns.reduce((sum, x) => sum + luma(picture, x, y), 0) / columns.length);
  }
  let largest = 0;
  for (let i = 3; i < profile.length; i++) largest = Math.max(largest, Math.abs(profile[i] - profile[i - 3]));
  return largest;
}

/** The largest jump in brightness 2 px apart across the neck and its sides, below the chin. */
function neckAcross(picture: Rgb8, face: Face): number {
  const box = ovalBox(face);
  const h = box.bottom - box.top;
  const jaw = Math.abs(face.mesh[397][0] - face.mesh[172][0]);
  const chin = face.mesh[152];
  // The neck's own length: down its middle to the first row 30 grey levels off the skin just
  // under the chin (a collar, its shadow), a quarter of the face at most. The rows are 0.2–0.56
  // of it (0.05–0.14 of the face with the collars a quarter of it down): fixed there, the
  // president's collar 0.17 of the face below the chin rose into them (the man's 57).
  const middle = (y: number): number => [-2, -1, 0, 1, 2].reduce((sum, dx) => sum + luma(picture, chin[0] + dx, y), 0) / 5;
  const skin = middle(chin[1] + h * 0.04);
  let length = h * 0.25;
  for (let y = Math.round(chin[1] + h * 0.04); y < chin[1] + h * 0.25; y++)
    if (Math.abs(middle(y) - skin) > 30) {
      length = y - chin[1];
      break;
    }
  let largest = 0;
  for (let y = Math.round(chin[1] + length * 0.2); y < chin[1] + length * 0.56; y++) {
    // Half a jaw's width each side: the neck's sides are 0.36–0.48 of it out. At 0.6 the rows,
    // once the neck in the face's own light ran down to the collar (its length 0.17 of the face),
    // took in the shirt collar's points rising beside it, 0.53 out (27.4).
    for (let x = Math.round(chin[0] - jaw * 0.5); x < chin[0] + jaw * 0.5; x++) {
      largest = Math.max(largest, Math.abs(luma(picture, x + 2, y) - luma(picture, x, y)));
    }
  }
  return largest;
}

/** The most opaque pixels in one row of a drawn layer (RGBA bytes of a `size` square), rows `from` to `to`: its width. */
function widestRow(rgba: Uint8Array, size: number, from: number, to: number): number {
  let widest = 0;
  for (let y = Math.round(from); y < Math.min(size, to); y++) {
    let row = 0;
    for (let x = 0; x < size; x++) if (rgba[(y * size + x) * 4 + 3] > 127) row++;
    widest = Math.max(widest, row);
  }
  return widest;
}

async function make(person: SamplePerson, style: string, seed: number): Promise<Uint8Array> {
  const ready = await prepared(await samplePortrait(person), await sampleFaces(person));
  return (await avatar({ tool: 'avatar', style, seed, ...ready }, () => undefined)).bytes;
}

async function wearerOfSample(person: SamplePerson): Promise<Wearer> {
  const ready = await prepared(await samplePortrait(person), await sampleFaces(person));
  const portrait = await alignFace(ready.photo, ready.faces![0], {
    faceHeight: 0.24,
    centreX: 0.5,
    centreY: 0.3,
    maxFaceWidth: 0.21,
  });
  return wearerIn(portrait.picture, portrait.mesh);
}

describe('the outfit chosen for the person', () => {
  it('dresses a woman without a tie or a tuxedo, in a gown on the red carpet', () => {
    for (const scene of SCENES) {
      for (const seed of SEEDS) {
        const outfit = chooseOutfit(scene, 'woman', createRandom(seed));
        expect(outfit.tie, `${scene} ${seed}`).toBe('none');
        expect(['tuxedo', 'suit'], `${scene} ${seed}`).not.toContain(outfit.garment);
        if (scene === 'celebrity') expect(outfit.garment).toBe('gown');
      }
    }
  });

  it('dresses a man without a gown or a necklace, in a tie', () => {
    for (const scene of SCENES) {
      for (const seed of SEEDS) {
        const outfit = chooseOutfit(scene, 'man', createRandom(seed));
        expect(outfit.garment, `${scene} ${seed}`).not.toBe('gown');
        expect(outfit.necklace, `${scene} ${seed}`).toBe('none');
        expect(outfit.tie, `${scene} ${seed}`).not.toBe('none');
      }
    }
  });

  it('dresses a face the model is unsure of neutrally: a jacket over a plain top, no tie, gown or pearls', () => {
    for (const scene of SCENES) {
      for (const seed of SEEDS) {
        const outfit = chooseOutfit(scene, 'unsure', createRandom(seed));
        expect(outfit, `${scene} ${seed}`).toMatchObject({ garment: 'jacket', neckline: 'round', tie: 'none', necklace: 'none' });
      }
    }
  });

  it('lets the seed choose the colours among fitting outfits', () => {
    for (const wearer of ['woman', 'man', 'unsure'] as const) {
      const cloths = new Set(SEEDS.map((seed) => chooseOutfit('celebrity', wearer, createRandom(seed)).cloth));
      expect(cloths.size, wearer).toBeGreaterThanOrEqual(3);
    }
  });

  it(
    'reads the samples: the woman is dressed as a woman, the man never as one',
    async () => {
      expect(await wearerOfSample('woman')).toBe('woman');
      // His small, soft face reads 0.2–0.45 "female" by framing; asked twice, it is unsure.
      expect(await wearerOfSample('man')).not.toBe('woman');
    },
    SLOW,
  );
});

describe('the person kept in the scene', () => {
  const results = new Map<string, Rgb8>();
  const faces = new Map<string, Face>();

  beforeAll(async () => {
    for (const [person, style] of [
      ['woman', 'clip/celebrity'],
      ['man', 'clip/president'],
    ] as const) {
      const bytes = await make(person, style, 1);
      results.set(person, await rgbOf(bytes));
      const [face] = await detectFaces(bytes);
      faces.set(person, face);
    }
  }, SLOW);

  it('keeps the photo’s own hair colour above the face (no painted wig)', async () => {
    const photo = await rgbOf(await samplePortrait('woman'));
    const [photoFace] = await sampleFaces('woman');
    const own = hairBand(photo, photoFace);
    const kept = hairBand(results.get('woman')!, faces.get('woman')!);
    // Measured: 14.2 Lab units from her own since the head is cut as one smoothed silhouette
    // and the back is defocused (10.9 before, 6.2 before the scene's warm light tinted the
    // hair as it does the face); the painted hair was 18.6 away.
    expect(labDistance(kept, own)).toBeLessThan(15.5);
  });

  it('blends the neck into the scene: no hard edge at its sides, none down it into the collar', () => {
    for (const person of ['woman', 'man'] as const) {
      // Measured: 12.1 (woman) and 14.2 (man) grey levels over 2 px on the neck's own rows (on the
      // fixed rows 0.05–0.14 of the face, 38 and 28 with the collar a quarter of the face down,
      // the man's 57 with it 0.17 down, his collar); the drawn flat neck had 83 and 127. On the
      // neck's own rows the limit is 25: twice the soft neck's step, a third of the flat one's.
      expect(neckAcross(results.get(person)!, faces.get(person)!), person).toBeLessThan(25);
    }
    // Down her neck from the chin to the collar line (his photo has a hard chin shadow of its own).
    // Measured: 12.5 over 3 px with the painted neck's shadow under the jaw (9 with the photo's
    // neck and no such shadow); the face's cut edge over the drawn neck had 16.
    expect(neckDown(results.get('woman')!, faces.get('woman')!)).toBeLessThan(13.5);
  });
});

/** Mean Lab colour of a 0–1 picture over small discs around the face's skin sample points. */
function skinLabOf(picture: Rgb, mesh: readonly (readonly [number, number])[]): [number, number, number] {
  const radius = Math.max(2, Math.round(Math.abs(mesh[454][0] - mesh[234][0]) * 0.04));
  const sum = [0, 0, 0];
  let count = 0;
  const lab: [number, number, number] = [0, 0, 0];
  for (const index of SKIN_SAMPLES) {
    const [cx, cy] = mesh[index];
    for (let y = Math.round(cy) - radius; y <= Math.round(cy) + radius; y++) {
      for (let x = Math.round(cx) - radius; x <= Math.round(cx) + radius; x++) {
        const p = (y * picture.width + x) * 3;
        rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
        for (let c = 0; c < 3; c++) sum[c] += lab[c];
        count++;
      }
    }
  }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

/**
 * The photo with a pole of the hair's own colour standing behind the head: from the top of the
 * picture down into the hair, `offset` of the face's width right of its middle, 0.09 of it wide.
 */
async function withPole(person: SamplePerson, offset: number): Promise<{ bytes: Uint8Array; x: number; width: number }> {
  const bytes = await samplePortrait(person);
  const [face] = await sampleFaces(person);
  const photo = await rgbOf(bytes);
  const box = ovalBox(face);
  const w = box.right - box.left;
  const h = box.bottom - box.top;
  // The hair's colour: the mean of the darker third of a band just above the face (the hair,
  // not the wall between its strands), in 8-bit RGB.
  const band: [number, number, number][] = [];
  for (let y = Math.round(box.top - h * 0.16); y < box.top - h * 0.06; y++) {
    for (let x = Math.round(box.centreX - w * 0.2); x < box.centreX + w * 0.2; x++) {
      const p = (y * photo.width + x) * 3;
      band.push([photo.data[p], photo.data[p + 1], photo.data[p + 2]]);
    }
  }
  band.sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  const darker = band.slice(0, Math.max(1, Math.round(band.length / 3)));
  const [r, g, b] = [0, 1, 2].map((c) => Math.round(darker.reduce((sum, pixel) => sum + pixel[c], 0) / darker.length));
  const x = box.centreX + w * offset;
  const width = w * 0.09;
  const pole = `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}"><rect x="${x - width / 2}" y="0" width="${width}" height="${box.top - h * 0.1}" fill="rgb(${r},${g},${b})"/></svg>`;
  const poled = await sharp(bytes)
    .composite([{ input: Buffer.from(pole) }])
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(poled), x, width };
}

describe('the head cut out to the hair’s edge, lit by the scene', () => {
  it(
    'leaves a pole of the hair’s colour standing behind the head out of the head’s matte',
    async () => {
      const person: SamplePerson = 'man';
      const faces = await sampleFaces(person);
      const framing = { faceHeight: 0.24, centreX: 0.5, centreY: 0.3, maxFaceWidth: 0.21 };
      const plainReady = await prepared(await samplePortrait(person), faces);
      const plain = await alignFace(plainReady.photo, plainReady.faces![0], framing);
      const plainMatte = headCut(await personMatte(plain.picture, plain.mesh), plain.mesh);
      const size = plain.picture.width;
      const oval = FACE_OVAL.map((index) => plain.mesh[index]);
      const left = Math.min(...oval.map((p) => p[0]));
      const right = Math.max(...oval.map((p) => p[0]));
      const top = Math.min(...oval.map((p) => p[1]));
      const h = Math.max(...oval.map((p) => p[1])) - top;
      const inPhoto = ovalBox(faces[0]);
      const scale = (right - left) / (inPhoto.right - inPhoto.left);
      for (const offset of [0.18, 0.3]) {
        const pole = await withPole(person, offset);
        const poledReady = await prepared(pole.bytes, faces);
        const poled = await alignFace(poledReady.photo, poledReady.faces![0], framing);
        const poledMatte = headCut(await personMatte(poled.picture, poled.mesh), poled.mesh);
        // The pole's columns in the aligned square (the face's oval maps the photo onto it).
        const x0 = Math.round((left + right) / 2 + (pole.x - pole.width / 2 - inPhoto.centreX) * scale);
        const x1 = Math.round((left + right) / 2 + (pole.x + pole.width / 2 - inPhoto.centreX) * scale);
        // The hair's top in these columns, from the plain photo's matte.
        let hairTop = Math.round(top);
        for (let y = 0; y < top && hairTop === Math.round(top); y++) {
          for (let x = x0; x <= x1; x++) if (plainMatte.data[y * size + x] > 0.5) hairTop = y;
        }
        let taken = 0;
        let total = 0;
        for (let y = Math.max(0, Math.round(top - h * 1.2)); y < hairTop - h * 0.04; y++) {
          for (let x = x0; x <= x1; x++) {
            total++;
            if (poledMatte.data[y * size + x] > 0.25) taken++;
          }
        }
        // Measured: 0 % of the pole above his hair at both offsets (the person matte); the colour
        // matte of two stops ago kept 12 % and 9 %.
        expect(total, `${offset}`).toBeGreaterThan(300);
        expect(taken / total, `${offset}`).toBeLessThan(0.03);
      }
    },
    SLOW,
  );

  it(
    'moves the face’s colour towards the scene’s light, its brightness kept (the red carpet’s warm light)',
    async () => {
      const ready = await prepared(await samplePortrait('woman'), await sampleFaces('woman'));
      const portrait = await alignFace(ready.photo, ready.faces![0], celebrity.frame(createRandom(1)));
      const before = skinLabOf(cloneRgb(portrait.picture), portrait.mesh);
      const mesh = portrait.mesh;
      const after = skinLabOf(await celebrity.make(portrait, createRandom(1)), mesh);
      const light: [number, number, number] = [0, 0, 0];
      const [lr, lg, lb] = hex('#ffe2c4');
      rgbToLab(lr, lg, lb, light);
      const towards = Math.hypot(light[1], light[2]);
      // How far the skin's hue moved along the light's own direction (Lab a, b).
      const moved = ((after[1] - before[1]) * light[1] + (after[2] - before[2]) * light[2]) / towards;
      // Measured: 3.1 Lab units at first, 2.55 on main at the twenty-first stop, 2.4998 since
      // crown.ts stopped painting the skull over the wall beside her hair. Not the light: the
      // skin is the same up to finishFace, and its crop box does not matter (forced to the old
      // box it still reads 2.4998); the finish's colour blur and de-blocking read the pixels
      // round the face, and those beside her head are now the photo's wall instead of the
      // painted crown, which moves the face's edge samples by 0.05 Lab. The limit is what the
      // test must exclude: the old tint moved it 0.46, a light at under 0.85 of the scene's
      // amount (2.2 / 2.5) would read under 2.2; an edge effect like this one is a sixth of the margin.
      expect(moved).toBeGreaterThan(2.2);
      expect(Math.abs(after[0] - before[0])).toBeLessThan(8);
    },
    SLOW,
  );
});

/**
 * The detail in the middle of the face, from the eyes' line to the nose tip between the eyes'
 * outer corners: the mean brightness step to the next pixel across and down (0–1 luma).
 */
function faceDetail(picture: Rgb, mesh: readonly (readonly [number, number])[]): number {
  const x0 = Math.round(Math.min(mesh[33][0], mesh[263][0]));
  const x1 = Math.round(Math.max(mesh[33][0], mesh[263][0]));
  const y0 = Math.round(Math.min(mesh[33][1], mesh[263][1]));
  const y1 = Math.round(mesh[1][1]);
  const lumaAt = (x: number, y: number): number => {
    const p = (y * picture.width + x) * 3;
    return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
  };
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      sum += Math.abs(lumaAt(x + 1, y) - lumaAt(x, y)) + Math.abs(lumaAt(x, y + 1) - lumaAt(x, y));
      count++;
    }
  }
  return sum / count;
}

describe('the face as the photo shows it', () => {
  const scenes: readonly (readonly [string, AvatarStyle])[] = [
    ['president', president],
    ['celebrity', celebrity],
    ['astronaut', astronaut],
    ['robot', robot],
  ];
  it(
    'keeps the face as sharp as the photo in every scene (no smoothing, no fog over it)',
    async () => {
      for (const person of ['woman', 'man'] as const) {
        const ready = await prepared(await samplePortrait(person), await sampleFaces(person));
        for (const [name, style] of scenes) {
          const portrait = await alignFace(ready.photo, ready.faces![0], style.frame(createRandom(1)));
          const before = faceDetail(cloneRgb(portrait.picture), portrait.mesh);
          const after = faceDetail(await style.make(portrait, createRandom(1)), portrait.mesh);
          // The astronaut's visor glass lies over the face and lowers it a little. Measured under
          // the final recipe: 0.93 (the man behind the visor) and above; the smoothed face was 0.86.
          expect(after / before, `${person} ${name}`).toBeGreaterThan(0.9);
        }
      }
    },
    SLOW,
  );
});

/** An aligned 0–1 picture's Rec. 601 luma (0–1) at a pixel. */
function lumaAt(picture: Rgb, x: number, y: number): number {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
}

/** The oval's box of an aligned mesh. */
function meshBox(mesh: readonly (readonly [number, number])[]): { left: number; right: number; top: number; bottom: number } {
  const oval = FACE_OVAL.map((index) => mesh[index]);
  return {
    left: Math.min(...oval.map((p) => p[0])),
    right: Math.max(...oval.map((p) => p[0])),
    top: Math.min(...oval.map((p) => p[1])),
    bottom: Math.max(...oval.map((p) => p[1])),
  };
}

describe('a face cut tight in its photo (the brown-skinned man: his crop ends at his hairline, a dark head under his chin)', () => {
  it(
    'keeps the head to the photo, completes its top, and shows no black blob under the chin',
    async () => {
      const { bytes, faces } = await photoOfPerson('dark-man');
      const ready = await prepared(bytes, faces);
      const portrait = await alignFace(ready.photo, ready.faces![0], celebrity.frame(createRandom(1)));
      const { picture, mesh } = portrait;
      const size = picture.width;
      const box = meshBox(mesh);
      const w = box.right - box.left;
      const h = box.bottom - box.top;
      const cx = (box.left + box.right) / 2;
      const present = photoPresent(picture);
      // The square's top rows are align.ts's fill above the photo; the nose is the photo.
      expect(present.data[10 * size + Math.round(cx)]).toBeLessThan(0.1);
      expect(present.data[Math.round(mesh[1][1]) * size + Math.round(mesh[1][0])]).toBeGreaterThan(0.9);
      const head = headCut(await personMatte(picture, mesh), mesh, present);
      let fromFill = 0;
      for (let i = 0; i < head.data.length; i++) if (present.data[i] < 0.05) fromFill += head.data[i];
      // Before, the model's stand-in blob (the model found no one) took in the fill round his
      // head, a blurred halo.
      expect(fromFill).toBeLessThan(200);
      const top = crown(
        cloneRgb(picture),
        mesh,
        head,
        faceOvalMask(mesh, size, { grow: 1.02, forehead: 0.03, feather: 6 }),
        present,
      );
      const at = (x: number, y: number): number =>
        Math.max(top.data[Math.round(y) * size + Math.round(x)], head.data[Math.round(y) * size + Math.round(x)]);
      // A whole head: its top a tenth of the face's height above the mesh's, nothing high above it.
      expect(at(cx, box.top - h * 0.1)).toBeGreaterThan(0.8);
      expect(at(cx - w * 0.3, box.top - h * 0.02)).toBeGreaterThan(0.8);
      expect(at(cx, box.top - h * 0.35)).toBeLessThan(0.1);

      const result = await celebrity.make(portrait, createRandom(1));
      // Under the lower lip, down to a little below the chin, across the jaw's middle: near-black
      // pixels. Measured: 4.6 %; the occluding head showed as a black blob of 30 %.
      let black = 0;
      let total = 0;
      for (let y = Math.round(mesh[17][1] + h * 0.03); y < mesh[152][1] + h * 0.05; y++) {
        for (let x = Math.round(mesh[152][0] - w * 0.2); x < mesh[152][0] + w * 0.2; x++) {
          total++;
          if (lumaAt(result, x, y) < 0.1) black++;
        }
      }
      expect(black / total).toBeLessThan(0.07);
    },
    SLOW,
  );
});

describe('the face in the robot readable', () => {
  it(
    'keeps a dim, soft face (the bald man) at least as bright as his photo, not a grey mask',
    async () => {
      const { bytes, faces } = await photoOfPerson('bald-man');
      const ready = await prepared(bytes, faces);
      const portrait = await alignFace(ready.photo, ready.faces![0], robot.frame(createRandom(1)));
      const before = skinLabOf(cloneRgb(portrait.picture), portrait.mesh);
      const after = skinLabOf(await robot.make(portrait, createRandom(1)), portrait.mesh);
      // Measured (skin L, a): 52.1 and 18.8 in his photo; his face turned to a light steel
      // (scenes/metal.ts, gone) lifted L to 60.4 but took the skin's a to about 0, a "grey,
      // sickly" face; his own skin in the head shell (scenes/robotShell.ts) L 51.8, a 9.5 (the
      // scene's cool light and the forehead's samples now under the shell's brim).
      expect(after[0]).toBeGreaterThan(before[0] - 2);
      expect(after[1]).toBeGreaterThan(before[1] * 0.4);
    },
    SLOW,
  );
});

/** The convex hull's area of the pixels of `mask` above `threshold` in rows `fromY`–`toY` (monotone chain over each row's ends). */
function hullArea(mask: Grey, threshold: number, fromY: number, toY: number): { area: number; hull: number } {
  const points: [number, number][] = [];
  let area = 0;
  for (let y = Math.max(0, Math.round(fromY)); y < Math.min(mask.height, Math.round(toY)); y++) {
    let low = -1;
    let high = -1;
    for (let x = 0; x < mask.width; x++) {
      if (mask.data[y * mask.width + x] <= threshold) continue;
      area++;
      if (low < 0) low = x;
      high = x;
    }
    if (low >= 0) points.push([low, y], [high + 1, y], [low, y + 1], [high + 1, y + 1]);
  }
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: number[], a: number[], b: number[]): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const chain = (list: [number, number][]): [number, number][] => {
    const kept: [number, number][] = [];
    for (const p of list) {
      while (kept.length >= 2 && cross(kept[kept.length - 2], kept[kept.length - 1], p) <= 0) kept.pop();
      kept.push(p);
    }
    return kept;
  };
  const hull = [...chain(points).slice(0, -1), ...chain([...points].reverse()).slice(0, -1)];
  let twice = 0;
  for (let k = 0; k < hull.length; k++) {
    const [ax, ay] = hull[k];
    const [bx, by] = hull[(k + 1) % hull.length];
    twice += ax * by - bx * ay;
  }
  return { area, hull: Math.abs(twice) / 2 };
}

/** The head as the scenes cut it: the person matte kept to the head, the crown, the oval; before and after headShape. */
function headSilhouette(picture: Rgb, mesh: XY[], person: Grey): { whole: Grey; shaped: Grey } {
  const size = picture.width;
  const present = photoPresent(picture);
  const head = headCut(person, mesh, present);
  const oval = faceOvalMask(mesh, size, { grow: 1.02, forehead: 0.03, feather: 6 });
  const top = crown(cloneRgb(picture), mesh, head, oval, present);
  const whole = createGrey(size, size);
  for (let i = 0; i < whole.data.length; i++) whole.data[i] = Math.max(oval.data[i], head.data[i], top.data[i]);
  return { whole, shaped: headShape(whole, mesh, size / 640) };
}

describe('the head cut out as one clean silhouette (the sixth panel: a chunk of wall beside the bald man’s head, a neighbour’s head under the brown-skinned man’s chin)', () => {
  it(
    'leaves nothing beside the face below the eyes nor under the chin, and an outline with no lumps',
    async () => {
      for (const person of ['bald-man', 'dark-man']) {
        const { bytes, faces } = await photoOfPerson(person);
        const ready = await prepared(bytes, faces);
        const portrait = await alignFace(ready.photo, ready.faces![0], president.frame(createRandom(1)));
        const { picture, mesh } = portrait;
        const size = picture.width;
        const { whole, shaped } = headSilhouette(picture, mesh, await personMatte(picture, mesh));
        const box = meshBox(mesh);
        const w = box.right - box.left;
        const h = box.bottom - box.top;
        const points = FACE_OVAL.map((index) => mesh[index]);
        // From the nose's tip down (below the ears): cut-out pixels further out than the oval's
        // own row and a tenth of the face, and any below the chin.
        const beside = (mask: Grey): number => {
          let count = 0;
          for (let y = Math.round(mesh[1][1]); y < size; y++) {
            // Below the oval every cut-out pixel counts.
            const [low, high] = ovalRow(points, y) ?? [Infinity, -Infinity];
            for (let x = 0; x < size; x++) {
              if (mask.data[y * size + x] <= 0.5) continue;
              if (y > box.bottom + h * 0.03 || !(x > low - w * 0.1 && x < high + w * 0.1)) count++;
            }
          }
          return count;
        };
        const before = hullArea(whole, 0.5, box.top - h, box.bottom);
        const after = hullArea(shaped, 0.5, box.top - h, box.bottom);
        // Measured (bald man, brown-skinned man): beside the face 26 and 0 pixels, 4035 and
        // 3102 in the matte as it was; the silhouette fills 0.955 (bald man, on main after the
        // cheek allowance was cut back halfway to the chin; 0.971 before that) of its convex
        // hull, the matte as it was 0.943 and 0.911.
        expect(beside(whole), `${person} before`).toBeGreaterThan(1000);
        expect(beside(shaped), person).toBeLessThan(150);
        expect(before.area / before.hull, `${person} before`).toBeLessThan(0.955);
        expect(after.area / after.hull, person).toBeGreaterThan(0.95);
      }
    },
    SLOW,
  );
});

describe('the head whole (the seventh panel: "head sliced flat on top", the bald man’s crown a cap floating over his forehead)', () => {
  it(
    'joins the painted crown to the photo’s head: no band of the scene between them up the middle',
    async () => {
      const { bytes, faces } = await photoOfPerson('bald-man');
      const ready = await prepared(bytes, faces);
      const { picture, mesh } = await alignFace(ready.photo, ready.faces![0], celebrity.frame(createRandom(1)));
      const size = picture.width;
      const box = meshBox(mesh);
      const h = box.bottom - box.top;
      const cx = Math.round((box.left + box.right) / 2);
      const present = photoPresent(picture);
      const head = headCut(await personMatte(picture, mesh), mesh, present);
      const oval = faceOvalMask(mesh, size, { grow: 1.02, forehead: 0.03, feather: 6 });
      const top = crown(cloneRgb(picture), mesh, head, oval, present);
      // Up the middle from the eyes: the head (photo, matte or crown) holds until it ends once.
      // Before, the matte's fading edge and the crown's each stayed under a half across a band.
      const eyesY = (mesh[33][1] + mesh[263][1]) / 2;
      let ended = false;
      let gaps = 0;
      for (let y = Math.round(eyesY); y > box.top - h * 0.5 && y > 0; y--) {
        const i = y * size + cx;
        const covered = Math.max(oval.data[i], head.data[i], top.data[i]) >= 0.5;
        if (!covered) ended = true;
        else if (ended) gaps++;
      }
      expect(gaps).toBe(0);
      // And the head rises above the mesh's top (a skull, not a forehead sliced flat).
      expect(
        Math.max(head.data[Math.round(box.top - h * 0.12) * size + cx], top.data[Math.round(box.top - h * 0.12) * size + cx]),
      ).toBeGreaterThan(0.5);
    },
    SLOW,
  );
});

describe('the back of a turned head kept (the twentieth stop: "the head too small", the woman’s hair behind her ear cut away)', () => {
  it(
    'keeps the person matte’s head behind a three-quarter face: its skull and the hair over the ear',
    async () => {
      const ready = await prepared(await samplePortrait('woman'), await sampleFaces('woman'));
      const { picture, mesh } = await alignFace(ready.photo, ready.faces![0], celebrity.frame(createRandom(1)));
      const size = picture.width;
      const present = photoPresent(picture);
      const person = await personMatte(picture, mesh);
      const { shaped } = headSilhouette(picture, mesh, person);
      const box = meshBox(mesh);
      const w = box.right - box.left;
      const points = FACE_OVAL.map((index) => mesh[index]);
      // She looks towards the picture's right: behind her face is its left. From the mesh's top
      // down to the ear's lobe (halfway from the eyes to the chin), the matte's sure pixels
      // within 0.3 of the face's width behind the oval's row (the skull and the hair over the
      // ear), and how many the cut-out keeps.
      const back = mesh[1][0] > (box.left + box.right) / 2 ? -1 : 1;
      expect(back).toBe(-1);
      let matte = 0;
      let kept = 0;
      const eyesY = (mesh[33][1] + mesh[263][1]) / 2;
      for (let y = Math.round(box.top); y < Math.round((eyesY + mesh[CHIN][1]) / 2); y++) {
        const [low, high] = ovalRow(points, y) ?? [box.left, box.right];
        const edge = back < 0 ? low : high;
        for (let d = 2; d < w * 0.3; d++) {
          const i = y * size + Math.round(edge + back * d);
          if (person.data[i] < 0.75 || present.data[i] < 0.5) continue;
          matte++;
          if (shaped.data[i] >= 0.5) kept++;
        }
      }
      // Measured: 0.87 of 7379 pixels kept; main's cut about the face's middle kept 0.60.
      expect(matte).toBeGreaterThan(4000);
      expect(kept / matte).toBeGreaterThan(0.75);
    },
    SLOW,
  );
});

describe('the head in proportion to the shoulders (the seventh panel: "head too small for the body")', () => {
  it(
    'draws shoulders about two and a half faces wide: a head with its hair 0.4–0.5 of them',
    async () => {
      for (const person of ['woman', 'man'] as const) {
        const ready = await prepared(await samplePortrait(person), await sampleFaces(person));
        const portrait = await alignFace(ready.photo, ready.faces![0], celebrity.frame(createRandom(1)));
        const face = measureFace(portrait);
        const w = face.right - face.left;
        const collar = face.bottom + (face.bottom - face.top) * 0.2;
        const drawn = await drawSvg(svg(face.size, `<path d="${torso(face, collar)}" fill="#000"/>`), { alpha: true });
        const widest = widestRow(drawn.data, face.size, collar, collar + w * 1.2);
        // The face's oval 0.37–0.45 of the shoulders: with its hair or ears (1.1–1.2 of the oval)
        // the head is 0.4–0.5 of them. Measured: 0.39; the shoulders of 2.8 faces gave 0.355.
        expect(w / widest).toBeGreaterThan(0.37);
        expect(w / widest).toBeLessThan(0.45);
      }
    },
    SLOW,
  );
});

/** The sample man's face in the president's framing, its width and the collar a neck's length below the chin (president.ts). */
async function theMansCollar(): Promise<{ face: SceneFace; w: number; collar: number }> {
  const ready = await prepared(await samplePortrait('man'), await sampleFaces('man'));
  const portrait = await alignFace(ready.photo, ready.faces![0], president.frame(createRandom(1)));
  const face = measureFace(portrait);
  return { face, w: face.right - face.left, collar: face.bottom + (face.bottom - face.top) * 0.17 };
}

describe('the dressed scenes’ shoulders (the tenth panel: "bobblehead", "a pasted head")', () => {
  it(
    'dresses each wearer in shoulders under three faces wide: the face a third of them and more',
    async () => {
      const { face, w, collar } = await theMansCollar();
      for (const scene of SCENES)
        for (const wearer of ['man', 'woman', 'unsure'] as const) {
          const outfit = chooseOutfit(scene, wearer, createRandom(1));
          if (outfit.garment === 'gown') continue;
          const drawn = await drawSvg(svg(face.size, jacket(face, collar, outfit, 'j')), { alpha: true });
          const widest = widestRow(drawn.data, face.size, collar, collar + w * 1.2);
          // A man's shoulders about 3 of his face's width, a woman's about 2.6: the face's oval
          // 0.33–0.40 of the deltoids (measured 0.338 a man, 0.379 a woman, 0.357 unsure). At
          // 0.309, 0.345 and 0.329 (the nineteenth stop's) the last panel saw "the head too small
          // for the body"; at 0.39 with the robot's narrow, boxy shoulders, a bobblehead.
          expect(w / widest, `${scene} ${wearer}`).toBeGreaterThan(0.33);
          expect(w / widest, `${scene} ${wearer}`).toBeLessThan(0.4);
        }
    },
    SLOW,
  );
});

/** The picture's RGBA pixels in a rectangle, as a Lab mean (only where it is drawn). */
function drawnLab(rgba: Uint8Array, size: number, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  const lab: [number, number, number] = [0, 0, 0];
  for (let y = Math.round(y0); y < Math.round(y1); y++)
    for (let x = Math.round(x0); x < Math.round(x1); x++) {
      const q = (y * size + x) * 4;
      if (rgba[q + 3] < 250) continue;
      rgbToLab(rgba[q] / 255, rgba[q + 1] / 255, rgba[q + 2] / 255, lab);
      for (let c = 0; c < 3; c++) sum[c] += lab[c];
      count++;
    }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

describe('the dressed bust (the eleventh panel: "a flat body", "the gown reads as a robe")', () => {
  it(
    'hangs the arms from round shoulders: the body narrower a face below the shoulders than at them',
    async () => {
      const { face, w, collar } = await theMansCollar();
      for (const wearer of ['man', 'woman', 'unsure'] as const) {
        const outfit = chooseOutfit('president', wearer, createRandom(1));
        const drawn = await drawSvg(svg(face.size, jacket(face, collar, outfit, 'j')), { alpha: true });
        const shoulders = widestRow(drawn.data, face.size, collar, collar + w * 1.2);
        // Near a face and a half below the collar, or the picture's foot when the framing's
        // larger head brings that below it.
        const armsY = Math.min(collar + w * 1.8, face.size - 1);
        const arms = widestRow(drawn.data, face.size, armsY, armsY + 1);
        // The deltoids stand out past the hanging arms (measured 0.953–0.958); the old outline
        // widened all the way down, a slab (1.010, which fails).
        expect(arms / shoulders, wearer).toBeLessThan(0.98);
        expect(arms / shoulders, wearer).toBeGreaterThan(0.88);
      }
    },
    SLOW,
  );

  it(
    'dresses a woman in a V-necked gown on wide straps (the twelfth panel: "a flat block of skin for shoulders"): skin only in the neckline, no wider than the neck at its foot, cloth on the shoulders and arms',
    async () => {
      const ready = await prepared(await samplePortrait('woman'), await sampleFaces('woman'));
      const portrait = await alignFace(ready.photo, ready.faces![0], celebrity.frame(createRandom(1)));
      const face = measureFace(portrait, false);
      const w = face.right - face.left;
      const cx = face.chin[0];
      const shoulderY = face.bottom + (face.bottom - face.top) * 0.25;
      const outfit = { ...chooseOutfit('celebrity', 'woman', createRandom(1)), garment: 'gown' as const };
      const drawn = await drawSvg(svg(face.size, gown(face, shoulderY, outfit)), { alpha: true });
      const labOf = (code: string): [number, number, number] => {
        const out: [number, number, number] = [0, 0, 0];
        rgbToLab(...hex(code), out);
        return out;
      };
      const neck = labOf(face.neck);
      const cloth = labOf(outfit.cloth);
      const reach = w * outfit.shoulders;
      for (const side of [-1, 1]) {
        const x = cx + side * (reach - w * 0.3);
        // The top of each shoulder is the gown's cloth: 11.9 from it, 41.6 from the neck's tone (the
        // off-the-shoulder gown bared it: 44.6 from the cloth, 2.3 from the neck, fails).
        const top = drawnLab(drawn.data, face.size, x - w * 0.05, shoulderY + w * 0.3, x + w * 0.05, shoulderY + w * 0.38);
        expect(labDistance(top, cloth)).toBeLessThan(labDistance(top, neck));
        // Below the neck, beside the necklace's pendant, the neckline shows skin in the neck's tone (1.1–1.2).
        const chest = drawnLab(
          drawn.data,
          face.size,
          cx + side * w * 0.16 - w * 0.04,
          shoulderY + w * 0.25,
          cx + side * w * 0.16 + w * 0.04,
          shoulderY + w * 0.32,
        );
        expect(labDistance(chest, neck)).toBeLessThan(15);
        // The upper arm further down is in the gown's cloth (13.6 from it, 46.2 from the skin).
        const arm = drawnLab(drawn.data, face.size, x - w * 0.05, shoulderY + w * 1.2, x + w * 0.05, shoulderY + w * 1.3);
        expect(labDistance(arm, cloth)).toBeLessThan(labDistance(arm, neck));
      }
      // Just below the neck's foot, as the scene draws it (the clothes cut to the painted neck), the
      // skin is no wider than the painted neck, so the neck runs on into the V rather than
      // standing on a shelf of skin: 0.94 of the neck (the sweetheart opening tried before it: 1.64,
      // fails; main's off-the-shoulder gown already fails the shoulders' check above).
      const dressed: SceneFace = { ...face, neckWidth: paintedNeckWidth(face) };
      const worn = await drawSvg(svg(face.size, gown(dressed, shoulderY, outfit)), { alpha: true });
      const rowY = Math.round(shoulderY + w * 0.04);
      let bare = 0;
      for (let x = 0; x < face.size; x++) {
        const pixel = drawnLab(worn.data, face.size, x, rowY, x + 1, rowY + 1);
        if (!Number.isNaN(pixel[0]) && labDistance(pixel, neck) < labDistance(pixel, cloth)) bare++;
      }
      expect(bare / paintedNeckWidth(face)).toBeLessThan(1.1);
    },
    SLOW,
  );
});

describe('the astronaut’s neck hidden (the seventh panel: "a pink neck stuffed into the helmet", "a flat brown neck bar")', () => {
  it(
    'rests the chin on the suit’s collar: below the chin, inside the visor, no skin',
    async () => {
      for (const person of ['man', 'dark-man'] as const) {
        const { bytes, faces } = await photoOfPerson(person);
        const ready = await prepared(bytes, faces);
        const portrait = await alignFace(ready.photo, ready.faces![0], astronaut.frame(createRandom(1)));
        const { mesh } = portrait;
        const skin = SKIN_SAMPLES.map((index) => mesh[index]);
        const photoSkin = [0, 0, 0];
        for (const [x, y] of skin) {
          const p = (Math.round(y) * portrait.picture.width + Math.round(x)) * 3;
          for (let c = 0; c < 3; c++) photoSkin[c] += portrait.picture.data[p + c] / skin.length;
        }
        const box = meshBox(mesh);
        const w = box.right - box.left;
        const h = box.bottom - box.top;
        const result = await astronaut.make(portrait, createRandom(1));
        const chin = mesh[152];
        const sum = [0, 0, 0];
        let count = 0;
        for (let y = Math.round(chin[1] + h * 0.1); y < chin[1] + h * 0.2; y++)
          for (let x = Math.round(chin[0] - w * 0.15); x < chin[0] + w * 0.15; x++) {
            const p = (y * result.width + x) * 3;
            for (let c = 0; c < 3; c++) sum[c] += result.data[p + c];
            count++;
          }
        const below: [number, number, number] = [0, 0, 0];
        const face: [number, number, number] = [0, 0, 0];
        rgbToLab(sum[0] / count, sum[1] / count, sum[2] / count, below);
        rgbToLab(photoSkin[0], photoSkin[1], photoSkin[2], face);
        // The collar's pale grey cloth, not the face's skin carried down the neck.
        expect(labDistance(below, face)).toBeGreaterThan(20);
        expect(Math.hypot(below[1], below[2])).toBeLessThan(12);
      }
    },
    SLOW,
  );
});
