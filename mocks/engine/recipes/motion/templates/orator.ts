import { bothEyes, restingPose } from '../pose';
import { spokenMouth } from '../talkMouth';
import { type Template, blinking, lineOf } from './shared';

/**
 * A speaker addressing a crowd (演讲): emphatic, rounded speech on the line's syllables, the chin
 * driving down on each stressed syllable like a beat, brows up and a squint for emphasis, the
 * head sweeping from one side of the room to the other.
 */
export const orator: Template = (clock, vary) => {
  const pose = restingPose();
  const mouth = spokenMouth(lineOf(vary.seed + 1, vary.language, clock), clock);
  // A speaker projecting to a hall: every syllable wide and rounded, the jaw dropping on each.
  pose.mouthOpen = vary.amount * (0.95 * mouth.open + 0.25 * mouth.stress);
  pose.mouthRound = 0.45 + 0.5 * mouth.round;
  pose.smile = -0.15;
  const sweep = (vary.side ? 1 : -1) * Math.cos(2 * Math.PI * (clock.t + vary.phase[1] * 0.2));
  pose.yaw = 0.28 * sweep;
  pose.roll = 0.05 * sweep;
  // The chin drives down hard on each stressed syllable, a beat the eye catches at a glance,
  // and comes up proud between them.
  pose.pitch = 0.24 * mouth.stress - 0.08;
  pose.shiftY = 0.03 * mouth.stress;
  bothEyes(pose, { brow: 1.6 * mouth.stress, squint: 0.3, close: blinking(clock, vary) * (1 - mouth.stress) });
  pose.eyes[vary.side].squint = 0.5;
  return pose;
};
