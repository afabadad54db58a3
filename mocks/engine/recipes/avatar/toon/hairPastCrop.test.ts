// Long hair cut by the photo's bottom edge drawn on to the shoulders (./hairPastCrop.ts), on drawn
// masks: a lock that runs down to the photo's edge falls on; hair that ends above it, or a photo
// that shows all of it, is left as it is.
import { createGrey, type Grey } from '../../shared/raster';
import { FACE_OVAL, type XY } from '../landmarks';
import { FALL, hairPastCrop } from './hairPastCrop';
import { BACKGROUND, CLOTHES, HAIR, SKIN } from './parts';

const SIZE = 200;
/** A face 60 wide and 80 high, its chin at row 130, its mouth at row 112. */
const CHIN = 130;
const FACE_HEIGHT = 80;

function meshOf(): XY[] {
  const mesh: XY[] = Array.from({ length: 478 }, () => [100, 90] as XY);
  FACE_OVAL.forEach((index, k) => {
    const angle = (k / FACE_OVAL.length) * 2 * Math.PI;
    mesh[index] = [100 + 30 * Math.sin(angle), 90 - 40 * Math.cos(angle)];
  });
  mesh[61] = [88, 112];
  mesh[291] = [112, 112];
  return mesh;
}

/** Ground everywhere, with a lock of hair in columns 55–70 from row 40 down to `lockEnd`. */
function masksWithLock(lockEnd: number): Grey[] {
  const masks = [SKIN, HAIR, CLOTHES, BACKGROUND].map(() => createGrey(SIZE, SIZE));
  for (let i = 0; i < SIZE * SIZE; i++) {
    const x = i % SIZE;
    const y = Math.floor(i / SIZE);
    const lock = x >= 55 && x < 70 && y >= 40 && y < lockEnd;
    (lock ? masks[HAIR] : masks[BACKGROUND]).data[i] = 1;
  }
  return masks;
}

/**
 * Ground everywhere, with a lock of hair from row 80 down to row 140 that leans outwards: its
 * columns from 60 - 0.3 (y - 80) to 72 - 0.3 (y - 80), 42 to 54 at the photo's edge.
 */
function masksWithLeaningLock(): Grey[] {
  const masks = [SKIN, HAIR, CLOTHES, BACKGROUND].map(() => createGrey(SIZE, SIZE));
  for (let i = 0; i < SIZE * SIZE; i++) {
    const x = i % SIZE;
    const y = Math.floor(i / SIZE);
    const shift = 0.3 * (y - 80);
    const lock = y >= 80 && y < 140 && x >= 60 - shift && x < 72 - shift;
    (lock ? masks[HAIR] : masks[BACKGROUND]).data[i] = 1;
  }
  return masks;
}

/** Skin, and nothing else, over columns [left, right) and rows [top, bottom). */
function skinOver(masks: Grey[], left: number, top: number, right: number, bottom: number): void {
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      for (const plane of masks) plane.data[y * SIZE + x] = 0;
      masks[SKIN].data[y * SIZE + x] = 1;
    }
  }
}

/** The first and last column with hair over half in row `y` left of the face (columns under 90), or undefined. */
function hairRun(masks: Grey[], y: number): [number, number] | undefined {
  let first = -1;
  let last = -1;
  for (let x = 0; x < 90; x++) {
    if (masks[HAIR].data[y * SIZE + x] <= 0.5) continue;
    if (first < 0) first = x;
    last = x;
  }
  return first < 0 ? undefined : [first, last];
}

/** The photo's edge (signed distance, in pixels) at row `bottom`. */
function photoEndingAt(bottom: number): Grey {
  const beyond = createGrey(SIZE, SIZE);
  for (let i = 0; i < beyond.data.length; i++) beyond.data[i] = Math.floor(i / SIZE) + 0.5 - bottom;
  return beyond;
}

/** The lowest row with hair over half in the lock's columns (it ends in points, ./lockShape.ts). */
function hairEnd(masks: Grey[]): number {
  let end = -1;
  for (let y = 0; y < SIZE; y++) for (let x = 50; x < 75; x++) if (masks[HAIR].data[y * SIZE + x] > 0.5) end = y;
  return end;
}

describe('hairPastCrop', () => {
  it('lets a lock cut by the photo’s bottom edge fall on to the shoulders', () => {
    const masks = masksWithLock(140);
    hairPastCrop(masks, createGrey(SIZE, SIZE), photoEndingAt(140), meshOf());
    expect(hairEnd(masks)).toBeGreaterThan(CHIN + FACE_HEIGHT * FALL - 3);
  });

  it('leaves hair that ends inside the photo, well above its edge', () => {
    const masks = masksWithLock(110);
    hairPastCrop(masks, createGrey(SIZE, SIZE), photoEndingAt(180), meshOf());
    expect(hairEnd(masks)).toBe(109);
  });

  it('leaves the hair when the photo reaches the square’s bottom', () => {
    const masks = masksWithLock(140);
    const beyond = createGrey(SIZE, SIZE);
    beyond.data.fill(-50);
    hairPastCrop(masks, createGrey(SIZE, SIZE), beyond, meshOf());
    expect(hairEnd(masks)).toBe(139);
  });

  it('carries a leaning lock’s sides on under the cut and narrows it to its end', () => {
    const masks = masksWithLeaningLock();
    hairPastCrop(masks, createGrey(SIZE, SIZE), photoEndingAt(140), meshOf());
    const atCut = hairRun(masks, 142);
    const lower = hairRun(masks, 178);
    const nearEnd = hairRun(masks, 186);
    if (!atCut || !lower || !nearEnd) throw new Error('the lock does not reach its end');
    // Its outer side goes on leaning out (on main: straight down, 0 columns).
    expect(atCut[0] - lower[0]).toBeGreaterThanOrEqual(6);
    // And the lock narrows as it falls (on main: as wide near its end as at the cut).
    expect(nearEnd[1] - nearEnd[0]).toBeLessThan(0.8 * (atCut[1] - atCut[0]));
  });

  it('turns skin cut off from the face under the mouth into hair, and keeps the neck', () => {
    // The face and neck, one patch from row 60 to the photo's edge; a speck of neck inside the lock.
    const masks = masksWithLock(140);
    skinOver(masks, 80, 60, 120, 140);
    skinOver(masks, 60, 120, 64, 126);
    hairPastCrop(masks, createGrey(SIZE, SIZE), photoEndingAt(140), meshOf());
    // On main the speck stayed skin: a floating skin triangle in the blonde's lock.
    expect(masks[HAIR].data[122 * SIZE + 61]).toBeGreaterThan(0.5);
    expect(masks[SKIN].data[122 * SIZE + 61]).toBe(0);
    expect(masks[SKIN].data[130 * SIZE + 100]).toBe(1);
  });

  it('keeps a bare shoulder the lock parts from the neck as skin', () => {
    // The face and neck as above; a bare shoulder beyond the lock (columns 5–54, rows 120 down),
    // which the lock falling on cuts off from the neck.
    const masks = masksWithLock(140);
    skinOver(masks, 80, 60, 120, 140);
    skinOver(masks, 5, 120, 55, 140);
    hairPastCrop(masks, createGrey(SIZE, SIZE), photoEndingAt(140), meshOf());
    // Its far side, away from the lock, stays skin (without the rule it became hair: a hair blob
    // over the shoulder), and so does the neck.
    expect(masks[SKIN].data[130 * SIZE + 15]).toBe(1);
    expect(masks[HAIR].data[130 * SIZE + 15]).toBe(0);
    expect(masks[SKIN].data[130 * SIZE + 100]).toBe(1);
  });
});
