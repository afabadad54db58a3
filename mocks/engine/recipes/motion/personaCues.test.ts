// 男孩, 女孩 and 大叔 are personas a viewer names from one frame, not head paths (issue 37: a
// blind reader shown 8 frames of each named them right 0 times of 15, "almost static", "guessed").
// Each carries its own cue, measured in the 8 frames a panel is shown, with the head held still
// so the head's path cannot pass for the cue: the girl's cheeks blush, the boy's tongue pokes out
// long below his lower lip, one of the uncle's brows arches high over the other with each nod
// over two open eyes, cute winks. Cute and smile (the templates readers confused them with) show
// neither the blush nor the tongue, and cute's raised brow comes only with its wink.
import { beforeAll, describe, expect, it } from 'vitest';
import { openShare } from '../../testing/eyeOpenings';
import { galleryFaceCrops, gifClock, panelFrameIndices, panelFrames, poseAt } from '../../testing/motionFaces';
import { cheekApples } from './blush';
import { motionFace } from './frames';
import { type EyeGeometry, faceGeometry } from './geometry';
import type { FaceCrop } from './source';

const SLOW = 300_000;
/** The older man (a sharp face) and the woman (a small face, about 60 px between her cheeks in the gallery's frame). */
const FACES = ['older-man', 'woman'] as const;
/** The cheeks' rise in redness (red minus green, levels) a blush must reach, and the most another template's may. */
const BLUSH = 8;
const NOT_BLUSH = 3;
/** The share of the chin's top band turned tongue-pink in a frame with the tongue out, and the most another template's may. */
const TONGUE = 0.5;
const NOT_TONGUE = 0.2;
/** How far (eye half widths) the uncle's arched brow must at its top be drawn above the other. */
const ARCH = 0.35;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

/** The 8 frames a panel sees of a template (seed given), drawn as frames.ts draws them, the head held still. */
function shownFrames(crop: FaceCrop, style: string, seed: number): Uint8Array[] {
  return panelFrames(crop, style, seed, true);
}

/** Mean of `measure(r, g, b)` over the pixels `inside` picks, in a picture `width` wide. */
function meanOver(
  data: Uint8Array,
  width: number,
  height: number,
  inside: (x: number, y: number) => boolean,
  measure: (r: number, g: number, b: number) => number,
): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inside(x, y)) continue;
      const offset = (y * width + x) * 3;
      sum += measure(data[offset], data[offset + 1], data[offset + 2]);
      count++;
    }
  }
  return sum / Math.max(1, count);
}

const redness = (r: number, g: number): number => r - g;

/** How much redder (red minus green, levels) the cheeks' apples are than in the photo, in each shown frame. */
function cheeksReddened(id: string, style: string, seed: number): number[] {
  const { picture, mesh } = crops.get(id);
  const apples = cheekApples(mesh);
  const inApple = (x: number, y: number): boolean =>
    apples.some((apple) => Math.hypot((x - apple.x) / apple.along, (y - apple.y) / apple.across) < 0.7);
  const before = meanOver(picture.data, picture.width, picture.height, inApple, redness);
  return shownFrames(crops.get(id), style, seed).map(
    (frame) => meanOver(frame, picture.width, picture.height, inApple, redness) - before,
  );
}

/**
 * The share of pixels in the band just below the lower lip (the top of the chin, as wide as half
 * the mouth) that turned tongue-pink in each shown frame: at least 14 levels redder (red minus
 * green) than the same pixel in the photo.
 */
function chinTurnedPink(id: string, style: string, seed: number): number[] {
  const { picture, mesh } = crops.get(id);
  const mouth = faceGeometry(mesh).mouth;
  const w = mouth.halfWidth;
  const [lipX, lipY] = mesh[17];
  const inBand = (x: number, y: number): boolean => Math.abs(x - lipX) < 0.25 * w && y > lipY + 0.12 * w && y < lipY + 0.35 * w;
  return shownFrames(crops.get(id), style, seed).map((frame) => {
    let pink = 0;
    let all = 0;
    for (let y = 0; y < picture.height; y++) {
      for (let x = 0; x < picture.width; x++) {
        if (!inBand(x, y)) continue;
        const offset = (y * picture.width + x) * 3;
        const now = frame[offset] - frame[offset + 1];
        const was = picture.data[offset] - picture.data[offset + 1];
        if (now - was >= 14) pink++;
        all++;
      }
    }
    return pink / Math.max(1, all);
  });
}

