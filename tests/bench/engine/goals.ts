// The goals of issue 25 (item 6) on 2 cores, and how a measurement is judged against them.
import type { ToolId } from '../../../src/rules/catalog';

export type Goal =
  | { kind: 'seconds'; max: number; what: 'still image' | 'GIF' | 'video' }
  /** Speech: seconds of making per 100 characters of text. */
  | { kind: 'perHundredChars'; max: number };

export const TOOL_GOALS: Record<ToolId, Goal> = {
  cartoon: { kind: 'seconds', max: 3, what: 'still image' },
  watercolor: { kind: 'seconds', max: 3, what: 'still image' },
  avatar: { kind: 'seconds', max: 3, what: 'still image' },
  tti: { kind: 'seconds', max: 3, what: 'still image' },
  gif: { kind: 'seconds', max: 6, what: 'GIF' },
  animation: { kind: 'seconds', max: 12, what: 'video' },
  video3d: { kind: 'seconds', max: 12, what: 'video' },
  tts: { kind: 'perHundredChars', max: 1 },
};

/** The resource list's p95 answer time while 3 runs are made. */
export const API_P95_MAX_MS = 50;
/** Peak memory of the stand-in's process (its pool threads included) with 3 runs at once. */
export const MEMORY_MAX_BYTES = 1.5 * 1024 ** 3;

export function goalText(goal: Goal): string {
  return goal.kind === 'seconds' ? `≤ ${goal.max} s` : `≤ ${goal.max} s/100 chars`;
}

/** The number a goal is about: the time itself, or the time per 100 characters. */
export function judged(goal: Goal, seconds: number, chars: number): number {
  return goal.kind === 'seconds' ? seconds : (seconds * 100) / Math.max(1, chars);
}

export function verdict(pass: boolean): 'PASS' | 'MISS' {
  return pass ? 'PASS' : 'MISS';
}
