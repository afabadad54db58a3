import { bothEyes, restingPose } from '../pose';
import { spokenMouth } from '../talkMouth';
import { smoothstep } from '../timeline';
import { type Template, shutBlinks, lineOf } from './shared';

/** How far a rounded vowel rounds the lips (mouthWarp.ts covers the teeth past 1.2: "u" 0.9 → 1.58, all of them; "o" 0.75 → 1.31, some). */
const ROUNDED = 1.75;
/**
 * How far a narrow unrounded vowel spreads the lips (a negative rounding). Its opening is its
 * vowel's own (talkLine.ts, 0.5–0.62): made a quarter flatter as well, the closings between the
 * syllables of seed 3's line no longer read as closings (talk.test.ts's count of openings, 4 → 3).
 */
const SPREAD = 0.5;
/**
 * How far pressed lips (an m, b, p, a pause) close the photo's own open mouth: a negative opening,
 * all of it (mouthWarp.ts `closing`). A smiling photo with teeth went "back and forth between a
 * grin and an open mouth and never shut" to a blind reader (issue 37, session 55).
 */
const PRESSED = 1;
/**
 * The press gives way as the jaw opens: gone once a syllable's opening reaches this. Subtracted
 * whole, it ate into the syllables either side of a pause or an m, b, p (the mouth shut a frame
 * or two early and opened late: 13–16 of the 40 frames closed against 7–9), and a blind reader
 * saw the talk "mostly stop talking" (issue 37, session 55).
 */
const PRESS_UNTIL = 0.2;

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
  // Each vowel its own shape (the same toothy lens on every syllable was "the same pasted grin"
  // to a blind reader, session 55): a rounded "o", "u" purses the lips past mouthWarp's round
  // "O" so they cover the teeth, a narrow "i", "e" spreads them wider with the teeth behind, an
  // "a" drops the jaw.
  const opening = vary.amount * mouth.held;
  pose.mouthOpen = opening - PRESSED * mouth.press * (1 - smoothstep(opening / PRESS_UNTIL));
  pose.mouthRound = ROUNDED * mouth.round - SPREAD * mouth.spread;
  pose.smile = 0.12;
  pose.pitch = 0.025 * mouth.stress;
  pose.shiftY = 0.006 * mouth.stress;
  // Whole blinks wherever they fall: scaled down by the open mouth they shut the eyes a third to
  // two thirds, a half-shut flicker.
  bothEyes(pose, { close: shutBlinks(clock, vary), brow: 0.45 * mouth.stress });
  return pose;
};
