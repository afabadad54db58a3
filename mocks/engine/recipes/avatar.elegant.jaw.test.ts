// pix/elegant's modelled sitter: the jaw turns into the neck without a drawn line
// (./avatar/pix/elegant/jawLine.ts) and without a dark mark beside the neck
// (./avatar/pix/elegant/jawGap.ts). A blind panel saw "a thin light jaw outline" and "a small dark
// bracket mark by the neck" (./avatar/pix/elegant/jawMeasure.ts, measured on the face found in the
// result, seed 1).
import { styledSample } from '../testing/styledSample';
import { chinRidge, darkBesideNeck } from './avatar/pix/elegant/jawMeasure';

const SLOW = 300_000;

const dark = new Map<string, number>();
const ridge = new Map<string, number>();

beforeAll(async () => {
  for (const id of ['man', 'older-man']) {
    const { picture, mesh } = await styledSample(id, 'pix/elegant');
    dark.set(id, darkBesideNeck(picture, mesh));
    ridge.set(id, chinRidge(picture, mesh));
  }
}, SLOW);

describe('avatar pix/elegant jaw', () => {
  // The suit's sliver beside the neck (main at fdf7d5d): 84 dark pixels on each man; now 0.
  it.each(['man', 'older-man'])('leaves no dark mark beside the %s’s neck', (id) => {
    const count = dark.get(id) ?? -1;
    expect(count, `dark pixels ${count}`).toBeGreaterThanOrEqual(0);
    expect(count, `dark pixels ${count}`).toBeLessThan(20);
  });

  // The renderer's line along the chin (main at fdf7d5d): the man 5.57 grey levels, the older man
  // 4.52; held between the edge's two sides, 2.77 and 3.28 (the canvas's weave alone, about 2–3).
  it.each(['man', 'older-man'])('draws no light line along the %s’s chin', (id) => {
    const height = ridge.get(id) ?? Infinity;
    expect(height, `ridge ${height.toFixed(2)}`).toBeLessThan(4);
  });
});
