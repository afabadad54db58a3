import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { bump, hold, later } from '../timeline';

/**
 * Cute: the head eases into a tilt with a bounce, the eyes grow big and bright and the mouth
 * curls into a sweet closed smile; at the top of the tilt one eye winks (the side the head leans
 * to), the other brow up; then it all eases back. Behind glasses the eyes are not magnified (the
 * lens would bend), so the wink, the smile and the tilt carry it.
 */
export const cute: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const tilt = hold(local, 0.08, 0.8, 0.45) * vary.amount;
  // A little bounce as the tilt lands: the head overshoots and settles.
  const bounce = bump(local, 0.3, 0.35);
  const winking = hold(local, 0.42, 0.62, 0.1);
  const toward = vary.side ? 1 : -1;
  pose.roll = (0.13 * tilt + 0.04 * bounce) * toward;
  pose.shiftX = 0.012 * tilt * toward;
  pose.shiftY = -0.015 * bounce;
  pose.pitch = 0.05 * tilt;
  pose.smile = 0.25 + 0.7 * tilt;
  pose.mouthOpen = 0.06 * tilt;
  // One whole blink of both eyes as the tilt comes in, well before the wink (it ends at least 0.2 s
  // before the wink starts). The variation's blinks fell anywhere: scaled down by the tilt they
  // shut the eyes a fifth to a half, and the winking eye, held to its wink, never blinked, so
  // after the wink one eye half shut alone, a second, lopsided wink (seed 2, frame 29).
  const blink = shutBlink(local, 0.14 + 0.3 * (vary.blinks[0] - 0.1));
  bothEyes(pose, {
    magnify: 0.22 * tilt,
    close: blink + (1 - blink) * -0.15 * tilt,
    brow: 0.5 * tilt,
    squint: 0.2 * tilt,
  });
  // The subject's eye on the side the head leans to winks; the other brow goes up.
  const winker = vary.side;
  pose.eyes[winker].close = Math.max(winking, blink);
  pose.eyes[winker].squint = 0.2 * tilt + 0.5 * winking;
  pose.eyes[winker].brow = 0.5 * tilt - 0.3 * winking;
  pose.eyes[1 - winker].brow = 0.5 * tilt + 0.6 * winking;
  return pose;
};
