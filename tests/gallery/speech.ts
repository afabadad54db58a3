// The speech tool's part of the gallery: each voice reads each sample text of its own language
// (the stand-in refuses another language before any charge), made by the real recipe; each
// recording saved as a WAV, and a page that lists them with audio players and a per-voice table
// (length, pitch) so voices are compared by ear and by number.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../../mocks/engine/adapters/ffmpeg';
import { recipes } from '../../mocks/engine/recipes/index';
import { decodePcm, medianPitch } from '../../mocks/engine/recipes/tts/analysis';
import { toolOf } from '../../src/rules/catalog';
import type { SpeechLanguage } from '../../src/rules/tools/define';
import type { SampleText } from './samples';

/** The WAVs are written at the rate the voices are made at (eSpeak's 22 050 Hz). */
const WAV_RATE = 22050;

export interface Recording {
  voice: string;
  language: SpeechLanguage;
  text: SampleText;
  /** File name in the speech folder, or why there is none. */
  outcome: { ok: true; file: string; seconds: number; pitchHz: number } | { ok: false; problem: string };
  ms: number;
}

function voiceLanguages(): Record<string, SpeechLanguage> {
  const { input } = toolOf('tts');
  if (input.kind !== 'text' || input.purpose !== 'speech') throw new Error('tts takes no speech text');
  return input.voices;
}

/** 16-bit mono PCM in a WAV file of its own (a header with the sizes written, so every player reads it). */
function wavFile(pcm: Uint8Array, rate: number): Uint8Array {
  const header = new DataView(new ArrayBuffer(44));
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => header.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  header.setUint32(4, 36 + pcm.byteLength, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, rate, true);
  header.setUint32(28, rate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  ascii(36, 'data');
  header.setUint32(40, pcm.byteLength, true);
  const file = new Uint8Array(44 + pcm.byteLength);
  file.set(new Uint8Array(header.buffer), 0);
  file.set(pcm, 44);
  return file;
}

async function record(voice: string, language: SpeechLanguage, text: SampleText, folder: string): Promise<Recording> {
  const started = performance.now();
  try {
    const output = await recipes.tts({ tool: 'tts', style: voice, seed: 1, text: text.text }, () => undefined);
    const ms = performance.now() - started;
    const { stdout } = await runFfmpeg(
      ['-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', String(WAV_RATE), 'pipe:1'],
      output.bytes,
    );
    const file = `${voice.replace('/', '-')}_${text.id}.wav`;
    await writeFile(path.join(folder, file), wavFile(stdout, WAV_RATE));
    const pitchHz = medianPitch(await decodePcm(output.bytes));
    return { voice, language, text, outcome: { ok: true, file, seconds: stdout.byteLength / 2 / WAV_RATE, pitchHz }, ms };
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { voice, language, text, outcome: { ok: false, problem }, ms: performance.now() - started };
  }
}

/** Every voice reading every sample text of its language, into `folder`. */
export async function recordVoices(texts: readonly SampleText[], folder: string): Promise<Recording[]> {
  const recordings: Recording[] = [];
  for (const [voice, language] of Object.entries(voiceLanguages()))
    for (const text of texts.filter((sample) => sample.language === language))
      recordings.push(await record(voice, language, text, folder));
  return recordings;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One voice's line of the table: its recordings' total length and their median pitches' mean. */
function voiceSummary(voice: string, recordings: readonly Recording[]): string {
  const made = recordings.flatMap((entry) => (entry.outcome.ok ? [entry.outcome] : []));
  const seconds = made.reduce((sum, entry) => sum + entry.seconds, 0);
  const pitch = made.length ? made.reduce((sum, entry) => sum + entry.pitchHz, 0) / made.length : 0;
  return `<tr><td>${escapeHtml(voice)}</td><td>${recordings[0]?.language ?? ''}</td><td>${made.length}/${recordings.length}</td><td>${seconds.toFixed(1)} s</td><td>${pitch.toFixed(0)} Hz</td></tr>`;
}

function recordingRow(entry: Recording): string {
  const result = entry.outcome.ok
    ? `<audio controls preload="none" src="${entry.outcome.file}"></audio></td><td>${entry.outcome.seconds.toFixed(1)} s</td><td>${entry.outcome.pitchHz.toFixed(0)} Hz`
    : `<span class="problem">failed: ${escapeHtml(entry.outcome.problem)}</span></td><td></td><td>`;
  return `<tr><td>${escapeHtml(entry.voice)}</td><td lang="${entry.language === 'zh' ? 'zh-CN' : 'en'}">${escapeHtml(entry.text.text)}</td><td>${result}</td><td>${(entry.ms / 1000).toFixed(2)} s</td></tr>`;
}

/** The page that lists the recordings (index.html in the speech folder). */
export function speechPage(recordings: readonly Recording[]): string {
  const voices = [...new Set(recordings.map((entry) => entry.voice))];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Speech gallery</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;margin-bottom:2em}td,th{border:1px solid #ccc;padding:.4em .6em;text-align:left}.problem{color:#a01010}</style>
</head><body>
<h1>Speech: every voice reading the sample texts of its language</h1>
<p>Made by the engine's tts recipe (MP3, saved here as WAV). Pitch: the median fundamental frequency of the voiced parts (mocks/engine/recipes/tts/analysis.ts).</p>
<h2>Per voice</h2>
<table><tr><th>voice</th><th>language</th><th>made</th><th>total length</th><th>pitch (mean of the texts' medians)</th></tr>
${voices
  .map((voice) =>
    voiceSummary(
      voice,
      recordings.filter((entry) => entry.voice === voice),
    ),
  )
  .join('\n')}
</table>
<h2>Recordings</h2>
<table><tr><th>voice</th><th>text</th><th>recording</th><th>length</th><th>pitch</th><th>made in</th></tr>
${recordings.map(recordingRow).join('\n')}
</table>
</body></html>
`;
}
