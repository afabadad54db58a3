// Where the hair's frame (./hairFrame.ts) meets skin beside the head that the face's run of skin
// does not reach (the photo's skin beyond the hair at the eyes' line), the frame takes the rows
// whose run reaches that skin and leaves the rows whose run stops at the hair: a thin wedge of
// skin was left between hair above and hair below, drawn as a light streak into the hair at the
// temple (the tuned woman's, pix/pixar and pix/disney alike). Such a sliver is hair.
import type { Masses } from './masses';

/**
 * Gives the hair, in place, every run of pixels down a column between rows `from` and `to` that
 * holds skin, touches no part of the face's oval (nor its antialiased rim), is at most `thin`
 * pixels tall, and has whole hair (over half, no trace of skin) just above it and just below it.
 * The run takes in its antialiased edges (mostly hair, a trace of skin): left, they drew the
 * wedge's outline as a faint line.
 */
export function hairOverSkinSlivers(masses: Masses, from: number, to: number, thin: number): void {
  const { width, height } = masses.skin;
  const hair = masses.hair.data;
  const skin = masses.skin.data;
  const face = masses.face.data;
  const top = Math.max(0, Math.floor(from));
  const bottom = Math.min(height, Math.ceil(to));
  const whole = (i: number): boolean => hair[i] >= 0.5 && skin[i] < 0.02;
  for (let x = 0; x < width; x++) {
    let above = -1;
    for (let y = top; y < bottom; y++) {
      if (!whole(y * width + x)) continue;
      const gap = y - above - 1;
      if (above >= 0 && gap > 0 && gap <= thin) {
        let sliver = true;
        for (let v = above + 1; v < y; v++) if (face[v * width + x] > 0.02) sliver = false;
        if (sliver)
          for (let v = above + 1; v < y; v++) {
            const j = v * width + x;
            hair[j] += skin[j];
            skin[j] = 0;
          }
      }
      above = y;
    }
  }
}
