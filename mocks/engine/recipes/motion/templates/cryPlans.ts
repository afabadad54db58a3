// The ways the face cries, one a seed (variation.ts planOf; issue 37, item 4). Every plan keeps
// the crumpled face, the tears and the sobs that jolt the head and open the mouth; they differ in
// the sobs' rhythm and what the head does between them. With only the sobs' phase, tempo and a
// drift drawn from the seed, seeds 1 and 2 were one clip (0.054 apart as curves).
import { type Clock, keyframes, pulse } from '../timeline';
import type { Variation } from '../variation';

export interface CryPlan {
  /** What a person sees, for the docs and a failing test's message. */
  name: string;
  /** The sob at a moment of the clip: 0 between sobs … 1 at a sob's height. */
  sob: (clock: Clock, vary: Variation) => number;
  /** How far the head shakes from side to side ("no, no"), radians, twice a loop. */
  shake: number;
}

/** The sobs as seed 1's: even pulses at about 1.6 a second, each sharpened. */
const evenSobs = (clock: Clock, vary: Variation): number => pulse(clock, 1.6 * vary.tempo, vary.phase[0]) ** 1.5;

export const CRY_PLANS: readonly CryPlan[] = [
  { name: 'even sobs', sob: evenSobs, shake: 0 },
  {
    // Two quick sobs, then a long wail: the mouth held open and trembling, the eyes squeezed.
    name: 'two sobs, then a long wail',
    sob: (clock, vary) =>
      keyframes(
        [
          [0, 0],
          [0.08, 1],
          [0.17, 0.1],
          [0.25, 1],
          [0.34, 0.1],
          [0.46, 0.9],
          [0.8, 0.9],
          [0.95, 0],
        ],
        (clock.t + vary.phase[0]) % 1,
      ),
    shake: 0,
  },
  {
    // Two slow deep sobs a loop, the head shaking slowly from side to side in despair.
    name: 'two slow sobs, the head shaking "no"',
    sob: (clock, vary) => pulse(clock, 2 / clock.seconds, vary.phase[0]) ** 1.5,
    shake: 0.13,
  },
  {
    // Quick small whimpers, nearly twice seed 1's rate and three quarters as deep, the head
    // shaking a little: a child's hiccuping cry rather than deep sobs.
    name: 'quick whimpers, the head shaking a little',
    sob: (clock, vary) => 0.75 * pulse(clock, 3 * vary.tempo, vary.phase[0]) ** 1.5,
    shake: 0.06,
  },
];
