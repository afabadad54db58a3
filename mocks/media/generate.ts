// Makes the committed media in mocks/media/files/: short WebM videos (ffmpeg, from the
// stand-in's own animated GIFs; no words drawn on, as the app captions them in its language;
// bgm samples get a tone track) and voice samples (espeak-ng, or the engine's Flite for the
// voices it reads; 8 kHz mono). Run:
// `npx tsx mocks/media/generate.ts` (both), `… generate.ts videos` or `… generate.ts voices`.
// Needs ffmpeg and espeak-ng (`apt-get install -y ffmpeg espeak-ng`). Deterministic enough
// to rerun; the server falls back to GIFs and tones for any file missing here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { allExampleLabels } from '../../src/rules/catalog';
import { speakFlite } from '../engine/adapters/flite';
import { voices } from '../engine/recipes/tts/voices';
import { exampleGif } from './exampleGifs';
import { FILES_DIR, isVideoLabel, splitLabel } from './catalog';

const tmp = mkdtempSync(join(tmpdir(), 'miao-media-'));

async function video(label: string) {
  const { base, style, part } = splitLabel(label);
  const gif = join(tmp, 'in.gif');
  writeFileSync(gif, await exampleGif(style || base, part === 'before'));
  const out = join(FILES_DIR, `${label}.webm`);
  mkdirSync(dirname(out), { recursive: true });
  const filter = 'scale=128:128:flags=neighbor';
  const bgm = base === 'video/3dp' && style.startsWith('bgm/');
  const args = ['-y', '-loglevel', 'error', '-ignore_loop', '0', '-i', gif];
  if (bgm) args.push('-f', 'lavfi', '-i', `sine=frequency=${style.endsWith('cheer') ? 523 : 392}:duration=2`);
  args.push('-t', '2', '-vf', filter, '-c:v', 'libvpx-vp9', '-b:v', '60k', '-an');
  if (bgm) args.splice(args.indexOf('-an'), 1, '-c:a', 'libopus', '-b:a', '16k');
  args.push('-fflags', '+bitexact', out);
  execFileSync('ffmpeg', args);
}

const SPEECH: Record<string, { voice: string; text: string }> = {
  'ttsch/0': { voice: 'cmn', text: '你好，欢迎使用喵。' },
  'ttsch/2': { voice: 'cmn+f3', text: '今天天气真不错。' },
  'ttsch/3': { voice: 'cmn+m3', text: '一起来生成有趣的头像吧。' },
  'ttsch/4': { voice: 'cmn+f5', text: '这是一段示例语音。' },
  'ttsch/5': { voice: 'cmn+m7', text: '谢谢你的收听。' },
  'ttsen/0': { voice: 'en-us', text: 'Hello from Miao.' },
  'ttsen/1': { voice: 'en-us', text: 'Hello from Miao.' },
  'ttsen/2': { voice: 'en-us', text: 'Hello! Shall we read a story?' },
};

async function voice(label: string) {
  const { style } = splitLabel(label);
  const speech = SPEECH[style] ?? { voice: 'cmn', text: '示例语音' };
  const raw = join(tmp, 'raw.wav');
  // The voices Flite reads are made by the engine, as the tool makes them (pitch, pace and lift).
  const engineVoice = voices[style];
  const fliteSpeech = engineVoice?.speech.engine === 'flite' ? engineVoice.speech : undefined;
  if (fliteSpeech) writeFileSync(raw, await speakFlite(speech.text, fliteSpeech));
  else execFileSync('espeak-ng', ['-v', speech.voice, '-s', '150', '-w', raw, speech.text]);
  const { lift } = engineVoice ?? { lift: 1 };
  const lifted = fliteSpeech && lift !== 1 ? ['-af', `asetrate=${16000 * lift},aresample=16000,atempo=${1 / lift}`] : [];
  const out = join(FILES_DIR, `${label}.wav`);
  mkdirSync(dirname(out), { recursive: true });
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    raw,
    ...lifted,
    '-ac',
    '1',
    '-ar',
    '8000',
    '-c:a',
    'pcm_u8',
    '-fflags',
    '+bitexact',
    '-map_metadata',
    '-1',
    out,
  ]);
}

const only = process.argv[2];
try {
  for (const label of allExampleLabels()) {
    if (isVideoLabel(label) && only !== 'voices') await video(label);
    else if (label.startsWith('voice/') && only !== 'videos') await voice(label);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log('media written to', FILES_DIR);
