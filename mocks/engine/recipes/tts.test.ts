import { probeMedia } from '../adapters/ffmpeg';
import type { RecipeOutput } from '../types';
import { tts } from './tts';
import { decodePcm, medianPitch } from './tts/analysis';

const SENTENCE = '今天天气很好，我们一起去公园散步吧。';

function say(style: string, text: string, progress: (percent: number) => void = () => undefined): Promise<RecipeOutput> {
  return tts({ tool: 'tts', style, seed: 1, text }, progress);
}

const spoken = new Map<string, Promise<RecipeOutput>>();

/** SENTENCE in a voice, made once for the whole file. */
function sentenceIn(style: string): Promise<RecipeOutput> {
  let output = spoken.get(style);
  if (!output) {
    output = say(style, SENTENCE);
    spoken.set(style, output);
  }
  return output;
}

async function pitchOf(output: RecipeOutput): Promise<number> {
  return medianPitch(await decodePcm(output.bytes));
}

describe('tts recipe', () => {
  it('reads the text as MP3, a longer text for longer, and reports progress to 100', async () => {
    const progress: number[] = [];
    await say('ttsch/0', '你好', (percent) => progress.push(percent));
    const short = await sentenceIn('ttsch/0');
    const long = await say('ttsch/0', SENTENCE.repeat(3));
    expect(short).toMatchObject({ mime: 'audio/mpeg', ext: 'mp3' });
    const shortInfo = await probeMedia(short.bytes);
    const longInfo = await probeMedia(long.bytes);
    expect(shortInfo.format).toBe('mp3');
    expect(shortInfo.audio?.codec).toBe('mp3');
    // 17 characters at a gentle pace: about 4–5 s.
    expect(shortInfo.durationS).toBeGreaterThan(2.5);
    expect(shortInfo.durationS).toBeLessThan(8);
    expect(longInfo.durationS).toBeGreaterThan(shortInfo.durationS * 2.5);
    expect(progress.at(-1)).toBe(100);
  }, 300_000);

  it('gives each voice its own pitch: men low, women higher, the child highest', async () => {
    const [calmMan, brightMan, gentleWoman, child] = await Promise.all(
      ['ttsch/2', 'ttsch/4', 'ttsch/0', 'ttsch/5'].map((style) => sentenceIn(style).then(pitchOf)),
    );
    expect(calmMan).toBeGreaterThan(60);
    expect(calmMan).toBeLessThan(140);
    expect(brightMan).toBeGreaterThan(calmMan * 1.1);
    expect(gentleWoman).toBeGreaterThan(brightMan * 1.3);
    expect(child).toBeGreaterThan(gentleWoman * 1.15);
    // A child's voice: about 250–300 Hz, not a woman's sped up to squeak.
    expect(child).toBeGreaterThan(250);
    expect(child).toBeLessThan(300);
  }, 300_000);

  it('gives the child a slightly slower pace than the gentle woman', async () => {
    const [gentle, child] = await Promise.all(
      ['ttsch/0', 'ttsch/5'].map((style) => sentenceIn(style).then((output) => probeMedia(output.bytes))),
    );
    expect(child.durationS).toBeGreaterThan(gentle.durationS * 1.03);
    expect(child.durationS).toBeLessThan(gentle.durationS * 1.25);
  }, 300_000);

  it('makes the two women and the two men sound different at different speeds', async () => {
    const [gentle, lively, calm, bright] = await Promise.all(
      ['ttsch/0', 'ttsch/3', 'ttsch/2', 'ttsch/4'].map((style) => sentenceIn(style).then((output) => probeMedia(output.bytes))),
    );
    // The lively woman talks faster than the gentle one, the bright man faster than the calm one.
    expect(lively.durationS).toBeLessThan(gentle.durationS * 0.9);
    expect(bright.durationS).toBeLessThan(calm.durationS * 0.9);
  }, 300_000);

  it("reads English in Flite's woman (ttsen/0), her child (ttsen/2) and eSpeak's (ttsen/1), three different voices", async () => {
    const text = 'Once upon a time, a little fox lived at the edge of a quiet forest.';
    const [woman, child, espeak] = await Promise.all([say('ttsen/0', text), say('ttsen/2', text), say('ttsen/1', text)]);
    const [womanInfo, childInfo] = await Promise.all([probeMedia(woman.bytes), probeMedia(child.bytes)]);
    expect(womanInfo.audio?.codec).toBe('mp3');
    expect(womanInfo.durationS).toBeGreaterThan(3);
    expect(womanInfo.durationS).toBeLessThan(7);
    // slt speaks at her own pitch (about 170 Hz), eSpeak's Annie well above it; the child at a
    // child's (250–300 Hz), a little slower than the woman.
    const [womanPitch, childPitch, espeakPitch] = await Promise.all([pitchOf(woman), pitchOf(child), pitchOf(espeak)]);
    expect(womanPitch).toBeGreaterThan(150);
    expect(womanPitch).toBeLessThan(210);
    expect(espeakPitch).toBeGreaterThan(womanPitch * 1.2);
    expect(childPitch).toBeGreaterThan(250);
    expect(childPitch).toBeLessThan(300);
    expect(childInfo.durationS).toBeGreaterThan(womanInfo.durationS * 1.05);
    expect(childInfo.durationS).toBeLessThan(womanInfo.durationS * 1.3);
  }, 300_000);

  it('refuses no text or an unknown voice', async () => {
    await expect(say('ttsch/0', '  \n ')).rejects.toThrow(/no text/);
    await expect(say('ttsch/9', SENTENCE)).rejects.toThrow(/unknown voice/);
  }, 300_000);
});
