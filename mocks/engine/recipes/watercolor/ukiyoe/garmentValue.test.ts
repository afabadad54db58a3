// The clothes' value read from the photo (ukiyoe/garmentValue.ts), on made-up cloth.
import { createRgb } from '../../shared/raster';
import { garmentValue } from './garmentValue';

const SIZE = 200;

/** A grey cloth (0–1) over the whole picture, striped 3 px on, 3 px off by `contrast` when given. */
function cloth(grey: number, contrast = 0) {
  const picture = createRgb(SIZE, SIZE);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const stripe = (i % SIZE) % 6 < 3 ? contrast / 2 : -contrast / 2;
    picture.data.fill(grey + stripe, i * 3, i * 3 + 3);
  }
  return picture;
}

const all = new Uint8Array(SIZE * SIZE).fill(1);

it('reads a plain cloth as unpatterned and a striped one as patterned', () => {
  const plain = cloth(0.5);
  const striped = cloth(0.5, 0.3);
  const none = new Uint8Array(SIZE * SIZE);
  expect(garmentValue(plain, plain, { clothed: all, dark: none, pale: none }).patterned).toBe(false);
  expect(garmentValue(striped, plain, { clothed: all, dark: none, pale: none }).patterned).toBe(true);
});

it('reads a dark grey cloth as black and a pale grey one as white', () => {
  const black = cloth(0.08);
  const none = new Uint8Array(SIZE * SIZE);
  expect(garmentValue(black, black, { clothed: all, dark: all, pale: none }).black).toBe(true);
  const white = cloth(0.9);
  expect(garmentValue(white, white, { clothed: all, dark: none, pale: all }).white.every((v) => v === 1)).toBe(true);
});
