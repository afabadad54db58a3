// The lengths read on the photo beside a side-lit neck and over a shoulder (./measure.ts `fall`,
// ./shadedSkin.ts).
// The sample woman's hair is combed back into a low ponytail over her left shoulder; lit from her
// left, her neck's other side is in shadow, a dark shade of her light brown hair: it read as hair
// falling 0.45 of her face's height under the chin, and she was drawn a long lock there (blind
// readers: "a shoulder-length bob where she wears a low ponytail over one shoulder").
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { detectFaces } from '../../../../adapters/faces';
import { samplePortrait } from '../../../../testing/faces';
import { prepared } from '../../../../testing/prepared';
import { avatar } from '../../../avatar';
import { faceFrame, type XY } from '../../landmarks';
import type * as MeasureModule from './measure';
import type { Measured } from './measure';

// The measure the cel takes, and the mesh it took it on.
const taken = vi.hoisted(() => ({ measured: [] as { measured: Measured; mesh: readonly XY[] }[] }));
vi.mock('./measure', async (importOriginal) => {
  const real = await importOriginal<typeof MeasureModule>();
  return {
    ...real,
    measure: (...args: Parameters<typeof real.measure>): Measured => {
      const measured = real.measure(...args);
      taken.measured.push({ measured, mesh: args[1] });
      return measured;
    },
  };
});

/** A bob's length under the chin, in face heights: the least a woman's hair is drawn (./measure.ts). */
const BOB = 0.25;

// One face drawn: a minute or two under a loaded machine.
const SLOW = 300_000;

beforeAll(async () => {
  const bytes = await samplePortrait('woman');
  const input = await prepared(bytes, await detectFaces(bytes));
  await avatar({ tool: 'avatar', style: 'pix/anime', seed: 1, ...input }, () => undefined);
}, SLOW);

describe('the lengths of a turned, side-lit woman with a ponytail over one shoulder', () => {
  it('is not read from the shaded neck: that side falls no further than a bob', () => {
    const [read] = taken.measured;
    const { faceHeight: fh, chin } = faceFrame(read.mesh);
    // The neck is on the picture's left. Measured: 0.25 (a bob, her hair there combed back);
    // before, 0.45. A little over a bob allowed for the seam of the tips.
    const left = ((read.measured.lengthLeft ?? chin) - chin) / fh;
    expect(left).toBeLessThan(BOB + 0.05);
  });

  it('finds the ponytail over the other shoulder: that side falls to where it ends', () => {
    const [read] = taken.measured;
    const { faceHeight: fh, chin } = faceFrame(read.mesh);
    // On the picture's right, in front of the shoulder her face turns to; on the picture it runs
    // to 0.70 under the chin. Measured: 0.62; before, a bob's 0.25 (its rows were looked for past
    // the neck, where a frontal face's hair falls, and its lit strands are her skin's colour).
    const right = ((read.measured.lengthRight ?? chin) - chin) / fh;
    expect(right).toBeGreaterThan(0.5);
  });
});
