// Watercolor made locally: each painter's style is made from the photo it is given, differs
// per seed and per photo, and every style looks different from every other.
import sharp from 'sharp';
import { watercolor as watercolorTool } from '../../../src/rules/tools/watercolor';
import { cropPixels, decodePhoto, encodeStill } from '../adapters/image';
import { detectFaces } from '../adapters/faces';
import { sampleFaces, samplePortrait } from '../testing/faces';
import type { Face, RecipeOutput } from '../types';
import { colourThumbnail, greyThumbnail, meanAbsoluteDifference, patchSizes, pearson } from '../testing/measure';
import { watercolor } from './watercolor';
import { prepared } from '../testing/prepared';
import { styleRuns } from '../testing/styleRuns';
import { colourToLab, hex, rgbToLab } from './shared/colour';
import { maxFilter } from './shared/blur';
import { drawFeatures, faceRegions, fillPolygon, LIPS_OUTER, pointsOf } from './shared/faceParts';
import { createGrey, type Grey } from './shared/raster';
import { LEFT_EYE, RIGHT_EYE } from './watercolor/printFace';

const { make, result } = styleRuns('watercolor', watercolor, watercolorTool.styles);
let woman: Uint8Array;
let man: Uint8Array;

beforeAll(async () => {
  woman = await samplePortrait('woman');
  man = await samplePortrait('man');
});

describe.each(watercolorTool.styles)('watercolor style %s', (style) => {
  it('is a picture of the size of the photo (never enlarged), in the type it says', async () => {
    const output = result(`${style}/woman/1`);
    const photo = await sharp(woman).metadata();
    const picture = await sharp(output.bytes).metadata();
    expect({ width: picture.width, height: picture.height }).toEqual({ width: photo.width, height: photo.height });
    expect(picture.format).toBe('jpeg');
    expect(output).toMatchObject({ mime: 'image/jpeg', ext: 'jpg' });
  });

  it('is made from the photo: its 16×16 grey thumbnail follows the photo’s, not another photo’s', async () => {
    const fromWoman = await greyThumbnail(result(`${style}/woman/1`).bytes);
    const fromMan = await greyThumbnail(result(`${style}/man/1`).bytes);
    const womanPhoto = await greyThumbnail(woman);
    const manPhoto = await greyThumbnail(man);
    // Measured: 0.88–1.00 with the own photo, below 0 with the other one.
    expect(pearson(fromWoman, womanPhoto)).toBeGreaterThan(0.7);
    expect(pearson(fromMan, manPhoto)).toBeGreaterThan(0.7);
    expect(pearson(fromWoman, womanPhoto)).toBeGreaterThan(pearson(fromWoman, manPhoto) + 0.5);
    expect(meanAbsoluteDifference(fromWoman, fromMan)).toBeGreaterThan(20);
  });

  it('differs per seed, and repeats itself byte for byte for the same seed', async () => {
    const first = result(`${style}/woman/1`);
    expect(Buffer.from(first.bytes).equals(Buffer.from(result(`${style}/woman/2`).bytes))).toBe(false);
    // Not just different bytes: the strokes and the paper moved.
    const a = await colourThumbnail(first.bytes, 64);
    const b = await colourThumbnail(result(`${style}/woman/2`).bytes, 64);
    expect(meanAbsoluteDifference(a, b)).toBeGreaterThan(1);
    const again = await make(style, woman, 1);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  }, 300_000);
});

it('makes four styles that each look different from every other', async () => {
  const thumbnails = await Promise.all(watercolorTool.styles.map((style) => colourThumbnail(result(`${style}/woman/1`).bytes)));
  for (let i = 0; i < thumbnails.length; i++) {
    for (let j = i + 1; j < thumbnails.length; j++) {
      // Measured: 11–75 between styles (a seed alone moves a style by about 5). The closest,
      // cezanne and vangogh (11.4), share much of a palette since cezanne keeps the face's own
      // colours; their brushwork, which a thumbnail cannot see, is what tells them apart.
      expect(
        meanAbsoluteDifference(thumbnails[i], thumbnails[j]),
        `${watercolorTool.styles[i]} vs ${watercolorTool.styles[j]}`,
      ).toBeGreaterThan(10);
    }
  }
});

