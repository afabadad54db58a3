// What the prompt says its things do, beyond where they stand: animals playing face each other
// and one leaps (layout.ts); birds flying or far off are a few small wing strokes scattered over
// the sky, never a perched bird beside the subject.
import type { Reading } from './words';

const PLAYING = /玩|嬉戏|打闹|追逐|玩耍|\bplay(?:s|ing|ful)?\b|\bchas(?:e|es|ing)\b|\bfrolic/i;
const DISTANT = /飞|远处|远方|天上|空中|\bfly(?:ing)?\b|\bflies\b|\bflock|\bfar\b|\bdistan|\bin the sky\b|\boverhead\b/i;

/** A flock: how many birds fly far off when the prompt gave no number (3–5, by the seed). */
export const flockOf = (seed: number): number => 3 + (Math.abs(seed) % 3);

export function readAction(reading: Reading, prompt: string, seed: number): void {
  reading.playing = PLAYING.test(prompt);
  reading.distant = DISTANT.test(prompt);
  if (!reading.distant) return;
  // "远处有飞鸟" names no number: far-off birds are a flock, not one.
  reading.things.forEach((mention, index) => {
    if (index !== reading.subject && mention.concept.drawing?.flying && mention.count === 1) mention.count = flockOf(seed);
  });
}
