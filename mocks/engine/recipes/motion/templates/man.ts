import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink, SEEN_SWINGS } from './shared';
import { bump, hold, later } from '../timeline';

/**
 * 大叔, a "greasy uncle" — knowing: the eyebrows waggle up and down (the classic innuendo, "eh?
 * eh?") over a one-sided smirk held all along, the eyes narrowed, with one slow nod. No teeth, no
 * tilt (the boy's and the girl's); a single nod, not two deep ones with a broad smile, which
 * squashed the face and were taken for the funhouse (issue 37, session 18's panel).
 */
export const man: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const knowing = hold(local, 0.06, 0.9, 0.3) * vary.amount;
  // Both brows up and down together; from the first frames on, so each shown frame catches one.
  const waggle = 0.5 + 0.5 * Math.sin(2 * Math.PI * SEEN_SWINGS * local.t);
  const nod = bump(local, 0.6, 0.9);
  const side = vary.side ? 1 : -1;
  pose.pitch = 0.12 * nod * vary.amount;
  pose.shiftY = 0.008 * nod;
  pose.yaw = 0.06 * knowing * side;
  pose.roll = 0.015 * knowing * side;
  pose.smile = 0.1 + 0.15 * knowing;
  pose.smirk = 0.75 * knowing * side;
  // One whole blink as the knowing look lets go, before it comes again (its own loop's end). The
  // variation's blinks fell anywhere: scaled down by the look they shut the eyes a third at most,
  // a flicker in the narrowed eyes, or fell inside it unseen.
  const blink = shutBlink(local, 0.98);
  bothEyes(pose, {
    brow: (-0.6 + 2.2 * waggle) * knowing,
    close: blink + (1 - blink) * 0.15 * knowing,
    squint: 0.45 * knowing,
  });
  // The brow away from the smirk's corner rides a little higher, as a knowing look has it.
  const raised = vary.side ? 0 : 1;
  pose.eyes[raised].brow += 0.3 * knowing;
  return pose;
};
