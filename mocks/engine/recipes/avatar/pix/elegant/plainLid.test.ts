// A man's eyes without a woman's liner (./toonSitter.ts `eyesFor`, ../../toon3d/eyeSet.ts `plain`):
// the lash line's point past the outer corner and its swell there read to a blind reader as
// "winged eyeliner makes him look even more feminine". The lid line each face's eyes draw, inked on
// an upper lid 60 px wide (outer corner at x 20, rising to 10 px over the eye): the ink beyond the
// outer corner (the wing) and the line's thickest column over its outer third (the swell).
import { createGrey, type Grey } from '../../../shared/raster';
import { lashLine } from '../../toon3d/eyeSet';
import type { XY } from '../../landmarks';
import type { Who } from '../../toon3d/who';
import { eyesFor } from './toonSitter';

const UPPER: XY[] = Array.from({ length: 9 }, (_, k): XY => [20 + k * 7.5, 40 - 10 * Math.sin((Math.PI * k) / 8)]);
const PEN = 4;

function inked(who: Who): Grey {
  const ink = createGrey(100, 60);
  const { set } = eyesFor(who);
  lashLine(ink, UPPER, PEN, set?.innerTaper, set?.plain);
  return ink;
}

/** The ink's sum in columns under `x1` (beyond the outer corner). */
function wing(ink: Grey, x1: number): number {
  let sum = 0;
  for (let y = 0; y < ink.height; y++) for (let x = 0; x < x1; x++) sum += ink.data[y * ink.width + x];
  return sum;
}

/** The thickest column's ink over the lid's outer third (x 20–40). */
function swell(ink: Grey): number {
  let most = 0;
  for (let x = 20; x < 40; x++) {
    let column = 0;
    for (let y = 0; y < ink.height; y++) column += ink.data[y * ink.width + x];
    most = Math.max(most, column);
  }
  return most;
}

const WOMAN: Who = { makeup: 'feminine', man: false };
const MAN: Who = { makeup: 'neutral', man: true };
const UNSURE: Who = { makeup: 'neutral', man: false };

describe("pix/elegant: a man's lid line has no wing", () => {
  it('keeps the point past the outer corner only for a face sure to be a woman’s', () => {
    // Measured beyond x 19: the woman's 3.30, the man's and the unsure face's 0.
    expect(wing(inked(WOMAN), 19)).toBeGreaterThan(2);
    expect(wing(inked(MAN), 19)).toBeLessThan(0.5);
    expect(wing(inked(UNSURE), 19)).toBeLessThan(0.5);
  });

  it('draws the man’s line thinner at the outer corner', () => {
    const woman = swell(inked(WOMAN));
    const man = swell(inked(MAN));
    // Measured: the man's 2.85, the woman's 6.23 (0.46 of it).
    expect(man, `man ${man.toFixed(2)}, woman ${woman.toFixed(2)}`).toBeLessThan(woman * 0.7);
  });
});
