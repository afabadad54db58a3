// Video and audio: the ffmpeg binary shipped by @ffmpeg-installer/ffmpeg (npm may skip the
// package's chmod step, so it is made executable here). Frames go in on stdin; an MP4 is
// written to a temporary folder (its index moves to the front, +faststart, which needs a
// seekable file), MP3 comes back on stdout.
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

let binary: string | undefined;

function isPathExport(value: unknown): value is { path: string } {
  return typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';
}

/** The ffmpeg binary, executable. */
export function ffmpegPath(): string {
  if (binary) return binary;
  const installer: unknown = require('@ffmpeg-installer/ffmpeg');
  if (!isPathExport(installer)) throw new Error('@ffmpeg-installer/ffmpeg: no binary path');
  try {
    accessSync(installer.path, constants.X_OK);
  } catch {
    chmodSync(installer.path, statSync(installer.path).mode | 0o100);
  }
  binary = installer.path;
  return binary;
}

export interface FfmpegRun {
  stdout: Uint8Array;
  stderr: string;
}

/** Runs ffmpeg with `args`, feeding `stdin`; rejects with its last words when it fails. */
export function runFfmpeg(args: readonly string[], stdin?: AsyncIterable<Uint8Array> | Uint8Array): Promise<FfmpegRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', ...(stdin ? [] : ['-nostdin']), ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    // ffmpeg may stop reading early (e.g. -t reached): a closed stdin is not an error then.
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8');
      if (code === 0) resolve({ stdout: new Uint8Array(Buffer.concat(out)), stderr });
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
    void feed(child.stdin, stdin);
  });
}

async function feed(sink: NodeJS.WritableStream, source: AsyncIterable<Uint8Array> | Uint8Array | undefined): Promise<void> {
  if (source === undefined) {
    sink.end();
    return;
  }
  const chunks = source instanceof Uint8Array ? [source] : source;
  for await (const chunk of chunks) {
    if (!sink.write(chunk)) await new Promise((resolve) => sink.once('drain', resolve));
  }
  sink.end();
}

/** Frames as PNG files, or as raw RGB(A) pixels of one size. */
export type Frames =
  | { kind: 'png'; frames: Iterable<Uint8Array> | AsyncIterable<Uint8Array> }
  | { kind: 'raw'; width: number; height: number; channels: 3 | 4; frames: Iterable<Uint8Array> | AsyncIterable<Uint8Array> };

export interface VideoOptions {
  fps: number;
  /** Any audio ffmpeg reads (WAV, MP3…): looped or cut to the video's length, faded out at the end. */
  audio?: Uint8Array;
  /**
   * 'music' (the default): the audio looped or cut to the video's length and faded out over its
   * last half second; 'speech': played once from the start as it is (no fade that would swallow
   * the last word), silence after it.
   */
  audioKind?: 'music' | 'speech';
  /** The video's length in seconds (needed to fit the audio); frames / fps when not given. */
  durationS?: number;
  /** x264's quality, 18 (fine) – 32 (small); 23 by default. */
  crf?: number;
}

