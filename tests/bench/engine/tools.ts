// Each tool's time to a result, measured the way the stand-in makes one (mocks/routes/tasks.ts,
// mocks/server/making.ts): the photo read once per run (readUpload in the pool: decoded, checked,
// its faces found), then makeResult in the pool, from the start to the result's bytes. Each tool is warmed up first (both pool threads), then measured a few times; the median
// is reported.
import sharp from 'sharp';
import { makeResult, readUpload, type PreparedRun, type ResultOrder } from '../../../mocks/engine';
import type { ToolId } from '../../../src/rules/catalog';
import { cpuSeconds } from './cpu';

/** One tool as the benchmark runs it: a representative style and what it is made from. */
export interface ToolCase {
  tool: ToolId;
  style: string;
  /** Measured runs after the warm-up (3 for still images, fewer for the slow ones). */
  runs: number;
  /** For text tools: the text. Photo tools take the photo of the pass. */
  text?: string;
  bgm?: string;
}

export interface Measured {
  /** Seconds of each measured run, in order. */
  seconds: number[];
  median: number;
  /** CPU seconds of the run with the median time (every thread, ffmpeg included). */
  cpu: number;
  /** The last result's size and type. */
  bytes: number;
  mime: string;
}

export type Outcome = { ok: true; measured: Measured } | { ok: false; problem: string };

const SPEECH_ZH =
  '今天早上我去公园散步，看见很多人在打太极拳，还有小朋友在放风筝。天气很好，阳光照在湖面上，一闪一闪的。我买了一杯热豆浆，坐在长椅上慢慢喝，感觉非常舒服。回家的路上，我又买了一些新鲜的水果。';
const SPEECH_EN =
  'This morning I walked through the park and watched people practising tai chi while children flew kites. The sun was bright on the lake, so I sat on a bench with a warm drink and enjoyed it.';
const PROMPT = '海边的日落，一只猫坐在小船上，远处有山和飞鸟';

export const PHOTO_CASES: readonly ToolCase[] = [
  { tool: 'cartoon', style: 'cartoon', runs: 3 },
  { tool: 'watercolor', style: 'vangogh', runs: 3 },
  { tool: 'watercolor', style: 'ukiyoe', runs: 3 },
  // The avatar's heaviest styles: each cuts the person out (the person matte) and reshapes or
  // redraws the face; the lighter ones (pen-and-ink, the other scenes) take less.
  { tool: 'avatar', style: 'pix/pixar', runs: 3 },
  { tool: 'avatar', style: 'pix/disney', runs: 3 },
  { tool: 'avatar', style: 'pix/younger', runs: 3 },
  { tool: 'avatar', style: 'pix/anime', runs: 3 },
  { tool: 'avatar', style: 'pix/elegant', runs: 3 },
  { tool: 'avatar', style: 'clip/president', runs: 3 },
  { tool: 'avatar', style: 'portrait', runs: 3 },
  { tool: 'gif', style: 'talk', runs: 2 },
  { tool: 'animation', style: 'talk', runs: 1 },
  { tool: 'video3d', style: 'circle', runs: 1, bgm: 'cheer' },
];

export const TEXT_CASES: readonly ToolCase[] = [
  { tool: 'tti', style: '1000', runs: 3, text: PROMPT },
  { tool: 'tts', style: 'ttsch/0', runs: 3, text: SPEECH_ZH },
  // English: Flite's woman (ttsen/0) and child (ttsen/2), eSpeak's (ttsen/1); the children read slowest.
  { tool: 'tts', style: 'ttsen/0', runs: 3, text: SPEECH_EN },
  { tool: 'tts', style: 'ttsen/2', runs: 3, text: SPEECH_EN },
  { tool: 'tts', style: 'ttsen/1', runs: 3, text: SPEECH_EN },
  { tool: 'tts', style: 'ttsch/5', runs: 3, text: SPEECH_ZH },
];

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The run's photo as the create reads it: decoded once, its faces found. */
async function readRun(tool: ToolId, photo: Uint8Array): Promise<PreparedRun> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const read = await readUpload(tool, photo, { width, height });
  if (!read.readable) throw new Error('the photo could not be read');
  return read.run;
}

/** One result from the start to its bytes, in seconds. */
async function oneRun(
  entry: ToolCase,
  photo: Uint8Array | undefined,
  seed: number,
): Promise<{ seconds: number; cpu: number; bytes: number; mime: string }> {
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const prepared = photo ? await readRun(entry.tool, photo) : undefined;
  const input: ResultOrder = { tool: entry.tool, style: entry.style, seed, prepared, text: entry.text, bgm: entry.bgm };
  const output = await makeResult(input, () => undefined);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, cpu: cpuSeconds() - cpuBefore, bytes: output.bytes.byteLength, mime: output.mime };
}

function problemOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /no recipe for/.test(message) ? 'no recipe yet' : `failed: ${message.split('\n')[0].slice(0, 80)}`;
}

/** Two results at once on a small photo, so both pool threads have loaded and compiled the tool's code. */
export async function warmUp(entry: ToolCase, smallPhoto: Uint8Array | undefined): Promise<string | null> {
  try {
    await Promise.all([oneRun(entry, smallPhoto, 1), oneRun(entry, smallPhoto, 2)]);
    return null;
  } catch (error) {
    return problemOf(error);
  }
}

export async function measureTool(entry: ToolCase, photo: Uint8Array | undefined): Promise<Outcome> {
  const results: Awaited<ReturnType<typeof oneRun>>[] = [];
  try {
    for (let run = 0; run < entry.runs; run++) results.push(await oneRun(entry, photo, 1000 + run));
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const seconds = results.map((result) => result.seconds);
  const middle = median(seconds);
  // The run nearest the median (the median itself with an odd count).
  const typical = results.reduce((best, result) =>
    Math.abs(result.seconds - middle) < Math.abs(best.seconds - middle) ? result : best,
  );
  return { ok: true, measured: { seconds, median: middle, cpu: typical.cpu, bytes: typical.bytes, mime: typical.mime } };
}

export interface Floor {
  seconds: number;
  cpu: number;
}

/** The floor: sharp decoding the photo and re-encoding it whole as JPEG q90 (median of 3, after one warm-up). */
export async function measureFloor(photo: Uint8Array): Promise<Floor> {
  const once = async (): Promise<Floor> => {
    const cpuBefore = cpuSeconds();
    const started = performance.now();
    await sharp(photo).rotate().jpeg({ quality: 90 }).toBuffer();
    return { seconds: (performance.now() - started) / 1000, cpu: cpuSeconds() - cpuBefore };
  };
  await once();
  const runs = [await once(), await once(), await once()].sort((a, b) => a.seconds - b.seconds);
  return runs[1];
}
