// The open mouth's share of a clip's palette (issue 37, fifty-first stop: the East Asian woman's
// surprise and yawn showed the painted pink tongue as "a flat tan disc in a pink ring"), on a clip
// of busy skin tones whose mouth opens after the first frame onto a dark throat and a pink tongue.
// The real face's tongue through the whole GIF writer: openMouth.test.ts.
import { PaletteLookup, clipPalette, mapClip } from './clipColours';
import { mouthSamples, mouthWithRim } from './mouthColours';

const SIZE = 96;
const FRAMES = 6;
const TONGUE = [197, 115, 119];
const THROAT = [80, 40, 42];
/** The mouth: an ellipse round (48, 60); its lower half the tongue. */
const inMouth = (x: number, y: number) => ((x - 48) / 22) ** 2 + ((y - 60) / 14) ** 2 < 1;
const inTongue = (x: number, y: number) => inMouth(x, y) && ((x - 48) / 14) ** 2 + ((y - 66) / 6) ** 2 < 1;

/** Skin of many tans and a wall, with the mouth open from the second frame on. */
function clip(): { frames: Uint8Array[]; mouths: Uint8Array[] } {
  const frames: Uint8Array[] = [];
  const mouths: Uint8Array[] = [];
  for (let index = 0; index < FRAMES; index++) {
    const frame = new Uint8Array(SIZE * SIZE * 3);
    const mouth = new Uint8Array(SIZE * SIZE);
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const pixel = y * SIZE + x;
        const open = index > 0 && inMouth(x, y);
        const skin = [150 + ((x * 3 + y * 5) % 70), 120 + ((x * 2 + y) % 50), 90 + ((x + y * 3) % 45)];
        const wall = [40 + x, 90 + y, 160];
        frame.set(open ? (inTongue(x, y) ? TONGUE : THROAT) : x < 12 ? wall : skin, pixel * 3);
        mouth[pixel] = open ? 1 : 0;
      }
    }
    frames.push(frame);
    mouths.push(mouth);
  }
  return { frames, mouths };
}

/** Mean difference (levels, red, green and blue averaged) over the tongue between `shown` and the frame. */
function tongueError(shown: Uint8Array, frame: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      if (!inTongue(x, y)) continue;
      for (let channel = 0; channel < 3; channel++)
        sum += Math.abs(shown[(y * SIZE + x) * 3 + channel] - frame[(y * SIZE + x) * 3 + channel]) / 3;
      count++;
    }
  return sum / count;
}

describe('the open mouth’s palette entries (issue 37)', () => {
  it('gives the mouth palette entries of its own when told where it is', () => {
    const { frames, mouths } = clip();
    const look = { dither: 0, holdError: 24, holdPeak: 60 };
    const error = (palette: Uint8Array) =>
      tongueError(mapClip(frames, SIZE, SIZE, new PaletteLookup(palette), look)[3], frames[3]);
    // Learnt from the closed first frame and one open one, as a clip's spread frames may fall.
    const samples = [frames[0], frames[0], frames[0], frames[3]];
    const without = error(clipPalette(samples, 12));
    const withMouth = error(clipPalette(samples, 12, undefined, mouthSamples(frames, mouths)));
    // Measured: 7.67 → 4.00 levels.
    expect(withMouth, `${without.toFixed(2)} → ${withMouth.toFixed(2)}`).toBeLessThan(0.6 * without);
  });

  it('grows the mouth by the rim its softening reaches', () => {
    const mask = new Uint8Array(9 * 9);
    mask[4 * 9 + 4] = 1;
    const grown = mouthWithRim(mask, 9, 9);
    expect(grown.reduce((sum, mark) => sum + mark, 0)).toBe(49);
    expect(grown[1 * 9 + 1]).toBe(1);
    expect(grown[0]).toBe(0);
  });
});
