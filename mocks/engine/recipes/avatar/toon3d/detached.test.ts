// A drawn character is one shape: a sliver of the outline left apart from the figure (a stray
// dark line beside the neck) goes, and the figure itself is untouched.
import { createGrey, type Grey } from '../../shared/raster';
import { dropDetached, dropHairApart } from './detached';
import type { Masses } from './masses';

const SIZE = 120;

function shape(inside: (x: number, y: number) => boolean): Grey {
  const grey = createGrey(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) grey.data[y * SIZE + x] = inside(x + 0.5, y + 0.5) ? 1 : 0;
  return grey;
}

const head = (x: number, y: number): boolean => Math.hypot(x - 60, y - 50) <= 30;
// A thin diagonal sliver, 2 px wide, beside where a neck would be.
const sliver = (x: number, y: number): boolean => x > 12 && x < 30 && Math.abs(y - 80 - (x - 12)) <= 1;

/** The sum of `grey` over the pixels whose centres lie in `region`. */
function sumOver(grey: Grey, region: (x: number, y: number) => boolean): number {
  let sum = 0;
  for (let i = 0; i < grey.data.length; i++) if (region((i % SIZE) + 0.5, Math.floor(i / SIZE) + 0.5)) sum += grey.data[i];
  return sum;
}

/** How many pixels whose centres lie in `region` differ from `before`. */
function changedOver(grey: Grey, before: Float32Array, region: (x: number, y: number) => boolean): number {
  let changed = 0;
  for (let i = 0; i < grey.data.length; i++)
    if (region((i % SIZE) + 0.5, Math.floor(i / SIZE) + 0.5) && grey.data[i] !== before[i]) changed++;
  return changed;
}

describe('the toon figure as one shape', () => {
  it('clears parts of the outline apart from the face and keeps the rest as it was', () => {
    const silhouette = shape((x, y) => head(x, y) || sliver(x, y));
    // The antialiased rim of the sliver: a half-covered pixel beside it.
    silhouette.data[80 * SIZE + 11] = 0.4;
    // The head's own antialiased rim: the pixels just outside its disc, half covered. They are
    // under half (no part of the figure themselves) but border the head: they stay.
    let rim = 0;
    for (let i = 0; i < silhouette.data.length; i++) {
      const distance = Math.hypot((i % SIZE) + 0.5 - 60, Math.floor(i / SIZE) + 0.5 - 50);
      if (distance > 30 && distance <= 31) {
        silhouette.data[i] = 0.45;
        rim++;
      }
    }
    expect(rim).toBeGreaterThan(100);
    const before = silhouette.data.slice();
    dropDetached(
      silhouette,
      shape((x, y) => Math.hypot(x - 60, y - 50) <= 20),
    );
    const lowerLeft = (x: number, y: number): boolean => x < 32 && y > 70;
    expect(sumOver(silhouette, lowerLeft)).toBe(0);
    expect(changedOver(silhouette, before, (x, y) => !lowerLeft(x, y))).toBe(0);
  });
});

/** A figure of long hair over a top (brown hair, a dark blue top), no face. */
function longHairOver(silhouette: Grey, hair: Grey, top: Grey): Masses {
  const none = createGrey(SIZE, SIZE);
  return {
    silhouette,
    face: none,
    skin: none,
    hair,
    hairColour: [0.3, 0.2, 0.1],
    hairPaint: [0.3, 0.2, 0.1],
    longHair: true,
    clothes: [{ mask: top, colour: [0.2, 0.2, 0.3] }],
  };
}

describe('the toon’s hair as one mass', () => {
  it('gives hair below the chin apart from the head’s to the clothes, and keeps the hair that falls from the head', () => {
    const chin = 60;
    // The head's hair reaching down the left to row 90; a block of hair on the right shoulder (rows 95–120) apart from it.
    const headHair = (x: number, y: number): boolean =>
      (Math.hypot(x - 60, y - 40) <= 30 && y < 40) || (x > 25 && x < 40 && y < 90 && y > 30);
    const block = (x: number, y: number): boolean => x > 80 && x < 110 && y > 95;
    const hair = shape((x, y) => headHair(x, y) || block(x, y));
    const top = shape((x, y) => y > 95 && !headHair(x, y) && !block(x, y));
    const silhouette = shape((x, y) => headHair(x, y) || y > 95);
    const masses = longHairOver(silhouette, hair, top);
    const before = hair.data.slice();
    dropHairApart(masses, chin);
    expect(sumOver(hair, block)).toBe(0);
    // Every pixel of the block (30 × 25) is the top's now.
    expect(sumOver(top, block)).toBe(30 * 25);
    expect(changedOver(hair, before, (x, y) => headHair(x, y) && !block(x, y))).toBe(0);
  });
});

describe('the toon’s clothes as one mass', () => {
  it('gives a patch of the top’s colour in the hair above the chin to the hair, and keeps the top', () => {
    const chin = 60;
    const patch = (x: number, y: number): boolean => x > 30 && x < 40 && y > 40 && y < 46;
    const body = (x: number, y: number): boolean => y > 80;
    const hair = shape((x, y) => y < 70 && x > 20 && x < 50 && !patch(x, y));
    const top = shape((x, y) => patch(x, y) || body(x, y));
    const silhouette = shape((x, y) => (y < 70 && x > 20 && x < 50) || body(x, y));
    const masses = longHairOver(silhouette, hair, top);
    const before = top.data.slice();
    dropHairApart(masses, chin);
    // The patch (10 × 6) is the hair's now; before, the top's (a dark lens in the hair).
    expect(sumOver(top, patch)).toBe(0);
    expect(sumOver(hair, patch)).toBe(10 * 6);
    expect(changedOver(top, before, body)).toBe(0);
  });
});
