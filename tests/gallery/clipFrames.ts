// Frames out of a motion tool's real output, as the user's player would show them: a GIF's pages
// through the image adapter (decodeFrames), an MP4's frames through the ffmpeg adapter the engine
// already has (H.264 decoded by the ffmpeg binary, the frames picked by its select filter).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probeMedia, runFfmpeg } from '../../mocks/engine/adapters/ffmpeg';
import { decodeFrames, type Pixels } from '../../mocks/engine/adapters/image';
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

/** The MP4's frames numbered `picked` (each once), as RGB pixels of `size`. */
async function videoFrames(file: string, picked: readonly number[], size: { width: number; height: number }): Promise<Pixels[]> {
  const wanted = [...new Set(picked)].sort((a, b) => a - b);
  const select = wanted.map((frame) => `eq(n,${frame})`).join('+');
  const { stdout } = await runFfmpeg(
    [
      '-i', file,
      '-vf', `select='${select}',scale=${size.width}:${size.height}:flags=area`,
      '-vsync', '0', '-an',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1',
    ], // prettier-ignore
  );
  const frameBytes = size.width * size.height * 3;
  const decoded = wanted.map((_, index) => stdout.slice(index * frameBytes, (index + 1) * frameBytes));
  if (decoded.some((frame) => frame.byteLength !== frameBytes))
    throw new Error(`clipFrames: ffmpeg gave ${stdout.byteLength} bytes for ${wanted.length} frames`);
  return picked.map((frame) => ({ ...size, channels: 3, data: decoded[wanted.indexOf(frame)] }));
}

/** `count` frames spread over the clip (a GIF or an MP4), each fitted inside `longSide`. */
export async function clipFrames(bytes: Uint8Array, mime: string, count: number, longSide: number): Promise<ClipFrames> {
  const [info, { total, lastStartS }] = await Promise.all([probeMedia(bytes), withFile(bytes, countFrames)]);
  const width = info.video?.width ?? 0;
  const height = info.video?.height ?? 0;
  const picked = spreadFrames(total, count);
  const frames =
    mime === 'image/gif'
      ? await decodeFrames(bytes, count, longSide)
      : await withFile(bytes, (file) => videoFrames(file, picked, fitted(width, height, longSide)));
  // ffmpeg knows no length of a GIF: its last frame's start and one frame more.
  const durationS = info.durationS || (total > 1 ? (lastStartS * total) / (total - 1) : 0);
  if (frames.length !== picked.length)
    throw new Error(`clipFrames: ${frames.length} frames decoded where ${picked.length} of ${total} were picked`);
  return { frames, picked, total, durationS, width, height };
}

/** How much the picture changes from one shown frame to the next: mean absolute difference, 0–255. */
export function changeBetween(frames: readonly Pixels[]): number {
  let total = 0;
  let pairs = 0;
  for (let index = 1; index < frames.length; index++) {
    const [before, after] = [frames[index - 1].data, frames[index].data];
    if (before.length !== after.length) continue;
    let sum = 0;
    for (let at = 0; at < before.length; at++) sum += Math.abs(before[at] - after[at]);
    total += sum / before.length;
    pairs++;
  }
  return pairs ? total / pairs : 0;
}
