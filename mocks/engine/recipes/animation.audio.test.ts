// The talking animation speaks (issue 37): its MP4 carries the line its lips say as AAC, about
// the video's length, the voice where the line's syllables are and silence before and after;
// the other styles stay silent (the cry checked here). It speaks the user's language: an
// English user hears the English line in the English voice.
import { probeMedia, runFfmpeg } from '../adapters/ffmpeg';
import { sampleFaces, samplePortrait } from '../testing/faces';
import { prepared } from '../testing/prepared';
import type { RecipeInput } from '../types';
import { animation } from './animation';
import { speakTalkLine, talkVoice, type Speaker } from './animation/talkAudio';
import { correlation } from '../testing/motion';
import type { Locale } from '../../../src/locales/locale';
import { talkLine } from './motion/talkLine';

// Rendering, speaking and encoding take seconds, longer while other work shares the two cores.
const SLOW = 300_000;
const RATE = 8000;

let ready: Pick<RecipeInput, 'photo' | 'faces'>;

beforeAll(async () => {
  ready = await prepared(await samplePortrait('woman'), await sampleFaces('woman'));
}, 300_000);

/** The MP4's sound as mono samples at 8 kHz. */
async function soundOf(mp4: Uint8Array): Promise<Float32Array> {
  const { stdout } = await runFfmpeg(['-i', 'pipe:0', '-vn', '-ac', '1', '-ar', String(RATE), '-f', 'f32le', 'pipe:1'], mp4);
  return new Float32Array(stdout.slice().buffer);
}

/** Root mean square of the samples between two times (seconds). */
function loudness(samples: Float32Array, fromS: number, toS: number): number {
  const from = Math.max(0, Math.round(fromS * RATE));
  const to = Math.min(samples.length, Math.round(toS * RATE));
  let sum = 0;
  for (let index = from; index < to; index++) sum += samples[index] ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** Loudness every 20 ms: the shape of the speech over time, whatever the codec did to its waveform. */
function envelope(samples: Float32Array): number[] {
  const step = RATE / 50;
  return Array.from({ length: Math.floor(samples.length / step) }, (_, index) =>
    loudness(samples, (index * step) / RATE, ((index + 1) * step) / RATE),
  );
}

/** How closely the sound follows the talk line a `language` user would hear, in the closest of that language's voices. */
async function likeness(sound: Float32Array, seed: number, language: Locale): Promise<number> {
  const heard = envelope(sound);
  const speakers: Speaker[] = ['woman', 'man', 'unsure'];
  let best = -1;
  for (const speaker of speakers) {
    const wav = await speakTalkLine(talkLine(seed, language, 3), talkVoice(language, speaker), 3);
    const expected = envelope(await soundOf(wav));
    const length = Math.min(heard.length, expected.length);
    best = Math.max(best, correlation(heard.slice(0, length), expected.slice(0, length)));
  }
  return best;
}

describe('animation audio', () => {
  it(
    'talk has an AAC track as long as the video, the voice heard while the lips speak the line; cry is silent',
    async () => {
      const seed = 2;
      const { bytes } = await animation({ tool: 'animation', style: 'talk', seed, ...ready }, () => undefined);
      const info = await probeMedia(bytes);
      expect(info.audio?.codec).toBe('aac');
      const sound = await soundOf(bytes);
      expect(sound.length / RATE).toBeGreaterThan(2.85);
      expect(sound.length / RATE).toBeLessThan(3.15);
      const line = talkLine(seed, 'zh-CN', 3);
      const first = line.syllables[0];
      const speaking = loudness(sound, first.startS, line.seconds);
      // Heard at a speaking level (about −20 dBFS), silent before the first syllable and after the last.
      expect(speaking).toBeGreaterThan(0.05);
      expect(loudness(sound, 0, first.startS - 0.05)).toBeLessThan(speaking / 10);
      expect(loudness(sound, line.seconds + 0.1, 3)).toBeLessThan(speaking / 10);
      // A cry has no line to say.
      const cry = await animation({ tool: 'animation', style: 'cry', seed: 1, ...ready }, () => undefined);
      expect((await probeMedia(cry.bytes)).audio).toBeUndefined();
    },
    SLOW,
  );

  it(
    'an English user’s talk says the English line in the English voice, in the English line’s time',
    async () => {
      const seed = 2;
      const { bytes } = await animation({ tool: 'animation', style: 'talk', seed, locale: 'en', ...ready }, () => undefined);
      expect((await probeMedia(bytes)).audio?.codec).toBe('aac');
      const sound = await soundOf(bytes);
      const line = talkLine(seed, 'en', 3);
      const speaking = loudness(sound, line.syllables[0].startS, line.seconds);
      expect(speaking).toBeGreaterThan(0.05);
      expect(loudness(sound, line.seconds + 0.1, 3)).toBeLessThan(speaking / 10);
      // Its loudness over time (every 20 ms) is the English line's as an English voice says it
      // (measured: a correlation of 1.00), not the Chinese line's in a Chinese voice (at most
      // 0.05; before the run's language reached the recipe, this talk said the Chinese line).
      const english = await likeness(sound, seed, 'en');
      const chinese = await likeness(sound, seed, 'zh-CN');
      expect(english).toBeGreaterThan(0.9);
      expect(english - chinese).toBeGreaterThan(0.2);
    },
    SLOW,
  );
});
