import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { hold, later } from '../timeline';

/**
 * Side glance: the head stays still while the eyes slide hard to one side and hold there, both
 * brows lifting and one higher, a one-sided smirk; then they slide back.
 */
export const glance: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const direction = vary.side ? 1 : -1;
  const sideways = hold(local, 0.12, 0.62, 0.18) * vary.amount;
  pose.smile = 0.2 + 0.6 * sideways;
  pose.mouthOpen = 0.04 * sideways;
  // The head turns a little away from where the eyes go and dips: the eyes look from its corner.
  pose.yaw = -0.1 * sideways * direction;
  pose.pitch = 0.04 * sideways;
  pose.roll = 0.04 * sideways * direction;
  bothEyes(pose, {
    lookX: sideways * direction,
    squint: 0.35 * sideways,
    brow: 0.5 * sideways,
    // One whole blink after the eyes are back, before the next glance (the glance held open: a
    // blink there hid it). The variation's blinks fell anywhere: scaled down by the glance, or
    // sampled off their middle, they shut the eyes a quarter to a half, a flicker.
    close: shutBlink(local, 0.72 + 0.7 * (vary.blinks[0] - 0.1)),
  });
  pose.eyes[vary.side].brow = 1.2 * sideways;
  return pose;
};
