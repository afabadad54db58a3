// The blind panel's order: each row's results shuffled (the row keeps its sample first, so a
// reader still sees what the result was made from) and numbered 1…N in reading order, with the
// key that says which style and seed each number is. Pure: the shuffle follows `seed` (the
// engine's own generator).
import { createRandom } from '../../mocks/engine/recipes/shared/random';

export interface Keyed {
  style: string;
  seed: number;
}

export interface BlindCell<T extends Keyed> {
  number: number;
  item: T;
}

export interface BlindKeyEntry {
  number: number;
  sample: string;
  style: string;
  seed: number;
}

/** `items` in a random order (Fisher–Yates, `random` in [0, 1)); the blind panels of tests/gallery/panel use it too. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** Each row's items shuffled and numbered from 1 across the rows, in reading order. */
export function blindRows<T extends Keyed>(rows: readonly (readonly T[])[], seed: number): BlindCell<T>[][] {
  const generator = createRandom(seed);
  const random = (): number => generator.next();
  let next = 1;
  return rows.map((items) => shuffled(items, random).map((item) => ({ number: next++, item })));
}

/** The key file's entries: each number's sample, style and seed. */
export function blindKey<T extends Keyed>(
  rows: readonly (readonly BlindCell<T>[])[],
  sampleIds: readonly string[],
): BlindKeyEntry[] {
  return rows.flatMap((cells, row) =>
    cells.map(({ number, item }) => ({ number, sample: sampleIds[row], style: item.style, seed: item.seed })),
  );
}
