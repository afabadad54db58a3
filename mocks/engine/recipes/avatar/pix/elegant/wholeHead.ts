// A painted portrait shows the whole head with air round it and the shoulders under it: a
// head-and-shoulders square that cut the hair at its top or the ears at its sides read to a blind
// panel as "head cut off at the edges", and one whose head filled three fifths of the square, chin
// at its last quarter, left no room for the body (a floating head). The portrait is moved back
// (never closer) until the head with its hair is about half the square's height, and placed a
// little above the middle, as a painter places a head; what the square then shows beyond the photo
// is the box's outside, which the sitter's matte leaves to the painted backdrop and shoulders.
import type { Portrait } from '../../align';
import { faceFrame } from '../../landmarks';
import { resampled, type Box } from '../younger/inPhoto';

/** The margin kept round the head, as a share of the square. */
const MARGIN = 0.07;
/** The head with its hair, chin to crown, as a share of the square's height. */
const HEAD = 0.52;
/** Where the face's middle sits, as a share of the square's height from its top. */
const FACE_MIDDLE = 0.45;
/** The farthest the portrait is moved back: farther, the face is too small to paint. */
const MOST_BACK = 1.45;

/** The portrait moved back so the whole head fits; `photo` is where the old square lies in the new one. */
export function fitWholeHead(portrait: Portrait): { portrait: Portrait; photo: Box } {
  const size = portrait.picture.width;
  const { faceWidth, faceHeight, cx, cy, top, chin } = faceFrame(portrait.mesh);
  // The head with its hair: above the mesh's forehead and wider than the face oval.
  const head = { left: cx - faceWidth * 0.78, right: cx + faceWidth * 0.78, top: top - faceHeight * 0.38 };
  const margin = size * MARGIN;
  // Moved back by s, a point p lands at (p − view)/s; the face's middle goes to FACE_MIDDLE, and
  // each side of the head must stay a margin inside.
  const middle = size * FACE_MIDDLE;
  const step = Math.min(
    MOST_BACK,
    Math.max(
      1,
      (chin - head.top) / (size * HEAD),
      (cy - head.top) / Math.max(1, middle - margin),
      (cx - head.left) / Math.max(1, cx - margin),
      (head.right - cx) / Math.max(1, size - cx - margin),
    ),
  );
  const left = cx * (1 - step);
  const viewTop = cy - middle * step;
  if (step <= 1.001 && Math.abs(viewTop) < 1) return { portrait, photo: { left: 0, top: 0, right: size, bottom: size } };
  return {
    portrait: resampled(portrait, left, viewTop, step),
    photo: { left: -left / step, top: -viewTop / step, right: (size - left) / step, bottom: (size - viewTop) / step },
  };
}
