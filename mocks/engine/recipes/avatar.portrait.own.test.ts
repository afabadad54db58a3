// A woman's hair hanging past her chin is drawn where the photo has it, not cut to the same bob
// at the jaw (the twenty-first stop's held-out faces: "the sketch portrait gives every woman the
// same generic face"; ./avatar/sketch/longHair.ts), measured on a picture drawn for it.
import { hangingHair } from './avatar/sketch/longHair';
import { createGrey, type Grey } from './shared/raster';

describe('a woman’s hair hanging past her chin', () => {
  // A picture drawn for it, 200 px: a face 60 px wide round (100, 80), eyes at 70, chin at 110.
  // The colours' hair is a cap down to y 100 beside the face; the photo's dark hair (0.2) hangs
  // on in x 50–72 to y 170 and a light top (0.75) starts under it; under the chin a light neck
  // and, below it, a dark top (0.2) as dark as the hair, off the hair's run.
  const size = 200;
  const cap = createGrey(size, size);
  const grey = createGrey(size, size);
  const person = createGrey(size, size);
  const skin = createGrey(size, size);
  // The photo fills the square (the distance past its edge is negative everywhere).
  const inside = createGrey(size, size);
  inside.data.fill(-1);
  const paint = (plane: Grey, left: number, top: number, right: number, bottom: number, value: number): void => {
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) plane.data[y * size + x] = value;
  };
  paint(grey, 0, 0, size, size, 0.9);
  paint(cap, 60, 30, 140, 50, 1);
  paint(cap, 50, 50, 72, 100, 1);
  paint(cap, 128, 50, 150, 100, 1);
  paint(grey, 50, 30, 150, 50, 0.2);
  paint(grey, 50, 50, 72, 170, 0.2);
  paint(grey, 128, 50, 150, 100, 0.2);
  paint(grey, 50, 170, 72, size, 0.75);
  paint(skin, 72, 50, 128, 110, 1);
  paint(grey, 72, 50, 128, 110, 0.7);
  paint(grey, 80, 110, 120, 150, 0.7);
  paint(grey, 78, 150, 122, size, 0.2);
  paint(person, 50, 30, 150, size, 1);
  // (A gap of room between the hair and the top: they do not touch.)
  paint(person, 72, 110, 78, size, 0);
  paint(person, 122, 100, 128, size, 0);
  const hanging = hangingHair(
    cap,
    grey,
    person,
    skin,
    inside,
    { centre: [100, 80], faceWidth: 60, faceHeight: 80, eyesY: 70 },
    200,
  );
  const share = (left: number, top: number, right: number, bottom: number, over: number): number => {
    let found = 0;
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) if (hanging.data[y * size + x] > over) found++;
    return found / ((right - left) * (bottom - top));
  };

  it('follows the hair down below the cap at its own tone, beside the neck', () => {
    // (Main's code kept none of it: what the colours called hair stopped at the cap.)
    expect(share(52, 101, 70, 140, 0.9)).toBe(1);
    expect(share(52, 140, 70, 170, 0)).toBe(1);
  });

  it('stops where the tone changes, and takes nothing under the chin or on the other side’s bare shoulder', () => {
    expect(share(50, 170, 72, size, 0)).toBe(0);
    expect(share(72, 100, 128, size, 0)).toBe(0);
    expect(share(128, 100, 150, size, 0)).toBe(0);
  });

  it('does not follow a top of the hair’s own tone out over the shoulders', () => {
    // The same picture with a dark top (0.22, inside the hair's tones) that touches the hair and
    // runs out to both shoulders from y 150 (review: 0.57 of the left shoulder was taken).
    const dressed = { ...grey, data: grey.data.slice() };
    const body = { ...person, data: person.data.slice() };
    paint(dressed, 20, 150, 180, size, 0.22);
    paint(body, 20, 150, 180, size, 1);
    const worn = hangingHair(
      cap,
      dressed,
      body,
      skin,
      inside,
      { centre: [100, 80], faceWidth: 60, faceHeight: 80, eyesY: 70 },
      200,
    );
    let taken = 0;
    for (let y = 150; y < 185; y++) for (let x = 20; x < 42; x++) if (worn.data[y * size + x] > 0.3) taken++;
    expect(taken / (22 * 35)).toBeLessThan(0.02);
  });
});
