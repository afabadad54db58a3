// The expression templates: for each style, the pose at each moment of the loop. Every template
// moves a different part of the face in a different rhythm, so a person tells them apart.
import { type Pose, bothEyes, restingPose } from './pose';
import { type Clock, bump, hold, pulse, smoothstep, speech, wave } from './timeline';
import type { Variation } from './variation';

export type Template = (clock: Clock, vary: Variation) => Pose;

/** Closing of the lids from the variation's two blinks (about 0.18 s each). */
function blinking(clock: Clock, vary: Variation): number {
  return Math.max(bump(clock, vary.blinks[0], 0.2), bump(clock, vary.blinks[1] % 1, 0.2));
}

const talk: Template = (clock, vary) => {
  const pose = restingPose();
  const voice = speech(clock, vary.phase[0], 4.4 * vary.tempo);
  pose.mouthOpen = 0.5 * vary.amount * voice;
  pose.mouthRound = 0.25 * pulse(clock, 1.3, vary.phase[1]);
  // Speech moves the mouth and eyes; the head only sways a little.
  pose.pitch = 0.012 * wave(clock, 0.7, vary.phase[2]);
  pose.roll = 0.005 * wave(clock, 0.5, vary.phase[3]);
  bothEyes(pose, { close: blinking(clock, vary), brow: 0.35 * voice * pulse(clock, 0.6, vary.phase[2]) });
  return pose;
};

/** An orator: pursed, rounded speech, brows up for emphasis, turning to address both sides. */
const orator: Template = (clock, vary) => {
  const pose = restingPose();
  const voice = speech(clock, vary.phase[0], 3.6 * vary.tempo);
  pose.mouthOpen = 0.42 * vary.amount * voice;
  pose.mouthRound = 0.85;
  pose.yaw = 0.2 * wave(clock, 0.5, vary.phase[1]);
  pose.roll = 0.03 * wave(clock, 0.5, vary.phase[1] + 0.25);
  bothEyes(pose, { brow: 0.9 * pulse(clock, 0.9, vary.phase[2]), close: blinking(clock, vary) });
  pose.eyes[vary.side].squint = 0.35;
  return pose;
};

const smile: Template = (clock, vary) => {
  const pose = restingPose();
  const grin = smoothstep(0.15 + 1.1 * pulse(clock, 0.45, vary.phase[0])) * vary.amount;
  pose.smile = 0.95 * grin;
  pose.mouthOpen = 0.2 * grin;
  pose.roll = 0.04 * grin * (vary.side ? 1 : -1);
  bothEyes(pose, { squint: 0.5 * grin, close: 0.15 * grin + blinking(clock, vary) * (1 - grin), brow: 0.15 * grin });
  return pose;
};

const cry: Template = (clock, vary) => {
  const pose = restingPose();
  const sob = pulse(clock, 1.6 * vary.tempo, vary.phase[0]);
  pose.smile = -0.85 * vary.amount;
  pose.mouthOpen = 0.12 + 0.12 * sob + 0.04 * wave(clock, 9, vary.phase[1]);
  pose.shiftY = 0.012 * sob;
  pose.roll = 0.015 * wave(clock, 0.8, vary.phase[2]);
  bothEyes(pose, { close: 0.4 + 0.1 * sob, squint: 0.45, brow: -0.2, browInner: 1.4 });
  pose.tears = 1;
  pose.tearDrop = (clock.t * Math.max(1, Math.round(clock.seconds / 1.3)) + vary.phase[3]) % 1;
  return pose;
};

/** A hearty laugh: mouth wide, eyes squeezed into crescents, the head shaking with it. */
const laugh: Template = (clock, vary) => {
  const pose = restingPose();
  const ha = pulse(clock, 5 * vary.tempo, vary.phase[0]);
  pose.mouthOpen = (0.5 + 0.28 * ha) * vary.amount;
  pose.smile = 0.9;
  pose.roll = 0.05 * wave(clock, 2.5, vary.phase[1]);
  pose.shiftY = -0.018 * ha;
  pose.pitch = -0.05;
  bothEyes(pose, { squint: 0.7, close: 0.55, brow: 0.2 });
  return pose;
};

/** A put-on laugh: "ha-ha-ha" snapping open and shut, the head bobbing sideways, eyes not laughing. */
const fakeLaugh: Template = (clock, vary) => {
  const pose = restingPose();
  const ha = pulse(clock, 4 * vary.tempo, vary.phase[0]) ** 0.7;
  pose.mouthOpen = 0.62 * ha * vary.amount;
  pose.smile = 0.6;
  pose.shiftX = 0.03 * wave(clock, 2, vary.phase[1]);
  bothEyes(pose, { close: -0.25 + blinking(clock, vary), brow: 0.5 * ha });
  return pose;
};

