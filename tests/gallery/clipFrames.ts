// Frames out of a motion tool's real output, as the user's player would show them: a GIF's pages
// through the image adapter (decodeFrames, decodeEveryFrame), an MP4's frames through the ffmpeg
// adapter the engine already has (H.264 decoded by the ffmpeg binary, the frames picked by its
// select filter). `count` frames spread over the clip (the gallery's sheets, a panel's single
// result), or every frame (a blind pair compares two clips frame by frame).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probeMedia, runFfmpeg } from '../../mocks/engine/adapters/ffmpeg';
import { decodeEveryFrame, decodeFrames, type Pixels } from '../../mocks/engine/adapters/image';
import { spreadFrames } from './motionPlan';

export interface ClipFrames {
  /** The frames shown, fitted inside `longSide`. */
  frames: Pixels[];
  /** Which frame of the clip each shown frame is (0 = the first). */
  picked: number[];
  /** How many frames the clip has. */
  total: number;
  /** The clip's length in seconds. */
  durationS: number;
  width: number;
  height: number;
}

/** The clip as a file for ffmpeg to read: its GIF reader needs a file it can seek in, not a pipe. */
async function withFile<T>(bytes: Uint8Array, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'miao-gallery-'));
  try {
    const file = path.join(dir, 'clip');
    await writeFile(file, bytes);
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How many video frames the clip holds and when its last one starts: ffmpeg copies its packets
 * to nowhere and says how many it copied and up to when.
 */
async function countFrames(file: string): Promise<{ total: number; lastStartS: number }> {
  const { stderr } = await runFfmpeg(['-i', file, '-map', '0:v:0', '-c', 'copy', '-f', 'null', '-']);
  const total = Number([...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1] ?? 0);
  const time = [...stderr.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)].at(-1);
  const lastStartS = time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) : 0;
  return { total, lastStartS };
}

function fitted(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The MP4's frames numbered `picked` (each once; every frame when undefined), as RGB pixels of `size`. */
async function videoFrames(
  file: string,
  picked: readonly number[] | undefined,
  size: { width: number; height: number },
): Promise<Pixels[]> {
  const wanted = picked ? [...new Set(picked)].sort((a, b) => a - b) : undefined;
  const select = wanted ? `select='${wanted.map((frame) => `eq(n,${frame})`).join('+')}',` : '';
  const { stdout } = await runFfmpeg(
    [
      '-i', file,
      '-vf', `${select}scale=${size.width}:${size.height}:flags=area`,
      '-vsync', '0', '-an',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1',
    ], // prettier-ignore
  );
  const frameBytes = size.width * size.height * 3;
  const count = wanted?.length ?? Math.floor(stdout.byteLength / frameBytes);
  const decoded = Array.from({ length: count }, (_, index) => stdout.slice(index * frameBytes, (index + 1) * frameBytes));
  if (decoded.some((frame) => frame.byteLength !== frameBytes) || count * frameBytes !== stdout.byteLength)
    throw new Error(`clipFrames: ffmpeg gave ${stdout.byteLength} bytes for ${count} frames`);
  const frames = decoded.map((data): Pixels => ({ ...size, channels: 3, data }));
  return wanted && picked ? picked.map((frame) => frames[wanted.indexOf(frame)]) : frames;
}

/**
 * `wanted` frames of the clip spread from its first to its last, or every frame (a GIF's
 * decoded in one pass), each fitted inside `longSide`.
 */
async function decodeClip(bytes: Uint8Array, mime: string, wanted: number | 'every', longSide: number): Promise<ClipFrames> {
  const [info, { total, lastStartS }] = await Promise.all([probeMedia(bytes), withFile(bytes, countFrames)]);
  const width = info.video?.width ?? 0;
  const height = info.video?.height ?? 0;
  const every = wanted === 'every';
  const picked = spreadFrames(total, every ? total : wanted);
  const frames =
    mime === 'image/gif'
      ? await (every ? decodeEveryFrame(bytes, longSide) : decodeFrames(bytes, wanted, longSide))
      : await withFile(bytes, (file) => videoFrames(file, every ? undefined : picked, fitted(width, height, longSide)));
  // ffmpeg knows no length of a GIF: its last frame's start and one frame more.
  const durationS = info.durationS || (total > 1 ? (lastStartS * total) / (total - 1) : 0);
  if (frames.length !== picked.length)
    throw new Error(`clipFrames: ${frames.length} frames decoded where ${picked.length} of ${total} were picked`);
  return { frames, picked, total, durationS, width, height };
}

/** `count` frames spread over the clip (a GIF or an MP4), each fitted inside `longSide`. */
export function clipFrames(bytes: Uint8Array, mime: string, count: number, longSide: number): Promise<ClipFrames> {
  return decodeClip(bytes, mime, count, longSide);
}

/** Every frame of the clip (a GIF or an MP4), in order, each fitted inside `longSide`. */
export function everyClipFrame(bytes: Uint8Array, mime: string, longSide: number): Promise<ClipFrames> {
  return decodeClip(bytes, mime, 'every', longSide);
}

/** Mean absolute difference of two pictures' samples, 0–255; undefined when their sizes differ. */
export function meanDifference(first: Pixels, second: Pixels): number | undefined {
  const [a, b] = [first.data, second.data];
  if (a.length !== b.length || first.width !== second.width || !a.length) return undefined;
  let sum = 0;
  for (let at = 0; at < a.length; at++) sum += Math.abs(a[at] - b[at]);
  return sum / a.length;
}

/** How much the picture changes from one shown frame to the next: mean absolute difference, 0–255. */
export function changeBetween(frames: readonly Pixels[]): number {
  let total = 0;
  let pairs = 0;
  for (let index = 1; index < frames.length; index++) {
    const change = meanDifference(frames[index - 1], frames[index]);
    if (change === undefined) continue;
    total += change;
    pairs++;
  }
  return pairs ? total / pairs : 0;
}
