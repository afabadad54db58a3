// A photo ending just under the chin (the held-out smiling woman at seed 2): beyond the photo's
// bottom edge align.ts fills in a blur, the person matte there found no one across the middle of
// her chest (0.68 of it covered, while hair and chin kept the whole core's share at 0.90), and
// ./neckLift.ts raised that empty strip up her chest: the backdrop showed under her neck.
// ./person.ts now puts a neck and shoulders back when the chest's middle along the frame's
// bottom (neck-wide, the lowest face height × 0.15) is under 0.9 covered.
// Here the tuned woman (pix/pixar, seed 1) with the model's matte emptied from a face height × 0.55
// under the chin down, as the model leaves a photo ending there: the share of that band
// toonPersonMatte misses was 0.94 before (the whole core still over half covered, so nothing was
// put back) and is 0.00.
import { vi } from 'vitest';
import type { Grey } from '../../shared/raster';
import { faceFrame } from '../landmarks';
import { framedPerson } from '../../../testing/people';
import { pixar, PIXAR_SHAPE } from '../pix/pixar';
import { personMatte } from '../personMatte';
import { neckMiddle, NECK_HALF } from './neckline';
import { toonPersonMatte } from './person';
import { toonFigure, type ToonFigure } from './render';

/** Where the matte is emptied under the chin, in face heights (null: the model's matte as it is). */
const cut = vi.hoisted(() => ({ from: null as number | null }));

vi.mock('../personMatte', async (importOriginal) => {
  const real = await importOriginal<{ personMatte: typeof personMatte }>();
  const { faceFrame: frameOf } = await import('../landmarks');
  return {
    personMatte: async (...args: Parameters<typeof real.personMatte>): Promise<Grey> => {
      const matte = await real.personMatte(...args);
      if (cut.from === null) return matte;
      const { faceHeight, chin } = frameOf(args[1]);
      const start = Math.max(0, Math.ceil(chin + faceHeight * cut.from)) * matte.width;
      matte.data.fill(0, Math.min(start, matte.data.length));
      return matte;
    },
  };
});

let figure: ToonFigure;

beforeAll(async () => {
  const { portrait } = await framedPerson('woman', pixar, 1);
  figure = await toonFigure(portrait, PIXAR_SHAPE, false);
}, 600_000);

/** The share of the chest's middle along the frame's bottom (neck-wide, the lowest face height × 0.15) `matte` misses. */
function chestMissed(matte: Grey, { face }: ToonFigure): number {
  const { width, height, data } = matte;
  const { faceWidth, faceHeight } = faceFrame(face);
  const middle = neckMiddle(face);
  let all = 0;
  let missed = 0;
  for (let y = Math.ceil(height - faceHeight * 0.15); y < height; y++)
    for (let x = 0; x < width; x++) {
      if (Math.abs(x + 0.5 - middle) >= faceWidth * NECK_HALF) continue;
      all++;
      missed += 1 - data[y * width + x];
    }
  return missed / all;
}

describe('a toon from a photo ending under the chin', () => {
  afterEach(() => {
    cut.from = null;
  });

  it('keeps the chest the model found', async () => {
    expect(chestMissed(await toonPersonMatte(figure.toon, figure.face), figure)).toBeLessThan(0.05);
  });

  it('puts the chest back where the model found no one under the chin', async () => {
    cut.from = 0.55;
    // The model's own matte there is empty: the band is all missed before the check.
    expect(chestMissed(await personMatte(figure.toon, figure.face), figure)).toBeGreaterThan(0.9);
    expect(chestMissed(await toonPersonMatte(figure.toon, figure.face), figure)).toBeLessThan(0.05);
  });
});