/** Laughing with the head thrown back, eyes shut, rocking. */
const bigLaugh: Template = (clock, vary) => {
  const pose = restingPose();
  const back = pulse(clock, 1, vary.phase[0]);
  pose.mouthOpen = (0.62 + 0.22 * pulse(clock, 6 * vary.tempo, vary.phase[1])) * vary.amount;
  pose.smile = 1;
  pose.pitch = -0.14 * back;
  pose.shiftY = -0.02 * back;
  pose.roll = 0.07 * wave(clock, 0.5, vary.phase[2]);
  bothEyes(pose, { close: 0.95, squint: 0.5, brow: 0.3 });
  return pose;
};

const surprise: Template = (clock, vary) => {
  const pose = restingPose();
  const start = 0.12 + 0.1 * vary.phase[0];
  const shock = hold(clock, start, start + 0.55, 0.12) * vary.amount;
  pose.mouthOpen = 0.85 * shock;
  pose.mouthRound = shock;
  pose.shiftY = -0.025 * shock;
  pose.pitch = -0.05 * shock;
  bothEyes(pose, { close: -0.6 * shock + blinking(clock, vary) * (1 - shock), brow: 1.3 * shock });
  return pose;
};

/** A cheeky boy: a wink with a grin and a head tilt. */
const wink: Template = (clock, vary) => {
  const pose = restingPose();
  const at = 0.3 + 0.2 * vary.phase[0];
  const winking = hold(clock, at, at + 0.25, 0.12);
  pose.smile = 0.35 + 0.45 * winking * vary.amount;
  pose.mouthOpen = 0.08 * winking;
  pose.roll = 0.06 * winking * (vary.side ? -1 : 1) + 0.015 * wave(clock, 1, vary.phase[1]);
  pose.eyes[vary.side].close = winking;
  pose.eyes[vary.side].squint = 0.3 * winking;
  pose.eyes[1 - vary.side].brow = 0.8 * winking;
  pose.eyes[1 - vary.side].close = bump(clock, (at + 0.6) % 1, 0.2);
  return pose;
};

/** Coy: the head tilts side to side with a soft smile, a sideways glance and fluttering lashes. */
const coy: Template = (clock, vary) => {
  const pose = restingPose();
  const sway = wave(clock, 0.55 * vary.tempo, vary.phase[0]);
  pose.roll = 0.09 * sway * vary.amount;
  pose.shiftX = 0.015 * sway;
  pose.smile = 0.5;
  const flutter = Math.max(bump(clock, vary.blinks[0], 0.16), bump(clock, vary.blinks[0] + 0.09, 0.16));
  bothEyes(pose, { lookX: 0.7 * wave(clock, 0.55 * vary.tempo, vary.phase[0] + 0.25), magnify: 0.08, close: flutter });
  return pose;
};

/** A self-assured man: a slow nod, an eyebrow flash, a closed-mouth smile. */
const nod: Template = (clock, vary) => {
  const pose = restingPose();
  pose.pitch = 0.12 * wave(clock, 1.1 * vary.tempo, vary.phase[0]) * vary.amount;
  pose.shiftY = 0.01 * wave(clock, 1.1 * vary.tempo, vary.phase[0]);
  pose.smile = 0.4;
  const flash = bump(clock, vary.phase[1], 0.5);
  bothEyes(pose, { brow: 1.2 * flash, close: blinking(clock, vary) * (1 - flash) });
  return pose;
};

/** A cat's "mi-ao": a rounded mouth opening twice, content squinting eyes, the head tilting. */
const meow: Template = (clock, vary) => {
  const pose = restingPose();
  const call = pulse(clock, 1.2 * vary.tempo, vary.phase[0]) ** 2;
  pose.mouthOpen = 0.62 * call * vary.amount;
  pose.mouthRound = 0.7;
  pose.smile = 0.3 * (1 - call);
  pose.roll = 0.1 * wave(clock, 0.6, vary.phase[1]);
  bothEyes(pose, { squint: 0.45, close: 0.35 + 0.4 * (1 - call), magnify: 0.06 });
  return pose;
};

/** Cartoon-big eyes, a small smile, a bouncy head. */
const cute: Template = (clock, vary) => {
  const pose = restingPose();
  pose.smile = 0.45;
  pose.mouthOpen = 0.1;
  pose.mouthRound = 0.4;
  pose.shiftY = 0.018 * wave(clock, 2 * vary.tempo, vary.phase[0]);
  pose.roll = 0.05 * wave(clock, 1 * vary.tempo, vary.phase[1]);
  bothEyes(pose, {
    magnify: (0.34 + 0.05 * wave(clock, 2, vary.phase[2])) * vary.amount,
    close: blinking(clock, vary),
    brow: 0.4,
  });
  return pose;
};

