// Where a photo's point is drawn in a frame: the head's warp is written as an inverse (for each
// drawn pixel, where it came from: headWarp.ts headInverse), so the tests that follow a landmark
// forward (a face's shape in a turn, in the funhouse) solve it by fixed-point steps, and read the
// face's proportions where it is drawn.
import type { Cursor } from '../recipes/motion/cursor';
import { FACE_OVAL, type FaceGeometry } from '../recipes/motion/geometry';
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

/** Mesh points the face's proportions are read at. */
const FOREHEAD = 10;
const NOSE_TIP = 1;
const CHIN = 152;

export interface FaceProportions {
  /** The face oval's width over its height, in the face's own axes. */
  widthToHeight: number;
  /** Forehead to nose tip over nose tip to chin, down the face. */
  upperToLower: number;
}

/** The face's proportions with each mesh point where `at` puts it (the photo's, or `headForward`'s in a frame). */
export function faceProportions(face: FaceGeometry, at: (index: number) => Cursor): FaceProportions {
  const head = face.head;
  const across = (point: Cursor): number => point.x * head.downY - point.y * head.downX;
  const down = (point: Cursor): number => point.x * head.downX + point.y * head.downY;
  const outline = FACE_OVAL.map(at);
  const acrosses = outline.map(across);
  const downs = outline.map(down);
  const nose = down(at(NOSE_TIP));
  return {
    widthToHeight: (Math.max(...acrosses) - Math.min(...acrosses)) / (Math.max(...downs) - Math.min(...downs)),
    upperToLower: (nose - down(at(FOREHEAD))) / (down(at(CHIN)) - nose),
  };
}
