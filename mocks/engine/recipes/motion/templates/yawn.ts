import { bothEyes, restingPose } from '../pose';
import { type Template, blinking } from './shared';
import { hold, keyframes } from '../timeline';

/**
 * How far the yawn's mouth opens at its widest, in mouth half widths, and how round: a tall oval,
 * the jaw dropped far (mouthWarp.ts drops the chin with the lower lip) and the corners drawn in.
 * At 1.05 and 0.35 the opening was 0.54–0.81 as tall as wide on the test faces, a laugh's or a
 * sung "ah": looked at in session 61 (issue 37), the older man's was a tongue poked out and the
 * women's a laugh (a blind reader then kept this taller yawn 5 of 5). Opened more than the
 * surprise (0.85, round 1) so it reads as the biggest mouth of the templates; rounded less than
 * the surprise's "O", so it stays an oval taller than wide, not a circle.
 */
const YAWN_OPEN = 1.6;
const YAWN_ROUND = 0.7;
/**
 * The brows rise as the jaw drops, then fall as the eyes squeeze shut at the yawn's top (the
 * cheeks pushing the lower lids up): held up all through, as before, they read as a plain "eyes
 * closed". Seconds after the hold starts that the squeeze begins and is full.
 */
const SQUEEZE_FROM = 0.55;
const SQUEEZE_FULL = 1.05;
const BROW_UP = 0.7;
const BROW_SQUEEZED = 0.1;
const SQUINT_OPEN = 0.3;
const SQUINT_SQUEEZED = 0.6;

export const yawn: Template = (clock, vary) => {
  const pose = restingPose();
  const start = 0.08 + 0.08 * vary.phase[0];
  const wide = hold(clock, start, start + 0.55, 0.35) * vary.amount;
  const since = (clock.t - start) * clock.seconds;
  const squeeze = keyframes(
    [
      [SQUEEZE_FROM, 0],
      [SQUEEZE_FULL, 1],
    ],
    since,
  );
  pose.mouthOpen = YAWN_OPEN * wide;
  pose.mouthRound = YAWN_ROUND * wide;
  pose.pitch = -0.1 * wide;
  pose.roll = 0.04 * wide * (vary.side ? 1 : -1);
  bothEyes(pose, {
    close: 0.85 * wide + blinking(clock, vary) * (1 - wide),
    squint: wide * (SQUINT_OPEN + (SQUINT_SQUEEZED - SQUINT_OPEN) * squeeze),
    brow: wide * (BROW_UP + (BROW_SQUEEZED - BROW_UP) * squeeze),
  });
  return pose;
};