async function* iterate(frames: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  for await (const frame of frames) yield frame;
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'miao-ffmpeg-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An MP4 that plays everywhere (WeChat included): H.264 yuv420p, AAC, index at the front. */
export function encodeMp4(input: Frames, options: VideoOptions): Promise<Uint8Array> {
  const frameInput =
    input.kind === 'png'
      ? ['-f', 'image2pipe', '-c:v', 'png', '-framerate', String(options.fps), '-i', 'pipe:0']
      : [
          '-f', 'rawvideo',
          '-pix_fmt', input.channels === 4 ? 'rgba' : 'rgb24',
          '-s', `${input.width}x${input.height}`,
          '-framerate', String(options.fps),
          '-i', 'pipe:0',
        ]; // prettier-ignore
  return inTempDir(async (dir) => {
    const output = path.join(dir, 'out.mp4');
    const audioArgs: string[] = [];
    const speech = options.audioKind === 'speech';
    if (options.audio) {
      const audioFile = path.join(dir, 'audio');
      await writeFile(audioFile, options.audio);
      audioArgs.push(...(speech ? [] : ['-stream_loop', '-1']), '-i', audioFile);
    }
    const length = options.durationS !== undefined ? ['-t', options.durationS.toFixed(3)] : [];
    // Speech is padded with silence to the video's end (-shortest then ends both with the video).
    const fade = speech
      ? ['-af', 'apad']
      : options.audio && options.durationS !== undefined && options.durationS > 1
        ? ['-af', `afade=t=out:st=${(options.durationS - 0.5).toFixed(3)}:d=0.5`]
        : [];
    const args = [
      ...frameInput,
      ...audioArgs,
      '-map', '0:v:0',
      ...(options.audio ? ['-map', '1:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2', ...fade] : []),
      // H.264 in 4:2:0 needs even sides.
      '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(options.crf ?? 23),
      '-pix_fmt', 'yuv420p', '-profile:v', 'high',
      '-threads', '2',
      ...length,
      '-shortest',
      '-movflags', '+faststart',
      '-y', output,
    ]; // prettier-ignore
    await runFfmpeg(args, iterate(input.frames));
    return new Uint8Array(await readFile(output));
  });
}

/** Any audio ffmpeg reads (WAV from the speech adapter) as MP3. */
export async function encodeMp3(audio: Uint8Array, bitrateK = 64): Promise<Uint8Array> {
  const { stdout } = await runFfmpeg(
    ['-i', 'pipe:0', '-c:a', 'libmp3lame', '-b:a', `${bitrateK}k`, '-f', 'mp3', 'pipe:1'],
    audio,
  );
  return stdout;
}

/**
 * Speech (any audio ffmpeg reads) made `factor` times as long at the same pitch (ffmpeg's
 * atempo, a WSOLA time stretch), as mono samples (−1…1) at `sampleRate`.
 */
export async function retimeSpeech(audio: Uint8Array, factor: number, sampleRate: number): Promise<Float32Array> {
  // atempo takes a speed of 0.5–100 per stage: a long stretch is two stages.
  const speed = 1 / Math.min(4, Math.max(0.25, factor));
  const stages = speed < 0.5 ? [Math.sqrt(speed), Math.sqrt(speed)] : [speed];
  const { stdout } = await runFfmpeg(
    [
      '-i', 'pipe:0',
      '-af', stages.map((stage) => `atempo=${stage.toFixed(5)}`).join(','),
      '-ac', '1', '-ar', String(sampleRate), '-f', 'f32le', 'pipe:1',
    ], // prettier-ignore
    audio,
  );
  // A copy: the pipe's bytes need not be 4-byte aligned.
  return new Float32Array(stdout.slice().buffer, 0, Math.floor(stdout.byteLength / 4));
}

/** What ffmpeg tells of a media file (ffprobe is not shipped): its length and its streams. */
export interface MediaInfo {
  durationS: number;
  video?: { codec: string; width: number; height: number; pixelFormat: string };
  audio?: { codec: string };
  /** The container as ffmpeg names it, e.g. 'mov,mp4,m4a,3gp,3g2,mj2', 'mp3', 'gif'. */
  format: string;
}

/** Reads `ffmpeg -i`'s description of the file (for tests and the bench). */
export function probeMedia(bytes: Uint8Array): Promise<MediaInfo> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'media');
    await writeFile(file, bytes);
    // Without an output ffmpeg exits 1 after describing the input: that is the answer here.
    const description = await new Promise<string>((resolve, reject) => {
      const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'] });
      const err: Buffer[] = [];
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', reject);
      child.on('close', () => resolve(Buffer.concat(err).toString('utf8')));
    });
    return parseMediaInfo(description);
  });
}

export function parseMediaInfo(text: string): MediaInfo {
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  const video = /Stream #\S+.*?: Video: (\w+)[^,]*, (\w+)[^,]*?(?:\([^)]*\))?, (\d+)x(\d+)/.exec(text);
  const audio = /Stream #\S+.*?: Audio: (\w+)/.exec(text);
  const format = /Input #0, ([^ ]+), from/.exec(text);
  return {
    durationS: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0,
    video: video ? { codec: video[1], pixelFormat: video[2], width: Number(video[3]), height: Number(video[4]) } : undefined,
    audio: audio ? { codec: audio[1] } : undefined,
    format: format ? format[1].replace(/,$/, '') : '',
  };
}
