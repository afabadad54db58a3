import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { hold, later } from '../timeline';
import { planOf } from '../variation';

/**
 * Side glance: the eyes slide hard to one side and hold there, the head turning a little after
 * them, the lids narrowed from below, one brow a little higher, a one-sided smirk; then they slide
 * back.
 */
/** One look to a side: from and to (0–1 of the loop), and 1 the seed's side, −1 the other. */
interface Look {
  from: number;
  to: number;
  toward: 1 | -1;
}

/**
 * The ways a glance goes, one a seed (variation.ts planOf; issue 37, item 4): with only the side
 * and the onset drawn from the seed, two results were one glance mirrored and shifted in time.
 * Seed 1 holds one long look, as readers judged it; then a double take to the same side; then a
 * look to one side and one to the other. Each look holds the eyes over 0.5 s.
 */
const GLANCE_PLANS: readonly { looks: readonly Look[]; blink: number }[] = [
  { looks: [{ from: 0.12, to: 0.62, toward: 1 }], blink: 0.72 },
  {
    looks: [
      { from: 0.06, to: 0.36, toward: 1 },
      { from: 0.52, to: 0.84, toward: 1 },
    ],
    blink: 0.93,
  },
  {
    looks: [
      { from: 0.06, to: 0.36, toward: 1 },
      { from: 0.52, to: 0.84, toward: -1 },
    ],
    blink: 0.93,
  },
];

export const glance: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const plan = GLANCE_PLANS[planOf(vary, GLANCE_PLANS.length)];
  // The looks never overlap: the one under way, if any, says how far and which way.
  let held = 0;
  let toward = 1;
  for (const look of plan.looks) {
    const now = hold(local, look.from, look.to, 0.18);
    if (now > held) {
      held = now;
      toward = look.toward;
    }
  }
  const direction = (vary.side ? 1 : -1) * toward;
  const sideways = held * vary.amount;
  pose.smile = 0.2 + 0.6 * sideways;
  pose.mouthOpen = 0.04 * sideways;
  // The head turns a little the way the eyes go, as a person's follows a look, and dips. Turned
  // away, the glance read as the eyes slid over a still face ("almost static", issue 37).
  pose.yaw = 0.12 * sideways * direction;
  pose.pitch = 0.04 * sideways;
  pose.roll = 0.04 * sideways * direction;
  bothEyes(pose, {
    lookX: sideways * direction,
    // The lower lids narrow a little: at 0.35 they rose flat under the moved iris and cut its
    // foot off, a half disc or a slit (issue 37, the sixty-fourth stop).
    squint: 0.2 * sideways,
    // Brows lifted over an eye whose lid is not raised too lift that lid by a share (eyeWarp.ts):
    // at 0.5 and 1.2 the lid's rim rose as a thin light or dark arc over the eye (the older man,
    // the blonde, issue 37's "a line on a skin-coloured patch"); at 0.3 it stays at the eye. The
    // brows follow the hold, not the variation's amount (up to 1.12), so no seed lifts them past.
    brow: 0.2 * held,
    // One whole blink after the eyes are back, before the next glance (the glance held open: a
    // blink there hid it). The variation's blinks fell anywhere: scaled down by the glance, or
    // sampled off their middle, they shut the eyes a quarter to a half, a flicker. After the
    // second look there is less room: the blink moves a tenth as far.
    close: shutBlink(local, plan.blink + (plan.looks.length > 1 ? 0.1 : 0.7) * (vary.blinks[0] - 0.1)),
  });
  // The brow over the eye on the side looked at lifts a little more.
  pose.eyes[toward === 1 ? vary.side : vary.side === 1 ? 0 : 1].brow = 0.35 * held;
  return pose;
};