/**
 * How far (pixels, up negative) each brow is drawn from where the photo has it, in each shown
 * frame: for each of the two brows, the shift of its band that best matches the photo's.
 */
function browShifts(id: string, style: string, seed: number): [number, number][] {
  const { picture, mesh } = crops.get(id);
  const eyes = faceGeometry(mesh).eyes;
  const grey = (data: Uint8Array, x: number, y: number): number => {
    const offset = (y * picture.width + x) * 3;
    return data[offset] + data[offset + 1] + data[offset + 2];
  };
  const bands = eyes.map((eye, side) => {
    const points = (side === 0 ? [46, 53, 52, 65, 55] : [285, 295, 282, 283, 276]).map((index) => mesh[index]);
    const xs = points.map((point) => Math.round(point[0]));
    const ys = points.map((point) => point[1]);
    const reach = Math.round(0.45 * eye.halfWidth);
    return {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.round(Math.min(...ys)) - reach,
      bottom: Math.round(Math.max(...ys)) + reach,
    };
  });
  const most = Math.round(0.6 * eyes[0].halfWidth);
  const bestShift = (frame: Uint8Array, band: (typeof bands)[number]): number => {
    const errors: number[] = [];
    for (let shift = -most; shift <= most; shift++) {
      let error = 0;
      for (let y = band.top; y <= band.bottom; y++) {
        for (let x = band.left; x <= band.right; x++) error += Math.abs(grey(frame, x, y + shift) - grey(picture.data, x, y));
      }
      errors.push(error);
    }
    return errors.indexOf(Math.min(...errors)) - most;
  };
  return shownFrames(crops.get(id), style, seed).map((frame) => [bestShift(frame, bands[0]), bestShift(frame, bands[1])]);
}

/** A wink in a shown frame: one eye at most this share of the photo's opening, the other at least WINK_OPEN. */
const WINK_SHUT = 0.2;
const WINK_OPEN = 0.75;
/** Two eyes open (the uncle's narrowed ones too): each at least this share of the photo's opening. */
const OPEN = 0.4;

/** Each crop's eyes as a run fits them, fitted once (motionFace reads the whole photo). */
const fittedEyes = new Map<FaceCrop, { eyes: readonly EyeGeometry[]; halfWidth: number }>();

function eyesOf(crop: FaceCrop): { eyes: readonly EyeGeometry[]; halfWidth: number } {
  const known = fittedEyes.get(crop);
  if (known) return known;
  const fitted = { eyes: motionFace(crop.picture, crop.mesh).face.eyes, halfWidth: faceGeometry(crop.mesh).eyes[0].halfWidth };
  fittedEyes.set(crop, fitted);
  return fitted;
}

/** Each shown frame's two eyes' openings at their middle, over the photo's (testing/eyeOpenings.ts). */
function shownOpenings(crop: FaceCrop, style: string, seed: number): [number, number][] {
  const { eyes } = eyesOf(crop);
  return panelFrameIndices(gifClock(style).count).map((index) => {
    const pose = poseAt(style, seed, index, true);
    return [openShare(eyes[0], pose.eyes[0]), openShare(eyes[1], pose.eyes[1])];
  });
}

/** How many times a sequence turns from rising to falling or back, moves of at least `least` only. */
function turns(values: readonly number[], least: number): number {
  let count = 0;
  let direction = 0;
  let last = values[0];
  for (const value of values.slice(1)) {
    if (Math.abs(value - last) < least) continue;
    const now = Math.sign(value - last);
    if (direction !== 0 && now !== direction) count++;
    direction = now;
    last = value;
  }
  return count;
}

