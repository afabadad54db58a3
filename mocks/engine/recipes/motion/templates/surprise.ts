import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { keyframes } from '../timeline';

/** Seconds the surprise's eyes take to open wide. */
const SURPRISE_RISE = 0.14;

/**
 * 惊讶, surprise: a short still beat, then the eyes snap wide and the brows fly up as the mouth
 * drops open, held, then easing back. No blink: readers named the old clip's first frames a
 * "one-eyed wink". The variation's blinks fell anywhere, often before the shock, and on a turned
 * head the far eye, small and foreshortened, barely reads shut (woman, seed 1, frame 6: the near
 * eye shut, the far one half open), so any blink read as a wink in a 2.4 s loop.
 */
export const surprise: Template = (clock, vary) => {
  const pose = restingPose();
  const now = clock.t * clock.seconds;
  const start = (0.1 + 0.06 * vary.phase[0]) * clock.seconds;
  const held = 0.6 * clock.seconds;
  const eased = 0.8 * clock.seconds;
  // The eyes and brows widen in 0.14 s, a startle; the jaw drops a little slower behind them.
  const shock =
    keyframes(
      [
        [start, 0],
        [start + SURPRISE_RISE, 1],
        [held, 1],
        [eased, 0],
      ],
      now,
    ) * vary.amount;
  const jaw =
    keyframes(
      [
        [start, 0],
        [start + 1.6 * SURPRISE_RISE, 1],
        [held, 1],
        [eased, 0],
      ],
      now,
    ) * vary.amount;
  pose.mouthOpen = 0.85 * jaw;
  pose.mouthRound = jaw;
  pose.shiftY = -0.025 * shock;
  pose.pitch = -0.05 * shock;
  bothEyes(pose, { close: -0.6 * shock, brow: 1.3 * shock });
  return pose;
};
