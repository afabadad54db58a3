// pix/elegant's modelled sitter: dark hair painted as dark as the photo's
// (./avatar/pix/elegant/hairTone.ts). A blind reader saw dark hair as "a translucent light-brown
// smear" (./avatar/pix/elegant/hairMeasure.ts, measured on the face found in the result, seed 1).
import { styledSample } from '../testing/styledSample';
import { hairTarget } from './avatar/pix/elegant/hairTone';
import { hairGrey } from './avatar/pix/elegant/hairMeasure';

const SLOW = 300_000;

let darkMan = Infinity;

beforeAll(async () => {
  const { picture, mesh } = await styledSample('dark-man', 'pix/elegant');
  darkMan = hairGrey(picture, mesh);
}, SLOW);

describe('avatar pix/elegant hair', () => {
  // The dark man's black hair (main at b27a496): painted a light brown at grey level 90.5; now 21.9.
  it('paints the dark man’s black hair dark', () => {
    expect(darkMan, `hair grey ${darkMan.toFixed(1)}`).toBeLessThan(50);
  });

  it('gives a black-and-white photo’s dark hair no colour, and leaves light hair as painted', () => {
    const target = hairTarget([0.31, 0.26, 0.22], true);
    expect(target).not.toBeNull();
    if (target) expect(Math.max(...target) - Math.min(...target)).toBe(0);
    expect(hairTarget([0.71, 0.48, 0.32], false)).toBeNull();
  });
});
