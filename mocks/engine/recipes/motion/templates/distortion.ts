import { restingPose } from '../pose';
import { type Template } from './shared';
import { pulse, wave } from '../timeline';

/** A funhouse lens drifting over the face, bulging and pinching. */
export const distortion: Template = (clock, vary) => {
  const pose = restingPose();
  pose.bulge = 0.5 * wave(clock, 0.8 * vary.tempo, vary.phase[0]) * vary.amount;
  pose.bulgeX = 0.2 * wave(clock, 0.5, vary.phase[1]);
  pose.bulgeY = 0.15 * wave(clock, 0.5, vary.phase[1] + 0.25);
  pose.mouthOpen = 0.2 * pulse(clock, 1.5, vary.phase[2]);
  return pose;
};