describe('the boy, the girl and the uncle each carry a cue a viewer names', () => {
  it.each(FACES)(
    "女孩 on the %s: the cheeks blush in at least 6 of the 8 shown frames; cute's and smile's do not",
    (id) => {
      for (const seed of [1, 2]) {
        const girl = cheeksReddened(id, 'girl', seed);
        expect(
          girl.filter((rise) => rise >= BLUSH).length,
          `seed ${seed}: ${girl.map((rise) => rise.toFixed(1)).join(' ')}`,
        ).toBeGreaterThanOrEqual(6);
        for (const other of ['cute', 'smile']) {
          expect(Math.max(...cheeksReddened(id, other, seed)), `${other} seed ${seed}`).toBeLessThan(NOT_BLUSH);
        }
      }
    },
    SLOW,
  );

  it.each(FACES)(
    "男孩 on the %s: the tongue shows below the lower lip in at least 6 of the 8 shown frames; cute's and smile's chin stays",
    (id) => {
      for (const seed of [1, 2]) {
        const boy = chinTurnedPink(id, 'boy', seed);
        expect(
          boy.filter((share) => share >= TONGUE).length,
          `seed ${seed}: ${boy.map((share) => share.toFixed(2)).join(' ')}`,
        ).toBeGreaterThanOrEqual(6);
        for (const other of ['cute', 'smile']) {
          expect(Math.max(...chinTurnedPink(id, other, seed)), `${other} seed ${seed}`).toBeLessThan(NOT_TONGUE);
        }
      }
    },
    SLOW,
  );

  it.each(FACES)(
    '大叔 on the %s: one brow arches high over the other and comes down again with each nod',
    (id) => {
      for (const seed of [1, 2]) {
        // Moves of at least a tenth of the eye's half width (2 px at the least).
        const halfWidth = faceGeometry(crops.get(id).mesh).eyes[0].halfWidth;
        const least = Math.max(2, 0.1 * halfWidth);
        const man = browShifts(id, 'man', seed);
        // The arched brow: the one drawn highest in some frame.
        const arched = Math.min(...man.map((pair) => pair[0])) < Math.min(...man.map((pair) => pair[1])) ? 0 : 1;
        const said = `seed ${seed}: ${man.map((pair) => pair.join('/')).join(' ')}`;
        expect(
          turns(
            man.map((pair) => pair[arched]),
            least,
          ),
          said,
        ).toBeGreaterThanOrEqual(3);
        // Measured, over the eye's half width, seeds 1 and 2: 0.46 and 0.43 on the older man, 0.54
        // and 0.47 on the woman (0.11 and 0.11, 0.27 and 0.20 before, both brows going up together).
        const arch = Math.max(...man.map((pair) => pair[1 - arched] - pair[arched])) / halfWidth;
        expect(arch, said).toBeGreaterThan(ARCH);
      }
    },
    SLOW,
  );

  it.each(FACES)(
    "卖萌 and 大叔 on the %s: cute's sign is a wink, the uncle's an arched brow over two open eyes; neither shows the other's",
    (id) => {
      const crop = crops.get(id);
      const { halfWidth } = eyesOf(crop);
      for (const seed of [1, 2]) {
        const cuteEyes = shownOpenings(crop, 'cute', seed);
        const manEyes = shownOpenings(crop, 'man', seed);
        const winks = (pairs: [number, number][]): number =>
          pairs.filter(([a, b]) => Math.min(a, b) < WINK_SHUT && Math.max(a, b) > WINK_OPEN).length;
        const said = (pairs: [number, number][]): string =>
          pairs.map((pair) => pair.map((share) => share.toFixed(2)).join('/')).join(' ');
        expect(winks(cuteEyes), `cute seed ${seed}: ${said(cuteEyes)}`).toBeGreaterThanOrEqual(2);
        expect(winks(manEyes), `man seed ${seed}: ${said(manEyes)}`).toBe(0);
        // The arch drawn over two open eyes (a wink's raised brow over a shut eye is the wink).
        const arches = (style: string, opened: [number, number][]): number =>
          browShifts(id, style, seed).filter(
            (pair, frame) => Math.abs(pair[0] - pair[1]) / halfWidth > ARCH && Math.min(...opened[frame]) > OPEN,
          ).length;
        expect(arches('man', manEyes), `man seed ${seed}`).toBeGreaterThanOrEqual(2);
        expect(arches('cute', cuteEyes), `cute seed ${seed}`).toBe(0);
      }
    },
    SLOW,
  );
});
