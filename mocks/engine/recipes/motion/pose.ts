// What one frame of a motion asks of the face. Amounts are relative to the face's own features
// (an eye's height, the mouth's width), so a template moves a small face and a large one alike.

export interface EyePose {
  /** Upper lid: 0 as photographed, 1 shut, negative raises it (wide eyes). */
  close: number;
  /** Lower lid raised toward the upper one, 0–1 (a smile's or a cry's squint). */
  squint: number;
  /** Brow raised (positive) or lowered, in about a third of the eye's half width. */
  brow: number;
  /** Extra raise at the brow's inner end (worry, crying). */
  browInner: number;
  /** Iris shift, −1 (image left) … 1 (image right). */
  lookX: number;
  /** Enlargement of the whole eye, 0 none … 0.4 cartoon-big. */
  magnify: number;
}

export interface Pose {
  eyes: [EyePose, EyePose];
  /** Mouth opening at its centre, in mouth half widths (0.3 speech, 1.6 yawn). */
  mouthOpen: number;
  /**
   * 0 flat lens-shaped opening … 1 round "O" with the corners drawn in; past 1.2 (talk's "o" and
   * "u") the lips purse over the teeth (mouthWarp.ts COVER_FROM), below 0 (talk's "i", "e") they
   * spread.
   */
  mouthRound: number;
  /** Corners up (positive) or down (negative), −1…1. */
  smile: number;
  /**
   * One corner lifted more than the other, a smirk: the image-right corner by this much of a full
   * smile when positive, the image-left one when negative (added to `smile` on that side).
   */
  smirk: number;
  /**
   * A cat's mouth (":3", "ω"), 0 none … 1 full: the middle of the closed lips drawn up toward the
   * nose so the upper lip hangs in two small curves either side of the philtrum (mouthWarp.ts
   * catPull): meow's, between its calls.
   */
  catLip: number;
  /** Head roll in radians around the neck, translation in face heights, turn and nod in radians. */
  roll: number;
  shiftX: number;
  shiftY: number;
  yaw: number;
  pitch: number;
  /**
   * The funhouse mirror (funhouseLens.ts), each −1…1: the head drawn tall and thin (positive) or
   * short and wide; the upper face magnified over a shrunk chin (positive) or the other way.
   */
  mirrorStretch: number;
  mirrorTop: number;
  /** Tears, 0 none … 1 (tears.ts); where the drops are in their cycle (0–1); the path's wander (0–1, per result). */
  tears: number;
  tearDrop: number;
  tearPath: number;
  /** A blush on the cheeks' apples, 0 none … 1 full (blush.ts): the girl's. */
  blush: number;
  /** The tongue poked out over the lower lip, 0 in … 1 fully out (tongueOut.ts): the boy's tease. */
  tongue: number;
  /**
   * The speaker's stage laid over the frame after the warps, 0 or absent none … 1 (stage.ts: a
   * microphone in front, a spotlight): the speech's. Optional, so every other template's frames
   * are made as before.
   */
  stage?: number;
}

export function restingEye(): EyePose {
  return { close: 0, squint: 0, brow: 0, browInner: 0, lookX: 0, magnify: 0 };
}

export function restingPose(): Pose {
  return {
    eyes: [restingEye(), restingEye()],
    mouthOpen: 0,
    mouthRound: 0,
    smile: 0,
    smirk: 0,
    catLip: 0,
    roll: 0,
    shiftX: 0,
    shiftY: 0,
    yaw: 0,
    pitch: 0,
    mirrorStretch: 0,
    mirrorTop: 0,
    tears: 0,
    tearDrop: 0,
    tearPath: 0,
    blush: 0,
    tongue: 0,
  };
}

/** Both eyes set alike. */
export function bothEyes(pose: Pose, eye: Partial<EyePose>): void {
  Object.assign(pose.eyes[0], eye);
  Object.assign(pose.eyes[1], eye);
}
