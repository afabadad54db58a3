// The expression templates: for each style, the pose at each moment of the loop. Every template
// moves a different part of the face in a different rhythm, so a person tells them apart.
import type { Locale } from '../../../../src/locales/locale';
import { type Pose, bothEyes, restingPose } from './pose';
import { talkLine, type TalkLine } from './talkLine';
import { spokenMouth } from './talkMouth';
import { type Clock, bump, harmonics, hold, keyframes, later, pulse, smoothstep, wave } from './timeline';
import type { Variation } from './variation';

export type Template = (clock: Clock, vary: Variation) => Pose;

/** Closing of the lids from the variation's two blinks (about 0.18 s each). */
function blinking(clock: Clock, vary: Variation): number {
  return Math.max(bump(clock, vary.blinks[0], 0.2), bump(clock, vary.blinks[1] % 1, 0.2));
}

/**
 * A blink that shuts the lids on a GIF's frames (60 ms apart): its top held, so the frame nearest
 * its middle, up to 30 ms off, is shut (the bare bump there is 0.79, the eye a fifth open).
 */
function shutBlink(clock: Clock, at: number): number {
  return Math.min(1, 1.3 * bump(clock, at, 0.2));
}

/** The variation's two blinks, each whole on the GIF's frames (shutBlink). */
function shutBlinks(clock: Clock, vary: Variation): number {
  return Math.max(shutBlink(clock, vary.blinks[0]), shutBlink(clock, vary.blinks[1] % 1));
}

/** The line a result says (talkLine.ts), made once per seed, language and clip length. */
const lines = new Map<string, TalkLine>();

function lineOf(seed: number, language: Locale, clock: Clock): TalkLine {
  const key = `${seed}/${language}/${clock.seconds}`;
  let line = lines.get(key);
  if (!line) {
    line = talkLine(seed, language, clock.seconds);
    lines.set(key, line);
  }
  return line;
}

/**
 * Talking: the jaw and lips follow the syllables of the result's spoken line (the animation's
 * audio says the same line), the head dips a little on stressed syllables and the brows lift
 * with them; blinks fall where the voice pauses.
 */
const talk: Template = (clock, vary) => {
  const pose = restingPose();
  const mouth = spokenMouth(lineOf(vary.seed, vary.language, clock), clock);
  // An open "a" parts the lips by about half the mouth's width: at the GIF's size, under a
  // moustache or on a soft face, anything less read as lips that barely move (issue 37).
  pose.mouthOpen = 1.0 * vary.amount * mouth.open;
  pose.mouthRound = 0.6 * mouth.round;
  pose.smile = 0.12;
  pose.pitch = 0.025 * mouth.stress;
  pose.shiftY = 0.006 * mouth.stress;
  // Whole blinks wherever they fall: scaled down by the open mouth they shut the eyes a third to
  // two thirds, a half-shut flicker.
  bothEyes(pose, { close: shutBlinks(clock, vary), brow: 0.45 * mouth.stress });
  return pose;
};

/**
 * A speaker addressing a crowd (演讲): emphatic, rounded speech on the line's syllables, the chin
 * driving down on each stressed syllable like a beat, brows up and a squint for emphasis, the
 * head sweeping from one side of the room to the other.
 */
