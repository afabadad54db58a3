// pix/elegant's modelled sitter: the line between the lips drawn crisp
// (./avatar/pix/elegant/mouthLine.ts). A blind reader saw "a blurry mouth"
// (./avatar/pix/elegant/mouthMeasure.ts, measured on the face found in the result, seed 1).
import { styledSample } from '../testing/styledSample';
import { mouthStep } from './avatar/pix/elegant/mouthMeasure';

const SLOW = 300_000;

const steps = new Map<string, number>();

beforeAll(async () => {
  for (const person of ['man', 'dark-woman']) {
    const { picture, mesh } = await styledSample(person, 'pix/elegant');
    steps.set(person, mouthStep(picture, mesh));
  }
}, SLOW);

describe('avatar pix/elegant mouth', () => {
  // The median steepest step across the mouth's middle (grey levels per pixel): 12.6 and 14.3 on
  // main (aa0c172), now 30.2 and 33.6.
  it.each(['man', 'dark-woman'])("draws the %s's lips meeting in a crisp line", (person) => {
    const step = steps.get(person) ?? 0;
    expect(step, `mouth step ${step.toFixed(1)}`).toBeGreaterThan(22);
  });
});
