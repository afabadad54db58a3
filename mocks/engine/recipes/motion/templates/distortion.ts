import { restingPose } from '../pose';
import { type Template } from './shared';
import { pulse } from '../timeline';

/** Turns of the mirror's cycle a loop: the 8 frames a viewer sees (a seventh apart) each show another shape. */
const MIRROR_CYCLES = 2;

/**
 * A funhouse mirror (funhouseLens.ts) cycling through its shapes: tall and thin, a huge forehead
 * over a tiny chin, short and wide, a small head on a big jaw. The two modes are a quarter turn
 * apart, so at every moment one of them is strong: the face is never shown as photographed.
 */
export const distortion: Template = (clock, vary) => {
  const pose = restingPose();
  const turn = (vary.side === 0 ? 1 : -1) * MIRROR_CYCLES * clock.t + vary.phase[0];
  const angle = 2 * Math.PI * turn;
  pose.mirrorStretch = Math.sin(angle) * vary.amount;
  pose.mirrorTop = Math.cos(angle) * vary.amount;
  pose.mouthOpen = 0.2 * pulse(clock, 1.5, vary.phase[2]);
  return pose;
};
