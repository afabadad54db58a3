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

/** The photo's edge (signed distance, in pixels) at row `bottom`. */
function photoEndingAt(bottom: number): Grey {
  const beyond = createGrey(SIZE, SIZE);
  for (let i = 0; i < beyond.data.length; i++) beyond.data[i] = Math.floor(i / SIZE) + 0.5 - bottom;
  return beyond;
}

/** The lowest row with hair over half in the lock's middle column. */
function hairEnd(masks: Grey[]): number {
  let end = -1;
  for (let y = 0; y < SIZE; y++) if (masks[HAIR].data[y * SIZE + 62] > 0.5) end = y;
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
});
