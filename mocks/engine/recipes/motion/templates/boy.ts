import { bothEyes, restingPose } from '../pose';
import { type Template, blinking, SEEN_SWINGS } from './shared';
import { hold, later } from '../timeline';

/**
 * 男孩, a cheeky boy teasing you ("略略略", 😛): the tongue poked out over a grin, the eyes open
 * and the brows up, the head shaking quickly from side to side and bouncing at each swing. Five
 * panels named the old grin-and-wink boy 0 times of 15: a head path does not say "boy", the
 * poked tongue does (tongueOut.ts). With the eyes scrunched shut over it (😝) and a tilt, a blind
 * reader took the tongue for cute's (issue 37, the fifty-seventh stop): the eyes stay open and
 * bright, the head turns rather than tilts. No wink, no big eyes, no pout (cute's).
 */
export const boy: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const teasing = hold(local, 0.04, 0.94, 0.12);
  const swing = Math.sin(2 * Math.PI * SEEN_SWINGS * local.t);
  pose.tongue = teasing;
  pose.mouthOpen = 0.2 * teasing;
  pose.smile = 0.45 * teasing;
  // A shake of the head ("nyah nyah"), the turn carrying it, a little roll with it; the head
  // springs up at each side of the swing and dips through the middle, a bounce twice a swing.
  pose.yaw = 0.14 * teasing * swing * vary.amount;
  pose.roll = 0.05 * teasing * swing * vary.amount;
  pose.shiftX = 0.012 * teasing * swing;
  pose.shiftY = -0.02 * teasing * Math.abs(swing);
  pose.pitch = -0.04 * teasing;
  bothEyes(pose, {
    close: blinking(clock, vary) * (1 - teasing),
    squint: 0.25 * teasing,
    brow: 0.6 * teasing,
  });
  return pose;
};
