// Below the eyes a 3D toon's figure is one rounded shape: a notch where the neck meets the
// shoulders is filled, a hole in the hair is hair, and the face's oval stays as it was. A gap
// beside the neck under the jaw is hair above the chin's row and below it alike.
import { FACE_OVAL, type XY } from '../landmarks';
import { createGrey, type Grey } from '../../shared/raster';
import type { Masses } from './masses';
import { roundOutline } from './roundOutline';

const SIZE = 200;
const CX = 100;

function plane(inside: (x: number, y: number) => boolean): Grey {
  const grey = createGrey(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) grey.data[y * SIZE + x] = inside(x + 0.5, y + 0.5) ? 1 : 0;
  return grey;
}

/** A face oval 60 px wide and 80 tall round (100, 70), eyes 40 px apart at row 60. */
function mesh(): XY[] {
  const points: XY[] = Array.from({ length: 478 }, (): XY => [CX, 70]);
  FACE_OVAL.forEach((index, k) => {
    const a = (k / FACE_OVAL.length) * Math.PI * 2;
    points[index] = [CX + 30 * Math.sin(a), 70 - 40 * Math.cos(a)];
  });
  points[33] = [CX - 20, 60];
  points[263] = [CX + 20, 60];
  return points;
}

const inFace = (x: number, y: number): boolean => Math.hypot((x - CX) / 30, (y - 70) / 40) <= 1;
// Long hair beside the face, down to row 150, with a hole 6 px across in it at (55, 120).
const hairAt = (x: number, y: number): boolean =>
  !inFace(x, y) &&
  Math.abs(x - CX) < 55 &&
  y > 20 &&
  y < 150 &&
  Math.hypot(x - 55, y - 120) > 3 &&
  (y < 110 || Math.abs(x - CX) > 20);
// The neck's column under the face, and shoulders from row 150, with a notch 8 px deep and 3 tall at row 160 on its right side.
const neckAt = (x: number, y: number): boolean => y > 110 && Math.abs(x - CX) <= 20;
const notch = (x: number, y: number): boolean => y > 160 && y < 163 && x > 172;
const shouldersAt = (x: number, y: number): boolean => y > 150 && Math.abs(x - CX) < 80 && !notch(x, y) && !neckAt(x, y);

/** A long-haired figure's masses, its hair one brown: what roundOutline reads besides the planes. */
function longHairedMasses(planes: Pick<Masses, 'silhouette' | 'face' | 'skin' | 'hair'>, clothes: Masses['clothes']): Masses {
  return { ...planes, hairColour: [0.3, 0.2, 0.1], hairPaint: [0.3, 0.2, 0.1], longHair: true, clothes };
}

