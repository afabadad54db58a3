// Looping time functions. Every motion is a function of t in [0, 1) over a clip of `seconds`, and
// each rhythm is rounded to a whole number of cycles per clip so the last frame meets the first.
import { smoothstep as smoothstepBetween } from '../shared/raster';

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

/** shared/raster's smoothstep over 0–1: the eases between keyframes and the painters' soft edges. */
export function smoothstep(x: number): number {
  return smoothstepBetween(0, 1, x);
}

/** The same clip seen `by` (0–1 of the loop) later: a gesture written to start at 0 starts at `by`. */
export function later(clock: Clock, by: number): Clock {
  return { t: (((clock.t - by) % 1) + 1) % 1, seconds: clock.seconds };
}

/** A looping sum of sines with whole cycles per clip (a head path's axis). */
export function harmonics(clock: Clock, parts: readonly { cycles: number; amplitude: number; phase: number }[]): number {
  let sum = 0;
  for (const part of parts) sum += part.amplitude * Math.sin(2 * Math.PI * (part.cycles * clock.t + part.phase));
  return sum;
}

/** Keyframes: (time, value) pairs in time order. */
export type Keys = readonly (readonly [number, number])[];

/**
 * Eases through keyframes (time in seconds, value) with smoothstep between neighbours; before
 * the first and after the last it holds their values. Keys must be in time order.
 */
export function keyframes(keys: Keys, seconds: number): number {
  if (keys.length === 0) return 0;
  if (seconds <= keys[0][0]) return keys[0][1];
  for (let index = 1; index < keys.length; index++) {
    const [toTime, toValue] = keys[index];
    if (seconds <= toTime) {
      const [fromTime, fromValue] = keys[index - 1];
      const along = toTime > fromTime ? (seconds - fromTime) / (toTime - fromTime) : 1;
      return fromValue + (toValue - fromValue) * smoothstep(along);
    }
  }
  return keys[keys.length - 1][1];
}

/** A curve over the loop (0–1) eased through keyframes of (fraction of the loop, value): a template plan's beat. */
export function keyedOverLoop(keys: Keys): (t: number) => number {
  return (t) => keyframes(keys, t);
}