const orator: Template = (clock, vary) => {
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

/** A smile that grows into a grin showing the teeth, the head lifting with it and tilting. */
const smile: Template = (clock, vary) => {
  const pose = restingPose();
  const grin = smoothstep(0.15 + 1.1 * pulse(clock, 0.45, vary.phase[0])) * vary.amount;
  pose.smile = 0.95 * grin;
  pose.mouthOpen = 0.3 * grin;
  pose.roll = 0.05 * grin * (vary.side ? 1 : -1);
  pose.pitch = -0.04 * grin;
  pose.shiftY = -0.01 * grin;
  // Blinks stay scaled down by the grin (its squint half-closes the eyes already): whole blinks in
  // the grin lost a blind panel (stop 41: main 2, whole 1, 9 alike), its shut lids drawn "hard
  // black lines" where the squint read soft.
  bothEyes(pose, { squint: 0.6 * grin, close: 0.2 * grin + blinking(clock, vary) * (1 - grin), brow: 0.25 * grin });
  return pose;
};

/**
 * Crying: the face crumples (brows up in the middle, eyes squeezed, mouth corners down) and each
 * sob jolts the head down, opens the trembling mouth and squeezes the eyes tighter, while tears
 * run (tears.ts). Amounts are in the face's own measures, so a small face sobs as visibly. The
 * inner brows lift 0.55–0.75 of an eye's half width and the corners fall 0.36 of the mouth's:
 * at 0.35–0.5 and 0.25 a face ~60 px in a panel "doesn't change" (issue 37, session 19). Each
 * sob opens the mouth to 0.44 of its half width (0.36 before): a reader asked for a crying mouth
 * that "opens into a sob with teeth" (session 51); mouthWarp.ts pulls a sob's lower lip square.
 */
const cry: Template = (clock, vary) => {
  const pose = restingPose();
  const sob = pulse(clock, 1.6 * vary.tempo, vary.phase[0]) ** 1.5;
  pose.smile = -1.2 * vary.amount;
  pose.mouthOpen = 0.12 + 0.32 * sob + 0.05 * wave(clock, 9, vary.phase[1]);
  pose.mouthRound = 0.25 * sob;
  pose.shiftY = 0.02 * sob;
  pose.pitch = 0.06 * sob;
  pose.roll = 0.02 * wave(clock, 0.8, vary.phase[2]);
  bothEyes(pose, { close: 0.35 + 0.25 * sob, squint: 0.4 + 0.2 * sob, brow: -0.2, browInner: 1.8 + 0.5 * sob });
  pose.tears = 1;
  pose.tearDrop = (clock.t * Math.max(1, Math.round(clock.seconds / 1.3)) + vary.phase[3]) % 1;
  pose.tearPath = vary.phase[2];
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

/**
 * Holding back a laugh: the head ducks down and turns a little away, the lips pressed hard into
 * a wobbling smile (corners up, mouth shut), the eyes screwed up and the brows up in the middle,
 * while the shoulders shake the head in quick jolts, faster and harder as it builds; near the
 * end the laugh escapes for a moment (the lips burst apart, the head bobs) and is pressed back.
 * Eyes squeezed by the lower lid, not shut (a lid pulled over a squint drew a pale doubled lid).
 */
const holdingBack: Template = (clock, vary) => {
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

/**
 * A put-on laugh, exaggerated: the mouth thrown wide open on each "HA", the head thrown back and
 * rocking, eyes shut, brows up.
 */
const bigLaugh: Template = (clock, vary) => {
  const pose = restingPose();
  const back = pulse(clock, 1, vary.phase[0]);
  const ha = pulse(clock, 4 * vary.tempo, vary.phase[1]);
  pose.mouthOpen = (0.5 + 0.35 * ha) * vary.amount;
  pose.smile = 1;
  pose.pitch = -0.2 * back - 0.04 * ha;
  pose.shiftY = -0.03 * back - 0.01 * ha;
  pose.roll = 0.08 * wave(clock, 0.5, vary.phase[2]);
  bothEyes(pose, { close: 0.7 + 0.25 * back, squint: 0.5, brow: 0.3 + 0.5 * ha });
  return pose;
};

/** Seconds the surprise's eyes take to open wide. */
const SURPRISE_RISE = 0.14;

/**
 * 惊讶, surprise: a short still beat, then the eyes snap wide and the brows fly up as the mouth
 * drops open, held, then easing back. No blink: readers named the old clip's first frames a
 * "one-eyed wink". The variation's blinks fell anywhere, often before the shock, and on a turned
 * head the far eye, small and foreshortened, barely reads shut (woman, seed 1, frame 6: the near
 * eye shut, the far one half open), so any blink read as a wink in a 2.4 s loop.
 */
const surprise: Template = (clock, vary) => {
  const pose = restingPose();
  const now = clock.t * clock.seconds;
  const start = (0.1 + 0.06 * vary.phase[0]) * clock.seconds;
  const held = 0.6 * clock.seconds;
  const eased = 0.8 * clock.seconds;
  // The eyes and brows widen in 0.14 s, a startle; the jaw drops a little slower behind them.
  const shock =
    keyframes(
      [
        [start, 0],
        [start + SURPRISE_RISE, 1],
        [held, 1],
        [eased, 0],
      ],
      now,
    ) * vary.amount;
  const jaw =
    keyframes(
      [
        [start, 0],
        [start + 1.6 * SURPRISE_RISE, 1],
        [held, 1],
        [eased, 0],
      ],
      now,
    ) * vary.amount;
  pose.mouthOpen = 0.85 * jaw;
  pose.mouthRound = jaw;
  pose.shiftY = -0.025 * shock;
  pose.pitch = -0.05 * shock;
  bothEyes(pose, { close: -0.6 * shock, brow: 1.3 * shock });
  return pose;
};

/**
 * Swings a loop that a viewer sees alternate: a blind panel is shown 8 frames spread over the
 * clip, about a seventh of the loop apart, and 4 whole swings a loop put each shown frame on the
 * other side of the swing from the one before (3 or 5 land two frames in a row on one side).
 */
const SEEN_SWINGS = 4;

/**
 * 男孩, a cheeky boy teasing you ("略略略", 😝): the tongue poked out over the lower lip, the eyes
 * scrunched, the head waggling quickly from side to side. Five panels named the old grin-and-wink
 * boy 0 times of 15: a head path does not say "boy", the poked tongue does (tongueOut.ts). No
 * tilt held to one side, no wink, no big eyes (cute's).
 */
const boy: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const teasing = hold(local, 0.04, 0.94, 0.12);
  const swing = Math.sin(2 * Math.PI * SEEN_SWINGS * local.t);
  pose.tongue = teasing;
  pose.mouthOpen = 0.2 * teasing;
  pose.smile = 0.25 * teasing;
  pose.roll = 0.1 * teasing * swing * vary.amount;
  pose.shiftX = 0.012 * teasing * swing;
  pose.pitch = -0.04 * teasing;
  bothEyes(pose, {
    close: 0.5 * teasing + blinking(clock, vary) * (1 - teasing),
    squint: 0.6 * teasing,
    brow: -0.35 * teasing,
  });
  return pose;
};

/**
 * 女孩, a shy girl: her cheeks blush rosy (blush.ts), the chin dips and the face turns a little
 * away with a coy closed smile, the lashes flutter (a quick double blink). Soft edges of about
 * half a second. The blush is what a reader names (a head path alone: 0 of 15 in five panels);
 * no wink, no big eyes, no bounce (cute's), no teeth.
 */
const girl: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const shy = hold(local, 0.12, 0.84, 0.6) * vary.amount;
  const toward = vary.side ? 1 : -1;
  // Some pink all along, deepening as she turns shy: every frame a reader sees has a blush.
  pose.blush = 0.4 + 0.6 * hold(local, 0.1, 0.9, 0.5);
  pose.pitch = 0.09 * shy;
  pose.yaw = -0.09 * shy * toward;
  pose.roll = 0.06 * shy * toward;
  pose.shiftX = 0.008 * shy * toward;
  pose.smile = 0.15 + 0.5 * shy;
  const flutter = Math.max(bump(local, 0.4, 0.16), bump(local, 0.47, 0.16), bump(local, 0.7, 0.16), bump(local, 0.77, 0.16));
  bothEyes(pose, {
    lookX: -0.6 * shy * toward,
    brow: 0.4 * shy,
    squint: 0.25 * shy,
    close: Math.max(flutter, 0.1 * shy),
  });
  return pose;
};

/**
 * 大叔, a "greasy uncle" — knowing: the eyebrows waggle up and down (the classic innuendo, "eh?
 * eh?") over a one-sided smirk held all along, the eyes narrowed, with one slow nod. No teeth, no
 * tilt (the boy's and the girl's); a single nod, not two deep ones with a broad smile, which
 * squashed the face and were taken for the funhouse (issue 37, session 18's panel).
 */
const man: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const knowing = hold(local, 0.06, 0.9, 0.3) * vary.amount;
  // Both brows up and down together; from the first frames on, so each shown frame catches one.
  const waggle = 0.5 + 0.5 * Math.sin(2 * Math.PI * SEEN_SWINGS * local.t);
  const nod = bump(local, 0.6, 0.9);
  const side = vary.side ? 1 : -1;
  pose.pitch = 0.12 * nod * vary.amount;
  pose.shiftY = 0.008 * nod;
  pose.yaw = 0.06 * knowing * side;
  pose.roll = 0.015 * knowing * side;
  pose.smile = 0.1 + 0.15 * knowing;
  pose.smirk = 0.75 * knowing * side;
  // One whole blink as the knowing look lets go, before it comes again (its own loop's end). The
  // variation's blinks fell anywhere: scaled down by the look they shut the eyes a third at most,
  // a flicker in the narrowed eyes, or fell inside it unseen.
  const blink = shutBlink(local, 0.98);
  bothEyes(pose, {
    brow: (-0.6 + 2.2 * waggle) * knowing,
    close: blink + (1 - blink) * 0.15 * knowing,
    squint: 0.45 * knowing,
  });
  // The brow away from the smirk's corner rides a little higher, as a knowing look has it.
  const raised = vary.side ? 0 : 1;
  pose.eyes[raised].brow += 0.3 * knowing;
  return pose;
};

