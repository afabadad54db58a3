// The cartoon's faces (issue 36: a blind panel read the cartoon tool's 'cartoon' as "posterized
// patches, glasses lost" on the bald man and "blotchy skin patches, face murky" on the brown-
// skinned man). Measured on gallery faces nobody tuned to, with the painter itself so the face's
// place is the mesh's.
import { pictureToLab } from './shared/colour';
import { gaussianBlur } from './shared/blur';
import { EYE_OUTLINES, eyeSpan, faceRegions, FEATURE_OUTLINES, LIPS_OUTER } from './shared/faceParts';
import { median } from './shared/median';
import { createRandom } from './shared/random';
import { toGrey, type Rgb } from './shared/raster';
import { paintCel } from './cartoon/cel';
import { outlineMask } from './cartoon/cel/outlineMask';
import { paintSketch } from './cartoon/sketch';
import { rimContrast, sampleFace } from '../testing/glassesFrame';
import { patchSizes } from '../testing/measure';
import type { Face } from '../types';

/**
 * Band edges per skin pixel: the share of the face's skin (away from the eyes, brows and mouth)
 * where the colour steps by more than 0.03 to the next pixel right or below. Islands of every
 * band make many edges; a lit side and a shadow side make few.
 */
function skinBandEdges(picture: Rgb, face: Face): number {
  const { width, height, data } = picture;
  const regions = faceRegions([face], width, height);
  let edges = 0;
  let count = 0;
  for (let y = 0; y < height - 1; y++)
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      if (regions.skin.data[i] < 0.95 || regions.features.data[i] > 0.05) continue;
      count++;
      for (const j of [i + 1, i + width]) {
        const step = Math.max(...[0, 1, 2].map((c) => Math.abs(data[i * 3 + c] - data[j * 3 + c])));
        if (step > 0.03) {
          edges++;
          break;
        }
      }
    }
  return edges / Math.max(1, count);
}

it('draws the bald man’s glasses as a clean frame in the cartoon and the sketch', async () => {
  const { photo, face } = await sampleFace('bald-man');
  const cel = paintCel(photo, createRandom(1), () => undefined, 1, [face]);
  const sketch = paintSketch(photo, createRandom(1), () => undefined, 1, [face]);
  // Measured: cartoon 0.31, sketch 0.46; before, the frame smoothed away: -0.01 and -0.03.
  expect(rimContrast(cel, face)).toBeGreaterThan(0.12);
  expect(rimContrast(sketch, face)).toBeGreaterThan(0.12);
}, 300_000);

// Measured (edges per skin pixel): the bald man 0.064, the brown-skinned man 0.023; before, with
// the skin quantized as it came and pulled to the palette's nearest colour: 0.103 and 0.073.
it.each([
  ['bald-man', 0.08],
  ['dark-man', 0.045],
])(
  'paints %s’s skin in a few broad tones, not islands of every band',
  async (id, most) => {
    const { photo, face } = await sampleFace(id);
    const picture = paintCel(photo, createRandom(1), () => undefined, 1, [face]);
    expect(skinBandEdges(picture, face)).toBeLessThan(most);
  },
  300_000,
);

/** The face's skin (away from the eyes, brows and mouth) in `picture`'s Lab, as pixel indices. */
function skinPixels(picture: Rgb, face: Face): number[] {
  const regions = faceRegions([face], picture.width, picture.height);
  const pixels: number[] = [];
  for (let i = 0; i < regions.skin.data.length; i++)
    if (regions.skin.data[i] > 0.5 && regions.features.data[i] < 0.5) pixels.push(i);
  return pixels;
}

/**
 * Tone islands on the skin: 4-connected patches of one lightness (neighbours within 1.5 Lab L)
 * from 0.2 % to 2 % of the skin — a blotch, not a lit side or a band's soft edge (a pixel or two wide).
 */
function toneIslands(picture: Rgb, face: Face): number {
  const lab = pictureToLab(picture);
  const pixels = skinPixels(picture, face);
  const inside = new Uint8Array(picture.width * picture.height);
  for (const i of pixels) inside[i] = 1;
  const sizes = patchSizes(picture.width, picture.height, (i) => inside[i] === 1, {
    joins: (i, j) => Math.abs(lab[i * 3] - lab[j * 3]) <= 1.5,
  });
  return sizes.filter((size) => size >= pixels.length * 0.002 && size < pixels.length * 0.02).length;
}

// Measured on the older man (the panel’s "blotchy patches"): 5 islands (seeds 1 and 2);
// before, each pixel quantized on its own: 10 and 11.
it.each([1, 2])(
  'paints the older man’s skin without blotches (seed %i)',
  async (seed) => {
    const { photo, face } = await sampleFace('older-man');
    const picture = paintCel(photo, createRandom(seed), () => undefined, 1, [face]);
    expect(toneIslands(picture, face)).toBeLessThanOrEqual(6);
  },
  300_000,
);

