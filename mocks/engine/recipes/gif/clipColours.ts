// A GIF clip's colours: every frame mapped to ONE palette chosen for the clip, with an ordered
// (position-fixed) dither, and each 4×4 block that is still close enough to what the previous
// frame shows kept exactly as shown. So the parts of a frame that did not visibly change are the
// same palette entries as before: the encoder writes them as transparent runs, which is what
// makes a moving photo small, and nothing shimmers where nothing moved (per-frame palettes and
// error diffusion change the dither pattern everywhere in every frame).
import { labToRgb } from '../shared/colour';
import { findPalette } from '../shared/quantize';
import { createRandom } from '../shared/random';

/** How a clip is mapped to its palette (chosen per clip: ../gif.ts). */
export interface ClipLook {
  /** Ordered dither's strength, in 8-bit levels from darkest to lightest offset (0: none). */
  dither: number;
  /**
   * A 4×4 block keeps what the previous frame shows while its pixels are on average within
   * this many levels of the new frame (red, green and blue differences added up)…
   */
  holdError: number;
  /** …and none of its pixels further than this (a change of hue counted on top: mapClip). */
  holdPeak: number;
  /** Ordered dither's strength inside the open mouth and its rim, where one is given (0 or absent: `dither`). */
  mouthDither?: number;
  /**
   * Share of `holdError` and the peak a block inside mapClip's `held` box (the face and the jaw's
   * shadow) may drift before it is drawn again (absent: 1, the whole hold; gif.ts FACE_HOLD).
   */
  faceHold?: number;
}

/** 8×8 Bayer matrix: thresholds 0–63 spread so that any patch of it is even. */
const BAYER = [
  0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22, 3,
  35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
];

const BLOCK = 4;
/** The nearest-colour table looks colours up at 6 bits a channel. */
const CELL_BITS = 6;
const CELL_SHIFT = 8 - CELL_BITS;

/**
 * Nearest palette entry of a colour, remembered per 6-bit cell (a clip visits a few thousand
 * cells of the 262 144). Distances weigh green most and blue least, as the eye does.
 */
export class PaletteLookup {
  private readonly cells = new Int16Array(1 << (3 * CELL_BITS)).fill(-1);

  constructor(readonly palette: Uint8Array) {
    if (palette.length === 0 || palette.length % 3 !== 0 || palette.length > 256 * 3)
      throw new Error(`gif: a palette of ${palette.length / 3} colours`);
  }

  nearest(red: number, green: number, blue: number): number {
    const cell = ((red >> CELL_SHIFT) << (2 * CELL_BITS)) | ((green >> CELL_SHIFT) << CELL_BITS) | (blue >> CELL_SHIFT);
    const known = this.cells[cell];
    if (known >= 0) return known;
    const half = 1 << (CELL_SHIFT - 1);
    const r = ((red >> CELL_SHIFT) << CELL_SHIFT) + half;
    const g = ((green >> CELL_SHIFT) << CELL_SHIFT) + half;
    const b = ((blue >> CELL_SHIFT) << CELL_SHIFT) + half;
    let best = 0;
    let bestDistance = Infinity;
    for (let entry = 0; entry < this.palette.length / 3; entry++) {
      const dr = this.palette[entry * 3] - r;
      const dg = this.palette[entry * 3 + 1] - g;
      const db = this.palette[entry * 3 + 2] - b;
      const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = entry;
      }
    }
    this.cells[cell] = best;
    return best;
  }
}

const clampLevel = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** Pixels taken from the sample frames for the palette (k-means then samples 6000 of them). */
const PALETTE_SAMPLES = 24_000;
/**
 * The share of those pixels drawn from the face, where one is given. Drawn evenly from the whole
 * frame, the face (a third of a GIF's head crop) got few entries: a lip's pink fell between two
 * and was dithered into dark cracks down the woman's lower lip, her lips mottled (issue 37). Half
 * from the face: the mapped face's error fell from 13.8 to 12.4 levels, her mouth's from 16.7 to
 * 14.3, the whole frame's rose from 11.2 to 11.3 (the room is smooth and forgiving).
 */
