// The open mouth's own colours in a GIF clip (issue 37, stop 43). The clip's one palette (learnt
// from pixels spread over whole frames) gave a painted cavity about five dark reds 12–14 levels
// apart, the clip's light dither could not blend them and held 4×4 blocks kept the last frame's
// colours: the mouth read as bands. So a few entries are learnt from the mouth's pixels alone,
// and the blocks the mouth covers are dithered harder and drawn anew whenever they change.

/** Palette entries learnt from the mouth alone (of the clip's colours). */
export const MOUTH_COLOURS = 20;

/** Fewer painted mouth pixels than this over the whole clip: no mouth entries (a shut mouth). */
const LEAST_MOUTH_PIXELS = 400;

/**
 * The painted mouth's pixels of every frame, packed one after another as RGB (a single "frame"
 * for the palette's k-means), or null when the clip hardly opens its mouth.
 */
export function mouthPixels(frames: readonly Uint8Array[], mouths: readonly Uint8Array[]): Uint8Array | null {
  let count = 0;
  for (const mouth of mouths) for (const mark of mouth) count += mark;
  if (count < LEAST_MOUTH_PIXELS) return null;
  const packed = new Uint8Array(count * 3);
  let at = 0;
  frames.forEach((frame, index) => {
    const mouth = mouths[index];
    for (let pixel = 0; pixel < mouth.length; pixel++) {
      if (!mouth[pixel]) continue;
      packed[at++] = frame[pixel * 3];
      packed[at++] = frame[pixel * 3 + 1];
      packed[at++] = frame[pixel * 3 + 2];
    }
  });
  return packed;
}

/**
 * Which `block`×`block` blocks of a width × height frame hold any of `mouth`'s pixels, or lie next
 * to one that does (the softened rim around the paint is part of the mouth's look), row by row.
 */
export function mouthBlocks(mouth: Uint8Array, width: number, height: number, block: number): Uint8Array {
  const across = Math.ceil(width / block);
  const down = Math.ceil(height / block);
  const marked = new Uint8Array(across * down);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (mouth[y * width + x]) marked[Math.floor(y / block) * across + Math.floor(x / block)] = 1;
  }
  const grown = new Uint8Array(across * down);
  for (let row = 0; row < down; row++) {
    for (let column = 0; column < across; column++) {
      if (!marked[row * across + column]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && r < down && c >= 0 && c < across) grown[r * across + c] = 1;
        }
      }
    }
  }
  return grown;
}