describe('the toon figure’s rounded outline', () => {
  it('fills a notch and a hole in the hair, and leaves the face as it was', () => {
    const face = plane(inFace);
    const skin = plane((x, y) => inFace(x, y) || (neckAt(x, y) && !inFace(x, y)));
    const hair = plane(hairAt);
    const top = plane(shouldersAt);
    const silhouette = plane((x, y) => inFace(x, y) || hairAt(x, y) || neckAt(x, y) || shouldersAt(x, y));
    const masses = longHairedMasses({ silhouette, face, skin, hair }, [{ mask: top, colour: [0.2, 0.2, 0.3] }]);
    const faceBefore = skin.data.filter((_, i) => face.data[i] > 0.5);
    roundOutline(masses, mesh());
    const at = (g: Grey, x: number, y: number): number => g.data[Math.floor(y) * SIZE + Math.floor(x)];
    // The hole: the figure, and hair. (Before: the backdrop, 0.)
    expect(at(silhouette, 55, 120)).toBeGreaterThan(0.95);
    expect(at(hair, 55, 120)).toBeGreaterThan(0.95);
    // The notch: the figure, and the top.
    expect(at(silhouette, 176, 161)).toBeGreaterThan(0.9);
    expect(at(top, 176, 161)).toBeGreaterThan(0.9);
    // The face's skin exactly as it was.
    expect(skin.data.filter((_, i) => face.data[i] > 0.5)).toEqual(faceBefore);
    // Each pixel's masses add up to its share of the figure (within 0.03 here).
    let worst = 0;
    for (let i = 0; i < SIZE * SIZE; i++)
      worst = Math.max(worst, Math.abs(skin.data[i] + hair.data[i] + top.data[i] - silhouette.data[i]));
    expect(worst).toBeLessThan(0.05);
  });

  it('fills a gap beside the neck under the jaw with hair on both sides of the chin, never skin', () => {
    // The neck's column (./neckline.ts: 0.3 face widths each side of the middle, 18 px) from under
    // the jaw's corners (row 90), and long hair beside it with a gap 12 px wide between them from
    // row 95 to 125, across the chin's row (110): the brunette's right jaw, where the gap was hair
    // above the chin and skin below it, a square of hair with a level edge over the neck.
    const neck = (x: number, y: number): boolean => !inFace(x, y) && y > 90 && Math.abs(x - CX) <= 18;
    const gap = (x: number, y: number): boolean => !inFace(x, y) && x > CX + 18 && x < CX + 30 && y > 95 && y < 125;
    const hairBeside = (x: number, y: number): boolean =>
      !inFace(x, y) && !neck(x, y) && !gap(x, y) && Math.abs(x - CX) < 55 && y > 20 && y < 150;
    const face = plane(inFace);
    const skin = plane((x, y) => inFace(x, y) || neck(x, y));
    const hair = plane(hairBeside);
    const silhouette = plane((x, y) => inFace(x, y) || neck(x, y) || hairBeside(x, y));
    const masses = longHairedMasses({ silhouette, face, skin, hair }, []);
    roundOutline(masses, mesh());
    // Skin the gap's pixels gained, above the chin and below it (before: 52 px below it).
    const gained = (from: number, to: number): number => {
      let sum = 0;
      for (let y = from; y < to; y++)
        for (let x = CX + 19; x < CX + 30; x++) if (gap(x + 0.5, y + 0.5)) sum += skin.data[y * SIZE + x];
      return sum;
    };
    expect(gained(96, 110)).toBeLessThan(1);
    expect(gained(110, 125)).toBeLessThan(1);
    // And the gap is the figure, hair, at its middle under the chin.
    expect(silhouette.data[118 * SIZE + CX + 24]).toBeGreaterThan(0.95);
    expect(hair.data[118 * SIZE + CX + 24]).toBeGreaterThan(0.95);
  });

  it('never grows the clothes above the chin’s row', () => {
    // A short-haired figure: the neck's column from under the jaw's corners, shoulders from row 135,
    // and a collar rising beside the neck to row 104 with a gap between it and the jaw. Rounded, the
    // gap above the chin's row (110) was the collar's: a thin sliver of the top's colour climbing
    // beside the jaw, "a dark line along the jaw" to blind readers (25 px of it here on main).
    const neck = (x: number, y: number): boolean => !inFace(x, y) && y > 90 && Math.abs(x - CX) <= 18;
    const collar = (x: number, y: number): boolean => !neck(x, y) && x > CX + 20 && x < CX + 30 && y > 104;
    const shoulders = (x: number, y: number): boolean => !neck(x, y) && y > 135 && Math.abs(x - CX) < 80;
    const face = plane(inFace);
    const skin = plane((x, y) => inFace(x, y) || neck(x, y));
    const hair = plane(() => false);
    const top = plane((x, y) => collar(x, y) || shoulders(x, y));
    const topBefore = top.data.slice();
    const silhouette = plane((x, y) => inFace(x, y) || neck(x, y) || collar(x, y) || shoulders(x, y));
    const masses: Masses = {
      silhouette,
      face,
      skin,
      hair,
      hairColour: null,
      hairPaint: null,
      longHair: false,
      clothes: [{ mask: top, colour: [0.1, 0.12, 0.2] }],
    };
    roundOutline(masses, mesh());
    let gained = 0;
    for (let y = 0; y < 110; y++)
      for (let x = 0; x < SIZE; x++) gained += Math.max(0, top.data[y * SIZE + x] - topBefore[y * SIZE + x]);
    expect(gained).toBeLessThan(0.5);
    // Below the chin's row the outline is still rounded by the clothes (the collar's corner filled).
    let below = 0;
    for (let y = 110; y < SIZE; y++)
      for (let x = 0; x < SIZE; x++) below += Math.max(0, top.data[y * SIZE + x] - topBefore[y * SIZE + x]);
    expect(below).toBeGreaterThan(1);
  });
});
