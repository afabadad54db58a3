// A short tone melody as 8 kHz 8-bit mono WAV: the voice samples' stand-in when no
// espeak-ng recording was committed for a voice.
import { hash } from './palette';

export function toneWav(seed: string, seconds = 1.2): Buffer {
  const rate = 8000;
  const n = Math.floor(rate * seconds);
  const base = 220 + (hash(seed) % 220);
  const data = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) {
    const note = Math.floor((i / n) * 4);
    const freq = base * [1, 1.25, 1.5, 2][note];
    const fade = Math.min(1, (n - i) / 400, i / 400);
    data[i] = 128 + Math.round(Math.sin((2 * Math.PI * freq * i) / rate) * 90 * fade);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + n, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(n, 40);
  return Buffer.concat([header, data]);
}