// Measured (the skin’s median Lab L, photo → cartoon): the brown-skinned man 35.5 → 63.1, hue
// 54.6° → 55.8° (its chroma 27 → 36); before, L 38.1 ("muddy on dark photos").
it('paints a dark face’s skin light and clean, in its own hue', async () => {
  const { photo, face } = await sampleFace('dark-man');
  const picture = paintCel(photo, createRandom(1), () => undefined, 1, [face]);
  const hue = (lab: Float32Array): number => {
    const pixels = skinPixels(photo, face);
    return (Math.atan2(median(pixels.map((i) => lab[i * 3 + 2])), median(pixels.map((i) => lab[i * 3 + 1]))) * 180) / Math.PI;
  };
  const photoLab = pictureToLab(photo);
  const celLab = pictureToLab(picture);
  const lightness = median(skinPixels(picture, face).map((i) => celLab[i * 3]));
  expect(lightness).toBeGreaterThan(55);
  expect(Math.abs(hue(celLab) - hue(photoLab))).toBeLessThan(8);
}, 300_000);

/**
 * The ink's grey fringe: the share of the photo's light parts (blurred grey above 0.4) that the
 * cartoon draws in a half-dark grey (0.25–0.35) — the soft flanks of a line, which made the ink
 * read as fat blobs. A line's core (below 0.25) and the flat colours are not counted.
 */
function inkFringe(picture: Rgb, photo: Rgb): number {
  const grey = toGrey(picture).data;
  const light = gaussianBlur(toGrey(photo), 4).data;
  let count = 0;
  let fringe = 0;
  for (let i = 0; i < grey.length; i++) {
    if (light[i] <= 0.4) continue;
    count++;
    if (grey[i] >= 0.25 && grey[i] < 0.35) fringe++;
  }
  return fringe / Math.max(1, count);
}

// Measured on the bald man: 0.0023 (seed 1) and 0.0025 (seed 2); before, every level of the
// line's response inked in proportion: 0.0097 and 0.0364.
it.each([1, 2])(
  'draws crisp lines without a grey fringe (bald man, seed %i)',
  async (seed) => {
    const { photo, face } = await sampleFace('bald-man');
    const picture = paintCel(photo, createRandom(seed), () => undefined, 1, [face]);
    expect(inkFringe(picture, photo)).toBeLessThan(0.006);
  },
  300_000,
);

/** The result's skin lightness (Lab L) at `skinPixels`, and its median. */
function skinLightness(picture: Rgb, face: Face): { lightness: number[]; middle: number } {
  const lab = pictureToLab(picture);
  const lightness = skinPixels(picture, face).map((i) => lab[i * 3]);
  return { lightness, middle: median(lightness) };
}

/**
 * Made-up eyes as a ring: the share of each eye's socket (out to 0.12 of the eye span beyond the
 * lids, away from the lids' and brows' own lines) painted more than 10 Lab L darker than the skin.
 */
function darkSocketShare(picture: Rgb, face: Face): number {
  const { width, height } = picture;
  const span = eyeSpan(face);
  const round = outlineMask([face], EYE_OUTLINES, width, height, span * 0.12, [0.02, 0.3]);
  const own = outlineMask([face], FEATURE_OUTLINES, width, height, span * 0.04, [0.05, 0.3]);
  const lab = pictureToLab(picture);
  const { middle } = skinLightness(picture, face);
  let count = 0;
  let dark = 0;
  for (let i = 0; i < width * height; i++) {
    if (round.data[i] <= 0.5 || own.data[i] > 0) continue;
    count++;
    if (lab[i * 3] < middle - 10) dark++;
  }
  return dark / Math.max(1, count);
}

// Measured on the woman with dark eye make-up (its liner and shadow): 0.013 (seed 1) and 0.006
// (seed 2); before, the sockets a band below the skin, a brown ring round each eye: 0.87 and 1.00.
it.each([1, 2])(
  'paints made-up eyes’ sockets in the skin’s tone, not a dark ring (dark-skinned woman, seed %i)',
  async (seed) => {
    const { photo, face } = await sampleFace('dark-woman');
    const picture = paintCel(photo, createRandom(seed), () => undefined, 1, [face]);
    expect(darkSocketShare(picture, face)).toBeLessThan(0.1);
  },
  300_000,
);

