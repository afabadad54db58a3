// One palette per clip, and what did not change left exactly as shown: a still background is
// the same pixels in every frame (the encoder then writes it as transparency), a change is drawn.
import { PaletteLookup, clipPalette, mapClip } from './clipColours';

const WIDTH = 32;
const HEIGHT = 16;

/** A smooth gradient (a wall) with a square whose shade is `shade` at x 8–15, y 4–11. */
function frame(shade: number, noise = 0): Uint8Array {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 3;
      const inSquare = x >= 8 && x < 16 && y >= 4 && y < 12;
      const wobble = noise * (((x * 7 + y * 13) % 5) - 2);
      data[at] = inSquare ? shade : 90 + x * 4 + wobble;
      data[at + 1] = inSquare ? shade / 2 : 120 + y * 3 + wobble;
      data[at + 2] = inSquare ? 40 : 160 - x * 2;
    }
  }
  return data;
}

describe('clip colours', () => {
  it('learns one palette of the asked size from the clip', () => {
    const palette = clipPalette([frame(200), frame(60)], 48);
    expect(palette.length).toBe(48 * 3);
  });

  it('keeps an unchanged or barely changed wall the same pixels in every frame, and draws what changed', () => {
    const frames = [frame(220), frame(220, 1), frame(60, 1)];
    const lookup = new PaletteLookup(clipPalette(frames, 64));
    const [first, second, third] = mapClip(frames, WIDTH, HEIGHT, lookup, { dither: 4, holdError: 24, holdPeak: 60 });
    const wall = (data: Uint8Array) => data.filter((_, index) => Math.floor(index / 3) % WIDTH >= 16);
    expect(Buffer.from(wall(second)).equals(Buffer.from(wall(first)))).toBe(true);
    expect(Buffer.from(wall(third)).equals(Buffer.from(wall(first)))).toBe(true);
    // The square went from light to dark: redrawn.
    const square = (data: Uint8Array) => data[(8 * WIDTH + 12) * 3];
    expect(square(first)).toBeGreaterThan(150);
    expect(square(third)).toBeLessThan(110);
  });

  it('draws a pixel whose hue changed even when its levels changed little (no skin specks left on a wall)', () => {
    // A pale cyan wall where a pink pixel of skin had been: 80 levels in all, under the peak.
    const pink = new Uint8Array(4 * 4 * 3).fill(0);
    const cyan = new Uint8Array(4 * 4 * 3).fill(0);
    for (let pixel = 0; pixel < 16; pixel++) {
      cyan.set([200, 225, 225], pixel * 3);
      pink.set(pixel === 5 ? [230, 200, 200] : [200, 225, 225], pixel * 3);
    }
    const lookup = new PaletteLookup(new Uint8Array([230, 200, 200, 200, 225, 225]));
    const [, after] = mapClip([pink, cyan], 4, 4, lookup, { dither: 0, holdError: 24, holdPeak: 96 });
    expect(Array.from(after.slice(15, 18))).toEqual([200, 225, 225]);
  });

  it('redraws a stale speck on skin that has become smooth (a turning cheek stays smooth)', () => {
    // A wrinkle's darker pixel (60 levels in all, under the look's peak of 84) where the turned
    // cheek is now one smooth pale skin: kept, it is a speck on the cheek.
    const wrinkled = new Uint8Array(4 * 4 * 3);
    const smooth = new Uint8Array(4 * 4 * 3);
    for (let pixel = 0; pixel < 16; pixel++) {
      smooth.set([200, 180, 170], pixel * 3);
      wrinkled.set(pixel === 5 ? [180, 160, 150] : [200, 180, 170], pixel * 3);
    }
    const lookup = new PaletteLookup(new Uint8Array([180, 160, 150, 200, 180, 170]));
    const look = { dither: 0, holdError: 34, holdPeak: 84 };
    const [, after] = mapClip([wrinkled, smooth], 4, 4, lookup, look);
    expect(Array.from(after.slice(15, 18))).toEqual([200, 180, 170]);
  });

  it('keeps a textured block that barely changed (hair hides a stale pixel; the clip stays light)', () => {
    // Strands of hair, dark and light, one of them 60 levels lighter in the next frame.
    const before = new Uint8Array(4 * 4 * 3);
    const after = new Uint8Array(4 * 4 * 3);
    for (let pixel = 0; pixel < 16; pixel++) {
      const strand = pixel % 2 ? [40, 30, 25] : [110, 90, 80];
      before.set(strand, pixel * 3);
      after.set(pixel === 5 ? [60, 50, 45] : strand, pixel * 3);
    }
    const lookup = new PaletteLookup(new Uint8Array([40, 30, 25, 110, 90, 80, 60, 50, 45]));
    const [first, second] = mapClip([before, after], 4, 4, lookup, { dither: 0, holdError: 34, holdPeak: 84 });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it("spends more of the palette on the face when told where it is (a lip's pinks are not dithered into cracks)", () => {
    // A room of many hues round a small face of close pinks (a 12 × 12 square at 26–37), and a
    // palette too small for both.
    const size = 64;
    const face = { left: 26, top: 26, width: 12, height: 12 };
    const inFace = (x: number, y: number) => x >= 26 && x < 38 && y >= 26 && y < 38;
    const frame = new Uint8Array(size * size * 3);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const colour = inFace(x, y) ? [200 - 3 * (x - 26), 120 + 2 * (y - 26), 130] : [x * 4, 255 - y * 4, (x * y) % 256];
        frame.set(colour, (y * size + x) * 3);
      }
    }
    const faceError = (palette: Uint8Array): number => {
      const [mapped] = mapClip([frame], size, size, new PaletteLookup(palette), { dither: 0, holdError: 24, holdPeak: 60 });
      let sum = 0;
      for (let y = 26; y < 38; y++)
        for (let x = 26; x < 38; x++)
          for (let channel = 0; channel < 3; channel++)
            sum += Math.abs(mapped[(y * size + x) * 3 + channel] - frame[(y * size + x) * 3 + channel]);
      return sum / 144;
    };
    const evenly = faceError(clipPalette([frame], 12));
    const facing = faceError(clipPalette([frame], 12, { ...face, frameWidth: size }));
    expect(facing).toBeLessThan(0.6 * evenly);
  });
});
