// The speech adapter: eSpeak NG in WASM speaks the text it is given, in the voice it is asked for.
import { describe, expect, it } from 'vitest';
import { speak, wavDurationS } from './speech';

const riff = (wav: Uint8Array) => String.fromCharCode(...wav.subarray(0, 4)) + String.fromCharCode(...wav.subarray(8, 12));

describe('speak', { timeout: 300_000 }, () => {
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

  // One eSpeak instance serves every call of a thread (its memory put back before each run).
  // Speech lengths are exact for a text and voice (a variant's breath noise is not), so they
  // tell which text a recording is of.
  it("speaks each later call's own text in its own voice, not an earlier one's", async () => {
    const long = '今天天气很好，我们一起去公园散步吧。';
    const short = '你好。';
    const english = 'Good morning, everyone.';
    const first = await speak(long, { voice: 'cmn', variant: 'f2', speed: 150 });
    const second = await speak(short, { voice: 'cmn' });
    const third = await speak(english, { voice: 'en', speed: 300 });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(false);
    expect(wavDurationS(second)).toBeLessThan(wavDurationS(first) / 3);
    // The same calls again, the other way round: each recording is as long as before.
    const thirdAgain = await speak(english, { voice: 'en', speed: 300 });
    const secondAgain = await speak(short, { voice: 'cmn' });
    const firstAgain = await speak(long, { voice: 'cmn', variant: 'f2', speed: 150 });
    expect([wavDurationS(firstAgain), wavDurationS(secondAgain), wavDurationS(thirdAgain)]).toEqual([
      wavDurationS(first),
      wavDurationS(second),
      wavDurationS(third),
    ]);
    // The options of a later call count: the English at its normal speed is longer.
    expect(wavDurationS(await speak(english, { voice: 'en' }))).toBeGreaterThan(wavDurationS(third) * 1.3);
  });

  it('gives calls made at once the recordings they get one by one', async () => {
    const calls = [
      ['今天天气很好，我们一起去公园散步吧。', { voice: 'cmn', variant: 'm7', pitch: 32 }],
      ['你好。', { voice: 'cmn', variant: 'f5' }],
      ['The quick brown fox jumps over the lazy dog.', { voice: 'en' }],
    ] as const;
    const together = await Promise.all(calls.map(([text, options]) => speak(text, options)));
    const oneByOne: Uint8Array[] = [];
    for (const [text, options] of calls) oneByOne.push(await speak(text, options));
    expect(together.map(wavDurationS)).toEqual(oneByOne.map(wavDurationS));
    expect(new Set(together.map(wavDurationS)).size).toBe(3);
  });

  it('refuses a variant that is not a name', async () => {
    await expect(speak('hi', { voice: 'en', variant: '../x' })).rejects.toThrow(/variant/);
  });
});
