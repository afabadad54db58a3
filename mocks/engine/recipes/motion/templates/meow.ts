import { bothEyes, restingPose } from '../pose';
import { type Template, shutBlink } from './shared';
import { pulse } from '../timeline';

/**
 * A cat's "mi-ao", twice, as a kitten would: before each call the eyes go big and round and the
 * brows lift (a cat's wide-eyed stare), then the mouth opens into a wide "o" with the head tipping
 * up and cocked to one side, the other side on the second call; between calls a content closed
 * smile. The eyes stay wide open (half-shut lids read as sleepy or drunk: issue 37's fourth panel).
 */
export const meow: Template = (clock, vary) => {
  const pose = restingPose();
  const call = pulse(clock, 0.85 * vary.tempo, vary.phase[0]) ** 3;
  // The eyes open a moment ahead of the mouth and stay wide through the call.
  const stare = pulse(clock, 0.85 * vary.tempo, vary.phase[0] + 0.06) ** 1.5;
  // +1 on one call, −1 on the other: the two calls fall half a loop apart.
  const side = Math.sin(2 * Math.PI * (clock.t + vary.phase[0] / 2 - 0.25)) * (vary.side ? 1 : -1);
  pose.mouthOpen = 0.8 * call * vary.amount;
  pose.mouthRound = 0.95;
  pose.smile = 0.5 * (1 - call);
  pose.pitch = -0.1 * call;
  pose.roll = 0.16 * call * side;
  pose.shiftX = 0.015 * call * side;
  pose.shiftY = -0.015 * call;
  // One whole blink, between the calls where the stare is at its lowest (two calls a loop at any
  // tempo, so its two low points fall half a loop apart; the seed's side picks one). The
  // variation's blinks fell anywhere: scaled down by the stare they shut the eyes a tenth to a
  // half, or not at all.
  const calm = ((((1 - vary.phase[0] - 0.06) % 1) + 1) % 1) / 2 + 0.5 * vary.side;
  const blink = shutBlink(clock, calm);
  bothEyes(pose, {
    close: blink + (1 - blink) * -0.35 * stare,
    magnify: 0.18 * stare,
    brow: 0.9 * stare,
    squint: 0,
  });
  return pose;
};