/** Grey values 0–1 of the picture at `size` px wide (proportions kept). */
async function greyPixels(bytes: Uint8Array, size: number): Promise<{ data: Float64Array; width: number }> {
  const { data, info } = await sharp(bytes).resize({ width: size }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: Float64Array.from(data, (v) => v / 255), width: info.width };
}

/** How many colours (16 levels a channel, on a 64×64 thumbnail) it takes to cover 80 % of the picture: few for flat blocks of colour. */
async function coloursFor80(bytes: Uint8Array): Promise<number> {
  const data = await sharp(bytes).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 3) {
    const key = ((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sorted = [...counts.values()].sort((x, y) => y - x);
  let covered = 0;
  let colours = 0;
  while (covered < 0.8 * 64 * 64) covered += sorted[colours++];
  return colours;
}

/** The grey value below which `share` of the pixels lie. */
function percentile({ data }: { data: Float64Array }, share: number): number {
  const sorted = [...data].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * share)];
}

it('prints ukiyoe in flat blocks with dark key lines, flatter than any painted style', async () => {
  const colours = new Map<string, number>();
  for (const style of watercolorTool.styles) colours.set(style, await coloursFor80(result(`${style}/woman/1`).bytes));
  const ukiyoe = colours.get('ukiyoe')!;
  for (const [style, count] of colours) if (style !== 'ukiyoe') expect(ukiyoe, `ukiyoe vs ${style}`).toBeLessThan(count * 0.8);
  // The key block's lines: a print has true darks, a pastel painting does not.
  expect(percentile(await greyPixels(result('ukiyoe/woman/1').bytes, 480), 0.02)).toBeLessThan(0.2);
});

it('paints monet without black, its darkest a deep colour, lighter than the other styles’ darks', async () => {
  // Monet's look changed (issue 36): luminous broken colour with coloured shade, not the
  // pastel wash this case asked for (its darkest 1 % above 0.25). Measured now: about 0.15.
  const monet = percentile(await greyPixels(result('monet/woman/1').bytes, 256), 0.01);
  expect(monet).toBeGreaterThan(0.12);
  for (const style of watercolorTool.styles) {
    if (style === 'monet') continue;
    const other = await greyPixels(result(`${style}/woman/1`).bytes, 256);
    expect(percentile(other, 0.01), style).toBeLessThan(Math.min(0.2, monet));
  }
});

it('fits a large photo into 1024 px, turned upright by its EXIF orientation', async () => {
  // 2000×1500 stored sideways: orientation 6 means "turn 90° clockwise to show".
  const sideways = await sharp(man)
    .resize(2000, 1500, { fit: 'fill' })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
  const output = await make('cezanne', new Uint8Array(sideways));
  const picture = await sharp(output.bytes).metadata();
  expect({ width: picture.width, height: picture.height }).toEqual({ width: 768, height: 1024 });
}, 300_000);

it('reports its progress from 0 to 100, never going back', async () => {
  const seen: number[] = [];
  await make('monet', woman, 3, (percent) => seen.push(percent));
  expect(seen[0]).toBe(0);
  expect(seen[seen.length - 1]).toBe(100);
  expect(seen.length).toBeGreaterThanOrEqual(4);
  expect(seen).toEqual([...seen].sort((x, y) => x - y));
}, 300_000);

it('refuses a style the tool does not have, and a missing photo', async () => {
  await expect(make('rembrandt', woman)).rejects.toThrow(/no style 'rembrandt'/);
  await expect(watercolor({ tool: 'watercolor', style: 'monet', seed: 1 }, () => {})).rejects.toThrow(/needs a photo/);
});

