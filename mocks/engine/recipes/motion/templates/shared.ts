// What several templates share: the blinks on a GIF's frames, the spoken line, the seen swings.
import type { Locale } from '../../../../../src/locales/locale';
import { talkLine, type TalkLine } from '../talkLine';
import { type Clock, bump } from '../timeline';
import type { Variation } from '../variation';
import type { Pose } from '../pose';

export type Template = (clock: Clock, vary: Variation) => Pose;

/** Closing of the lids from the variation's two blinks (about 0.18 s each). */
export function blinking(clock: Clock, vary: Variation): number {
  return Math.max(bump(clock, vary.blinks[0], 0.2), bump(clock, vary.blinks[1] % 1, 0.2));
}

/**
 * A blink that shuts the lids on a GIF's frames (60 ms apart): its top held, so the frame nearest
 * its middle, up to 30 ms off, is shut (the bare bump there is 0.79, the eye a fifth open).
 */
export function shutBlink(clock: Clock, at: number): number {
  return Math.min(1, 1.3 * bump(clock, at, 0.2));
}

/** The variation's two blinks, each whole on the GIF's frames (shutBlink). */
export function shutBlinks(clock: Clock, vary: Variation): number {
  return Math.max(shutBlink(clock, vary.blinks[0]), shutBlink(clock, vary.blinks[1] % 1));
}

/** The line a result says (talkLine.ts), made once per seed, language and clip length. */
const lines = new Map<string, TalkLine>();

export function lineOf(seed: number, language: Locale, clock: Clock): TalkLine {
  const key = `${seed}/${language}/${clock.seconds}`;
  let line = lines.get(key);
  if (!line) {
    line = talkLine(seed, language, clock.seconds);
    lines.set(key, line);
  }
  return line;
}

/**
 * Swings a loop that a viewer sees alternate: a blind panel is shown 8 frames spread over the
 * clip, about a seventh of the loop apart, and 4 whole swings a loop put each shown frame on the
 * other side of the swing from the one before (3 or 5 land two frames in a row on one side).
 */
export const SEEN_SWINGS = 4;
