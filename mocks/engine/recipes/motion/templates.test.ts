// The expression templates as curves over their loop (issue 37): boy, girl and man are three
// gestures a person tells apart, talk and the speech open the mouth on the syllables of a spoken
// line, and another seed moves the head another way. Poses only: no picture is rendered.
import { describe, expect, it } from 'vitest';
import { peaks } from '../../testing/motion';
import { CURVE_RATE as RATE, longestRun, sampledPoses } from '../../testing/templateCurves';
import type { Pose } from './pose';
import { talkLine } from './talkLine';
import { animationMotions, gifMotions, type Motion } from './templates';
import { MEOW_PLANS } from './templates/meowPlans';
import { planOf, variationOf } from './variation';

interface Sampled {
  seconds: number;
  poses: Pose[];
}

function sampled(motion: Motion, style: string, seed: number, seconds = motion.gifSeconds): Sampled {
  return { seconds, poses: sampledPoses(motion, style, seed, seconds) };
}

function curve({ poses }: Sampled, pick: (pose: Pose) => number): number[] {
  return poses.map(pick);
}

function rms(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index] - b[index]) ** 2;
  return Math.sqrt(sum / a.length);
}

/** The most a curve changes in `seconds`. */
function fastestChange(values: readonly number[], seconds: number): number {
  const step = Math.round(seconds * RATE);
  let most = 0;
  for (let index = 0; index < values.length; index++) {
    most = Math.max(most, Math.abs(values[(index + step) % values.length] - values[index]));
  }
  return most;
}

/** A curve less its running mean over 0.6 s: the quick gestures without the head's slow drift. */
function quickPart(values: readonly number[]): number[] {
  const half = Math.round(0.3 * RATE);
  return values.map((value, index) => {
    let sum = 0;
    for (let offset = -half; offset <= half; offset++) sum += values[(index + offset + values.length) % values.length];
    return value - sum / (2 * half + 1);
  });
}

const SEEDS = [1, 2, 3, 4];

/** The head's fastest turn (radians a second, roll, nod and turn together) over the loop. */
function topHeadSpeed({ poses }: Sampled): number {
  let top = 0;
  for (let index = 0; index < poses.length; index++) {
    const [a, b] = [poses[index], poses[(index + 1) % poses.length]];
    top = Math.max(top, Math.hypot(b.roll - a.roll, b.pitch - a.pitch, b.yaw - a.yaw) * RATE);
  }
  return top;
}

const swing = (values: readonly number[]): number => Math.max(...values) - Math.min(...values);
const winkOf = (pose: Pose): number => Math.abs(pose.eyes[0].close - pose.eyes[1].close);