describe('a tight face (the face filling most of the photo)', () => {
  let photo: Uint8Array;
  let faces: Face[];

  beforeAll(async () => {
    const portrait = await decodePhoto(woman, 4096);
    photo = await encodeStill(await cropPixels(portrait, { left: 110, top: 50, width: 200, height: 200 }, 480, 480), 'png');
    faces = await detectFaces(photo);
  }, 300_000);

  /** The face's skin (its oval, the eyes, brows and mouth and their margins left out) as CIELAB colours of `bytes`. */
  async function skinColours(bytes: Uint8Array): Promise<[number, number, number][]> {
    const picture = await decodePhoto(bytes, 4096);
    const regions = faceRegions(faces, picture.width, picture.height);
    const colours: [number, number, number][] = [];
    for (let i = 0; i < picture.width * picture.height; i++) {
      if (regions.skin.data[i] < 0.9 || regions.features.data[i] > 0.1) continue;
      const lab: [number, number, number] = [0, 0, 0];
      rgbToLab(picture.data[i * 3] / 255, picture.data[i * 3 + 1] / 255, picture.data[i * 3 + 2] / 255, lab);
      colours.push(lab);
    }
    return colours;
  }

  it('prints ukiyoe with the face filled in flesh: neither left as paper nor blotted with ink', async () => {
    expect(faces).toHaveLength(1);
    const ready = await prepared(photo, faces);
    // Seed 1 keeps the framing as taken, so the face is where the photo has it.
    const output = await watercolor({ tool: 'watercolor', style: 'ukiyoe', seed: 1, ...ready }, () => {});
    const paper = colourToLab(hex('#f3e7cc'));
    const skin = await skinColours(output.bytes);
    const flesh = skin.filter(([l, a, b]) => {
      const hue = (Math.atan2(b, a) * 180) / Math.PI;
      const fromPaper = Math.hypot(l - paper[0], a - paper[1], b - paper[2]);
      return l > 45 && Math.hypot(a, b) > 12 && hue > 15 && hue < 85 && fromPaper > 12;
    });
    // Measured: 0.99 of the skin in flesh; before, 0.63–0.66 (the rest paper-pale or dark blocks over an eye and cheek).
    expect(flesh.length / skin.length).toBeGreaterThan(0.9);
  }, 300_000);

  it('paints monet with the eyes still there: darker than the cheeks, as in the photo', async () => {
    for (const [who, bytes, found] of [
      ['tight', photo, faces],
      ['woman', woman, await sampleFaces('woman')],
      ['man', man, await sampleFaces('man')],
    ] as const) {
      const ready = await prepared(bytes, found);
      const output = await watercolor({ tool: 'watercolor', style: 'monet', seed: 1, ...ready }, () => {});
      const picture = await decodePhoto(output.bytes, 4096);
      const regions = faceRegions(found, picture.width, picture.height);
      const eyes = createGrey(picture.width, picture.height);
      for (const face of found) for (const ring of [RIGHT_EYE, LEFT_EYE]) fillPolygon(eyes, pointsOf(face, ring));
      const grey = (i: number): number =>
        (0.299 * picture.data[i * 3] + 0.587 * picture.data[i * 3 + 1] + 0.114 * picture.data[i * 3 + 2]) / 255;
      const eye: number[] = [];
      const cheek: number[] = [];
      for (let i = 0; i < picture.width * picture.height; i++) {
        if (eyes.data[i] > 0.5) eye.push(grey(i));
        else if (regions.skin.data[i] > 0.9 && regions.features.data[i] < 0.1) cheek.push(grey(i));
      }
      const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
      // Measured: the eyes 0.18 (tight), 0.14 (woman), 0.19 (man) darker than the skin (the
      // photos: 0.22, 0.23, 0.13); before, the dabs dissolved them: 0.105, 0.055, 0.021.
      expect(mean(cheek) - mean(eye), who).toBeGreaterThan(0.12);
    }
  }, 300_000);
});

