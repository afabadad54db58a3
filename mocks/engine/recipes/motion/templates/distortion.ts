import { restingPose } from '../pose';
import { type Template } from './shared';
import { pulse } from '../timeline';
import { planOf } from '../variation';
import { DISTORTION_PLANS } from './distortionPlans';

/**
 * A funhouse mirror (funhouseLens.ts) cycling through its shapes: tall and thin, a huge forehead
 * over a tiny chin, short and wide, a small head on a big jaw. The two modes are a quarter turn
 * apart, so at every moment one of them is strong: the face is never shown as photographed.
 * The seed picks the shapes and their rhythm (distortionPlans.ts).
 */
export const distortion: Template = (clock, vary) => {
  const pose = restingPose();
  const shape = DISTORTION_PLANS[planOf(vary, DISTORTION_PLANS.length)].shape(clock.t, vary);
  pose.mirrorStretch = shape.stretch * vary.amount;
  pose.mirrorTop = shape.top * vary.amount;
  pose.mouthOpen = 0.2 * pulse(clock, 1.5, vary.phase[2]);
  return pose;
};