/** The share of the skin painted in its base tone: within 2 Lab L of the skin's median. */
function baseToneShare(picture: Rgb, face: Face): number {
  const { lightness, middle } = skinLightness(picture, face);
  return lightness.filter((l) => Math.abs(l - middle) <= 2).length / Math.max(1, lightness.length);
}

// Measured (the skin's share in its base tone): the Asian woman 0.79, the older man 0.81 (both
// seeds); before, a band edge through the middle of the skin's tones cut the face into two big
// patches: 0.45 (Asian woman, seed 1), 0.55 and 0.47 (older man).
it.each([
  ['asian-woman', 1],
  ['older-man', 1],
  ['older-man', 2],
])(
  'paints %s’s skin one base tone with a shadow, not two big patches (seed %i)',
  async (id, seed) => {
    const { photo, face } = await sampleFace(id);
    const picture = paintCel(photo, createRandom(seed), () => undefined, 1, [face]);
    expect(baseToneShare(picture, face)).toBeGreaterThan(0.7);
  },
  300_000,
);

/**
 * A grin's teeth as a cartoon draws them: of the photo's pixels round the mesh's lips (out to 0.3
 * of the eye span) that are 20+ Lab L lighter than the skin's median (the teeth, plainly), the
 * share the cartoon paints light (L 80 or more).
 */
function lightTeethShare(picture: Rgb, photo: Rgb, face: Face): number {
  const { width, height } = photo;
  const near = outlineMask([face], [LIPS_OUTER], width, height, eyeSpan(face) * 0.3, [0.02, 0.1]);
  const photoLab = pictureToLab(photo);
  const lab = pictureToLab(picture);
  const skin = median(skinPixels(photo, face).map((i) => photoLab[i * 3]));
  let teeth = 0;
  let light = 0;
  for (let i = 0; i < width * height; i++) {
    if (near.data[i] <= 0 || photoLab[i * 3] < skin + 20) continue;
    teeth++;
    if (lab[i * 3] >= 80) light++;
  }
  return light / Math.max(1, teeth);
}

// Measured on the brown-skinned man's grin (the mesh closed his mouth on the upper lip, above the
// teeth): 0.54 (seed 1) and 0.59 (seed 2), the rest the teeth’s soft rim; before, the teeth
// pulled to the palette's blue-grey and merged into the skin's band, "a grey band": 0.00 and 0.00.
it.each([1, 2])(
  'paints a grin’s teeth light, not a grey band (brown-skinned man, seed %i)',
  async (seed) => {
    const { photo, face } = await sampleFace('dark-man');
    const picture = paintCel(photo, createRandom(seed), () => undefined, 1, [face]);
    expect(lightTeethShare(picture, photo, face)).toBeGreaterThan(0.5);
  },
  300_000,
);

/**
 * The photo with its corner farthest from the face filled (a quarter of its width square) with a
 * grey ramp, dark to light from left to right: some of it lies in the skin's band whatever the
 * seed's band phase, far from the face (grey, so the skin's lift, cel/skinLift.ts, leaves it).
 * Returns the ramp's middle row's pixels, away from its ends.
 */
function withGreyRamp(photo: Rgb, face: Face): { patched: Rgb; row: number[] } {
  const { width, height } = photo;
  const size = Math.round(width / 4);
  const [faceX, faceY] = face.mesh[1];
  const left = faceX > width / 2 ? 0 : width - size;
  const top = faceY > height / 2 ? 0 : height - size;
  const data = photo.data.slice();
  for (let y = top; y < top + size; y++)
    for (let x = left; x < left + size; x++)
      data.fill(0.25 + (0.7 * (x - left)) / size, (y * width + x) * 3, (y * width + x) * 3 + 3);
  const middle = (top + Math.floor(size / 2)) * width + left;
  const row = Array.from({ length: size - 8 }, (_, k) => middle + 4 + k);
  return { patched: { width, height, data }, row };
}

// Measured on the woman, the ramp's largest |ΔL| with and without the face: 0.00 and 0.00 (seeds 1
// and 2); before, the skin's band was repainted at the face's base tone wherever it lay: 0.21 (the
// base tone happened to sit near the band's middle) and 7.78.
it.each([1, 2])(
  'keeps the skin’s band far from the face at the band’s own tone (woman, seed %i)',
  async (seed) => {
    const { photo, face } = await sampleFace('woman');
    const { patched, row } = withGreyRamp(photo, face);
    const withFace = pictureToLab(paintCel(patched, createRandom(seed), () => undefined, 1, [face]));
    const withoutFace = pictureToLab(paintCel(patched, createRandom(seed), () => undefined, 1, []));
    const change = Math.max(...row.map((i) => Math.abs(withFace[i * 3] - withoutFace[i * 3])));
    expect(change).toBeLessThan(1);
  },
  300_000,
);
