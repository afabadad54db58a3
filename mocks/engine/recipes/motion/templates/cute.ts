import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { bump, hold, later } from '../timeline';

/**
 * Cute (卖萌): the head eases into a tilt with a bounce, the eyes grow big and bright, and the lips
 * push out into a pout (嘟嘴); at the top of the tilt the pout breaks into a sweet closed smile and
 * one eye winks (the side the head leans to), the other brow up; then it all eases back. A tilt
 * with a brief wink over a smile read as the boy to a blind reader, whose tongue it took for cute
 * (issue 37, the fifty-seventh stop): the pout and the big eyes are held most of the loop so every
 * shown frame has one. Behind glasses the eyes are not magnified (the lens would bend), so the
 * pout, the wink and the tilt carry it.
 */
export const cute: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const tilt = hold(local, 0.08, 0.9, 0.3) * vary.amount;
  // A little bounce as the tilt lands: the head overshoots and settles.
  const bounce = bump(local, 0.3, 0.35);
  const winking = hold(local, 0.42, 0.68, 0.12);
  // The pout before and after the wink; the smile with it.
  const pouting = Math.max(0, tilt - winking);
  const toward = vary.side ? 1 : -1;
  pose.roll = (0.13 * tilt + 0.04 * bounce) * toward;
  pose.shiftX = 0.012 * tilt * toward;
  pose.shiftY = -0.015 * bounce;
  pose.pitch = 0.05 * tilt;
  // Lips pushed forward and closed over any teeth (mouthWarp.ts COVER_FROM), a photo's parted lips
  // pressed shut.
  pose.mouthRound = 1.45 * pouting;
  pose.mouthOpen = -0.4 * pouting;
  // The pout's corners turned a little down (a sulky "hmph"), up in the smile at the wink.
  pose.smile = 0.15 - 0.4 * pouting + 0.8 * winking * tilt;
  // One whole blink of both eyes as the tilt comes in, well before the wink (it ends at least 0.2 s
  // before the wink starts). The variation's blinks fell anywhere: scaled down by the tilt they
  // shut the eyes a fifth to a half, and the winking eye, held to its wink, never blinked, so
  // after the wink one eye half shut alone, a second, lopsided wink (seed 2, frame 29).
  const blink = shutBlink(local, 0.14 + 0.3 * (vary.blinks[0] - 0.1));
  // The eyes grow by the magnify alone. The lids were raised 0.1 as well, and a raised lid's
  // uncovered band is painted as more of the eye (eyeBand.ts): a pale band of white under a
  // painted rim, its arc hard, inside the magnified eye's dark lashes and liner, read as "dark
  // raccoon-like rings round the eyes" (issue 37, the sixty-fourth stop).
  bothEyes(pose, {
    // Over a lens narrowed to the eye (eyeWarp.ts), 0.36 grows it as 0.3 did over a wider one.
    magnify: 0.36 * tilt,
    close: blink,
    brow: 0.3 * tilt,
    squint: 0.1 * tilt,
  });
  // The subject's eye on the side the head leans to winks; the other brow goes up.
  const winker = vary.side;
  pose.eyes[winker].close = Math.max(winking, blink);
  pose.eyes[winker].squint = 0.1 * tilt + 0.6 * winking;
  pose.eyes[winker].brow = 0.3 * tilt - 0.4 * winking;
  pose.eyes[1 - winker].brow = 0.3 * tilt + 0.7 * winking;
  return pose;
};
