import { bothEyes, restingPose } from '../pose';
import { type Template, blinking, SEEN_SWINGS } from './shared';
import { hold, later } from '../timeline';

/**
 * 男孩, a cheeky boy teasing you ("略略略", 😝): the tongue poked out over the lower lip, the eyes
 * scrunched, the head waggling quickly from side to side. Five panels named the old grin-and-wink
 * boy 0 times of 15: a head path does not say "boy", the poked tongue does (tongueOut.ts). No
 * tilt held to one side, no wink, no big eyes (cute's).
 */
export const boy: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const teasing = hold(local, 0.04, 0.94, 0.12);
  const swing = Math.sin(2 * Math.PI * SEEN_SWINGS * local.t);
  pose.tongue = teasing;
  pose.mouthOpen = 0.2 * teasing;
  pose.smile = 0.25 * teasing;
  pose.roll = 0.1 * teasing * swing * vary.amount;
  pose.shiftX = 0.012 * teasing * swing;
  pose.pitch = -0.04 * teasing;
  bothEyes(pose, {
    close: 0.5 * teasing + blinking(clock, vary) * (1 - teasing),
    squint: 0.6 * teasing,
    brow: -0.35 * teasing,
  });
  return pose;
};
