// A small synthesiser for the background music: notes added into a sample buffer, each an
// oscillator under an envelope, plus the drums of a pop beat. Everything is computed, nothing
// is recorded; noise comes from a seeded generator, so a track is the same every time.
import { createRandom, type Random } from '../shared/random';

export const SAMPLE_RATE = 44100;

/** MIDI note number to Hz (A4 = 69 = 440 Hz). */
export const hz = (note: number): number => 440 * 2 ** ((note - 69) / 12);

export type Wave = 'sine' | 'triangle' | 'saw' | 'pluck';

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
  /** Detuned copies (cents apart) for a fuller pad. */
  chorus?: number;
}

export class Mix {
  readonly samples: Float32Array;
  private readonly random: Random;

  constructor(seconds: number, seed: number) {
    this.samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
    this.random = createRandom(seed);
  }

  note(spec: Note): void {
    const attack = spec.attack ?? 0.005;
    const release = spec.release ?? 0.08;
    const decay = spec.decay ?? 0;
    const start = Math.round(spec.at * SAMPLE_RATE);
    const count = Math.round((spec.length + release) * SAMPLE_RATE);
    const voices = spec.chorus ? [-spec.chorus, 0, spec.chorus] : [0];
    const smoothing = spec.cutoff ? 1 - Math.exp((-2 * Math.PI * spec.cutoff) / SAMPLE_RATE) : 1;
    for (const cents of voices) {
      const frequency = hz(spec.note) * 2 ** (cents / 1200);
      let phase = this.random.next();
      let filtered = 0;
      for (let i = 0; i < count && start + i < this.samples.length; i++) {
        const time = i / SAMPLE_RATE;
        const envelope =
          Math.min(1, time / attack) *
          Math.exp(-decay * time) *
          (time > spec.length ? Math.max(0, 1 - (time - spec.length) / release) : 1);
        phase = (phase + frequency / SAMPLE_RATE) % 1;
        let value: number;
        if (spec.wave === 'sine') value = Math.sin(2 * Math.PI * phase);
        else if (spec.wave === 'triangle') value = 1 - 4 * Math.abs(phase - 0.5);
        else if (spec.wave === 'saw') value = 2 * phase - 1;
        // A plucked string: the fundamental with a bright second and third partial that fade first.
        else
          value =
            Math.sin(2 * Math.PI * phase) +
            0.5 * Math.exp(-8 * time) * Math.sin(4 * Math.PI * phase) +
            0.25 * Math.exp(-14 * time) * Math.sin(6 * Math.PI * phase);
        filtered += (value - filtered) * smoothing;
        this.samples[start + i] += (filtered * envelope * spec.gain) / voices.length;
      }
    }
  }

  /** A kick drum: a sine falling from 150 to 45 Hz, a short thump. */
  kick(at: number, gain: number, low = 45): void {
    const start = Math.round(at * SAMPLE_RATE);
    let phase = 0;
    for (let i = 0; i < 0.35 * SAMPLE_RATE && start + i < this.samples.length; i++) {
      const time = i / SAMPLE_RATE;
      phase += (low + (150 - low) * Math.exp(-time * 30)) / SAMPLE_RATE;
      this.samples[start + i] += Math.sin(2 * Math.PI * phase) * Math.exp(-time * 9) * gain;
    }
  }

  /** Noise through a one-pole high-pass: a clap or snare (`tone` low) or a hi-hat (`tone` high). */
  noise(at: number, length: number, gain: number, tone: number): void {
    const start = Math.round(at * SAMPLE_RATE);
    const keep = Math.exp((-2 * Math.PI * tone) / SAMPLE_RATE);
    let previousIn = 0;
    let previousOut = 0;
    for (let i = 0; i < length * 3 * SAMPLE_RATE && start + i < this.samples.length; i++) {
      const time = i / SAMPLE_RATE;
      const input = this.random.next() * 2 - 1;
      previousOut = keep * (previousOut + input - previousIn);
      previousIn = input;
      this.samples[start + i] += previousOut * Math.exp(-time / length) * gain;
    }
  }

  /** Soft-clipped and scaled so the loudest moment peaks at `peak`. */
  master(peak = 0.85): Float32Array {
    let loudest = 0;
    for (let i = 0; i < this.samples.length; i++) {
      this.samples[i] = Math.tanh(this.samples[i] * 1.2);
      loudest = Math.max(loudest, Math.abs(this.samples[i]));
    }
    const gain = loudest > 0 ? peak / loudest : 1;
    for (let i = 0; i < this.samples.length; i++) this.samples[i] *= gain;
    return this.samples;
  }
}
