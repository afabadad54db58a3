// A 3D toon's hair is strands and locks falling along it: beside the cheeks they hang down, not
// rays from one point above the face (blind readers and the lead: "strand lines fanning out
// radially from one point like a fan").
import { FACE_OVAL } from '../landmarks';
import type { XY } from '../landmarks';
import { createGrey, createRgb, type Colour, type Rgb } from '../../shared/raster';
import type { Masses } from './masses';
import { paintHair, type MassLook } from './paintMasses';

const WIDTH = 240;
const HEIGHT = 260;
const CX = 120;
const CY = 110;
/** A face oval 80 px wide and 100 px tall, with eyes 30 px apart. */
function mesh(): XY[] {
  const points: XY[] = Array.from({ length: 478 }, (): XY => [CX, CY]);
  FACE_OVAL.forEach((index, k) => {
    const a = (k / FACE_OVAL.length) * Math.PI * 2;
    points[index] = [CX + 40 * Math.sin(a), CY - 50 * Math.cos(a)];
  });
  points[33] = [CX - 15, CY - 10];
  points[263] = [CX + 15, CY - 10];
  return points;
}

const BROWN: Colour = [0.4, 0.3, 0.2];
/** A dark burgundy hair (the gallery's East Asian woman's). */
const BURGUNDY: Colour = [0.45, 0.22, 0.24];
/** The gallery's blonde's hair as the toon paints it (its luma 0.78). */
const BLONDE: Colour = [0.9, 0.76, 0.5];

/** A head of long hair: everything but the face's oval, down to the bottom. */
function masses(colour: Colour): Masses {
  const hair = createGrey(WIDTH, HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) hair.data[y * WIDTH + x] = Math.hypot((x + 0.5 - CX) / 40, (y + 0.5 - CY) / 50) > 1 ? 1 : 0;
  const none = createGrey(WIDTH, HEIGHT);
  return {
    silhouette: hair,
    face: none,
    skin: none,
    hair,
    hairColour: colour,
    hairPaint: colour,
    longHair: true,
    clothes: [],
  };
}

function painted(locks: number, colour = BROWN, sheen = 0): Rgb {
  const picture = createRgb(WIDTH, HEIGHT);
  const look: MassLook = { chroma: 1, sheen, cel: 0, locks, sculpted: true, keyFromLeft: true };
  paintHair(picture, masses(colour), mesh(), look);
  return picture;
}

/**
 * The locks' light over the plain hair's (painted with them over painted without), in the fall
 * beside either cheek (or in rows `top` to `bottom`): its 90th percentile (a lock's lit side) and its 10th (the crease).
 */
function lockLight(colour: Colour, top = CY, bottom = CY + 50): { lit: number; crease: number } {
  const drawn = painted(1, colour);
  const plain = painted(0, colour);
  const ratios: number[] = [];
  for (const [left, right] of [
    [CX - 75, CX - 50],
    [CX + 50, CX + 75],
  ])
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) {
        const p = (y * WIDTH + x) * 3;
        ratios.push(
          (drawn.data[p] + drawn.data[p + 1] + drawn.data[p + 2]) / (plain.data[p] + plain.data[p + 1] + plain.data[p + 2]),
        );
      }
  ratios.sort((a, b) => a - b);
  return { lit: ratios[Math.floor(ratios.length * 0.9)], crease: ratios[Math.floor(ratios.length * 0.1)] };
}

/**
 * How far (degrees) the marks in a box run from the vertical: the structure tensor of the grey
 * `grey` summed over the box, its dominant gradient's angle from the horizontal.
 */
function fromVertical(grey: Float32Array, left: number, top: number, right: number, bottom: number): number {
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++) {
      const gx = grey[y * WIDTH + x + 1] - grey[y * WIDTH + x - 1];
      const gy = grey[(y + 1) * WIDTH + x] - grey[(y - 1) * WIDTH + x];
      xx += gx * gx;
      xy += gx * gy;
      yy += gy * gy;
    }
  return Math.abs((0.5 * Math.atan2(2 * xy, xx - yy) * 180) / Math.PI);
}

