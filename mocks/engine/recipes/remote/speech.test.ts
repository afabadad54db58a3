// Speech with a speech server set (MIAO_ENGINE_TTS_URL), against a fake OpenAI speech API: the
// text goes to /v1/audio/speech in the voice mapped from ours, with the model and the key; the
// answer's audio becomes the tts result's MP3; an error answer, a JSON answer, audio ffmpeg
// cannot read, or none in time fails the result; without the variable the local voices speak.
import { TOOLS } from '../../../../src/rules/catalog';
import { voiceLanguage } from '../../../../src/rules/speech';
import { probeMedia } from '../../adapters/ffmpeg';
import {
  audioAnswer,
  errorAnswer,
  field,
  malformedAnswer,
  noAnswer,
  startFakeApi,
  toneWav,
  type FakeApi,
} from '../../testing/fakeApis';
import { tts } from '../tts';
import { SERVER_VOICES } from './voices';

const NAMES = [
  'MIAO_ENGINE_TTS_URL',
  'MIAO_ENGINE_TTS_KEY',
  'MIAO_ENGINE_TTS_MODEL',
  'MIAO_ENGINE_TTS_VOICES',
  'MIAO_ENGINE_TTS_TIMEOUT_MS',
] as const;
const saved = new Map(NAMES.map((name) => [name, process.env[name]]));
let api: FakeApi;

function say(style: string, text: string) {
  return tts({ tool: 'tts', style, seed: 1, text }, () => undefined);
}

beforeAll(async () => {
  api = await startFakeApi();
});

afterAll(async () => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await api.close();
});

beforeEach(() => {
  api.received.length = 0;
  for (const name of NAMES) delete process.env[name];
  process.env.MIAO_ENGINE_TTS_URL = api.url;
  api.answerWith(audioAnswer(toneWav(1.5)));
});

describe('speech on an OpenAI-compatible server', () => {
  it('posts the text, the model and each voice to /v1/audio/speech and gives the audio back as MP3', async () => {
    process.env.MIAO_ENGINE_TTS_KEY = 'sk-test-123';
    const voices = new Set<string>();
    for (const style of TOOLS.tts.styles) {
      api.received.length = 0;
      const text = voiceLanguage('tts', style) === 'zh' ? '今天天气很好。' : 'The weather is fine today.';
      const output = await say(style, `  ${text}\n`);
      expect(api.received, style).toHaveLength(1);
      const [request] = api.received;
      expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/speech' });
      expect(request.headers.authorization).toBe('Bearer sk-test-123');
      expect(request.json).toEqual({ model: 'tts-1', input: text, voice: SERVER_VOICES[style], response_format: 'wav' });
      voices.add(SERVER_VOICES[style]);
      expect(output).toMatchObject({ mime: 'audio/mpeg', ext: 'mp3', note: `remote: tts-1 ${SERVER_VOICES[style]}` });
      const info = await probeMedia(output.bytes);
      expect(info.audio?.codec).toBe('mp3');
      expect(info.durationS).toBeGreaterThan(1.3);
      expect(info.durationS).toBeLessThan(1.8);
    }
    // Women, men and children are not one voice.
    expect(voices.size).toBeGreaterThanOrEqual(5);
  });

  it('sends the model and voices named, and no Authorization without a key; reads an MP3 answer too; local without the variable', async () => {
    process.env.MIAO_ENGINE_TTS_MODEL = 'kokoro';
    // Its own Chinese voice named for one of ours; a broken entry skipped.
    process.env.MIAO_ENGINE_TTS_VOICES = 'ttsch/2 = zm_yunxi, nonsense';
    // OpenAI's base URL as often written, with its version.
    process.env.MIAO_ENGINE_TTS_URL = `${api.url}v1`;
    const mp3 = (await say('ttsen/0', 'Hello there.')).bytes;
    api.answerWith(audioAnswer(mp3, 'audio/mpeg'));
    const output = await say('ttsch/2', '你好');
    expect(field(api.received[1], 'model')).toBe('kokoro');
    expect([field(api.received[0], 'voice'), field(api.received[1], 'voice')]).toEqual([SERVER_VOICES['ttsen/0'], 'zm_yunxi']);
    expect(api.received.map((request) => request.path)).toEqual(['/v1/audio/speech', '/v1/audio/speech']);
    expect(api.received[1].headers.authorization).toBeUndefined();
    expect((await probeMedia(output.bytes)).audio?.codec).toBe('mp3');
    // Without the variable the local voices speak, and nothing is asked.
    delete process.env.MIAO_ENGINE_TTS_URL;
    const local = await say('ttsch/0', '你好');
    expect(api.received).toHaveLength(2);
    expect(local.note).toBeUndefined();
  });

  it('fails the result when the server answers an error, JSON, no audio, or nothing in time', async () => {
    api.answerWith(errorAnswer(500));
    await expect(say('ttsch/0', '你好')).rejects.toThrow(/speech server .* answered 500/);
    api.answerWith(malformedAnswer);
    await expect(say('ttsch/0', '你好')).rejects.toThrow(/instead of audio/);
    api.answerWith(audioAnswer(new Uint8Array(4096).fill(7), 'audio/wav'));
    await expect(say('ttsch/0', '你好')).rejects.toThrow(/could not be read/);
    process.env.MIAO_ENGINE_TTS_TIMEOUT_MS = '200';
    api.answerWith(noAnswer);
    await expect(say('ttsch/0', '你好')).rejects.toThrow(/did not answer within 200 ms/);
  });
});
