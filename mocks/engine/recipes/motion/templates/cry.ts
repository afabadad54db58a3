import { bothEyes, restingPose } from '../pose';
import { type Template } from './shared';
import { wave } from '../timeline';
import { planOf } from '../variation';
import { CRY_PLANS } from './cryPlans';

/**
 * Crying: the face crumples (brows up in the middle, eyes squeezed, mouth corners down) and each
 * sob jolts the head down, opens the trembling mouth and squeezes the eyes tighter, while tears
 * run (tears.ts). Amounts are in the face's own measures, so a small face sobs as visibly. The
 * inner brows lift 0.55–0.75 of an eye's half width and the corners fall 0.36 of the mouth's:
 * at 0.35–0.5 and 0.25 a face ~60 px in a panel "doesn't change" (issue 37, session 19). Each
 * sob opens the mouth to 0.44 of its half width (0.36 before): a reader asked for a crying mouth
 * that "opens into a sob with teeth" (session 51); mouthWarp.ts pulls a sob's lower lip square.
 * The seed picks the sobs' rhythm and the head's (cryPlans.ts).
 */
export const cry: Template = (clock, vary) => {
  const pose = restingPose();
  const plan = CRY_PLANS[planOf(vary, CRY_PLANS.length)];
  const sob = plan.sob(clock, vary);
  pose.smile = -1.2 * vary.amount;
  pose.mouthOpen = 0.12 + 0.32 * sob + 0.05 * wave(clock, 9, vary.phase[1]);
  pose.mouthRound = 0.25 * sob;
  pose.shiftY = 0.02 * sob;
  pose.pitch = 0.06 * sob;
  pose.roll = 0.02 * wave(clock, 0.8, vary.phase[2]);
  pose.yaw = plan.shake * wave(clock, 2 / clock.seconds, vary.phase[3]);
  bothEyes(pose, { close: 0.35 + 0.25 * sob, squint: 0.4 + 0.2 * sob, brow: -0.2, browInner: 1.8 + 0.5 * sob });
  pose.tears = 1;
  pose.tearDrop = (clock.t * Math.max(1, Math.round(clock.seconds / 1.3)) + vary.phase[3]) % 1;
  pose.tearPath = vary.phase[2];
  return pose;
};
