import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { pulse, wave } from '../timeline';

/**
 * A put-on laugh, exaggerated: the mouth thrown wide open on each "HA", the head thrown back and
 * rocking, eyes shut, brows up.
 */
export const bigLaugh: Template = (clock, vary) => {
  const pose = restingPose();
  const back = pulse(clock, 1, vary.phase[0]);
  const ha = pulse(clock, 4 * vary.tempo, vary.phase[1]);
  pose.mouthOpen = (0.5 + 0.35 * ha) * vary.amount;
  pose.smile = 1;
  pose.pitch = -0.2 * back - 0.04 * ha;
  pose.shiftY = -0.03 * back - 0.01 * ha;
  pose.roll = 0.08 * wave(clock, 0.5, vary.phase[2]);
  bothEyes(pose, { close: 0.7 + 0.25 * back, squint: 0.5, brow: 0.3 + 0.5 * ha });
  return pose;
};
