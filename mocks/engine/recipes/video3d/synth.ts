// A small stereo synthesiser for the background music: notes added into two sample buffers, each
// an oscillator (or a plucked string) under an envelope, placed left or right, plus the drums of
// a pop beat. What keeps it from sounding like a MIDI file is here and in ./reverb.ts: strings
// that vibrate and die away as strings do (Karplus–Strong), an electric piano's bell (FM),
// vibrato and a filter that opens as brass swells, drums with a click and a body, and a room.
// Everything is computed, nothing is recorded; noise comes from a seeded generator, so a track is
// the same every time.
import { createRandom, type Random } from '../shared/random';

export const SAMPLE_RATE = 44100;

/** MIDI note number to Hz (A4 = 69 = 440 Hz). */
export const hz = (note: number): number => 440 * 2 ** ((note - 69) / 12);

/** 'epiano': a frequency-modulated sine whose bell fades as a Rhodes tine does. */
export type Wave = 'sine' | 'triangle' | 'saw' | 'epiano';

export interface Note {
  at: number;
  /** Seconds the note is held (the release follows). */
  length: number;
  note: number;
  gain: number;
  wave: Wave;
  attack?: number;
  release?: number;
  /** Exponential fade while held, per second (plucks, pianos); 0 holds steady. */
  decay?: number;
  /** Saw brightness: the one-pole low-pass cutoff in Hz. */
  cutoff?: number;
  /** The cutoff starts at this share of itself and opens over the attack (a brass swell). */
  cutoffFrom?: number;
  /** Detuned copies (cents apart) for a fuller pad. */
  chorus?: number;
  /** Vibrato depth in cents (at 5.5 Hz, fading in over the first 0.3 s). */
  vibrato?: number;
  /** −1 (left) … 1 (right); 0 in the middle. */
  pan?: number;
}

export interface Pluck {
  at: number;
  note: number;
  gain: number;
  /** Seconds the string rings before it is damped. */
  length: number;
  /** 0–1: how bright the pick is (more of the noise burst's highs kept). */
  brightness?: number;
  pan?: number;
}

const VIBRATO_HZ = 5.5;