describe('GIF boy, girl and man', () => {
  it.each(SEEDS)('differ in timing, amplitude and gesture (seed %i)', (seed) => {
    const boy = sampled(gifMotions.boy, 'boy', seed);
    const girl = sampled(gifMotions.girl, 'girl', seed);
    const man = sampled(gifMotions.man, 'man', seed);
    const cute = sampled(gifMotions.cute, 'cute', seed);

    // Timing: the boy's head shakes quickly, the girl's eases over most of a second, the man nods
    // slowly, twice a loop against the boy's four shakes, and slower than the boy's shake (1.30–1.46
    // rad/s at their fastest against the boy's 1.97–2.30).
    expect(topHeadSpeed(boy)).toBeGreaterThan(1.3 * Math.max(topHeadSpeed(girl), topHeadSpeed(man)));
    expect(topHeadSpeed(girl)).toBeLessThan(1);
    // The uncle's nod is deep enough to see from across a strip: the chin 0.25–0.27 rad from its
    // top to its bottom (0.15–0.16 in his four small bobs, which a blind reader called "almost
    // static"), two nods a loop, each at least 0.15 rad deep (none or one before).
    const nod = curve(man, (pose) => pose.pitch);
    expect(swing(nod)).toBeGreaterThan(0.2);
    expect(
      peaks(
        nod.map((pitch) => -pitch),
        -1,
        0.15,
      ).length,
    ).toBe(2);
    // The boy's head shakes side to side, turning 0.31–0.35 rad from one side to the other (0.05–0.07
    // before, when its roll waggled, the head tilting as cute's does).
    expect(swing(curve(boy, (pose) => pose.yaw))).toBeGreaterThan(0.2);

    // Path: the boy's head still rocks as it shakes (three or more swings of the roll); the girl's shy turn
    // is a small tilt, less than cute's (the tilt is cute's gesture); the man hardly tilts.
    expect(peaks(quickPart(curve(boy, (pose) => pose.roll)), 0.04, 0.08).length).toBeGreaterThanOrEqual(3);
    expect(swing(curve(girl, (pose) => pose.roll))).toBeLessThan(swing(curve(cute, (pose) => pose.roll)));
    expect(
      fastestChange(
        curve(girl, (pose) => pose.roll),
        0.1,
      ),
    ).toBeLessThan(0.06);
    expect(swing(curve(man, (pose) => pose.roll))).toBeLessThan(0.06);

    // Persona cues, each the one template's alone: the boy's tongue out most of the loop, the
    // girl's blush never gone and full for most of it, the man's brows up and down with his nods.
    expect(
      longestRun(
        curve(boy, (pose) => pose.tongue),
        (tongue) => tongue > 0.9,
      ),
    ).toBeGreaterThan(0.7 * boy.seconds);
    expect(Math.min(...curve(girl, (pose) => pose.blush))).toBeGreaterThan(0.3);
    expect(
      longestRun(
        curve(girl, (pose) => pose.blush),
        (blush) => blush > 0.9,
      ),
    ).toBeGreaterThan(0.6 * girl.seconds);
    const bothBrows = curve(man, (pose) => pose.eyes[0].brow + pose.eyes[1].brow);
    expect(peaks(bothBrows, 0.5, 1.5).length).toBeGreaterThanOrEqual(2);
    // One brow arched over the other at the top of each nod, 1.37–1.53 apart (0.27–0.31 before:
    // both brows went up together, a few pixels at a GIF's size).
    expect(Math.max(...curve(man, (pose) => Math.abs(pose.eyes[0].brow - pose.eyes[1].brow)))).toBeGreaterThan(1.2);
    // Neither brow higher than the lift browHair.test finds the brow's hair moved whole at (2.2):
    // squeezed into the forehead band, at 2.0–2.25 it became a thin dark line, a brow drawn in
    // outline (the smiling woman), and the waggle was held to 1.4 until eyeWarp moved it as one piece.
    const highest = Math.max(...curve(man, (pose) => Math.max(pose.eyes[0].brow, pose.eyes[1].brow)));
    expect(highest).toBeLessThanOrEqual(2.2);
    expect(highest).toBeGreaterThan(1.6);
    for (const other of [boy, man, cute]) expect(Math.max(...curve(other, (pose) => pose.blush))).toBe(0);
    for (const other of [girl, man, cute]) expect(Math.max(...curve(other, (pose) => pose.tongue))).toBe(0);
    for (const other of [boy, girl])
      expect(
        peaks(
          curve(other, (pose) => pose.eyes[0].brow + pose.eyes[1].brow),
          0.5,
          1.5,
        ).length,
      ).toBeLessThan(2);

    // No wink in any of the three (cute's); the girl and the man keep their lips closed, the man's
    // one corner lifted (a smirk), the boy's mouth a little open round the tongue.
    for (const persona of [boy, girl, man]) expect(Math.max(...curve(persona, winkOf))).toBeLessThan(0.3);
    // The boy's eyes squeezed while the tongue is out, both alike: the lids half down, the lower
    // lids pushed up, the brows pulled down. Open with the brows up over the tongue (close 0,
    // brows 0.6, the fifty-eighth stop) a blind reader saw "a vacant stare".
    const teasing = boy.poses.filter((pose) => pose.tongue > 0.9);
    const eyesOf = (pick: (eye: Pose['eyes'][number]) => number): number[] => teasing.flatMap((pose) => pose.eyes.map(pick));
    expect(Math.min(...eyesOf((eye) => eye.close))).toBeGreaterThan(0.4);
    expect(Math.max(...eyesOf((eye) => eye.close))).toBeLessThan(0.7);
    expect(Math.min(...eyesOf((eye) => eye.squint))).toBeGreaterThan(0.5);
    expect(Math.max(...eyesOf((eye) => eye.brow))).toBeLessThan(-0.2);
    // Over the squeezed eyes the mouth is no laugh: parted round the tongue, the corners short of a
    // grin (mouthWarp.ts' grin from 0.3). At 0.45 with the eyes squeezed a naming reader took the
    // boy for fake laugh (the fifty-ninth stop).
    expect(Math.max(...curve(boy, (pose) => pose.smile))).toBeLessThan(0.3);
    expect(Math.max(...curve(boy, (pose) => pose.mouthOpen))).toBeLessThan(0.3);
    // Neither the boy nor the uncle pouts (cute's).
    for (const persona of [boy, girl, man]) expect(Math.max(...curve(persona, (pose) => pose.mouthRound))).toBe(0);
    for (const calm of [girl, man]) expect(Math.max(...curve(calm, (pose) => pose.mouthOpen))).toBeLessThan(0.1);
    expect(Math.max(...curve(man, (pose) => Math.abs(pose.smirk)))).toBeGreaterThan(0.6);
    expect(Math.max(...curve(boy, (pose) => pose.mouthOpen))).toBeGreaterThan(0.15);
  });
});

