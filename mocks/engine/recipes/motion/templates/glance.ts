import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { hold, later } from '../timeline';

/**
 * Side glance: the eyes slide hard to one side and hold there, the head turning a little after
 * them, the lids narrowed from below, one brow a little higher, a one-sided smirk; then they slide
 * back.
 */
export const glance: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const direction = vary.side ? 1 : -1;
  const held = hold(local, 0.12, 0.62, 0.18);
  const sideways = held * vary.amount;
  pose.smile = 0.2 + 0.6 * sideways;
  pose.mouthOpen = 0.04 * sideways;
  // The head turns a little the way the eyes go, as a person's follows a look, and dips. Turned
  // away, the glance read as the eyes slid over a still face ("almost static", issue 37).
  pose.yaw = 0.12 * sideways * direction;
  pose.pitch = 0.04 * sideways;
  pose.roll = 0.04 * sideways * direction;
  bothEyes(pose, {
    lookX: sideways * direction,
    squint: 0.35 * sideways,
    // Brows lifted over an eye whose lid is not raised too lift that lid by a share (eyeWarp.ts):
    // at 0.5 and 1.2 the lid's rim rose as a thin light or dark arc over the eye (the older man,
    // the blonde, issue 37's "a line on a skin-coloured patch"); at 0.3 it stays at the eye. The
    // brows follow the hold, not the variation's amount (up to 1.12), so no seed lifts them past.
    brow: 0.2 * held,
    // One whole blink after the eyes are back, before the next glance (the glance held open: a
    // blink there hid it). The variation's blinks fell anywhere: scaled down by the glance, or
    // sampled off their middle, they shut the eyes a quarter to a half, a flicker.
    close: shutBlink(local, 0.72 + 0.7 * (vary.blinks[0] - 0.1)),
  });
  pose.eyes[vary.side].brow = 0.35 * held;
  return pose;
};
