import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { bump, later, smoothstep, wave } from '../timeline';

/**
 * Holding back a laugh: the head ducks down and turns a little away, the lips pressed hard into
 * a wobbling smile (corners up, mouth shut), the eyes screwed up and the brows up in the middle,
 * while the shoulders shake the head in quick jolts, faster and harder as it builds; near the
 * end the laugh escapes for a moment (the lips burst apart, the head bobs) and is pressed back.
 * Eyes squeezed by the lower lid, not shut (a lid pulled over a squint drew a pale doubled lid).
 */
export const holdingBack: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const building = 0.5 + 0.5 * smoothstep(local.t / 0.7);
  const shake = wave(clock, 7 * vary.tempo, vary.phase[0]);
  const escape = bump(local, 0.8, 0.35);
  const away = vary.side ? 1 : -1;
  pose.smile = (0.8 + 0.15 * shake) * vary.amount;
  pose.mouthOpen = 0.45 * escape;
  pose.shiftY = 0.02 * building * shake + 0.025 * escape;
  pose.shiftX = 0.01 * wave(clock, 3.5 * vary.tempo, vary.phase[2]);
  pose.pitch = 0.12 + 0.04 * escape;
  pose.yaw = 0.12 * away * (1 - escape);
  pose.roll = 0.05 * away + 0.03 * shake * building;
  bothEyes(pose, { squint: 0.8, close: 0.3 + 0.3 * escape, brow: 0.2 + 0.5 * escape, browInner: 0.9 });
  return pose;
};
