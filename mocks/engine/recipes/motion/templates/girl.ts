import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { bump, hold, later } from '../timeline';
import { planOf } from '../variation';
import { GIRL_PLANS } from './girlPlans';

/**
 * 女孩, a shy girl: her cheeks blush rosy (blush.ts), the chin dips and the face turns a little
 * away with a coy closed smile, the lashes flutter (a quick double blink). Soft edges of about
 * half a second. The blush is what a reader names (a head path alone: 0 of 15 in five panels);
 * no wink, no big eyes, no bounce (cute's), no teeth. The seed picks how she turns away
 * (girlPlans.ts).
 */
export const girl: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const plan = GIRL_PLANS[planOf(vary, GIRL_PLANS.length)];
  const shy = plan.shy(local) * vary.amount;
  const toward = (vary.side ? 1 : -1) * plan.toward(local);
  // Some pink all along, deepening as she turns shy: every frame a reader sees has a blush.
  pose.blush = 0.4 + 0.6 * hold(local, 0.1, 0.9, 0.5);
  pose.pitch = 0.09 * shy;
  pose.yaw = -0.09 * shy * toward;
  pose.roll = 0.06 * shy * toward;
  pose.shiftX = 0.008 * shy * toward;
  pose.smile = 0.15 + 0.5 * shy;
  const flutter = Math.max(...plan.flutters.map((at) => bump(local, at, 0.16)));
  bothEyes(pose, {
    lookX: -0.6 * shy * toward,
    brow: 0.4 * shy,
    squint: 0.25 * shy,
    close: Math.max(flutter, 0.1 * shy),
  });
  return pose;
};
