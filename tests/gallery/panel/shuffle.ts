// A blind panel's chance, from one seed (the engine's generator, mocks/engine/recipes/shared/random.ts):
// the order items are shown in, so styles and samples are interleaved, and for a pair which
// version goes first. Sides are balanced, not flipped one coin at a time: of n pairs, A goes
// first in ⌊n/2⌋ or ⌈n/2⌉, so a reader who always picks one side shows as a tie, not a win.
// Pure: tests/unit/gallery/panel.test.ts.
import { createRandom } from '../../../mocks/engine/recipes/shared/random';
import { shuffled } from '../blind';

export interface PanelChance {
  /** `items` in the panel's order. */
  order<T>(items: readonly T[]): T[];
  /** For each of `count` pairs, whether version A goes first (left, or top for clips): balanced, shuffled. */
  aFirst(count: number): boolean[];
}

export function panelChance(seed: number): PanelChance {
  const generator = createRandom(seed);
  const random = (): number => generator.next();
  return {
    order: (items) => shuffled(items, random),
    aFirst: (count) => {
      // An odd pair out goes either way, by the same generator.
      const firsts = Math.floor(count / 2) + (count % 2 === 1 && random() < 0.5 ? 1 : 0);
      return shuffled(
        Array.from({ length: count }, (_, index) => index < firsts),
        random,
      );
    },
  };
}
