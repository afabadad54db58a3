import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink, SEEN_SWINGS } from './shared';
import { hold, later } from '../timeline';

/**
 * 大叔, a "greasy uncle" — knowing, "eh? eh?": the head turned a little toward the smirk's side
 * bobs up with each raise of the brows and down as they drop, four times a loop, over a broad
 * one-sided smirk held all along, the eyes narrowed. A blind reader scored the still version (the
 * brows waggling over one slow nod, the head otherwise still) 1: "barely moves"; at a GIF's size
 * the brows alone are a few pixels, the bobbing head carries them. No teeth, no tilt, no wink
 * (the boy's, cute's); bobs, not two deep nods with a broad even smile, which squashed the face
 * and were taken for the funhouse (issue 37, session 18's panel).
 */
export const man: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const knowing = hold(local, 0.06, 0.9, 0.3) * vary.amount;
  // Both brows up and down together; from the first frames on, so each shown frame catches one.
  const waggle = 0.5 + 0.5 * Math.sin(2 * Math.PI * SEEN_SWINGS * local.t);
  const side = vary.side ? 1 : -1;
  // The chin comes up with the brows ("eh?") and drops below rest as they fall, the head lifted
  // a little with it: the bob is what a reader sees from across the strip.
  pose.pitch = (0.07 - 0.14 * waggle) * knowing;
  pose.shiftY = -0.02 * waggle * knowing;
  pose.yaw = 0.14 * knowing * side;
  pose.roll = 0.02 * knowing * side;
  pose.smile = 0.15 + 0.2 * knowing;
  pose.smirk = 1.0 * knowing * side;
  // One whole blink as the knowing look lets go, before it comes again (its own loop's end). The
  // variation's blinks fell anywhere: scaled down by the look they shut the eyes a third at most,
  // a flicker in the narrowed eyes, or fell inside it unseen.
  const blink = shutBlink(local, 0.98);
  bothEyes(pose, {
    brow: (-0.6 + 2.2 * waggle) * knowing,
    // The eyes held narrowed. (Narrowed further as the brows drop, a leer: with the lowered brows
    // the lids dipped to 0.75 of the photo's opening and back within a few frames, a blink stopping
    // half way to blinkWhole.test; opened past rest under the raised brows, a bug-eyed stare.)
    close: blink + (1 - blink) * 0.15 * knowing,
    squint: 0.45 * knowing,
  });
  // The brow away from the smirk's corner rides a little higher, as a knowing look has it.
  const raised = vary.side ? 0 : 1;
  pose.eyes[raised].brow += 0.3 * knowing;
  return pose;
};
