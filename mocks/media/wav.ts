// A short tone melody as an 8 kHz mono WAV: the voice samples' stand-in when no espeak-ng
// recording was committed for a voice. Written by the stand-in's one WAV writer.
import { encodeWav } from '../engine/recipes/shared/wav';
import { hash } from './styleColours';

const RATE = 8000;

export function toneWav(seed: string, seconds = 1.2): Buffer {
  const n = Math.floor(RATE * seconds);
  const base = 220 + (hash(seed) % 220);
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const note = Math.floor((i / n) * 4);
    const freq = base * [1, 1.25, 1.5, 2][note];
    const fade = Math.min(1, (n - i) / 400, i / 400);
    samples[i] = Math.sin((2 * Math.PI * freq * i) / RATE) * 0.7 * fade;
  }
  return Buffer.from(encodeWav(samples, RATE));
}
