import { bothEyes, restingPose } from '../pose';
import { type Template, blinking } from './shared';
import { hold } from '../timeline';

export const yawn: Template = (clock, vary) => {
  const pose = restingPose();
  const start = 0.08 + 0.08 * vary.phase[0];
  const wide = hold(clock, start, start + 0.55, 0.35) * vary.amount;
  pose.mouthOpen = 1.05 * wide;
  pose.mouthRound = 0.35 * wide;
  pose.pitch = -0.1 * wide;
  pose.roll = 0.04 * wide * (vary.side ? 1 : -1);
  bothEyes(pose, { close: 0.85 * wide + blinking(clock, vary) * (1 - wide), squint: 0.3 * wide, brow: 0.5 * wide });
  return pose;
};
