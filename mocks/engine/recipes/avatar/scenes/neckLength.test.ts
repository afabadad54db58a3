// The neck's length in the dressed scenes (the panels: "a long, thin pasted-on neck"; the lead's
// look, session 25: "the neck a straight column"): how far below the chin the clothes' neckline
// is drawn (where paintNeck is asked to take the neck, the drawing's `neckTo`), as a share of
// the face's height, over several faces and seeds.
import { describe, expect, it, vi } from 'vitest';
import type * as NeckPaint from './neckPaint';
import { alignedPerson } from '../../../testing/people';
import { createRandom } from '../../shared/random';
import { celebrity } from './celebrity';
import { president } from './president';

const asked = vi.hoisted(() => ({ lengths: [] as number[] }));
vi.mock('./neckPaint', async (importOriginal) => {
  const real = await importOriginal<typeof NeckPaint>();
  return {
    ...real,
    paintNeck: (...args: Parameters<typeof real.paintNeck>) => {
      const [, face, collarY] = args;
      asked.lengths.push((collarY - face.chin[1]) / (face.bottom - face.top));
      return real.paintNeck(...args);
    },
  };
});

describe('the neck between head and clothes', () => {
  it('is a neck’s length down to the neckline, not a long column', async () => {
    // Main drew the neckline 0.25 of the face's height below the oval's foot (and 0.02 of its
    // width more): 0.27–0.28 below the chin, the neck read as long and thin. Now 0.17: 0.19–0.20.
    // A person's chin-to-collar run, seen from the front with the head up, is about a fifth.
    for (const person of ['woman', 'dark-man', 'older-man'])
      for (const style of [celebrity, president])
        for (const seed of [1, 2]) {
          asked.lengths.length = 0;
          await style.make(await alignedPerson(person, style, seed), createRandom(seed));
          expect(asked.lengths.length).toBe(1);
          const [length] = asked.lengths;
          expect(length, `${person} ${seed}`).toBeLessThan(0.23);
          expect(length, `${person} ${seed}`).toBeGreaterThan(0.15);
        }
  }, 600_000);
});
