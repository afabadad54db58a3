// The direction an artist's strokes take through hair: round the crown along the head's curve
// on top, turning to fall straight down beside the face, as hair hangs. The tone's own contours
// (./hatching.ts) wander through a soft photo's hair and hatch it into a scribble; the hair's
// flow is known from where the head is, so on the hair the strokes follow it instead.
import type { Grey } from '../../shared/raster';
import type { XY } from '../landmarks';
import type { DirectionField } from './hatching';

/** The head's measurements the flow is laid out from. */
export interface Head {
  /** The face oval's centre. */
  centre: XY;
  faceWidth: number;
  faceHeight: number;
  /** The eyes' height: below it the hair falls. */
  eyesY: number;
}

/** How much the photo's own strands decide the flow against the head's curve. */
const STRANDS_SHARE = 0.35;

/**
 * Replaces `field`'s direction wherever `hair` (0–1) is over a half with the hair's flow: the
 * tangent of a circle round the head's middle, turned towards straight down below the eyes.
 * Where `strands` (the photo's own fine structure) is given, the flow leans to it: a braid, a
 * parting or a swept fringe runs the way the photo shows, the head's curve only steadying it
 * where the photo's hair is too soft to say.
 */
export function followHair(field: DirectionField, hair: Grey, head: Head, strands?: DirectionField): void {
  const { width, height, data } = field;
  const crownX = head.centre[0];
  const crownY = head.centre[1] - head.faceHeight * 0.1;
  const fallFrom = head.eyesY - head.faceHeight * 0.1;
  const fallBy = head.eyesY + head.faceHeight * 0.4;
  for (let y = 0; y < height; y++) {
    const fall = Math.min(1, Math.max(0, (y - fallFrom) / (fallBy - fallFrom)));
    const falling = fall * fall * (3 - 2 * fall);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (hair.data[i] < 0.5) continue;
      const rx = x - crownX;
      const ry = y - crownY;
      const r = Math.hypot(rx, ry) || 1;
      // The tangent, pointing downward on either side (a field has no sign, but the blend does).
      let tx = -ry / r;
      let ty = rx / r;
      if (ty < 0) {
        tx = -tx;
        ty = -ty;
      }
      let dx = tx * (1 - falling);
      let dy = ty * (1 - falling) + falling;
      if (strands) {
        // (A direction has no sign: the photo's is turned to agree with the model's before the two are averaged.)
        let sx = strands.data[i * 2];
        let sy = strands.data[i * 2 + 1];
        if (sx * dx + sy * dy < 0) {
          sx = -sx;
          sy = -sy;
        }
        const modelLength = Math.hypot(dx, dy) || 1;
        dx = (dx / modelLength) * (1 - STRANDS_SHARE) + sx * STRANDS_SHARE;
        dy = (dy / modelLength) * (1 - STRANDS_SHARE) + sy * STRANDS_SHARE;
      }
      const length = Math.hypot(dx, dy) || 1;
      data[i * 2] = dx / length;
      data[i * 2 + 1] = dy / length;
    }
  }
}
