import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { hold, later } from '../timeline';
import { planOf } from '../variation';
import { MAN_PLANS } from './manPlans';

/**
 * 大叔, a confident, knowing uncle ("hey there…"): the head slowly lifts its chin and turns toward
 * his smirk's side with one brow arched high over the other, then nods down as the brows settle,
 * twice a loop, over a one-sided smirk held all along (smirkPull.ts), the eyes narrowed. Blind
 * readers scored the brows waggling four times a loop over small bobs 1, "almost static" (issue
 * 37, the fifty-seventh stop): at a GIF's size both brows moving together are a few pixels, so
 * one brow goes up and the other down (the arch reads from across the strip) and the head's nod
 * is twice as deep and half as quick, the slow rhythm that is the uncle's own against the boy's
 * quick shake. No teeth, no tilt, no wink (the boy's, cute's); the smirk stays one-sided: two deep
 * nods under a broad even smile squashed the face and were taken for the funhouse (issue 37,
 * session 18's panel). The seed picks the nods' rhythm and where he looks (manPlans.ts).
 */
/** How much further the lower lid on the smirk's side rises (a squint's share), the cheek bunched under it. */
const SMIRK_SQUINT = 0.25;

export const man: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const knowing = hold(local, 0.06, 0.9, 0.3) * vary.amount;
  // 0 at the bottom of the nod … 1 with the chin up; from the first frames on.
  const plan = MAN_PLANS[planOf(vary, MAN_PLANS.length)];
  const lift = plan.lift(local.t);
  const side = vary.side ? 1 : -1;
  // The chin comes up with the arched brow ("hey…") and nods below rest as it settles, the head
  // lifted a little with it and turning toward the smirk's side as it comes up, a look over at
  // you: on a small or tilted face the nod alone was still a few pixels.
  pose.pitch = (0.1 - 0.26 * lift) * knowing;
  pose.shiftY = -0.025 * lift * knowing;
  pose.yaw = (0.04 + 0.18 * lift) * knowing * side * plan.turn(local.t);
  pose.roll = 0.02 * knowing * side;
  // The smirk alone, no smile under it: the other corner stays where the photo has it (a smile
  // of 0.35 under the smirk lifted both corners, "a rubbery U-shaped grin" to blind readers).
  pose.smirk = 1.0 * knowing * side;
  // One whole blink as the knowing look lets go, before it comes again (its own loop's end). The
  // variation's blinks fell anywhere: scaled down by the look they shut the eyes a third at most,
  // a flicker in the narrowed eyes, or fell inside it unseen.
  const blink = shutBlink(local, 0.98);
  bothEyes(pose, {
    brow: (-0.5 + 0.9 * lift) * knowing,
    // The eyes held narrowed. (Narrowed further as the brows drop, a leer: with the lowered brows
    // the lids dipped to 0.75 of the photo's opening and back within a few frames, a blink stopping
    // half way to blinkWhole.test; opened past rest under the raised brows, a bug-eyed stare.)
    close: blink + (1 - blink) * 0.15 * knowing,
    squint: 0.45 * knowing,
  });
  // The brow away from the smirk's corner arches high as the chin comes up, the other stays low;
  // under it, on the smirk's side, the cheek pushes the lower lid up a little further.
  const raised = vary.side ? 0 : 1;
  pose.eyes[raised].brow += 1.5 * lift * knowing;
  pose.eyes[1 - raised].squint += SMIRK_SQUINT * knowing;
  return pose;
};