/** A funhouse lens drifting over the face, bulging and pinching. */
const distortion: Template = (clock, vary) => {
  const pose = restingPose();
  pose.bulge = 0.5 * wave(clock, 0.8 * vary.tempo, vary.phase[0]) * vary.amount;
  pose.bulgeX = 0.2 * wave(clock, 0.5, vary.phase[1]);
  pose.bulgeY = 0.15 * wave(clock, 0.5, vary.phase[1] + 0.25);
  pose.mouthOpen = 0.2 * pulse(clock, 1.5, vary.phase[2]);
  return pose;
};

/** Eyes dart to one side and back, a brow up and a smirk: a suspicious glance. */
const glance: Template = (clock, vary) => {
  const pose = restingPose();
  const direction = vary.side ? 1 : -1;
  const look = Math.max(-1, Math.min(1, 2.2 * wave(clock, 0.6 * vary.tempo, vary.phase[0])));
  pose.yaw = 0.04 * look * direction;
  pose.smile = 0.25;
  const sideways = Math.abs(look);
  bothEyes(pose, { lookX: look * direction * vary.amount, squint: 0.25 * sideways });
  pose.eyes[vary.side].brow = 0.8 * sideways;
  return pose;
};

/** Looking around: the head turns left and right, the eyes leading the turn. */
const lookAround: Template = (clock, vary) => {
  const pose = restingPose();
  const turn = wave(clock, 0.55 * vary.tempo, vary.phase[0]);
  pose.yaw = 0.3 * turn * vary.amount;
  pose.pitch = 0.05 * wave(clock, 1.1 * vary.tempo, vary.phase[1]);
  bothEyes(pose, {
    lookX: 0.8 * wave(clock, 0.55 * vary.tempo, vary.phase[0] + 0.07),
    close: blinking(clock, vary),
  });
  return pose;
};

const yawn: Template = (clock, vary) => {
  const pose = restingPose();
  const start = 0.08 + 0.08 * vary.phase[0];
  const wide = hold(clock, start, start + 0.55, 0.35) * vary.amount;
  pose.mouthOpen = 1.05 * wide;
  pose.mouthRound = 0.35 * wide;
  pose.pitch = -0.1 * wide;
  pose.roll = 0.04 * wide * (vary.side ? 1 : -1);
  bothEyes(pose, { close: 0.85 * wide + blinking(clock, vary) * (1 - wide), squint: 0.3 * wide, brow: 0.5 * wide });
  return pose;
};

/** A run of expressions: surprised, then a broad smile, then a wink. */
const express: Template = (clock, vary) => {
  const surprised = hold(clock, 0.04, 0.28, 0.15);
  const smiling = hold(clock, 0.38, 0.62, 0.15);
  const winking = hold(clock, 0.72, 0.93, 0.15);
  const pose = restingPose();
  pose.mouthOpen = (0.5 * surprised + 0.22 * smiling) * vary.amount;
  pose.mouthRound = surprised;
  pose.smile = 0.9 * smiling + 0.5 * winking;
  pose.shiftY = -0.02 * surprised;
  pose.roll = 0.06 * winking * (vary.side ? -1 : 1);
  bothEyes(pose, { close: -0.5 * surprised + 0.15 * smiling, brow: 1.2 * surprised, squint: 0.45 * smiling });
  pose.eyes[vary.side].close += winking;
  return pose;
};

export interface Motion {
  template: Template;
  /** Length of the GIF's loop, seconds. */
  gifSeconds: number;
}

const motion = (template: Template, gifSeconds = 2): Motion => ({ template, gifSeconds });

/** The talking-photo GIF's templates (src/rules/tools/gif.ts). */
export const gifMotions: Readonly<Record<string, Motion>> = {
  boy: motion(wink, 2.4),
  cry: motion(cry, 2.4),
  girl: motion(coy, 2.4),
  man: motion(nod),
  miao: motion(meow, 2.4),
  smile: motion(smile, 2.4),
  surprise: motion(surprise, 2.4),
  cute: motion(cute),
  distortion: motion(distortion, 2.4),
  fakelaugh: motion(fakeLaugh),
  glance: motion(glance, 2.4),
  look: motion(lookAround, 2.4),
  yawn2: motion(yawn, 2.8),
  faklaugh2: motion(bigLaugh),
  trump1: motion(orator, 2.4),
  talk: motion(talk, 2.4),
};

/** The photo animation's templates (src/rules/tools/animation.ts). */
export const animationMotions: Readonly<Record<string, Motion>> = {
  cry: motion(cry),
  express: motion(express),
  laugh: motion(laugh),
  smile: motion(smile),
  talk: motion(talk),
};
