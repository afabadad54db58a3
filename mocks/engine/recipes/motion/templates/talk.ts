import { bothEyes, restingPose } from '../pose';
import { spokenMouth } from '../talkMouth';
import { type Template, shutBlinks, lineOf } from './shared';

/**
 * Talking: the jaw and lips follow the syllables of the result's spoken line (the animation's
 * audio says the same line), the head dips a little on stressed syllables and the brows lift
 * with them; blinks fall where the voice pauses.
 */
export const talk: Template = (clock, vary) => {
  const pose = restingPose();
  const mouth = spokenMouth(lineOf(vary.seed, vary.language, clock), clock);
  // An open "a" parts the lips by about half the mouth's width: at the GIF's size, under a
  // moustache or on a soft face, anything less read as lips that barely move (issue 37).
  pose.mouthOpen = 1.0 * vary.amount * mouth.open;
  pose.mouthRound = 0.6 * mouth.round;
  pose.smile = 0.12;
  pose.pitch = 0.025 * mouth.stress;
  pose.shiftY = 0.006 * mouth.stress;
  // Whole blinks wherever they fall: scaled down by the open mouth they shut the eyes a third to
  // two thirds, a half-shut flicker.
  bothEyes(pose, { close: shutBlinks(clock, vary), brow: 0.45 * mouth.stress });
  return pose;
};
