// The 3D toons' hair keeps the person's hair colour (pix/pixar, pix/disney). Blind readers saw the
// older man's black hair painted a grey-green cap: the person's matte loses his dark hair before
// the pale wall, and the matte's band round his head, read for the hair's colour, was the wall.
// Measured in what each style draws (the masses recorded from inside its render) against the
// photo's own hair just above his forehead; and the rules that choose the painted colour, on a
// synthetic head and on colours.
import { vi } from 'vitest';
import type * as PaintMasses from './paintMasses';
import { alignedPerson } from '../../../testing/people';
import { colourToLab } from '../../shared/colour';
import { createRandom } from '../../shared/random';
import { createGrey, createRgb, type Colour, type Grey, type Rgb } from '../../shared/raster';
import type { Portrait } from '../align';
import { faceFrame, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { disney } from '../pix/disney';
import { pixar } from '../pix/pixar';
import { foreheadRaised } from './features';
import { drawnMasses, paintedHairColour, type Masses } from './masses';

// The masses and the reshaped mesh each render paints its hair with.
const drawn = vi.hoisted(() => {
  const calls: { masses: Masses; face: XY[] }[] = [];
  return { calls };
});
vi.mock('./paintMasses', async (importOriginal) => {
  const real = await importOriginal<typeof PaintMasses>();
  return {
    ...real,
    paintHair: (...args: Parameters<typeof real.paintHair>): void => {
      drawn.calls.push({ masses: args[1], face: [...args[2]] });
      real.paintHair(...args);
    },
  };
});

const SLOW = 600_000;
let olderMan: Portrait;
const made: { result: Rgb; masses: Masses; face: XY[] }[] = [];

beforeAll(async () => {
  olderMan = await alignedPerson('older-man', pixar);
  for (const make of [pixar.make, disney.make]) {
    drawn.calls.length = 0;
    const result = await make(olderMan, createRandom(1));
    const { masses, face } = drawn.calls[0];
    made.push({ result, masses, face });
  }
}, SLOW);

function labOf(picture: Rgb, p: number): number[] {
  return colourToLab([picture.data[p], picture.data[p + 1], picture.data[p + 2]]);
}

/** The median of each Lab channel over the pixels `at` (offsets into the picture's data). */
function medianLab(picture: Rgb, at: readonly number[]): number[] {
  const labs = at.map((p) => labOf(picture, p));
  return [0, 1, 2].map((c) => labs.map((lab) => lab[c]).sort((a, b) => a - b)[labs.length >> 1]);
}

/** The photo's hair just above his forehead: a disc over it in the aligned photo (kept inside the picture). */
function photographedHair({ picture, mesh }: Portrait): number[] {
  const { faceHeight } = faceFrame(mesh);
  const [cx, cy] = [mesh[10][0], mesh[10][1] - 0.12 * faceHeight];
  const radius = 0.04 * faceHeight;
  const at: number[] = [];
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(picture.height - 1, cy + radius); y++)
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(picture.width - 1, cx + radius); x++)
      if (Math.hypot(x - cx, y - cy) <= radius) at.push((y * picture.width + x) * 3);
  return medianLab(picture, at);
}

/** The hair as the style drew it: the result's median colour where the hair mass is whole. */
function paintedHair(result: Rgb, masses: Masses): number[] {
  const at: number[] = [];
  for (let i = 0; i < masses.hair.data.length; i++) if (masses.hair.data[i] > 0.95) at.push(i * 3);
  return medianLab(result, at);
}

const WALL: Colour = [0.85, 0.82, 0.78];
const SKIN: Colour = [0.85, 0.62, 0.5];
const BLACK: Colour = [0.06, 0.05, 0.05];

/**
 * A head on `face`'s mesh before a wall: skin inside the raised forehead's outline, `hair` in a
 * thin ring round it (to 1.12 of it), the wall beyond; the person's matte takes in the wall round
 * the head out to 1.5 of the outline, as a matte that lost the hair does.
 */
function syntheticHead(face: readonly XY[], size: number, wall: Colour, hair: Colour): { soft: Rgb; person: Grey } {
  const inner = fillPolygon(foreheadRaised(face), size, size);
  const ring = fillPolygon(scaled(foreheadRaised(face), 1.12), size, size);
  const matte = fillPolygon(scaled(foreheadRaised(face), 1.5), size, size);
  const soft = createRgb(size, size);
  const person = createGrey(size, size);
  for (let i = 0; i < size * size; i++) {
    const colour = inner.data[i] > 0.5 ? SKIN : ring.data[i] > 0.5 ? hair : wall;
    soft.data.set(colour, i * 3);
    person.data[i] = matte.data[i] > 0.5 ? 1 : 0;
  }
  return { soft, person };
}

const lab = (colour: Colour): number[] => colourToLab(colour);
const apart = (a: readonly number[], b: readonly number[]): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