/** Equal-power gains of the two channels for a pan position. */
function panGains(pan = 0): [number, number] {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

export class Mix {
  readonly left: Float32Array;
  readonly right: Float32Array;
  private readonly random: Random;

  constructor(seconds: number, seed: number) {
    this.left = new Float32Array(Math.round(seconds * SAMPLE_RATE));
    this.right = new Float32Array(this.left.length);
    this.random = createRandom(seed);
  }

  /** A sample added at `index` (dropped past the end), split by the pan gains. */
  private add(index: number, value: number, gains: readonly [number, number]): void {
    if (index >= this.left.length) return;
    this.left[index] += value * gains[0];
    this.right[index] += value * gains[1];
  }

  note(spec: Note): void {
    const attack = spec.attack ?? 0.005;
    const release = spec.release ?? 0.08;
    const decay = spec.decay ?? 0;
    const start = Math.round(spec.at * SAMPLE_RATE);
    const count = Math.round((spec.length + release) * SAMPLE_RATE);
    const voices = spec.chorus ? [-spec.chorus, 0, spec.chorus] : [0];
    const gains = panGains(spec.pan);
    for (const cents of voices) {
      const frequency = hz(spec.note) * 2 ** (cents / 1200);
      let phase = this.random.next();
      let filtered = 0;
      for (let i = 0; i < count && start + i < this.left.length; i++) {
        const time = i / SAMPLE_RATE;
        const envelope =
          Math.min(1, time / attack) *
          Math.exp(-decay * time) *
          (time > spec.length ? Math.max(0, 1 - (time - spec.length) / release) : 1);
        const wobble = spec.vibrato
          ? (spec.vibrato / 1200) * Math.min(1, time / 0.3) * Math.sin(2 * Math.PI * VIBRATO_HZ * time)
          : 0;
        phase = (phase + (frequency * (1 + wobble * Math.LN2)) / SAMPLE_RATE) % 1;
        let value: number;
        if (spec.wave === 'sine') value = Math.sin(2 * Math.PI * phase);
        else if (spec.wave === 'triangle') value = 1 - 4 * Math.abs(phase - 0.5);
        else if (spec.wave === 'saw') value = 2 * phase - 1;
        // The tine's bell: a modulator at the same frequency, its index falling fast after the strike.
        else value = Math.sin(2 * Math.PI * phase + (0.2 + 1.6 * Math.exp(-time * 7)) * Math.sin(2 * Math.PI * phase));
        const cutoff = spec.cutoff
          ? spec.cutoff * (spec.cutoffFrom ? spec.cutoffFrom + (1 - spec.cutoffFrom) * Math.min(1, time / (attack * 2)) : 1)
          : 0;
        const smoothing = cutoff ? 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE) : 1;
        filtered += (value - filtered) * smoothing;
        this.add(start + i, (filtered * envelope * spec.gain) / voices.length, gains);
      }
    }
  }

  /**
   * A plucked string (Karplus–Strong): a burst of noise circulating in a delay line one period
   * long, averaged a little each time round, so the highs die first and each pluck is unlike the
   * last, as on a guitar or a harp.
   */
  pluck(spec: Pluck): void {
    const period = SAMPLE_RATE / hz(spec.note);
    // The loop's delay is the line less half a sample (the averaging reads the sample written
    // next, a period less one ago) and an all-pass making up the rest (0.1–1.1 samples, where it
    // is stable and flat), so the string is in tune.
    const length = Math.max(2, Math.floor(period + 0.4));
    const fraction = period + 0.5 - length;
    const tuning = (1 - fraction) / (1 + fraction);
    const line = new Float32Array(length);
    const brightness = spec.brightness ?? 0.6;
    let smooth = 0;
    for (let i = 0; i < length; i++) {
      smooth += (this.random.next() * 2 - 1 - smooth) * (0.25 + 0.75 * brightness);
      line[i] = smooth;
    }
    const start = Math.round(spec.at * SAMPLE_RATE);
    const ring = Math.round(spec.length * SAMPLE_RATE);
    const end = ring + Math.round(0.08 * SAMPLE_RATE);
    const gains = panGains(spec.pan);
    // Loss per trip: the string rings about 1.5 s before it is damped.
    const loss = Math.exp(-Math.log(1000) / (1.5 * hz(spec.note)));
    let index = 0;
    let previous = 0;
    let allPassOut = 0;
    for (let i = 0; i < end && start + i < this.left.length; i++) {
      const current = line[index];
      const next = line[(index + 1) % length];
      const averaged = loss * 0.5 * (current + next);
      allPassOut = tuning * averaged + previous - tuning * allPassOut;
      previous = averaged;
      line[index] = allPassOut;
      index = (index + 1) % length;
      const damped = i > ring ? Math.max(0, 1 - (i - ring) / (end - ring)) : 1;
      this.add(start + i, current * spec.gain * damped, gains);
    }
  }

  /** A kick drum: a sine falling from 150 to `low` Hz, a short thump, with the beater's click. */
  kick(at: number, gain: number, low = 45): void {
    const start = Math.round(at * SAMPLE_RATE);
    let phase = 0;
    const centre = panGains(0);
    for (let i = 0; i < 0.35 * SAMPLE_RATE && start + i < this.left.length; i++) {
      const time = i / SAMPLE_RATE;
      phase += (low + (150 - low) * Math.exp(-time * 30)) / SAMPLE_RATE;
      this.add(start + i, Math.sin(2 * Math.PI * phase) * Math.exp(-time * 9) * gain, centre);
    }
    this.noise(at, 0.004, gain * 0.25, 3000);
  }

  /** A snare: a short drum tone under a rattle of noise. */
  snare(at: number, gain: number, pan = 0): void {
    const start = Math.round(at * SAMPLE_RATE);
    const gains = panGains(pan);
    for (let i = 0; i < 0.15 * SAMPLE_RATE && start + i < this.left.length; i++) {
      const time = i / SAMPLE_RATE;
      this.add(start + i, Math.sin(2 * Math.PI * 185 * time) * Math.exp(-time * 30) * gain * 0.6, gains);
    }
    this.noise(at, 0.06, gain * 0.55, 1800, pan);
  }

  /** Noise through a one-pole high-pass: a clap or snare (`tone` low) or a hi-hat (`tone` high). */
  noise(at: number, length: number, gain: number, tone: number, pan = 0): void {
    const start = Math.round(at * SAMPLE_RATE);
    const keep = Math.exp((-2 * Math.PI * tone) / SAMPLE_RATE);
    const gains = panGains(pan);
    let previousIn = 0;
    let previousOut = 0;
    for (let i = 0; i < length * 3 * SAMPLE_RATE && start + i < this.left.length; i++) {
      const time = i / SAMPLE_RATE;
      const input = this.random.next() * 2 - 1;
      previousOut = keep * (previousOut + input - previousIn);
      previousIn = input;
      this.add(start + i, previousOut * Math.exp(-time / length) * gain, gains);
    }
  }

  /** Both channels soft-clipped and scaled together so the loudest moment peaks at `peak`. */
  master(peak = 0.85): [Float32Array, Float32Array] {
    let loudest = 0;
    for (const channel of [this.left, this.right])
      for (let i = 0; i < channel.length; i++) {
        channel[i] = Math.tanh(channel[i] * 1.2);
        loudest = Math.max(loudest, Math.abs(channel[i]));
      }
    const gain = loudest > 0 ? peak / loudest : 1;
    for (const channel of [this.left, this.right]) for (let i = 0; i < channel.length; i++) channel[i] *= gain;
    return [this.left, this.right];
  }
}
