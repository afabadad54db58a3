// The hair's locks over its smooth volume (./paintMasses.ts `paintHair`), at a point of the fall:
// `u` across the fall (the lines u = const follow it down), `r` and `t` on the head's ellipse.
// Each gives how the point's light is scaled and how much of the glossy band it takes.
import { smoothstep } from '../../shared/raster';

export interface LockPoint {
  u: number;
  t: number;
  r: number;
  /** A little twist as the locks fall. */
  wobble: number;
  /** 0 at the hair's outline … 1 well inside it, and 0 where the fall's lines crowd at the crown. */
  deep: number;
  spread: number;
  /** -1 the key on the left, 1 on the right. */
  side: number;
  /** 0 a render … 1 a painting's flat tones. */
  cel: number;
  /** The glossy ring round the crown, broken into clumps (the smooth shell's gloss). */
  ring: number;
  /** 0 dark hair … 1 light (blonde) hair. */
  pale: number;
}

export interface LockLight {
  shade: number;
  gloss: number;
}

/** A smooth ramp, or with `cel` two flat tones joined by a narrow step. */
export function toned(value: number, cel: number, at: number): number {
  const stepped = at + (value > at ? 0.12 : -0.12) * smoothstep(0, 0.08, Math.abs(value - at));
  return value + (stepped - value) * cel;
}

/**
 * Faint locks on one smooth shell: each rounded (lit along its middle, a soft groove between it
 * and the next). Without them the hair was one smooth shell ribbed with fine lines.
 */
export function groovedLocks(at: LockPoint, locks: number): LockLight {
  const lock = 0.5 + 0.5 * Math.cos(at.u * 13 + 1.6 * Math.sin(at.u * 3.5 + 0.7) + at.wobble * 2);
  const groove = (1 - lock) ** 3 * at.deep * at.spread;
  const shade =
    (1 - (0.22 + 0.1 * at.cel) * locks * Math.max(0, toned(groove, at.cel, 0.35))) * (1 + 0.06 * locks * lock ** 4 * at.deep);
  return { shade, gloss: at.ring };
}

/** The sculpted locks' phase per unit of the fall's width (about four locks across a head of hair). */
const LOCK_FREQUENCY = 12;
/** How much lighter a lock's lit side is than its middle, and how dark the crease under the next lock. */
const LOCK_TURN = 0.2;
const LOCK_CREASE = 0.42;
/** The ellipse rows (t) over which the locks fade out below the chin (about 0.8). */
const LOCK_END: readonly [number, number] = [1.1, 1.5];
/** The crease on light hair, as a share of LOCK_CREASE, and how far it spreads into the lock. */
const PALE_CREASE = 0.45;
const PALE_SPREAD = 0.25;

/**
 * Which sculpted lock a point of the fall (./fall.ts) is in, and where across it: the integer part
 * numbers the locks, the fraction runs across one (0.5 its crest).
 */
export function lockPhase(u: number, wobble: number): number {
  return (u * LOCK_FREQUENCY + 1.6 * Math.sin(u * 3.5 + 0.7) + wobble * 2) / (2 * Math.PI);
}

/**
 * Sculpted locks: a few broad bands following the fall, each a rounded tube (lit on the key's
 * side of it, shaded on the other, a dark crease where it tucks under the next), with its own
 * soft gloss along its crest. The grooved shell was "helmet-like hair" to blind readers.
 */
export function sculptedLocks(at: LockPoint, locks: number): LockLight {
  const phase = lockPhase(at.u, at.wobble);
  const across = 2 * (phase - Math.floor(phase)) - 1;
  // The locks end below the chin, as the shine does: carried down to the hair's lower edge over the
  // shoulders, a lock's lit side and crease were "a bright streak and a dark smear at the bottom of
  // the hair" to blind readers.
  const weight = locks * at.deep * at.spread * smoothstep(LOCK_END[1], LOCK_END[0], at.t);
  // On light hair the crease is shallower and wider: full depth on a blonde it was "harsh dark
  // vertical streaks" to blind readers (a gold scaled by 0.58 is a brown line), while on dark
  // hair it is what shows the locks at all.
  const crease = smoothstep(0.55 - PALE_SPREAD * at.pale, 1, Math.abs(across)) ** 2;
  const depth = LOCK_CREASE * (1 - (1 - PALE_CREASE) * at.pale);
  const turned = across * at.side * (1 - across ** 4);
  const form = 1 + LOCK_TURN * turned - depth * crease;
  // The gloss a streak along each lock's crest on the key's side, each lock's a little higher or
  // lower than the next's: one ring round the crown read as a shell's shine.
  const stagger = 0.06 * Math.sin(Math.floor(phase) * 2.39 + 0.5);
  // A painting's (cel, pix/disney) shine is a long narrow streak down the lock, as the strands
  // run: as short as a render's it was a soft oval spot on each lock, "flat blobs".
  const band = Math.exp(-(((at.r - 0.82 - stagger) / (0.15 + 0.17 * at.cel)) ** 2)) * smoothstep(0.35, -0.2, at.t);
  const crest = Math.exp(-(((across - at.side * 0.3) / (0.32 - 0.12 * at.cel)) ** 2));
  return { shade: 1 + (form - 1) * weight, gloss: at.ring * (1 - weight) + band * crest * 1.3 * weight };
}

/** How much of the lifted hair colour's chroma the sculpted locks' shine keeps. */
const SHEEN_CHROMA = 0.35;
/** The shine's warm white (a little blue taken out): a grey shine on red hair was a lilac one. */
const SHEEN_WARMTH: readonly [number, number, number] = [1.02, 1, 0.92];

/**
 * The tone a sculpted lock's shine lifts the hair at `p` towards: the hair's own colour lighter
 * (1.6 times and 0.2 more, as the shell's gloss), most of its chroma taken out and warmed like the
 * key's light. Lifted as it was, a burgundy hair's shine was "an odd pink sheen patch" to blind
 * readers: white added to a red.
 */
export function lockSheen(data: Float32Array, p: number): [number, number, number] {
  // Written out, not mapped over the channels: this runs for every pixel of the hair, and the
  // arrays and closures it made per pixel were collected as garbage (the same floats).
  const r = Math.min(1, data[p] * 1.6 + 0.2);
  const g = Math.min(1, data[p + 1] * 1.6 + 0.2);
  const b = Math.min(1, data[p + 2] * 1.6 + 0.2);
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  return [
    Math.min(1, (grey + (r - grey) * SHEEN_CHROMA) * SHEEN_WARMTH[0]),
    Math.min(1, (grey + (g - grey) * SHEEN_CHROMA) * SHEEN_WARMTH[1]),
    Math.min(1, (grey + (b - grey) * SHEEN_CHROMA) * SHEEN_WARMTH[2]),
  ];
}