describe("the 3D toons' hair colour", () => {
  it("paints the older man's black hair near the photo's, not the wall's grey (pixar and disney)", () => {
    const photo = photographedHair(olderMan);
    // The photo's hair about L 21; painted from the wall it was L 46, a -3, b 8.
    expect(photo[0]).toBeLessThan(30);
    // Painted (the colour chosen) and as drawn (its median over the whole hair mass, sheen and
    // shading in): pixar 11.7 and 20.4, disney 13.2 and 17.1 Lab units from the photo's hair.
    for (const { result, masses } of made) {
      expect(apart(photo, lab(masses.hairPaint ?? WALL))).toBeLessThan(15);
      expect(apart(photo, paintedHair(result, masses))).toBeLessThan(25);
    }
  });

  it('reads the hair over the forehead when the band round the head is the room, even with a thin ring of hair kept', () => {
    const { face, result } = made[0];
    const { soft, person } = syntheticHead(face, result.width, WALL, BLACK);
    const masses = drawnMasses(soft, person, face, SKIN, true);
    // The band is the wall (its median); the hair is painted black, not the wall's grey (L 84 on
    // main: the ring of hair kept made the lit colour read, and a man's short hair took the band).
    expect(apart(lab(masses.hairColour ?? BLACK), lab(WALL))).toBeLessThan(5);
    expect(lab(masses.hairPaint ?? WALL)[0]).toBeLessThan(15);
  });

  it('keeps a black band before a dark room: there the room is as dark as the hair', () => {
    const { face, result } = made[0];
    const room: Colour = [0.09, 0.08, 0.08];
    const { soft, person } = syntheticHead(face, result.width, room, BLACK);
    const masses = drawnMasses(soft, person, face, SKIN, true);
    expect(masses.hairPaint).toEqual(masses.hairColour);
  });

  it("paints long hair in its lit colour only when it is a lift of the band's, and never black hair", () => {
    const brown: Colour = [0.4, 0.3, 0.22];
    const blonde: Colour = [0.7, 0.57, 0.38];
    const none = (): Colour | null => null;
    // A long-haired light woman: lighter than her band's shadows (L 35 → 62, 1.8×).
    expect(paintedHairColour(brown, blonde, true, none, false)).toEqual(blonde);
    // Short hair keeps the band: its lit part is the scalp or the room through it.
    expect(paintedHairColour(brown, blonde, false, none, false)).toEqual(brown);
    // Black long hair stays the band (L 4, read L 35): its lit part is the skin and the room blurred in.
    expect(paintedHairColour(BLACK, brown, true, none, false)).toEqual(BLACK);
    // A read far lighter than the band (the crop's smeared edge over brown hair, L 35 → 88, 2.5×) is refused.
    expect(paintedHairColour(brown, [0.95, 0.85, 0.7], true, none, false)).toEqual(brown);
    // So is a read far lighter by Lab L though about twice the band: the brown-skinned woman's
    // brown hair (band L 42) read a blonde's L 81 at seed 2 (1.93×, +39), the pair here. Eased
    // over ±7 L about 35 it was painted 13% of the way to the blonde (0.07 from her band).
    const brunette: Colour = [0.48, 0.37, 0.28];
    expect(apart(paintedHairColour(brunette, [0.885, 0.775, 0.61], true, none, false), brunette)).toBeLessThan(0.01);
    // And the lightest lit read the gallery accepts (+28 over the band, 1.66×) is painted whole.
    const lit28: Colour = [0.76, 0.66, 0.51];
    expect(colourToLab(lit28)[0] - colourToLab(brunette)[0]).toBeCloseTo(28, 0);
    expect(paintedHairColour(brunette, lit28, true, none, false)).toEqual(lit28);
  });

  it('eases the paint across the black-hair and lift limits: no cliff between two bands a shade apart', () => {
    const none = (): Colour | null => null;
    const grey = (v: number): Colour => [v, v, v];
    /** The largest step (RGB) in the paint between neighbouring values of a sweep. */
    const largestStep = (paint: (v: number) => Colour, from: number, to: number): number => {
      let largest = 0;
      for (let v = from; v + 0.001 <= to; v += 0.001) largest = Math.max(largest, apart(paint(v), paint(v + 0.001)));
      return largest;
    };
    // The band darkening through black hair's limit (L 19 to 4), its lit read a lift of it (L 24).
    const throughBlack = largestStep((v) => paintedHairColour(grey(v), grey(0.22), true, none, false), 0.06, 0.18);
    // The lit read lightening through the lift's limit (L 48 to 87) over a band at L 36.
    const throughLift = largestStep((v) => paintedHairColour(grey(0.33), grey(v), true, none, false), 0.45, 0.85);
    // A band that is the room, darkening through black hair's limit, the hair over the forehead black.
    const throughRoom = largestStep((v) => paintedHairColour(grey(v), grey(0.22), false, () => BLACK, true), 0.06, 0.18);
    // Switched at each limit the paint jumped 0.14, 0.62 and 0.15 in one step; eased, 0.008, 0.011
    // and 0.008 (the lift's: the rise's ease narrowed to ±4.5 L, inside the gallery's +28 … +39
    // gap, where it meets LIT_LIFT's; 0.007 over ±7).
    expect(throughBlack).toBeLessThan(0.01);
    expect(throughLift).toBeLessThan(0.015);
    expect(throughRoom).toBeLessThan(0.01);
  });
});
