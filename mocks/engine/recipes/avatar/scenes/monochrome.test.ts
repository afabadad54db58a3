// A black-and-white photo's face is set in a black-and-white picture (monochrome.ts): the
// held-out grey-haired woman's grey face in a red gown before a blue wall read as "a grey photo's
// face put into a colour scene". Measured on a gallery face made grey (its luma in every
// channel), against the same face in colour, by the picture's colour: each pixel's chroma (its
// largest channel less its smallest), the 95th percentile of the whole square.
import { describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../testing/people';
import { createRandom } from '../../shared/random';
import type { Rgb } from '../../shared/raster';
import type { AvatarStyle } from '../style';
import { celebrity } from './celebrity';
import { president } from './president';

function chroma95(picture: Rgb): number {
  const { data } = picture;
  const chroma: number[] = [];
  for (let p = 0; p < data.length; p += 3)
    chroma.push(Math.max(data[p], data[p + 1], data[p + 2]) - Math.min(data[p], data[p + 1], data[p + 2]));
  chroma.sort((a, b) => a - b);
  return chroma[Math.floor(chroma.length * 0.95)];
}

async function drawn(style: AvatarStyle, grey: boolean): Promise<number> {
  const portrait = await alignedPerson('woman', style);
  if (grey) {
    const { data } = portrait.picture;
    for (let p = 0; p < data.length; p += 3) {
      const l = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
      data[p] = data[p + 1] = data[p + 2] = l;
    }
  }
  return chroma95(await style.make(portrait, createRandom(1)));
}

describe('a black-and-white photo in the dressed scenes', () => {
  it('turns the whole picture to a print, and leaves a colour photo’s picture in colour', async () => {
    for (const [name, style] of [
      ['celebrity', celebrity],
      ['president', president],
    ] as const) {
      // Measured: the grey face's picture 0.077 (celebrity) and 0.076 (president), a print's warm
      // mid-tones only; main's, the scene in its colours round the grey face, 0.298 (celebrity);
      // the colour face's 0.298 and 0.347.
      const grey = await drawn(style, true);
      const colour = await drawn(style, false);
      expect(grey, `${name} grey`).toBeLessThan(0.1);
      expect(colour, `${name} colour`).toBeGreaterThan(0.2);
    }
  }, 300_000);
});
