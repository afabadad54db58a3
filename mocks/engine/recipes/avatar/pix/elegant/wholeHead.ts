// A painted portrait shows the whole head with air round it: a head-and-shoulders square that cut
// the hair at its top or the ears at its sides read to a blind panel as "head cut off at the
// edges". The portrait is moved back (never closer) until the head with its hair sits inside the
// square with a margin; what the square then shows beyond the photo is the box's outside, which
// the sitter's matte leaves to the painted backdrop. The seed's distance is asked of the aligner
// (elegantFraming), which cuts the farther square from the photo itself: moving the aligned
// square back afterwards resampled all of it again (a tenth of a second on a 12 MP photo) and
// smeared the square's edge pixels where the photo had real ones. fitWholeHead then only moves
// back a head the framing still cut (a variation's closer shot, a wide face).
import { headAndShoulders, type Framing, type Portrait } from '../../align';
import type { Random } from '../../../shared/random';
import { faceFrame } from '../../landmarks';
import type { FrameSource } from '../../style';
import { sitterBox, sitterFor } from './tightPhoto';
import { resampled, type Box } from '../younger/inPhoto';

/** The margin kept round the head, as a share of the square. */
const MARGIN = 0.07;
/** The farthest fitWholeHead moves a portrait back after its framing (PHOTO_BACK is the framing's own distance, asked of the aligner). */
const MOST_BACK = 1.45;

/**
 * How much farther back a photo that holds the whole head is framed (the seed's, within these):
 * its own sitter is shown (./photoSitter.ts), so the farther, the less a small photo's face is
 * enlarged (at 1–1.25 the woman's 69 px face was blown up about three times; a face under 60 px
 * keeps the modelled sitter: ./tightPhoto.ts).
 */
const PHOTO_BACK = [1.35, 1.55] as const;

/**
 * The style's head-and-shoulders framing `back` (1–1.25, the seed's) times farther; a photo that
 * holds the whole head (./tightPhoto.ts) PHOTO_BACK times.
 */
export function elegantFraming(random: Random, source?: FrameSource): Framing {
  const framing = headAndShoulders(random);
  const [near, far] = sitterFor(source) === 'photo' ? PHOTO_BACK : [1, 1.25];
  const back = random.between(near, far);
  return { ...framing, faceHeight: framing.faceHeight / back, maxFaceWidth: framing.maxFaceWidth / back };
}

/** A portrait with its whole head fitted, and where the aligned square lies in it. */
export interface WholeHead {
  portrait: Portrait;
  photo: Box;
}

/**
 * The portrait moved back so the whole head fits, then `back` times farther (a seed's framing: a
 * painter sets one sitter closer, another with more air); `photo` is where the old square lies
 * in the new one.
 */
export function fitWholeHead(portrait: Portrait, back = 1): WholeHead {
  const size = portrait.picture.width;
  const { cx, cy } = faceFrame(portrait.mesh);
  // The head with its hair, the box the photo is tested against for cuts (./tightPhoto.ts).
  const head = sitterBox(portrait.mesh);
  const margin = size * MARGIN;
  // Moved back by s about the face's centre (which keeps its place as a share of the square), a
  // point p lands at (p − c·(1 − s)) / s; each side of the head must stay a margin inside.
  const step = Math.min(
    MOST_BACK,
    back *
      Math.max(
        1,
        (cy - head.top) / Math.max(1, cy - margin),
        (cx - head.left) / Math.max(1, cx - margin),
        (head.right - cx) / Math.max(1, size - cx - margin),
      ),
  );
  if (step <= 1.001) return { portrait, photo: { left: 0, top: 0, right: size, bottom: size } };
  const left = cx * (1 - step);
  const viewTop = cy * (1 - step);
  return {
    portrait: resampled(portrait, left, viewTop, step),
    photo: { left: -left / step, top: -viewTop / step, right: (size - left) / step, bottom: (size - viewTop) / step },
  };
}
