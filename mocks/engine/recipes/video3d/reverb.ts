// A room for the synthesised music: a Freeverb-style reverb (eight damped comb filters in
// parallel, four all-passes in series, the right channel's delays a little longer than the left's
// so the room is wide). Dry notes in an empty space are most of what makes a synthesised track
// sound like MIDI. The track loops under a video, so the room is run over the track twice and the
// second pass kept: the tail of the last bar rings on into the first, with no seam.
import { SAMPLE_RATE } from './synth';

/** Freeverb's tunings at 44.1 kHz (Jezar's public-domain values), and its stereo spread. */
const COMB_DELAYS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617] as const;
const ALLPASS_DELAYS = [556, 441, 341, 225] as const;
const STEREO_SPREAD = 23;
const INPUT_GAIN = 0.015;

export interface Room {
  /** 0–1: how long the room rings (Freeverb's room size). */
  size: number;
  /** 0–1: how much the walls soften the high notes on each reflection. */
  damping: number;
  /** How much of the room is heard beside the dry sound. */
  wet: number;
}

class Comb {
  private readonly buffer: Float32Array;
  private index = 0;
  private stored = 0;

  constructor(
    length: number,
    private readonly feedback: number,
    private readonly damping: number,
  ) {
    this.buffer = new Float32Array(length);
  }

  process(input: number): number {
    const output = this.buffer[this.index];
    this.stored = output * (1 - this.damping) + this.stored * this.damping;
    this.buffer[this.index] = input + this.stored * this.feedback;
    this.index = (this.index + 1) % this.buffer.length;
    return output;
  }
}

class AllPass {
  private readonly buffer: Float32Array;
  private index = 0;

  constructor(length: number) {
    this.buffer = new Float32Array(length);
  }

  process(input: number): number {
    const delayed = this.buffer[this.index];
    this.buffer[this.index] = input + delayed * 0.5;
    this.index = (this.index + 1) % this.buffer.length;
    return delayed - input;
  }
}

/** One channel of the room: what it adds to `input` (the wet signal only). */
function roomChannel(input: Float32Array, room: Room, spread: number, passes: number): Float32Array {
  const scale = SAMPLE_RATE / 44100;
  const feedback = 0.7 + 0.28 * room.size;
  const damping = 0.4 * room.damping;
  const combs = COMB_DELAYS.map((delay) => new Comb(Math.round((delay + spread) * scale), feedback, damping));
  const allPasses = ALLPASS_DELAYS.map((delay) => new AllPass(Math.round((delay + spread) * scale)));
  const output = new Float32Array(input.length);
  for (let pass = 0; pass < passes; pass++)
    for (let i = 0; i < input.length; i++) {
      const fed = input[i] * INPUT_GAIN;
      let value = 0;
      for (const comb of combs) value += comb.process(fed);
      for (const allPass of allPasses) value = allPass.process(value);
      // Only the last pass is kept: the earlier ones ring the room up as the loop would.
      if (pass === passes - 1) output[i] = value;
    }
  return output;
}

/**
 * The stereo track in the room, in place: each channel gets its room's wet sound (the right's
 * delays spread wider). `looped`: the room is first rung with the track once, so a loop's start
 * carries its end's tail.
 */
export function addRoom(left: Float32Array, right: Float32Array, room: Room, looped = true): void {
  const passes = looped ? 2 : 1;
  // Both channels feed the room as one (Freeverb's mono in, stereo out).
  const mono = new Float32Array(left.length);
  for (let i = 0; i < mono.length; i++) mono[i] = (left[i] + right[i]) / 2;
  const wetLeft = roomChannel(mono, room, 0, passes);
  const wetRight = roomChannel(mono, room, STEREO_SPREAD, passes);
  for (let i = 0; i < left.length; i++) {
    left[i] += wetLeft[i] * room.wet;
    right[i] += wetRight[i] * room.wet;
  }
}
