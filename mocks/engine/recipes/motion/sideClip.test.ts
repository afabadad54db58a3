// Which rows of an edge a moving head is clipped at (sideClip.ts): a short run of the person (an
// ear, a shoulder's tip) is clipped, a long one (hair down the side) is reflected, and a gap in the
// matte a few rows tall does not cut a long run into two short ones (the blonde's hair down 78 %
// of her left edge had a 4-row dip at its middle: a grey strip of the fill along her hair as her
// head tilted away, issue 37, session 54).
import { expect, it } from 'vitest';
import type { Grey } from '../shared/raster';
import { sideClip } from './sideClip';

const HEIGHT = 480;
const WIDTH = 8;

/** A matte whose left edge column is the person on the rows of `runs` ([from, to) pairs). */
function leftEdge(runs: Array<[number, number]>): Grey {
  const data = new Float32Array(WIDTH * HEIGHT);
  for (const [from, to] of runs) for (let y = from; y < to; y++) data[y * WIDTH] = 1;
  return { width: WIDTH, height: HEIGHT, data };
}

const clippedRows = (matte: Grey) => sideClip(matte).left.reduce((sum, row) => sum + row, 0);

it('reflects a long run of the person along the edge that a 4-row gap in the matte splits', () => {
  // 37–216 and 220–413: each part under 45 % of the height, the whole 78 %.
  expect(
    clippedRows(
      leftEdge([
        [37, 216],
        [220, 413],
      ]),
    ),
  ).toBe(0);
});

it('still clips a short run, with the rows of a small gap inside it', () => {
  expect(
    clippedRows(
      leftEdge([
        [300, 311],
        [316, 420],
      ]),
    ),
  ).toBe(420 - 300);
});

it('does not bridge a gap of a tenth of the height: two short runs are clipped apart', () => {
  const clip = sideClip(
    leftEdge([
      [40, 200],
      [248, 400],
    ]),
  ).left;
  expect(clip[100]).toBe(1);
  expect(clip[224]).toBe(0);
  expect(clip[300]).toBe(1);
});
