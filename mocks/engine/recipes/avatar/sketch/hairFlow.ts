// The direction an artist's strokes take through hair: rising out of the hairline at a slant and
// turning along the head's curve towards its outline, swept one way round the head as the photo's
// strands lean, turning to fall straight down beside the face, as hair hangs. The tone's own
// contours (./hatching.ts) wander through a soft photo's hair and hatch it into a scribble; the
// hair's flow is known from where the head is, so on the hair the strokes follow it instead.
import { smoothstep, type Grey } from '../../shared/raster';
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

/**
 * How steeply the hair rises out of the head's curve (radians from it): at the hairline and at the
 * head's outline. It turns from one to the other between RISE_FROM and RISE_TO, the distance from
 * the face's middle in half its width and height (the face's oval is 1).
 */
const RISE = [0.9, 0.25] as const;
const RISE_FROM = 1;
const RISE_TO = 1.5;

/** How much the photo's own strands decide the flow against the head's curve. */
const STRANDS_SHARE = 0.35;

/**
 * Replaces `field`'s direction wherever `hair` (0–1) is over a half with the hair's flow: the
 * tangent of a circle round the head's middle, turned out of it by RISE (steeply at the hairline,
 * little at the outline) the way `sweepOf` reads, and towards straight down below the eyes.
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
  const halfWidth = head.faceWidth / 2;
  const halfHeight = head.faceHeight / 2;
  const sweep = strands ? sweepOf(strands, hair, head) : 1;
  for (let y = 0; y < height; y++) {
    const fall = Math.min(1, Math.max(0, (y - fallFrom) / (fallBy - fallFrom)));
    const falling = fall * fall * (3 - 2 * fall);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (hair.data[i] < 0.5) continue;
      const rx = x - crownX;
      const ry = y - crownY;
      const r = Math.hypot(rx, ry) || 1;
      // The tangent, turning one way round the whole head, the way the photo's hair is swept.
      const tx = (-sweep * ry) / r;
      const ty = (sweep * rx) / r;
      // The hair rises out of the hairline at a slant and turns along the head's curve towards its
      // outline, as combed hair goes over the skull, all of it swept one way: drawn along the curve
      // from the hairline out it was a swimming cap's bands across the forehead (the readers' "long
      // hair a slicked-back cap", a receding man's "pompadour"); drawn straight out of the face and
      // turned along the outline within the hair's narrow band it zigzagged, and rising both ways
      // from the forehead's middle it was a chevron there.
      const reach = Math.hypot((x - head.centre[0]) / halfWidth, (y - head.centre[1]) / halfHeight);
      const rise = RISE[0] + (RISE[1] - RISE[0]) * smoothstep(RISE_FROM, RISE_TO, reach);
      const ux = tx * Math.cos(rise) + (rx / r) * Math.sin(rise);
      const uy = ty * Math.cos(rise) + (ry / r) * Math.sin(rise);
      // (Turned downward, as the tangent is, so the fall below the eyes bends it the short way round.)
      const across = uy < 0 ? -1 : 1;
      let dx = (ux / across) * (1 - falling);
      let dy = (uy / across) * (1 - falling) + falling;
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

/**
 * Which way the photo's hair is swept over the top of the head: 1 when its strands there lean up
 * to the picture's right (/), -1 up to its left (\\), read from `strands` over the hair above the
 * brows and within the face's width. A field has no sign: the lean is the product of its parts.
 */
export function sweepOf(strands: DirectionField, hair: Grey, head: Head): 1 | -1 {
  const { width, height, data } = strands;
  const top = Math.min(height, Math.max(0, Math.round(head.eyesY - head.faceHeight * 0.15)));
  const left = Math.max(0, Math.round(head.centre[0] - head.faceWidth / 2));
  const right = Math.min(width, Math.round(head.centre[0] + head.faceWidth / 2));
  let lean = 0;
  for (let y = 0; y < top; y++)
    for (let x = left; x < right; x++) {
      const i = y * width + x;
      lean += hair.data[i] * data[i * 2] * data[i * 2 + 1];
    }
  // (In the picture's rows, down is +y: a stroke up to the right runs (+x, -y), a negative product.)
  return lean > 0 ? -1 : 1;
}