const FACE_SHARE = 0.5;
/**
 * The share drawn from the open mouth where its pixels are given (gif/mouthColours.ts), out of
 * the face's half: the mouth is a few percent of a frame and open in some frames only, so it got
 * one or two dark reds and its tongue and throat banded. With it the open mouth's error against
 * the rendered frame, blurred over 5 px as the eye blends a dither, fell from 3.3–4.6 to 1.6–2.7
 * levels on the East Asian woman and the blonde (surprise, yawn, talk), the face's moved ±0.1.
 */
const MOUTH_SHARE = 0.15;

/** A rectangle of the frame, in pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * One palette of `colours` (≤ 255: a GIF keeps an entry for transparency) for the whole clip,
 * as RGB triples: k-means in CIELAB over pixels spread through `samples` (frames of the clip),
 * half of them from `face` where it is given (`frameWidth` then says how wide a frame is).
 * Fixed draws, so a clip gets the same palette every time.
 */
export function clipPalette(
  samples: readonly Uint8Array[],
  colours: number,
  face?: Region & { frameWidth: number },
  mouth?: Uint8Array,
): Uint8Array {
  const count = Math.max(2, Math.min(255, Math.round(colours)));
  const pixelsPerFrame = samples.length ? samples[0].length / 3 : 0;
  const taken = Math.min(PALETTE_SAMPLES, pixelsPerFrame * samples.length);
  const data = new Float32Array(taken * 3);
  const random = createRandom(0x61f);
  const fromFace = face && face.width >= 1 && face.height >= 1 ? Math.round(FACE_SHARE * taken) : 0;
  const mouthPixels = mouth ? mouth.length / 3 : 0;
  const fromMouth = mouthPixels > 0 ? Math.round(MOUTH_SHARE * taken) : 0;
  for (let index = 0; index < taken; index++) {
    if (mouth && index < fromMouth) {
      const pixel = random.below(mouthPixels);
      for (let channel = 0; channel < 3; channel++) data[index * 3 + channel] = mouth[pixel * 3 + channel] / 255;
      continue;
    }
    const frame = samples[index % samples.length];
    const pixel =
      face && index < fromFace
        ? (face.top + random.below(face.height)) * face.frameWidth + face.left + random.below(face.width)
        : random.below(pixelsPerFrame);
    for (let channel = 0; channel < 3; channel++) data[index * 3 + channel] = frame[pixel * 3 + channel] / 255;
  }
  const centres = findPalette({ width: taken, height: 1, data }, count, random, 6);
  const palette = new Uint8Array(centres.length * 3);
  const rgb: [number, number, number] = [0, 0, 0];
  centres.forEach(([l, a, b], entry) => {
    labToRgb(l, a, b, rgb);
    for (let channel = 0; channel < 3; channel++) palette[entry * 3 + channel] = clampLevel(Math.round(rgb[channel] * 255));
  });
  return palette;
}

/**
 * On a smooth block a kept pixel may differ from the frame by at most this much more than the
 * block's own spread (levels, red, green and blue added up), however far the look's peak allows.
 * As the older man's head turned, the bared side of his pale cheek kept pixels of the skin and
 * room that had been there (each within the peak of 84), a pale speckle over smooth skin and
 * dotted streaks on the wall (issue 37, session 32): on his cheek at mid-turn the GIF's local
 * deviation was 1.87 levels against the frame's 0.39; held to 32 past a flat block's spread it
 * is 1.54, the file 11 % larger. A textured block (hair, an eye) hides a stale pixel and keeps the peak.
 */
const FLAT_PEAK = 32;

/** The most minus the least of a block's pixels (red, green and blue added up) in `frame`. */
function blockSpread(frame: Uint8Array, width: number, left: number, top: number, right: number, bottom: number): number {
  let least = Infinity;
  let most = -Infinity;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = (y * width + x) * 3;
      const level = frame[at] + frame[at + 1] + frame[at + 2];
      if (level < least) least = level;
      if (level > most) most = level;
    }
  }
  return most - least;
}