/**
 * A cat's "mi-ao", twice, as a kitten would: before each call the eyes go big and round and the
 * brows lift (a cat's wide-eyed stare), then the mouth opens into a wide "o" with the head tipping
 * up and cocked to one side, the other side on the second call; between calls a content closed
 * smile. The eyes stay wide open (half-shut lids read as sleepy or drunk: issue 37's fourth panel).
 */
const meow: Template = (clock, vary) => {
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

/**
 * Cute: the head eases into a tilt with a bounce, the eyes grow big and bright and the mouth
 * curls into a sweet closed smile; at the top of the tilt one eye winks (the side the head leans
 * to), the other brow up; then it all eases back. Behind glasses the eyes are not magnified (the
 * lens would bend), so the wink, the smile and the tilt carry it.
 */
const cute: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const tilt = hold(local, 0.08, 0.8, 0.45) * vary.amount;
  // A little bounce as the tilt lands: the head overshoots and settles.
  const bounce = bump(local, 0.3, 0.35);
  const winking = hold(local, 0.42, 0.62, 0.1);
  const toward = vary.side ? 1 : -1;
  pose.roll = (0.13 * tilt + 0.04 * bounce) * toward;
  pose.shiftX = 0.012 * tilt * toward;
  pose.shiftY = -0.015 * bounce;
  pose.pitch = 0.05 * tilt;
  pose.smile = 0.25 + 0.7 * tilt;
  pose.mouthOpen = 0.06 * tilt;
  // One whole blink of both eyes as the tilt comes in, well before the wink (it ends at least 0.2 s
  // before the wink starts). The variation's blinks fell anywhere: scaled down by the tilt they
  // shut the eyes a fifth to a half, and the winking eye, held to its wink, never blinked, so
  // after the wink one eye half shut alone, a second, lopsided wink (seed 2, frame 29).
  const blink = shutBlink(local, 0.14 + 0.3 * (vary.blinks[0] - 0.1));
  bothEyes(pose, {
    magnify: 0.22 * tilt,
    close: blink + (1 - blink) * -0.15 * tilt,
    brow: 0.5 * tilt,
    squint: 0.2 * tilt,
  });
  // The subject's eye on the side the head leans to winks; the other brow goes up.
  const winker = vary.side;
  pose.eyes[winker].close = Math.max(winking, blink);
  pose.eyes[winker].squint = 0.2 * tilt + 0.5 * winking;
  pose.eyes[winker].brow = 0.5 * tilt - 0.3 * winking;
  pose.eyes[1 - winker].brow = 0.5 * tilt + 0.6 * winking;
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

/**
 * Side glance: the head stays still while the eyes slide hard to one side and hold there, both
 * brows lifting and one higher, a one-sided smirk; then they slide back.
 */
const glance: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const pose = restingPose();
  const direction = vary.side ? 1 : -1;
  const sideways = hold(local, 0.12, 0.62, 0.18) * vary.amount;
  pose.smile = 0.2 + 0.6 * sideways;
  pose.mouthOpen = 0.04 * sideways;
  // The head turns a little away from where the eyes go and dips: the eyes look from its corner.
  pose.yaw = -0.1 * sideways * direction;
  pose.pitch = 0.04 * sideways;
  pose.roll = 0.04 * sideways * direction;
  bothEyes(pose, {
    lookX: sideways * direction,
    squint: 0.35 * sideways,
    brow: 0.5 * sideways,
    // One whole blink after the eyes are back, before the next glance (the glance held open: a
    // blink there hid it). The variation's blinks fell anywhere: scaled down by the glance, or
    // sampled off their middle, they shut the eyes a quarter to a half, a flicker.
    close: shutBlink(local, 0.72 + 0.7 * (vary.blinks[0] - 0.1)),
  });
  pose.eyes[vary.side].brow = 1.2 * sideways;
  return pose;
};

