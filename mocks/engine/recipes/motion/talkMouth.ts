// The mouth of a spoken line over time: each syllable opens the jaw as far as its vowel does
// (talkLine.ts) and closes toward the next consonant, fully for m, b, p and in the pauses, so
// the lips move in the rhythm of speech rather than a sine.
import type { TalkLine } from './talkLine';
import { bump, type Clock, keyframes } from './timeline';

export interface SpokenMouth {
  /** Jaw opening 0…1 (1: an open "a"), closing at an m, b, p for an instant (the speech, orator.ts, reads it). */
  open: number;
  /**
   * The same opening with the lips held shut from BILABIAL_BEFORE to BILABIAL_AFTER round an m, b,
   * p (the talk, with `press`). Held in `open` too, the speech's mouth showed fewer open frames
   * (oratorReads.test.ts failed: the older man, the woman under their measured change).
   */
  held: number;
  /** Lip rounding 0…1. */
  round: number;
  /** Lip spreading 0…1: an unrounded narrow vowel ("i", "e", "ei") draws the corners out. */
  spread: number;
  /**
   * 0…1: how firmly the lips are pressed shut, at an m, b, p and wherever the voice is silent (the
   * lead, the pauses, the tail). talk.ts turns it into a negative opening: mouthWarp.ts then
   * closes the photo's own open mouth, so a smiling photo with teeth shuts its lips too.
   */
  press: number;
  /** 0…1 around a stressed syllable's peak (a phrase's first syllable, an open vowel): nods, brows. */
  stress: number;
}

/** Share of a syllable at which its vowel is most open. */
const PEAK_AT = 0.38;
/** How long a stress's nod and brow raise last, seconds. */
const STRESS_S = 0.34;
/** How long the lips take to close after a phrase's last syllable, seconds. */
const CLOSE_S = 0.09;
/**
 * An m, b or p: the lips are shut from this long before its syllable starts until this long
 * after (seconds), about two frames of a 15 fps GIF. Closed for an instant only, no frame a blind
 * reader saw showed them shut: "the mouth seldom closes into real lips" (issue 37, session 55).
 */
const BILABIAL_BEFORE = 0.06;
const BILABIAL_AFTER = 0.05;

interface Keys {
  open: [number, number][];
  held: [number, number][];
  round: [number, number][];
  spread: [number, number][];
  press: [number, number][];
  stresses: { at: number; weight: number; index: number }[];
}

/**
 * How spread a syllable's lips are: its vowel unrounded and narrower than an open "a" (talkLine.ts
 * gives "i" 0.5 and "e", "ei" 0.62 open, rounding under 0.1), so "mi" and "ni" draw the corners
 * out while "ma" drops the jaw and "mo" rounds.
 */
function spreadOf(syllable: { open: number; round: number }): number {
  return syllable.open < 0.7 ? Math.max(0, 1 - syllable.round / 0.1) : 0;
}

const keysOf = new WeakMap<TalkLine, Keys>();

/** The line's keyframes, worked out once per line. */
function keys(line: TalkLine): Keys {
  const known = keysOf.get(line);
  if (known) return known;
  const made: Keys = { open: [[0, 0]], held: [[0, 0]], round: [[0, 0]], spread: [[0, 0]], press: [[0, 1]], stresses: [] };
  line.syllables.forEach((syllable, index) => {
    const previous = line.syllables[index - 1];
    const next = line.syllables[index + 1];
    const joined = previous !== undefined && syllable.startS - (previous.startS + previous.seconds) < 0.01;
    const bilabial = /^[mbp]/i.test(syllable.text);
    const peakAt = syllable.startS + PEAK_AT * syllable.seconds;
    // Between two joined syllables the jaw only half closes, unless the lips must meet: then they
    // stay shut a moment, pressed, before the vowel opens them.
    const closure = joined && !/^[mbpf]/i.test(syllable.text) ? 0.28 * Math.min(previous.open, syllable.open) : 0;
    if (bilabial) {
      // Kept after the previous syllable's peak and before this one's, so the keys stay in time
      // order on a hurried line's short syllables (keyframes() reads them in order).
      const previousPeak = previous === undefined ? -Infinity : previous.startS + PEAK_AT * previous.seconds;
      const shutFrom = joined ? Math.max(previousPeak, syllable.startS - BILABIAL_BEFORE) : syllable.startS;
      const shutTo = Math.max(shutFrom, Math.min(syllable.startS + BILABIAL_AFTER, peakAt - 0.03));
      made.open.push([syllable.startS, 0]);
      made.held.push([shutFrom, 0], [shutTo, 0]);
      made.press.push([shutFrom, 1], [shutTo, 1]);
    } else {
      made.open.push([syllable.startS, closure]);
      made.held.push([syllable.startS, closure]);
      // A phrase's first syllable starts from the pause's shut lips.
      made.press.push([syllable.startS, joined ? 0 : 1]);
    }
    made.open.push([peakAt, syllable.open]);
    made.held.push([peakAt, syllable.open]);
    made.press.push([peakAt, 0]);
    made.round.push(
      [syllable.startS, previous && joined ? previous.round : 0],
      [syllable.startS + PEAK_AT * syllable.seconds, syllable.round],
    );
    made.spread.push(
      [syllable.startS, previous && joined ? spreadOf(previous) : 0],
      [syllable.startS + PEAK_AT * syllable.seconds, spreadOf(syllable)],
    );
    const end = syllable.startS + syllable.seconds;
    const phraseEnds = next === undefined || next.startS - end > 0.01;
    if (phraseEnds) {
      made.open.push([end + CLOSE_S, 0]);
      made.held.push([end + CLOSE_S, 0]);
      made.round.push([end + CLOSE_S, 0]);
      made.spread.push([end + CLOSE_S, 0]);
      made.press.push([end + CLOSE_S, 1]);
      // Still shut until the next phrase's first syllable starts to open.
      if (next !== undefined) made.press.push([next.startS, 1]);
    }
    // A phrase's first syllable is stressed, and an open vowel ("a", "o") two or more syllables
    // after the last stress: a beat every two or three syllables, as a speaker leans on words.
    const last = made.stresses.at(-1);
    const peak = syllable.startS + PEAK_AT * syllable.seconds;
    const spaced = last === undefined || index - last.index >= 2;
    if (!joined || (syllable.open >= 0.75 && spaced)) made.stresses.push({ at: peak, weight: joined ? 0.75 : 1, index });
  });
  keysOf.set(line, made);
  return made;
}

export function spokenMouth(line: TalkLine, clock: Clock): SpokenMouth {
  const seconds = clock.t * clock.seconds;
  const found = keys(line);
  let stress = 0;
  for (const { at, weight } of found.stresses) stress = Math.max(stress, weight * bump(clock, at / clock.seconds, STRESS_S));
  return {
    open: keyframes(found.open, seconds),
    held: keyframes(found.held, seconds),
    round: keyframes(found.round, seconds),
    spread: keyframes(found.spread, seconds),
    press: keyframes(found.press, seconds),
    stress,
  };
}
