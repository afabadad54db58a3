import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { keyframes, later } from '../timeline';
import { planOf } from '../variation';
import { LOOK_PLANS, type LookKeys } from './lookPlans';

/**
 * The head's turn (radians) at each side's hold, before the result's drift (0.4 of it,
 * templates.ts): the face turns inside its outline without squeezing.
 */
export const TURN_MOST = 0.28;

/** The most a brow lifts (pose.ts units): past it the lid it carries bares white over the iris. */
export const BROW_MOST = 0.35;

/**
 * Looking around: the head turns clearly to each side and looks up, the eyes leading each turn
 * and settling as the head arrives, in the order and rhythm of the seed's plan (lookPlans.ts:
 * seed 1 to one side, holds, to the other, holds, then up and back). The face turns inside the
 * head's outline (headWarp.ts) and the room behind stays still (backdrop.ts).
 */
export const lookAround: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const now = local.t * local.seconds;
  const first = vary.side ? 1 : -1;
  const plan = LOOK_PLANS[planOf(vary, LOOK_PLANS.length)];
  // The plan's keys are fractions of the loop and turns of the first side.
  const along = (keys: LookKeys, sign: number): number =>
    keyframes(
      keys.map(([fraction, value]) => [fraction * local.seconds, sign * value] as const),
      now,
    );
  const turn = along(plan.turn, first);
  const up = along(plan.up, 1);
  // The eyes get there a moment before the head.
  const lead = along(plan.lead, first);
  const pose = restingPose();
  const lookBlink = Math.max(shutBlink(clock, vary.blinks[0]), shutBlink(clock, vary.blinks[1] % 1));
  // A turn of TURN_MOST rad whatever the variation's amount: at 0.42 the face's far side was
  // squeezed and its near side smeared, and a glasses frame doubled into the cheek (issue 37's
  // fourth panel); at 0.34 (0.36 × the amount) the cheek still smeared into the hair and the far eye
  // blurred (issue 37, the fifty-eighth stop), the whole drift adding up to 0.07 more. The shift
  // and the eyes carry the rest.
  pose.yaw = TURN_MOST * turn;
  pose.shiftX = 0.02 * turn;
  pose.pitch = -0.3 * up * vary.amount;
  pose.shiftY = -0.012 * up;
  bothEyes(pose, {
    // The eyes dart ahead of the turn, then settle back toward the middle of the lids as the head
    // arrives, a little past it, as a person's do. Held at 0.6 through each hold they read as a
    // shifty side glance in a turned head (issue 37, session 18); past 0.6 the eye nearer the
    // turn showed only its white (the iris at the corner, eyeWarp.ts).
    lookX: 0.6 * lead - 0.35 * turn,
    // The brows lift a little with the look up, never past BROW_MOST, and the pose raises no lid
    // (an eye the photo shows narrow opens a little as it looks aside, lookOpening.ts, as in every
    // look): the iris does not rise with the look (lookX only), so a raised lid (close −0.3) or a
    // brow at 0.9, which lifts the lid a share, uncovered white above the iris, a stare "with
    // white all round the iris" that the loop's onset put in its first and last frames.
    brow: Math.min(BROW_MOST, 0.3 * Math.abs(turn) + 0.3 * up),
    // Whole blinks wherever they fall, turned or looking up: scaled down by the turn they shut
    // the eyes a half at most, and on a turned head the near eye's half-shut lid read as a wink
    // beside the far eye's small one.
    close: lookBlink,
  });
  return pose;
};