/**
 * Looking around: the head turns clearly to one side, holds, turns to the other, holds, then
 * looks up and comes back, the eyes leading each turn and settling as the head arrives. The face turns inside the head's outline
 * (headWarp.ts) and the room behind stays still (backdrop.ts).
 */
const lookAround: Template = (clock, vary) => {
  const local = later(clock, vary.onset);
  const now = local.t * local.seconds;
  const first = vary.side ? 1 : -1;
  const at = (fraction: number): number => fraction * local.seconds;
  // Keyframes (fractions of the loop): to one side, to the other, up, back to the front.
  const turn = keyframes(
    [
      [at(0.02), 0],
      [at(0.14), first],
      [at(0.26), first],
      [at(0.4), -first],
      [at(0.52), -first],
      [at(0.64), 0],
    ],
    now,
  );
  const up = keyframes(
    [
      [at(0.58), 0],
      [at(0.7), 1],
      [at(0.84), 1],
      [at(0.97), 0],
    ],
    now,
  );
  // The eyes get there a moment before the head.
  const lead = keyframes(
    [
      [at(0), 0],
      [at(0.1), first],
      [at(0.24), first],
      [at(0.34), -first],
      [at(0.5), -first],
      [at(0.6), 0],
    ],
    now,
  );
  const pose = restingPose();
  const lookBlink = Math.max(shutBlink(clock, vary.blinks[0]), shutBlink(clock, vary.blinks[1] % 1));
  // A turn of 0.36 rad: at 0.42 the face's far side was squeezed and its near side smeared, and a
  // glasses frame doubled into the cheek (issue 37's fourth panel); the shift and the eyes carry the rest.
  pose.yaw = 0.36 * turn * vary.amount;
  pose.shiftX = 0.02 * turn;
  pose.pitch = -0.3 * up * vary.amount;
  pose.shiftY = -0.012 * up;
  bothEyes(pose, {
    // The eyes dart ahead of the turn, then settle back toward the middle of the lids as the head
    // arrives, a little past it, as a person's do. Held at 0.6 through each hold they read as a
    // shifty side glance in a turned head (issue 37, session 18); past 0.6 the eye nearer the
    // turn showed only its white (the iris at the corner, eyeWarp.ts).
    lookX: 0.6 * lead - 0.35 * turn,
    brow: 0.3 * Math.abs(turn) + 0.9 * up,
    // Whole blinks wherever they fall, turned or looking up: scaled down by the turn they shut
    // the eyes a half at most, and on a turned head the near eye's half-shut lid read as a wink
    // beside the far eye's small one.
    close: lookBlink + (1 - lookBlink) * -0.3 * up,
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

/**
 * A template with the result's own head path added (variation.ts): another seed, another drift
 * of the head under the same gestures. `drift` scales it (0: none).
 */
function drifting(template: Template, drift: number): Template {
  return (clock, vary) => {
    const pose = template(clock, vary);
    pose.yaw += drift * harmonics(clock, vary.headPath.yaw);
    pose.pitch += drift * harmonics(clock, vary.headPath.pitch);
    pose.roll += drift * harmonics(clock, vary.headPath.roll);
    return pose;
  };
}

const motion = (template: Template, gifSeconds = 2, drift = 1): Motion => ({
  template: drift > 0 ? drifting(template, drift) : template,
  gifSeconds,
});

/** The talking-photo GIF's templates (src/rules/tools/gif.ts). */
export const gifMotions: Readonly<Record<string, Motion>> = {
  // Boy, girl and man keep their own head paths: a result's drift stays small under them.
  boy: motion(boy, 2.4, 0.4),
  cry: motion(cry, 2.4, 1.4),
  girl: motion(girl, 2.8, 0.4),
  man: motion(man, 2.8, 0.4),
  miao: motion(meow, 2.4),
  smile: motion(smile, 2.4),
  surprise: motion(surprise, 2.4),
  cute: motion(cute),
  distortion: motion(distortion, 2.4, 0.8),
  fakelaugh: motion(bigLaugh),
  glance: motion(glance, 2.4, 0.4),
  look: motion(lookAround, 2.4),
  yawn2: motion(yawn, 2.8),
  faklaugh2: motion(holdingBack, 2.4),
  trump1: motion(orator, 2.8, 0.5),
  talk: motion(talk, 2.4),
};

/** The photo animation's templates (src/rules/tools/animation.ts). */
export const animationMotions: Readonly<Record<string, Motion>> = {
  cry: motion(cry, 2, 1.4),
  express: motion(express),
  laugh: motion(laugh),
  smile: motion(smile),
  talk: motion(talk),
};
