// Looping time functions. Every motion is a function of t in [0, 1) over a clip of `seconds`, and
// each rhythm is rounded to a whole number of cycles per clip so the last frame meets the first.

/** A clip's clock: where we are (0–1) and how long the loop lasts. */
export interface Clock {
  t: number;
  seconds: number;
}

/** Whole cycles per clip closest to `hertz` (at least one). */
function cycles(clock: Clock, hertz: number): number {
  return Math.max(1, Math.round(hertz * clock.seconds));
}

/** A sine at about `hertz`, phase in turns; −1…1. */
export function wave(clock: Clock, hertz: number, phase = 0): number {
  return Math.sin(2 * Math.PI * (cycles(clock, hertz) * clock.t + phase));
}

/** 0…1, a smooth pulse each cycle: 1 at the cycle's peak. */
export function pulse(clock: Clock, hertz: number, phase = 0): number {
  return 0.5 - 0.5 * Math.cos(2 * Math.PI * (cycles(clock, hertz) * clock.t + phase));
}

/** Distance in seconds between the clock and a moment of the loop (`at` in 0–1), wrapping. */
function secondsFrom(clock: Clock, at: number): number {
  const turns = Math.abs(clock.t - at) % 1;
  return Math.min(turns, 1 - turns) * clock.seconds;
}

/** 0…1…0 around moment `at` (0–1) lasting `width` seconds: a blink, a jolt. */
export function bump(clock: Clock, at: number, width: number): number {
  const distance = secondsFrom(clock, at) / (width / 2);
  return distance >= 1 ? 0 : 0.5 + 0.5 * Math.cos(Math.PI * distance);
}

/** Holds 1 between `from` and `to` (0–1) with soft edges of `edge` seconds, else 0. */
export function hold(clock: Clock, from: number, to: number, edge: number): number {
  const now = clock.t * clock.seconds;
  const start = from * clock.seconds;
  const end = to * clock.seconds;
  const rise = smoothstep((now - start) / edge + 0.5);
  const fall = 1 - smoothstep((now - end) / edge + 0.5);
  return Math.min(rise, fall);
}

export function smoothstep(x: number): number {
  const clamped = x < 0 ? 0 : x > 1 ? 1 : x;
  return clamped * clamped * (3 - 2 * clamped);
}

/**
 * A speech-like mouth opening, 0…1: syllables at about 4–5 per second whose loudness varies by
 * word, with short pauses between words.
 */
export function speech(clock: Clock, phase: number, syllableHertz = 4.4): number {
  const syllable = pulse(clock, syllableHertz, phase);
  const word = 0.55 + 0.45 * wave(clock, syllableHertz / 3.1, phase * 1.7);
  const pauses = 0.35 + 0.65 * smoothstep(0.5 + 1.6 * wave(clock, syllableHertz / 5.3, phase * 0.6));
  return Math.max(0, syllable ** 1.3 * word * pauses);
}
