// The ways the uncle gives his knowing look, one a seed (variation.ts planOf; issue 37, item 4).
// Every plan keeps his one-sided smirk, the narrowed eyes, one brow arching high as the chin comes
// up and two slow nods a loop; they differ in the nods' rhythm and where he looks as he lifts his
// chin. With only the onset, the side, the amount and a small drift drawn from the seed, seeds 1
// and 2 were one clip (their head paths 0.04 rad apart).
import { keyedOverLoop } from '../timeline';

/** The uncle's nods a loop: half the boy's shakes a loop (in a longer loop), a slow "hey there" a viewer follows. */
const NODS = 2;

export interface ManPlan {
  /** What a person sees, for the docs and a failing test's message. */
  name: string;
  /** The chin at a moment of the loop (0–1): 0 at the bottom of a nod … 1 lifted. */
  lift: (t: number) => number;
  /** Where he turns as the chin comes up: 1 toward his smirk's side … −1 the other way. */
  turn: (t: number) => number;
}

const evenNods = (t: number): number => 0.5 + 0.5 * Math.sin(2 * Math.PI * NODS * t);
const towardSmirk = (): number => 1;

export const MAN_PLANS: readonly ManPlan[] = [
  {
    // Seed 1 as the readers judged it: two even nods, each lifting toward his smirk's side.
    name: 'two even nods toward his smirk',
    lift: evenNods,
    turn: towardSmirk,
  },
  {
    // "Heyyy… there": the chin up slowly and held on you, a nod, then one quick lift and nod.
    name: 'a long held look, then a quick nod',
    // The chin part way up at the loop's end, as seed 1's is: down there at the blink (0.98), the
    // lowered brows left a half-shut dip beside it on the man (blinkWhole.test, seed 5).
    lift: keyedOverLoop([
      [0, 0.4],
      [0.25, 1],
      [0.45, 1],
      [0.6, 0],
      [0.75, 1],
      [0.9, 0.2],
      [1, 0.4],
    ]),
    turn: towardSmirk,
  },
  {
    // The first look over at you, the second over his other shoulder, the smirk kept on its side.
    name: 'a nod toward his smirk, one over the other shoulder',
    lift: evenNods,
    turn: keyedOverLoop([
      [0.4, 1],
      [0.52, -0.7],
      [0.9, -0.7],
      [1, 1],
    ]),
  },
  {
    // A still look with the chin half up, then two quick nods close together ("hey, hey") in the
    // loop's middle, where his knowing look is full; half up at the loop's end (its blink), as
    // seed 1's is.
    name: 'a still look, then two quick nods',
    lift: keyedOverLoop([
      [0, 0.4],
      [0.15, 0.5],
      [0.3, 1],
      [0.41, 0],
      [0.52, 1],
      [0.64, 0],
      [0.78, 0.5],
      [1, 0.4],
    ]),
    turn: towardSmirk,
  },
];