describe('talking', () => {
  it.each([
    ['GIF', 1],
    ['GIF', 2],
    ['animation', 1],
    ['animation', 3],
  ] as const)('%s talk opens the jaw on each syllable of its line, in its rhythm (seed %i)', (tool, seed) => {
    // The animation is 3 s (animation.ts); the GIF loops over its own length.
    const motion = tool === 'GIF' ? gifMotions.talk : animationMotions.talk;
    const seconds = tool === 'GIF' ? motion.gifSeconds : 3;
    const talk = sampled(motion, 'talk', seed, seconds);
    const line = talkLine(seed, 'zh-CN', seconds);
    const open = curve(talk, (pose) => pose.mouthOpen);
    // Visibly open: more than half the mouth's half width at the widest syllables.
    expect(Math.max(...open)).toBeGreaterThan(0.6);
    // One opening a syllable, each within its syllable.
    const found = peaks(open, 0.15, 0.08);
    expect(found).toHaveLength(line.syllables.length);
    for (const [index, syllable] of line.syllables.entries()) {
      const at = found[index] / RATE;
      expect(at).toBeGreaterThanOrEqual(syllable.startS);
      expect(at).toBeLessThanOrEqual(syllable.startS + syllable.seconds);
    }
    // Closed before the line and after it (the loop's silence).
    expect(open[Math.floor(line.syllables[0].startS * RATE) - 1]).toBeLessThan(0.03);
    expect(open[open.length - 1]).toBeLessThan(0.03);
    // Speech, not a sine: the gaps between openings vary.
    const gaps = found.slice(1).map((at, index) => at - found[index]);
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    const spread = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length);
    expect(spread / mean).toBeGreaterThan(0.1);
    // And the syllables open the jaw by different amounts (their vowels).
    const heights = found.map((at) => open[at]);
    expect(Math.max(...heights) / Math.min(...heights)).toBeGreaterThan(1.3);
  });

  it('演讲 (the speech) is a speaker: syllables, the head sweeping the room, brows up on the stresses', () => {
    for (const seed of SEEDS) {
      const speech = sampled(gifMotions.trump1, 'trump1', seed);
      const line = talkLine(seed + 1, 'zh-CN', speech.seconds);
      const open = curve(speech, (pose) => pose.mouthOpen);
      // The floor and prominence scaled with the opening: since the fifty-seventh stop the jaw
      // opens 0.64 as wide (oratorJaw.test.ts), so 0.15 and 0.08 became 0.095 and 0.051 (a faint
      // syllable at 0.64 of its old height fell under the old floor).
      expect(peaks(open, 0.095, 0.051)).toHaveLength(line.syllables.length);
      const yaw = curve(speech, (pose) => pose.yaw);
      expect(Math.max(...yaw) - Math.min(...yaw)).toBeGreaterThan(0.3);
      expect(
        peaks(
          curve(speech, (pose) => pose.eyes[0].brow),
          0.6,
          0.3,
        ).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('variations of a motion', () => {
  const all = [
    ...Object.entries(gifMotions).map(([style, motion]) => ({ tool: 'gif', style, motion })),
    ...Object.entries(animationMotions).map(([style, motion]) => ({ tool: 'animation', style, motion })),
  ];
  it('in every template, another seed moves the head another way', () => {
    for (const { tool, style, motion } of all) {
      for (const [a, b] of [
        [1, 2],
        [3, 4],
      ]) {
        const first = sampled(motion, style, a);
        const second = sampled(motion, style, b);
        const path = (run: Sampled): number[] => run.poses.flatMap((pose) => [pose.yaw, pose.pitch, pose.roll]);
        expect(rms(path(first), path(second)), `${tool} ${style}, seeds ${a} and ${b}`).toBeGreaterThan(0.02);
      }
    }
  });

  it('talk: another seed, another line and another mouth', () => {
    const first = curve(sampled(gifMotions.talk, 'talk', 1), (pose) => pose.mouthOpen);
    const second = curve(sampled(gifMotions.talk, 'talk', 2), (pose) => pose.mouthOpen);
    expect(rms(first, second)).toBeGreaterThan(0.15);
  });
});

describe('the GIF templates the panel could not tell apart (issue 37)', () => {
  it.each(SEEDS)('each does its own gesture (seed %i)', (seed) => {
    // Cute: the head tilts, the eyes grow big, the lips pout, then break into a smile as one eye
    // winks while the other stays open (an older cute, a pout and a side-to-side sway, no smile
    // and no wink, scored 0.5; the tilt and a brief wink over a smile, no pout, was named the boy).
    const cute = sampled(gifMotions.cute, 'cute', seed);
    expect(swing(curve(cute, (pose) => pose.roll))).toBeGreaterThan(0.13);
    expect(Math.max(...curve(cute, (pose) => pose.smile))).toBeGreaterThan(0.8);
    expect(Math.max(...curve(cute, (pose) => pose.eyes[0].magnify))).toBeGreaterThan(0.15);
    const wink = curve(cute, (pose) => Math.abs(pose.eyes[0].close - pose.eyes[1].close));
    expect(longestRun(wink, (gap) => gap > 0.8)).toBeGreaterThan(0.3);
    // The pout, lips pushed out over any teeth (mouthWarp.ts COVER_FROM), for 0.45 s or more.
    expect(
      longestRun(
        curve(cute, (pose) => pose.mouthRound),
        (round) => round > 1.2,
      ),
    ).toBeGreaterThan(0.45);

    // Looking around: the head turns well to each side and, another time, up. (A quarter radian
    // at least: the turn was made smaller than the 0.42 radians a blind panel saw smear the
    // face's far side and a glasses frame, issue 37's fourth panel.)
    const look = sampled(gifMotions.look, 'look', seed);
    const yaw = curve(look, (pose) => pose.yaw);
    expect(Math.max(...yaw)).toBeGreaterThan(0.25);
    expect(Math.min(...yaw)).toBeLessThan(-0.25);
    expect(Math.min(...curve(look, (pose) => pose.pitch))).toBeLessThan(-0.2);
    // The eyes and the head turn together (issue 37, session 18): the eyes lead each turn, then
    // settle as the head arrives, turned the same way a little past it; held at the lids' corner
    // through the hold they read as a shifty side glance in a turned head. Measured: the eyes at
    // most 0.25 of the way to the corner while the head is held turned (0.6 before: pinned), on
    // average past the head's way, and up to 0.58 as they lead.
    const widest = Math.max(...yaw.map(Math.abs));
    const turned = look.poses.filter((pose) => Math.abs(pose.yaw) > 0.95 * widest);
    expect(turned.length).toBeGreaterThan(10);
    const along = turned.map((pose) => pose.eyes[0].lookX * Math.sign(pose.yaw));
    expect(Math.max(...along)).toBeLessThan(0.35);
    expect(along.reduce((sum, value) => sum + value, 0) / along.length).toBeGreaterThan(0.15);
    expect(Math.max(...curve(look, (pose) => Math.abs(pose.eyes[0].lookX)))).toBeGreaterThan(0.45);
    // A person looking around keeps their own eye opening (issue 37, the fifty-eighth stop): the
    // look up raised the lids (close −0.3) under brows at 0.9, and with the iris not rising the
    // eyes stared "with white all round the iris", in the first and last frames where the onset
    // puts the look up. Measured over seeds 1–4: the lowest close −0.30 before, 0 now; the highest
    // brow 0.90 before, 0.30 now. And the turn, drift and all, no larger than 0.32 rad (0.33–0.41
    // before, 0.28–0.31 now): at 0.41 (seed 1) the cheek smeared into the hair and the far eye blurred.
    for (const eye of [0, 1] as const) {
      expect(Math.min(...curve(look, (pose) => pose.eyes[eye].close))).toBeGreaterThanOrEqual(0);
      expect(Math.max(...curve(look, (pose) => pose.eyes[eye].brow))).toBeLessThanOrEqual(0.35);
    }
    expect(widest).toBeLessThanOrEqual(0.32);

    // Meow: the mouth rounds into an "ao" twice, each after a spread "mi", and between the calls
    // holds a cat's ":3" (its wide eyes and round "o" alone were the boy's to a blind reader).
    const meow = sampled(gifMotions.miao, 'miao', seed);
    const open = curve(meow, (pose) => pose.mouthOpen);
    const opens = open.filter((value, index) => value > 0.45 && open[(index - 1 + open.length) % open.length] <= 0.45).length;
    // One call or two, by the seed's plan (meowPlans.ts); seed 1 calls twice.
    expect(opens).toBe(MEOW_PLANS[planOf(variationOf(seed, 'miao'), MEOW_PLANS.length)].calls.length);
    expect(Math.max(...open)).toBeGreaterThan(0.6);
    const round = curve(meow, (pose) => pose.mouthRound);
    expect(Math.min(...round.filter((_, index) => open[index] > 0.45))).toBeGreaterThan(0.7);
    expect(Math.min(...round)).toBeLessThan(-0.5);
    const catHeld = curve(meow, (pose) => pose.catLip).filter((value) => value > 0.9).length / meow.poses.length;
    expect(catHeld).toBeGreaterThan(0.3);

    // Fake laugh: an exaggerated open laugh with the head thrown back.
    const fake = sampled(gifMotions.fakelaugh, 'fakelaugh', seed);
    expect(Math.min(...curve(fake, (pose) => pose.pitch))).toBeLessThan(-0.15);
    expect(Math.max(...curve(fake, (pose) => pose.mouthOpen))).toBeGreaterThan(0.7);

    // Holding back a laugh: the lips pressed most of the clip, the head shaking in quick jolts.
    const held = sampled(gifMotions.faklaugh2, 'faklaugh2', seed);
    const pressed = curve(held, (pose) => pose.mouthOpen).filter((open) => open < 0.1).length / held.poses.length;
    expect(pressed).toBeGreaterThan(0.6);
    expect(peaks(quickPart(curve(held, (pose) => pose.shiftY)), 0.005, 0.01).length).toBeGreaterThanOrEqual(10);

    // Side glance: the eyes slide all the way to one side and stay there half a second or more.
    const glance = sampled(gifMotions.glance, 'glance', seed);
    expect(
      longestRun(
        curve(glance, (pose) => Math.abs(pose.eyes[0].lookX)),
        (look) => look > 0.8,
      ),
    ).toBeGreaterThan(0.5);
    // The head turns a little after the eyes, never away from them (it turned away, -0.1: the
    // glance read as "almost static"), and no brow rises past 0.35: a brow lifts the lid over an
    // eye by a share, and at 0.5 and 1.2 the lid's rim rose as a thin arc over it (issue 37).
    for (const pose of glance.poses) {
      if (Math.abs(pose.eyes[0].lookX) > 0.8) expect(pose.yaw * Math.sign(pose.eyes[0].lookX)).toBeGreaterThan(0.05);
      expect(Math.max(pose.eyes[0].brow, pose.eyes[1].brow)).toBeLessThanOrEqual(0.35);
    }
  });

  it("the side glance's brows stay at or under 0.35 whatever the variation's amount (seeds 1-20)", () => {
    // Seeds 1-4 draw amounts of 0.91-0.98; scaled by the amount, seeds 5, 6, 9-15 and 20 lifted a
    // brow to 0.354-0.387 (the review of the fifty-eighth stop).
    for (let seed = 1; seed <= 20; seed++) {
      for (const pose of sampled(gifMotions.glance, 'glance', seed).poses) {
        expect(Math.max(pose.eyes[0].brow, pose.eyes[1].brow)).toBeLessThanOrEqual(0.35);
      }
    }
  });
});

describe('the GIF surprise (惊讶)', () => {
  // Blind readers saw a "one-eyed wink frame" early in the clip: main's surprise took the
  // variation's blinks wherever they fell (seed 1: the lids shut at 0.36 s, just before the eyes widened; on
  // the turned head only the near eye read shut). Now: a still beat, the eyes wide within 0.2 s,
  // and no lid closing past rest anywhere in the loop.
  it('opens on a still beat, widens the eyes in a quick startle and never closes a lid', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const clip = sampled(gifMotions.surprise, 'surprise', seed);
      const opening = curve(clip, (pose) => -Math.max(pose.eyes[0].close, pose.eyes[1].close));
      const widest = Math.max(...opening);
      const starts = opening.findIndex((open) => open > 0.05);
      const wide = opening.findIndex((open) => open > 0.9 * widest);
      expect(starts / RATE).toBeGreaterThan(0.15);
      expect((wide - starts) / RATE).toBeLessThan(0.2);
      expect(Math.min(...opening)).toBeGreaterThanOrEqual(0);
      // Held wide at least half a second, then eased back to rest before the loop starts again.
      expect(longestRun(opening, (open) => open > 0.9 * widest)).toBeGreaterThan(0.5);
      expect(opening[opening.length - 1]).toBeCloseTo(0, 3);
    }
  });
});
