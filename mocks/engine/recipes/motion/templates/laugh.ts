import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { pulse, wave } from '../timeline';

/** A hearty laugh: mouth wide, eyes squeezed into crescents, the head shaking with it. */
export const laugh: Template = (clock, vary) => {
  const pose = restingPose();
  const ha = pulse(clock, 5 * vary.tempo, vary.phase[0]);
  pose.mouthOpen = (0.5 + 0.28 * ha) * vary.amount;
  pose.smile = 0.9;
  pose.roll = 0.05 * wave(clock, 2.5, vary.phase[1]);
  pose.shiftY = -0.018 * ha;
  pose.pitch = -0.05;
  bothEyes(pose, { squint: 0.7, close: 0.55, brow: 0.2 });
  return pose;
};