describe('the toon’s hair', () => {
  it('hangs its strands and locks down beside the cheeks, not in rays from above the face', () => {
    // Only the locks and strands: the hair painted with them less the hair painted without.
    const drawn = painted(1);
    const plain = painted(0);
    const grey = new Float32Array(WIDTH * HEIGHT);
    for (let i = 0; i < grey.length; i++) {
      const p = i * 3;
      grey[i] = drawn.data[p] + drawn.data[p + 1] + drawn.data[p + 2] - plain.data[p] - plain.data[p + 1] - plain.data[p + 2];
    }
    // Beside either cheek, from the face's middle to its chin. (Rays from one point: 42° and 55°; falling: 0.4° and 2.4°.)
    const left = fromVertical(grey, CX - 75, CY, CX - 50, CY + 50);
    const right = fromVertical(grey, CX + 50, CY, CX + 75, CY + 50);
    expect(left).toBeLessThan(15);
    expect(right).toBeLessThan(15);
  });

  // "Helmet-like hair" to blind readers: one smooth shell with faint grooves, no locks.
  it('sculpts the hair beside the cheeks into locks with a lit side and a dark crease', () => {
    const { lit, crease } = lockLight(BROWN);
    // Faint grooves on one shell: 1.32; sculpted locks: 1.67.
    expect(lit / crease).toBeGreaterThan(1.5);
  });

  // "Harsh dark vertical streaks in blonde hair" to blind readers: the crease as deep on a blonde.
  it('sculpts light hair with a shallower crease than dark hair’s, not dark streaks', () => {
    const blonde = lockLight(BLONDE).crease;
    const brown = lockLight(BROWN).crease;
    // The crease's light on the blonde and on the brown: alike before (0.63 and 0.63 with the
    // sculpted locks at full depth on both, 0.79 and 0.79 with the faint grooves); now 0.78 and 0.63.
    expect(blonde).toBeGreaterThan(0.72);
    expect(blonde - brown).toBeGreaterThan(0.1);
  });

  // "An odd pink sheen patch" on dark burgundy hair to blind readers: white added to a red.
  it('shines on red hair in a lighter, nearly neutral tone of it, not pink', () => {
    const shone = painted(1, BURGUNDY, 0.55);
    const plain = painted(1, BURGUNDY);
    const sum = (picture: Rgb, p: number): number => picture.data[p] + picture.data[p + 1] + picture.data[p + 2];
    // The shine: the 1% of pixels the gloss lightens most.
    const order = Array.from({ length: WIDTH * HEIGHT }, (_, i) => i * 3).sort(
      (a, b) => sum(shone, b) - sum(plain, b) - (sum(shone, a) - sum(plain, a)),
    );
    const top = order.slice(0, Math.floor(order.length * 0.01));
    const mean = (picture: Rgb, c: number): number => top.reduce((total, p) => total + picture.data[p + c], 0) / top.length;
    const shine: Colour = [mean(shone, 0), mean(shone, 1), mean(shone, 2)];
    const hair: Colour = [mean(plain, 0), mean(plain, 1), mean(plain, 2)];
    const chroma = (c: Colour): number => Math.max(...c) - Math.min(...c);
    // Lifted towards white, the shine kept the hair's chroma and its blue over green (pink): 0.99
    // of the hair's chroma, blue over green 1.06; now 0.77 and 0.98, and 1.22 times the hair's light.
    expect(chroma(shine)).toBeLessThan(chroma(hair) * 0.85);
    expect(shine[2]).toBeLessThan(shine[1]);
    expect(shine[0] + shine[1] + shine[2]).toBeGreaterThan((hair[0] + hair[1] + hair[2]) * 1.2);
  });

  // "A bright streak and a dark smear at the bottom of the hair" to blind readers: a lock's lit side
  // and crease carried down to the hair's lower edge over the shoulders.
  it('ends the locks below the chin, with no lit side or crease at the hair’s lower edge', () => {
    // From 1.2 to 1.5 face heights under the face's middle, over the shoulders.
    const { lit, crease } = lockLight(BROWN, CY + 120, CY + 150);
    // Lit side over crease there: 1.70 with the locks carried down (as beside the cheeks); now 1.03.
    expect(lit / crease).toBeLessThan(1.1);
  });
});
