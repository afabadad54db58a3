import { bothEyes, restingPose } from '../pose';
import { type Template, blinking } from './shared';
import { hold, later } from '../timeline';
import { planOf } from '../variation';
import { BOY_PLANS } from './boyPlans';

/**
 * 男孩, a cheeky boy teasing you ("略略略", 😝): the tongue poked out long over the lower lip, the
 * eyes squeezed (the lids half down, the cheeks pushing the lower lids up, the brows pulled down),
 * the head waggling from side to side, turning and tipping with each "略" and bouncing at each
 * swing. The tongue is his sign (five panels named the old grin-and-wink boy 0 times of 15; a head
 * path does not say "boy"), the squeezed eyes his mood: with the eyes open and the brows up over
 * it, a blind reader saw "a vacant stare" (issue 37, the fifty-eighth stop). With the squeezed
 * eyes over a grin a naming reader took him for fake laugh (the fifty-ninth stop), so the mouth
 * is no laugh: only parted round the tongue, the corners hardly up (fake laugh's is thrown wide
 * in a grin). No wink, no big eyes, no pout (cute's). The seed picks the waggle's rhythm
 * (boyPlans.ts).
 */
export const boy: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const teasing = hold(local, 0.02, 0.97, 0.08);
  const swing = BOY_PLANS[planOf(vary, BOY_PLANS.length)].swing(local.t, vary.side ? 1 : -1);
  pose.tongue = teasing;
  pose.mouthOpen = 0.17 * teasing;
  // The corners barely lifted: 0.45 (a grin, mouthWarp.ts' grin from 0.3) read as a laugh.
  pose.smile = 0.1 * teasing;
  // A waggle of the head ("nyah nyah"), turning and tipping to each side together; the head
  // springs up at each side of the swing and dips through the middle, a bounce twice a swing.
  pose.yaw = 0.14 * teasing * swing * vary.amount;
  pose.roll = 0.09 * teasing * swing * vary.amount;
  pose.shiftX = 0.014 * teasing * swing;
  pose.shiftY = -0.02 * teasing * Math.abs(swing);
  pose.pitch = -0.04 * teasing;
  bothEyes(pose, {
    close: 0.5 * teasing + blinking(clock, vary) * (1 - teasing),
    squint: 0.6 * teasing,
    brow: -0.35 * teasing,
  });
  return pose;
};
