// A narrow eye opens a little as it looks to the side (issue 37: a smiling woman's side glance
// scored 1 of 3, "the same face held with only a subtle sideways eye shift; almost nothing
// happens"). A person widens the eyes to look hard aside; a smile's narrowed eye shows little
// white beside its iris, and the glance's squint (templates/glance.ts) pressed it narrower still,
// so the iris sliding into the corner (irisLook.ts) moved within a slit. An eye photographed
// narrower than LOOK_OPENING keeps less of a look's squint and its upper lid rises toward that
// opening; an eye open wider narrows knowingly as before.
import { profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { EyePose } from './pose';

/** The opening at the eye's middle (in its half width) a look to the side opens a narrower eye toward. */
export const LOOK_OPENING = 0.72;
/** The most the upper lid rises for a look (in the eye's half width). */
const MOST_RISE = 0.12;
/** How much narrower than LOOK_OPENING (in the half width) an eye keeps none of a look's squint. */
const SQUINT_GONE = 0.12;

/** How a look opens one eye: the upper lid's rise at the eye's middle (pixels), and the share of the pose's squint kept. */
export interface LookOpening {
  rise: number;
  squintKept: number;
}

export const NO_LOOK_OPENING: LookOpening = { rise: 0, squintKept: 1 };

/** How the look of `pose` opens `eye` (nothing for an eye looking ahead, shut, or open LOOK_OPENING or wider). */
export function lookOpening(eye: EyeGeometry, pose: EyePose): LookOpening {
  const hw = eye.halfWidth;
  const opening = (profileAt(eye.lowerLid, 0) - profileAt(eye.upperLid, 0)) / hw;
  const short = LOOK_OPENING - opening;
  // A blink during a look still shuts the eye: the opening goes as the lid comes down.
  const look = Math.min(1, Math.abs(pose.lookX)) * (1 - Math.min(1, Math.max(0, pose.close)));
  if (short <= 0 || look === 0) return NO_LOOK_OPENING;
  return {
    rise: look * Math.min(MOST_RISE, short) * hw,
    squintKept: 1 - look * Math.min(1, short / SQUINT_GONE),
  };
}
