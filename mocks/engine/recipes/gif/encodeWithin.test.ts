// A clip just over the weight with the mouth's own colours keeps its look without them, rather
// than going a whole look coarser (issue 37, stop 43: the dark woman's distortion clip).
import { LOOKS } from '../gif';
import { type Clip, encodeClip, encodeWithin } from './encodeClip';

const SIZE = 64;
const FRAMES = 6;

/** A still grey-pink face with a dark red mouth whose shading moves down a row a frame. */
function movingMouth(): Clip {
  const frames: Uint8Array[] = [];
  const mouths: Uint8Array[] = [];
  for (let index = 0; index < FRAMES; index++) {
    const frame = new Uint8Array(SIZE * SIZE * 3);
    const mouth = new Uint8Array(SIZE * SIZE);
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const pixel = y * SIZE + x;
        const inMouth = Math.hypot((x - 32) / 20, (y - 32) / 12) < 1;
        const shade = ((y + 3 * index) * 7 + x) % 48;
        frame.set(inMouth ? [70 + shade, 20 + shade / 3, 24 + shade / 3] : [200 - x / 2, 150 + y / 4, 140], pixel * 3);
        mouth[pixel] = inMouth ? 1 : 0;
      }
    }
    frames.push(frame);
    mouths.push(mouth);
  }
  return { width: SIZE, height: SIZE, frames, mouths, delayMs: 60 };
}

describe('a GIF clip over its weight', () => {
  it('drops the mouth colours before it drops to a coarser look', async () => {
    const clip = movingMouth();
    const withMouth = await encodeClip(clip, LOOKS[0]);
    const without = await encodeClip({ ...clip, mouths: undefined }, LOOKS[0]);
    expect(withMouth.byteLength).toBeGreaterThan(without.byteLength);
    const limit = (withMouth.byteLength + without.byteLength) / 2;
    let retries = 0;
    const bytes = await encodeWithin(clip, LOOKS, 0, limit, () => retries++);
    expect(retries).toBe(1);
    expect(Buffer.from(bytes).equals(Buffer.from(without))).toBe(true);
  });

  it('keeps the mouth colours when the clip fits', async () => {
    const clip = movingMouth();
    const bytes = await encodeWithin(clip, LOOKS, 0, 1_500_000, () => undefined);
    expect(Buffer.from(bytes).equals(Buffer.from(await encodeClip(clip, LOOKS[0])))).toBe(true);
  });
});
