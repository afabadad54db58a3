// The Flite adapter: Flite in WASI speaks the English text it is given, in the voice and at the
// pitch and pace it is asked for, each call from a fresh instance.
import { describe, expect, it } from 'vitest';
import { decodePcm, medianPitch, ANALYSIS_RATE } from '../recipes/tts/analysis';
import { speakFlite } from './flite';
import { wavDurationS, wavSampleRate } from './speech';

const SENTENCE = 'Hello from Miao. Today the weather is lovely, so let us take a walk in the park.';

/** Share of 20 ms windows quieter than -40 dB of full scale. */
function silentShare(samples: Int16Array): number {
  const window = ANALYSIS_RATE / 50;
  let silent = 0;
  let windows = 0;
  for (let start = 0; start + window <= samples.length; start += window) {
    let energy = 0;
    for (let i = start; i < start + window; i++) energy += samples[i] ** 2;
    windows += 1;
    if (Math.sqrt(energy / window) < 328) silent += 1;
  }
  return silent / windows;
}

/** The pitch's spread: from the 10th to the 90th percentile of the pitch of 0.25 s windows, in Hz. */
function pitchSpread(samples: Int16Array): number {
  const window = ANALYSIS_RATE / 4;
  const pitches: number[] = [];
  for (let start = 0; start + window <= samples.length; start += window) {
    const pitch = medianPitch(samples.subarray(start, start + window));
    if (pitch) pitches.push(pitch);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length * 0.9)] - pitches[Math.floor(pitches.length * 0.1)];
}

describe('speakFlite', { timeout: 300_000 }, () => {
  it('speaks English as a 16 kHz WAV whose length follows the text, mostly sound, not clipped', async () => {
    const short = await speakFlite('Hello.', { voice: 'slt' });
    const long = await speakFlite(SENTENCE, { voice: 'slt' });
    expect(String.fromCharCode(...long.subarray(0, 4), ...long.subarray(8, 12))).toBe('RIFFWAVE');
    expect(wavSampleRate(long)).toBe(16000);
    // 81 characters at a speaking pace of 12–20 characters a second.
    expect(wavDurationS(long)).toBeGreaterThan(4);
    expect(wavDurationS(long)).toBeLessThan(7);
    expect(wavDurationS(long)).toBeGreaterThan(wavDurationS(short) * 4);
    const samples = await decodePcm(long);
    expect(silentShare(samples)).toBeLessThan(0.3);
    expect(samples.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0)).toBeLessThan(32767);
    // slt is a woman: her voice sits between 150 and 220 Hz.
    const pitch = medianPitch(samples);
    expect(pitch).toBeGreaterThan(150);
    expect(pitch).toBeLessThan(220);
  });

  it('moves the pitch, its spread and the pace as asked, and rms is a man', async () => {
    const [plain, raised, slower, man, flat, lively] = await Promise.all([
      speakFlite(SENTENCE, { voice: 'slt' }),
      speakFlite(SENTENCE, { voice: 'slt', pitchHz: 280 }),
      speakFlite(SENTENCE, { voice: 'slt', stretch: 1.3 }),
      speakFlite(SENTENCE, { voice: 'rms' }),
      speakFlite(SENTENCE, { voice: 'slt', pitchSpreadHz: 5 }),
      speakFlite(SENTENCE, { voice: 'slt', pitchSpreadHz: 60 }),
    ]);
    const raisedPitch = medianPitch(await decodePcm(raised));
    expect(raisedPitch).toBeGreaterThan(250);
    expect(raisedPitch).toBeLessThan(310);
    expect(wavDurationS(slower)).toBeGreaterThan(wavDurationS(plain) * 1.2);
    expect(medianPitch(await decodePcm(man))).toBeLessThan(140);
    const [flatSpread, livelySpread] = await Promise.all([flat, lively].map(async (wav) => pitchSpread(await decodePcm(wav))));
    expect(livelySpread).toBeGreaterThan(flatSpread * 2);
  });

  it('reads a text that looks like options as text, and each call only its own text', async () => {
    const optionLike = await speakFlite('-voice rms -o /io/x.wav --help', { voice: 'slt' });
    expect(wavDurationS(optionLike)).toBeGreaterThan(1);
    const first = await speakFlite(SENTENCE, { voice: 'slt' });
    const second = await speakFlite('Yes.', { voice: 'slt' });
    const again = await speakFlite(SENTENCE, { voice: 'slt' });
    expect(wavDurationS(second)).toBeLessThan(wavDurationS(first) / 4);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });
});
