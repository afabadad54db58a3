// The speech adapter: eSpeak NG in WASM speaks the text it is given, in the voice it is asked for.
import { describe, expect, it } from 'vitest';
import { speak, wavDurationS } from './speech';

const riff = (wav: Uint8Array) => String.fromCharCode(...wav.subarray(0, 4)) + String.fromCharCode(...wav.subarray(8, 12));

describe('speak', { timeout: 30_000 }, () => {
  it('makes WAV speech whose length follows the text', async () => {
    const short = await speak('你好。', { voice: 'cmn' });
    const long = await speak('你好，欢迎使用喵。今天天气很好，我们一起去公园散步吧。', { voice: 'cmn' });
    expect(riff(short)).toBe('RIFFWAVE');
    expect(wavDurationS(short)).toBeGreaterThan(0.3);
    expect(wavDurationS(long)).toBeGreaterThan(wavDurationS(short) * 3);
  });

  it('speaks English, and speed changes the length', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const normal = await speak(text, { voice: 'en' });
    const fast = await speak(text, { voice: 'en', speed: 350 });
    expect(wavDurationS(normal)).toBeGreaterThan(1.5);
    expect(wavDurationS(fast)).toBeLessThan(wavDurationS(normal) * 0.75);
  });

  it('gives different sound for a different variant and pitch', async () => {
    const text = '欢迎使用';
    const plain = await speak(text, { voice: 'cmn' });
    const other = await speak(text, { voice: 'cmn', variant: 'f3', pitch: 80 });
    expect(Buffer.from(other).equals(Buffer.from(plain))).toBe(false);
  });

  it('reads a text that looks like options as text', async () => {
    const wav = await speak('-v xx --help', { voice: 'en' });
    expect(wavDurationS(wav)).toBeGreaterThan(0.5);
  });

  it('refuses a variant that is not a name', async () => {
    await expect(speak('hi', { voice: 'en', variant: '../x' })).rejects.toThrow(/variant/);
  });
});
