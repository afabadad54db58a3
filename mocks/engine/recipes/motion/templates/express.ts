import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { hold } from '../timeline';

/** A run of expressions: surprised, then a broad smile, then a wink. */
export const express: Template = (clock, vary) => {
  const surprised = hold(clock, 0.04, 0.28, 0.15);
  const smiling = hold(clock, 0.38, 0.62, 0.15);
  const winking = hold(clock, 0.72, 0.93, 0.15);
  const pose = restingPose();
  pose.mouthOpen = (0.5 * surprised + 0.22 * smiling) * vary.amount;
  pose.mouthRound = surprised;
  pose.smile = 0.9 * smiling + 0.5 * winking;
  pose.shiftY = -0.02 * surprised;
  pose.roll = 0.06 * winking * (vary.side ? -1 : 1);
  bothEyes(pose, { close: -0.5 * surprised + 0.15 * smiling, brow: 1.2 * surprised, squint: 0.45 * smiling });
  pose.eyes[vary.side].close += winking;
  return pose;
};
