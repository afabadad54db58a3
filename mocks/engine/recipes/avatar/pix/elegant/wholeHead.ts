// A painted portrait shows a whole sitter: the head with its hair about half of the picture's
// height, its crown a little below the top, and room under the chin for a neck and shoulders. The
// head-and-shoulders square as it comes made the head 55–60 % of the height with the shoulders cut
// by the bottom edge, and a blind panel saw "a floating head, no body". The portrait is moved back
// (never closer) and placed so; what the square then shows beyond the photo is the box's outside,
// which the sitter's matte leaves to the painted backdrop and the painted shoulders.
import type { Random } from '../../../shared/random';
import type { Portrait } from '../../align';
import { faceFrame } from '../../landmarks';
import { resampled, type Box } from '../younger/inPhoto';

/** The head with its hair (crown to chin) as a share of the square's height: the seed picks one. */
const HEAD_SHARE = [0.47, 0.52] as const;
/** Where the crown of the head sits, as a share of the square from its top: the seed picks one. */
const CROWN_AT = [0.12, 0.16] as const;
/** How far the sitter may sit off the middle, as a share of the square: the seed picks it. */
const OFF_MIDDLE = 0.07;
/** The hair above the mesh's forehead, as a share of the face's height. */
const HAIR = 0.38;
/** The farthest the portrait is moved back: farther, the face is too small to paint. */
const MOST_BACK = 1.6;

/** The portrait moved back so the whole sitter fits; `photo` is where the old square lies in the new one. */
export function fitWholeHead(portrait: Portrait, random: Random): { portrait: Portrait; photo: Box } {
  const size = portrait.picture.width;
  const { faceWidth, faceHeight, cx, top, chin } = faceFrame(portrait.mesh);
  const crown = top - faceHeight * HAIR;
  // Each variation its own composition (fixed, two results of one run were one picture).
  const share = random.between(HEAD_SHARE[0], HEAD_SHARE[1]);
  const crownAt = random.between(CROWN_AT[0], CROWN_AT[1]);
  const offMiddle = random.between(-OFF_MIDDLE, OFF_MIDDLE);
  const step = Math.min(MOST_BACK, Math.max(1, (chin - crown) / (share * size), (faceWidth * 1.6) / (size * (1 - 2 * 0.07))));
  // The face's middle near the square's middle, the crown a little below its top.
  const left = cx - (0.5 + offMiddle) * size * step;
  const viewTop = crown - crownAt * size * step;
  return {
    portrait: resampled(portrait, left, viewTop, step),
    photo: { left: -left / step, top: -viewTop / step, right: (size - left) / step, bottom: (size - viewTop) / step },
  };
}
