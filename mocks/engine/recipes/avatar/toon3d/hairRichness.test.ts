// The 3D toons paint the hair a rich colour of its own (./hairAlbedo.ts): as read off the photo
// it was a washed-out grey-brown on every head ("grey-brown hair" on a honey blonde and a
// dark-haired man alike). Measured on the colour rules and in what pix/pixar draws for the tuned
// woman (the masses recorded from inside its render), against the colour it read.
import { vi } from 'vitest';
import type * as PaintMasses from './paintMasses';
import { alignedPerson } from '../../../testing/people';
import { colourToLab, labColour } from '../../shared/colour';
import { createRandom } from '../../shared/random';
import type { Colour, Rgb } from '../../shared/raster';
import { pixar } from '../pix/pixar';
import { richHair } from './hairAlbedo';
import type { Masses } from './masses';

const drawn = vi.hoisted(() => ({ calls: [] as { masses: Masses }[] }));
vi.mock('./paintMasses', async (importOriginal) => {
  const real = await importOriginal<typeof PaintMasses>();
  return {
    ...real,
    paintHair: (...args: Parameters<typeof real.paintHair>): void => {
      drawn.calls.push({ masses: args[1] });
      real.paintHair(...args);
    },
  };
});

const SLOW = 600_000;
const RICH = { gain: 1.9, most: 34 };

function lch(colour: Colour): { l: number; c: number; h: number } {
  const [l, a, b] = colourToLab(colour);
  return { l, c: Math.hypot(a, b), h: (Math.atan2(b, a) * 180) / Math.PI };
}

/** A colour of Lab lightness `l`, chroma `c` and hue `h` (degrees). */
function ofLch(l: number, c: number, h: number): Colour {
  const angle = (h * Math.PI) / 180;
  return labColour(l, c * Math.cos(angle), c * Math.sin(angle));
}

describe("the 3D toons' rich hair colour", () => {
  it('makes a greyish brown a rich one, its lightness and hue kept', () => {
    const read = lch(ofLch(45, 12, 62));
    const rich = lch(richHair(ofLch(45, 12, 62), RICH));
    expect(rich.c).toBeGreaterThan(read.c * 1.7);
    expect(Math.abs(rich.l - read.l)).toBeLessThan(1.5);
    expect(Math.abs(rich.h - read.h)).toBeLessThan(3);
  });

  it('caps the chroma and never takes any from a hair already rich', () => {
    expect(lch(richHair(ofLch(55, 30, 70), RICH)).c).toBeLessThan(35);
    expect(lch(richHair(ofLch(40, 40, 45), RICH)).c).toBeGreaterThan(39);
  });

  it('keeps a dark brown dark, little richer than read', () => {
    // The receding man's hair as read (L 27, chroma 15): made a chestnut's 28, a reader saw
    // "reddish-brown hair, wrong for the dark-haired man"; a brunette's near-black (L 15) too.
    expect(lch(richHair(ofLch(27, 15, 45), RICH)).c).toBeLessThan(21);
    expect(lch(richHair(ofLch(15, 5, 18), RICH)).c).toBeLessThan(6.5);
    // A light brown and a red as rich as before.
    expect(lch(richHair(ofLch(36, 12, 60), RICH)).c).toBeGreaterThan(22);
    expect(lch(richHair(ofLch(34, 26, 24), RICH)).c).toBeGreaterThan(33);
  });

  it('keeps grey and white hair grey', () => {
    for (const l of [55, 70, 85]) expect(lch(richHair(ofLch(l, 3, 80), RICH)).c).toBeLessThan(3.5);
  });

  it('takes a cool tint out of dark hair instead of painting it navy', () => {
    // Made rich, a dark grey read a little blue (the room's light on its sheen) was painted navy.
    const read = ofLch(22, 8, 250);
    expect(lch(richHair(read, RICH)).c).toBeLessThan(lch(read).c * 0.5);
  });

  it(
    "paints the tuned woman's hair richer than it read (pix/pixar)",
    async () => {
      drawn.calls.length = 0;
      const woman = await alignedPerson('woman', pixar);
      const result: Rgb = await pixar.make(woman, createRandom(1));
      const { masses } = drawn.calls[0];
      const chromas: number[] = [];
      for (let i = 0, p = 0; i < masses.hair.data.length; i++, p += 3)
        if (masses.hair.data[i] > 0.95) chromas.push(lch([result.data[p], result.data[p + 1], result.data[p + 2]]).c);
      expect(chromas.length).toBeGreaterThan(1000);
      const median = chromas.sort((a, b) => a - b)[chromas.length >> 1];
      // As read, 12 and drawn as read, about 12: a grey-brown. Made rich, a chestnut's 20 and over.
      const read = lch(masses.hairPaint ?? [0, 0, 0]).c;
      expect(read).toBeLessThan(16);
      expect(median).toBeGreaterThan(20);
    },
    SLOW,
  );
});
