import { hypot2, hypot3 } from './hypot';
import { createRandom } from './random';

/** Values as the recipes meet them: colours and their differences (0–1, float32), pixel offsets, gradients, and the edge cases. */
function values(count: number): number[] {
  const random = createRandom(36);
  const out = [0, -0, 1, -1, 0.5, 1e-300, 1e300, Number.MIN_VALUE, Infinity, -Infinity, NaN];
  for (let i = 0; i < count; i++) {
    const kind = i % 4;
    const v = random.next() - 0.5;
    out.push(kind === 0 ? Math.fround(v) : kind === 1 ? v * 2048 : kind === 2 ? v * 1e-4 : Math.round(v * 40) / 8);
  }
  return out;
}

describe('hypot2 and hypot3', () => {
  // Bit for bit, so a loop using them makes the same picture as Math.hypot did.
  it('answer the same double as Math.hypot for every pair and triple', () => {
    const list = values(20000);
    let differ = 0;
    for (let i = 0; i + 2 < list.length; i++) {
      const [a, b, c] = [list[i], list[(i * 7 + 1) % list.length], list[(i * 13 + 2) % list.length]];
      if (!Object.is(hypot2(a, b), Math.hypot(a, b))) differ++;
      if (!Object.is(hypot3(a, b, c), Math.hypot(a, b, c))) differ++;
      if (!Object.is(hypot3(a, b, 1), Math.hypot(a, b, 1))) differ++;
    }
    expect(differ).toBe(0);
  });

  // Every order of the special values: an infinity after a NaN (a zero-radius lens's 0/0 and u/0)
  // is Infinity to the builtin, whatever comes first.
  it('answers as Math.hypot for every order of zeros, infinities and NaN', () => {
    const special = [0, -0, 1, -2.5, Infinity, -Infinity, NaN];
    let differ = 0;
    for (const a of special)
      for (const b of special) {
        if (!Object.is(hypot2(a, b), Math.hypot(a, b))) differ++;
        for (const c of special) if (!Object.is(hypot3(a, b, c), Math.hypot(a, b, c))) differ++;
      }
    expect(differ).toBe(0);
  });

  // The premise of hypot3's compensation (this checks the builtin, not our code): three squares
  // summed plainly differ from Math.hypot in the last bit, so a plain sum would change pictures.
  it('needs the compensation: a plain sum of three squares is not Math.hypot', () => {
    const list = values(20000);
    let plainDiffers = 0;
    for (let i = 0; i + 2 < list.length; i++) {
      const [a, b, c] = [list[i], list[i + 1], list[i + 2]];
      if (Number.isFinite(a + b + c) && !Object.is(Math.sqrt(a * a + b * b + c * c), Math.hypot(a, b, c))) plainDiffers++;
    }
    expect(plainDiffers).toBeGreaterThan(0);
  });
});
