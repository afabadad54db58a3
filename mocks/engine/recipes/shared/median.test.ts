import { median, quantile } from './median';
import { createRandom } from './random';

/** The comparator sort median.ts sorted with before it sorted a typed array: the reference. */
function comparatorMedian(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Lists as the recipes meet them (Lab samples, sizes, float32 colours) and the edge cases: signed zeros, ties, NaN. */
function lists(): number[][] {
  const random = createRandom(57);
  const out: number[][] = [
    [0, -0],
    [-0, 0, 0],
    [-0, 0, -0, 0.5],
    [NaN, 1, 2],
    [3, NaN, -0, 0, 1],
    [2, 2, 2, 1],
  ];
  for (let n = 1; n < 400; n++) {
    const list: number[] = [];
    for (let i = 0; i < n; i++) {
      const v = random.next();
      const kind = (n + i) % 5;
      list.push(
        kind === 0 ? Math.fround(v) : kind === 1 ? Math.round(v * 8) / 4 - 1 : kind === 2 ? (v < 0.5 ? 0 : -0) : (v - 0.5) * 100,
      );
    }
    out.push(list);
  }
  return out;
}

describe('median', () => {
  // Bit for bit (Object.is: a zero's sign counts), so a recipe reading a median makes the same picture.
  it('answers the same number as the comparator sort for every list', () => {
    const differ = lists().filter((list) => !Object.is(median(list), comparatorMedian(list)));
    expect(differ).toEqual([]);
  });

  it('answers `empty` for no values and leaves the values in their order', () => {
    const values = [3, 1, 2];
    expect(median([], 7)).toBe(7);
    expect(median(values)).toBe(2);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('quantile', () => {
  it('answers the value at the floor of share × count, never past the last, by the median’s rule', () => {
    const values = [50, 10, 40, 20, 30];
    expect(quantile(values, 0)).toBe(10);
    expect(quantile(values, 0.8)).toBe(50);
    expect(quantile(values, 0.79)).toBe(40);
    expect(quantile(values, 1)).toBe(50);
    expect(quantile(values, 0.5)).toBe(median(values));
    expect(values).toEqual([50, 10, 40, 20, 30]);
  });

  it('answers `empty` for no values', () => {
    expect(quantile([], 0.5)).toBe(0);
    expect(quantile([], 0.5, Number.NaN)).toBeNaN();
  });
});