/**
 * Every frame (RGB, width × height) as RGB in the palette's colours, mapped in order: a frame's
 * block whose dithered colours stay within `look.holdError` of what is shown keeps it, the rest
 * is dithered anew.
 * A block touching `held` keeps it only within `look.faceHold` of that hold: a bobbing chin kept
 * a frame or two behind in some blocks beside fresh ones reads as a second jaw line.
 */
export function mapClip(
  frames: readonly Uint8Array[],
  width: number,
  height: number,
  lookup: PaletteLookup,
  look: ClipLook,
  mouths?: readonly Uint8Array[],
  held?: Region,
): Uint8Array[] {
  const { palette } = lookup;
  const faceHold = look.faceHold ?? 1;
  // The palette entry each pixel shows (−1 before the first frame).
  const shown = new Int16Array(width * height).fill(-1);
  const offsets = BAYER.map((threshold) => ((threshold + 0.5) / 64 - 0.5) * look.dither);
  const mouthOffsets = BAYER.map((threshold) => ((threshold + 0.5) / 64 - 0.5) * (look.mouthDither || look.dither));
  return frames.map((frame, index) => {
    const mouth = mouths?.[index];
    const out = new Uint8Array(frame.length);
    for (let top = 0; top < height; top += BLOCK) {
      const bottom = Math.min(height, top + BLOCK);
      for (let left = 0; left < width; left += BLOCK) {
        const right = Math.min(width, left + BLOCK);
        let keep = true;
        let total = 0;
        const share =
          held && right > held.left && left < held.left + held.width && bottom > held.top && top < held.top + held.height
            ? faceHold
            : 1;
        const peak = share * Math.min(look.holdPeak, FLAT_PEAK + blockSpread(frame, width, left, top, right, bottom));
        for (let y = top; y < bottom && keep; y++) {
          for (let x = left; x < right; x++) {
            const pixel = y * width + x;
            const entry = shown[pixel] * 3;
            const at = pixel * 3;
            if (entry < 0) {
              keep = false;
              break;
            }
            // Measured from what the dither would draw there (the frame plus this pixel's offset),
            // not from the frame: a shown entry is its dithered colour, and against the frame a
            // dither of 12 alone is 9 levels a pixel (RGB added), over half the face's hold, so
            // every block of a still cheek was drawn anew each frame. The offsets cancel over a
            // block, so what the eye sees held is as close as an undithered look's.
            const offset = (mouth?.[pixel] ? mouthOffsets : offsets)[(y & 7) * 8 + (x & 7)];
            const red = frame[at] + offset - palette[entry];
            const green = frame[at + 1] + offset - palette[entry + 1];
            const blue = frame[at + 2] + offset - palette[entry + 2];
            const error = Math.abs(red) + Math.abs(green) + Math.abs(blue);
            // A shift of hue counts on top: a pixel of skin left on a pale wall the head moved off
            // (80 levels in all, under the peak) showed as pink specks in the room (issue 37).
            const shade = (red + green + blue) / 3;
            const hue = Math.abs(red - shade) + Math.abs(green - shade) + Math.abs(blue - shade);
            if (error + hue > peak) {
              keep = false;
              break;
            }
            total += error;
          }
        }
        if (keep && total > share * look.holdError * (bottom - top) * (right - left)) keep = false;
        for (let y = top; y < bottom; y++) {
          for (let x = left; x < right; x++) {
            const pixel = y * width + x;
            const at = pixel * 3;
            if (!keep) {
              const offset = (mouth?.[pixel] ? mouthOffsets : offsets)[(y & 7) * 8 + (x & 7)];
              shown[pixel] = lookup.nearest(
                clampLevel(Math.round(frame[at] + offset)),
                clampLevel(Math.round(frame[at + 1] + offset)),
                clampLevel(Math.round(frame[at + 2] + offset)),
              );
            }
            const entry = shown[pixel] * 3;
            out[at] = palette[entry];
            out[at + 1] = palette[entry + 1];
            out[at + 2] = palette[entry + 2];
          }
        }
      }
    }
    return out;
  });
}
