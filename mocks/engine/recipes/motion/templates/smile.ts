import { bothEyes, restingPose } from '../pose';
import { type Template, blinking } from './shared';
import { pulse, smoothstep } from '../timeline';

/** A smile that grows into a grin showing the teeth, the head lifting with it and tilting. */
export const smile: Template = (clock, vary) => {
  const pose = restingPose();
  const grin = smoothstep(0.15 + 1.1 * pulse(clock, 0.45, vary.phase[0])) * vary.amount;
  pose.smile = 0.95 * grin;
  pose.mouthOpen = 0.3 * grin;
  pose.roll = 0.05 * grin * (vary.side ? 1 : -1);
  pose.pitch = -0.04 * grin;
  pose.shiftY = -0.01 * grin;
  // Blinks stay scaled down by the grin (its squint half-closes the eyes already): whole blinks in
  // the grin lost a blind panel (stop 41: main 2, whole 1, 9 alike), its shut lids drawn "hard
  // black lines" where the squint read soft.
  bothEyes(pose, { squint: 0.6 * grin, close: 0.2 * grin + blinking(clock, vary) * (1 - grin), brow: 0.25 * grin });
  return pose;
};
