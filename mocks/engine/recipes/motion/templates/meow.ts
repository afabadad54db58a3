import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { bump, keyframes, type Keys } from '../timeline';
import type { Clock } from '../timeline';
import { planOf } from '../variation';
import { MEOW_PLANS } from './meowPlans';

/**
 * A cat's "mi-ao", as a kitten would; seed 1 calls twice (the seed picks a plan: meowPlans.ts). Between the calls the mouth is a cat's ":3" (the
 * lips closed, their middle drawn up toward the nose so the lips hang in two small curves:
 * Pose.catLip), the corners up; each call is a narrow, spread "mi" and then a round "ao" with the
 * head tipping up and cocked to one side, the other side on the second call; after one call the
 * eyes shut in a cat's slow blink. Wide eyes and a round "o" alone were the boy's to a blind
 * reader (issue 37, the sixty-first stop): the eyes now open only a little with the "ao", and stay
 * open otherwise (half-shut lids read as sleepy or drunk: issue 37's fourth panel).
 */
export const meow: Template = (clock, vary) => {
  const pose = restingPose();
  const plan = MEOW_PLANS[planOf(vary, MEOW_PLANS.length)];
  // Where the seed's phase starts the plan (seed 1: its two calls half a loop apart, as the phase
  // put them before the plans); the seed's side turns every cock and lean.
  const start = ((((0.5 - vary.phase[0]) / 2) % 0.5) + 0.5) % 0.5;
  const side = vary.side ? 1 : -1;
  let ao = 0;
  let mi = 0;
  let stare = 0;
  let cock = 0;
  for (const call of plan.calls) {
    const from = secondsFrom(clock, start + call.at);
    const open = keyframes(aoKeys(call.hold), from);
    ao = Math.max(ao, open);
    mi = Math.max(mi, keyframes(call.mis === 2 ? MI_MI : MI, from));
    stare = Math.max(stare, keyframes(aoKeys(call.hold), from + STARE_AHEAD));
    cock += open * call.side * side;
  }
  mi *= 1 - ao;
  const held = (1 - ao) * (1 - mi) ** 2;
  const lean = plan.lean((((clock.t - start) % 1) + 1) % 1) * side;
  pose.catLip = held;
  // Closed over a photo's own open mouth while held: a grin's teeth bent into the "ω" otherwise.
  pose.mouthOpen = 0.8 * ao * vary.amount + 0.12 * mi - held;
  pose.mouthRound = 0.95 * ao - 0.7 * mi;
  pose.smile = 0.5 * (1 - ao);
  pose.pitch = -0.1 * ao;
  // The call's cock, and between the calls the plan's tilt (a kitten's rub), smaller.
  pose.roll = 0.16 * cock + 0.1 * lean * (1 - ao);
  pose.shiftX = 0.015 * cock + 0.008 * lean * (1 - ao);
  pose.shiftY = -0.015 * ao;
  // Seed 1's blink falls between its calls where the seed's side says.
  const blink = slowBlink(clock, start + plan.blink + (plan.calls.length === 2 ? 0.5 * vary.side : 0));
  bothEyes(pose, {
    close: blink + (1 - blink) * -0.12 * stare,
    magnify: 0.04 * stare,
    brow: 0.5 * stare,
    squint: 0,
  });
  return pose;
};

/** The "ao", seconds from the call's moment: open and round over 0.12 s, held `hold` seconds, closing over 0.16 s. */
function aoKeys(hold: number): Keys {
  return [
    [-0.14, 0],
    [-0.02, 1],
    [hold - 0.02, 1],
    [hold + 0.14, 0],
  ];
}
/** The "mi" just before: the lips spread narrow for 0.1 s. */
const MI: Keys = [
  [-0.36, 0],
  [-0.26, 1],
  [-0.16, 1],
  [-0.08, 0],
];
/** "Mi-mi": two quick ones, the second running into the "ao". */
const MI_MI: Keys = [
  [-0.56, 0],
  [-0.48, 1],
  [-0.4, 0],
  [-0.3, 0],
  [-0.24, 1],
  [-0.16, 1],
  [-0.08, 0],
];
/** The eyes open this much (seconds) ahead of the mouth. */
const STARE_AHEAD = 0.07;

/** Seconds from a moment of the loop (0–1) to now, wrapped to the nearer side: negative before it. */
function secondsFrom(clock: Clock, at: number): number {
  const turns = ((((clock.t - at) % 1) + 1.5) % 1) - 0.5;
  return turns * clock.seconds;
}

/**
 * A cat's slow blink at `at` (0–1 of the loop): the lids shut whole over half a second, down
 * slowly, a moment shut, up slowly. Not a held squint (half-shut lids read as sleepy).
 */
function slowBlink(clock: Clock, at: number): number {
  return Math.min(1, 1.3 * bump(clock, at % 1, 0.5));
}
