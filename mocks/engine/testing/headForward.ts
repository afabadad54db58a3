// Where a photo's point is drawn in a frame: the head's warp is written as an inverse (for each
// drawn pixel, where it came from: headWarp.ts headInverse), so the tests that follow a landmark
// forward (a face's shape in a turn, in the funhouse) solve it by fixed-point steps.
import type { Cursor } from '../recipes/motion/cursor';
import type { FaceGeometry } from '../recipes/motion/geometry';
import { type HeadPlan, headInverse } from '../recipes/motion/headWarp';

/** Fixed-point steps: enough for the head's smooth warps to settle well under a pixel. */
const FORWARD_STEPS = 40;

/** Where the photo's point (x, y) is drawn in the frame of `plan`. */
export function headForward(face: FaceGeometry, plan: HeadPlan, x: number, y: number): Cursor {
  const drawn: Cursor = { x, y };
  const cursor: Cursor = { x, y };
  for (let step = 0; step < FORWARD_STEPS; step++) {
    cursor.x = drawn.x;
    cursor.y = drawn.y;
    headInverse(face, plan, cursor);
    drawn.x += x - cursor.x;
    drawn.y += y - cursor.y;
  }
  return drawn;
}