describe('Van Gogh and Cézanne, told apart by their brushwork, with clean faces (issue 36)', () => {
  const people = ['woman', 'man'] as const;
  const faces = new Map<string, Face>();
  // Made with the faces the engine finds (index.ts looks for them before a watercolor), as a run's are.
  const painted = new Map<string, RecipeOutput>();

  beforeAll(async () => {
    for (const person of people) {
      const found = await sampleFaces(person);
      faces.set(person, found[0]);
      const ready = await prepared(person === 'woman' ? woman : man, found);
      for (const style of ['vangogh', 'cezanne'])
        painted.set(`${style}/${person}`, await watercolor({ tool: 'watercolor', style, seed: 1, ...ready }, () => {}));
    }
  }, 300_000);

  const paintingOf = (style: string, person: string): Uint8Array => {
    const found = painted.get(`${style}/${person}`);
    if (!found) throw new Error(`no ${style} of the ${person}`);
    return found.bytes;
  };

  const faceOf = (person: string): Face => {
    const face = faces.get(person);
    if (!face) throw new Error(`no face in the ${person} sample`);
    return face;
  };

  /** The picture's grey values 0–1 at its own size. */
  async function greyOf(bytes: Uint8Array): Promise<Grey> {
    const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: Float32Array.from(data, (v) => v / 255) };
  }

  /**
   * Per 24-pixel block (the face's oval left out: its strokes are meant to be small), the
   * strokes' direction and how strongly one direction rules the block: the structure tensor
   * summed over the block, its coherence (λ1 − λ2)/(λ1 + λ2) and the angle across its main
   * gradient, 0–π.
   */
  function strokeBlocks(grey: Grey, face: Face): { angle: number; coherence: number }[] {
    const { width, height, data } = grey;
    const oval = faceRegions([face], width, height).oval;
    const block = 24;
    const blocks: { angle: number; coherence: number }[] = [];
    for (let top = 0; top + block <= height; top += block)
      for (let left = 0; left + block <= width; left += block) {
        let [xx, xy, yy, onFace] = [0, 0, 0, 0];
        for (let y = top; y < top + block; y++)
          for (let x = left; x < left + block; x++) {
            if (oval.data[y * width + x] > 0.5) onFace++;
            const gx = data[y * width + Math.min(width - 1, x + 1)] - data[y * width + Math.max(0, x - 1)];
            const gy = data[Math.min(height - 1, y + 1) * width + x] - data[Math.max(0, y - 1) * width + x];
            xx += gx * gx;
            xy += gx * gy;
            yy += gy * gy;
          }
        if (onFace > block * block * 0.3 || xx + yy === 0) continue;
        const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
        const angle = (0.5 * Math.atan2(2 * xy, xx - yy) + 1.5 * Math.PI) % Math.PI;
        blocks.push({ angle, coherence: spread / (xx + yy) });
      }
    return blocks;
  }

  /** The share of blocks whose strokes lie within 22.5° of the picture's ruling direction (their coherence-weighted mean). */
  function shareAlongRulingDirection(blocks: readonly { angle: number; coherence: number }[]): number {
    let [cos, sin] = [0, 0];
    for (const { angle, coherence } of blocks) {
      cos += Math.cos(2 * angle) * coherence;
      sin += Math.sin(2 * angle) * coherence;
    }
    const ruling = (0.5 * Math.atan2(sin, cos) + Math.PI) % Math.PI;
    return (
      blocks.filter(({ angle }) => {
        const off = Math.abs(angle - ruling);
        return Math.min(off, Math.PI - off) < Math.PI / 8;
      }).length / blocks.length
    );
  }

  const meanCoherence = (blocks: readonly { coherence: number }[]): number =>
    blocks.reduce((sum, { coherence }) => sum + coherence, 0) / blocks.length;

  it.each(people)('lays Van Gogh’s strokes coherently, each area one flowing direction, on the %s', async (person) => {
    const blocks = strokeBlocks(await greyOf(paintingOf('vangogh', person)), faceOf(person));
    // Measured: 0.61 (woman), 0.57 (man), 0.62 (an unseen face); before, furry strokes crossing
    // every way: 0.44, 0.48.
    expect(meanCoherence(blocks)).toBeGreaterThan(0.55);
  });

  it.each(people)('hatches Cézanne in one diagonal, unlike Van Gogh’s swirls, on the %s', async (person) => {
    const cezanne = shareAlongRulingDirection(strokeBlocks(await greyOf(paintingOf('cezanne', person)), faceOf(person)));
    const vangogh = shareAlongRulingDirection(strokeBlocks(await greyOf(paintingOf('vangogh', person)), faceOf(person)));
    // Measured: 0.87 against 0.37 (woman), 0.77 against 0.35 (man), 0.79 against 0.33 (an unseen
    // face); before, 0.72 against 0.45 (woman), 0.63 against 0.35 (man).
    expect(cezanne).toBeGreaterThan(0.7);
    expect(cezanne - vangogh).toBeGreaterThan(0.35);
  });

  /**
   * The cheeks and chin: the face's skin below the eyes, off the eyes, brows and mouth and the
   * lines the mesh itself draws (the mouth's line, the lower lip's shadow, the nose's base).
   */
  function cheeksAndChin(face: Face, width: number, height: number): Uint8Array {
    const regions = faceRegions([face], width, height);
    const meshLines = createGrey(width, height);
    drawFeatures(meshLines, [face]);
    const nearMeshLines = maxFilter(meshLines, 4);
    const belowEyes = Math.max(face.mesh[145][1], face.mesh[374][1]) + 4;
    const area = new Uint8Array(width * height);
    for (let i = 0; i < area.length; i++)
      area[i] =
        regions.skin.data[i] > 0.5 && regions.features.data[i] < 0.05 && nearMeshLines.data[i] < 0.05 && i / width > belowEyes
          ? 1
          : 0;
    return area;
  }

  /** The sizes of the 8-connected marks darker than 0.3 inside `area` where the photo is lighter than 0.3, largest first. */
  function darkMarks(picture: Grey, photo: Grey, area: Uint8Array): number[] {
    const { width, height, data } = picture;
    const dark = (i: number) => area[i] > 0 && photo.data[i] > 0.3 && data[i] < 0.3;
    return patchSizes(width, height, dark, { eight: true }).sort((a, b) => b - a);
  }

  describe.each(['vangogh', 'cezanne'])('%s', (style) => {
    it.each(people)('puts no dark blob on the cheeks or chin of the %s', async (person) => {
      const picture = await greyOf(paintingOf(style, person));
      const photo = await greyOf(person === 'woman' ? woman : man);
      const marks = darkMarks(picture, photo, cheeksAndChin(faceOf(person), picture.width, picture.height));
      // Measured: none; before, Van Gogh left 3 marks of 4–10 px on the woman and one of 17 px on
      // the man, Cézanne one of 7 px on the man (and 13 px on an unseen face).
      expect(marks.filter((size) => size >= 4)).toEqual([]);
    });

    it.each(people)('keeps the lips of the %s in their own hue (no lilac, no orange)', async (person) => {
      const face = faceOf(person);
      const hueOfLips = async (bytes: Uint8Array): Promise<number> => {
        const picture = await decodePhoto(bytes, 4096);
        const lips = createGrey(picture.width, picture.height);
        fillPolygon(lips, pointsOf(face, LIPS_OUTER));
        let [a, b] = [0, 0];
        const lab: [number, number, number] = [0, 0, 0];
        for (let i = 0; i < lips.data.length; i++) {
          if (lips.data[i] < 0.5) continue;
          rgbToLab(picture.data[i * 3] / 255, picture.data[i * 3 + 1] / 255, picture.data[i * 3 + 2] / 255, lab);
          a += lab[1];
          b += lab[2];
        }
        return (Math.atan2(b, a) * 180) / Math.PI;
      };
      const painted = await hueOfLips(paintingOf(style, person));
      const photo = await hueOfLips(person === 'woman' ? woman : man);
      // Measured: Van Gogh 4° and 16°, Cézanne 26° and 35°, against the photos' 14° and 18°;
      // before, Van Gogh 14° and 38°, Cézanne 29° and 38° (orange-brown).
      expect(Math.abs(painted - photo)).toBeLessThan(18);
    });
  });
});
