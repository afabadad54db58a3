// The local engine: a piscina pool of at most 2 worker threads (this machine has 2 cores) that
// finds faces and makes results, so the stand-in's API keeps answering while they are made.
// Threads start on first use and stop after a while idle; each keeps its models loaded.
import { mkdtemp, rm } from 'node:fs/promises';
import { MessageChannel } from 'node:worker_threads';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { EngineJob, ProgressMessage } from './worker';
import type { Face, Progress, RecipeInput, RecipeOutput } from './types';

export type { Face, RecipeInput, RecipeOutput } from './types';
export { decodes as photoDecodesAt } from './adapters/decode';

export interface EngineOptions {
  /** Threads at most (2 by default, fewer on a 1-core machine). */
  threads: number;
  /** A module exporting `recipes` to use instead of ./recipes/index.ts (tests). */
  recipes?: URL;
  /** An idle thread stops after this long. */
  idleMs: number;
}

const DEFAULTS: EngineOptions = { threads: Math.min(2, availableParallelism()), idleMs: 5 * 60_000 };

let options: EngineOptions = DEFAULTS;
let pool: Piscina | undefined;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleMs,
    // The worker entry registers tsx itself: no loader flags of this process are passed on.
    execArgv: [],
    workerData: { recipes: options.recipes?.href },
  });
  return pool;
}

/** Changes the pool's settings; a pool already running is closed first. */
export async function configureEngine(patch: Partial<EngineOptions>): Promise<void> {
  await closeEngine();
  options = { ...options, ...patch };
}

function isFaceList(value: unknown): value is Face[] {
  return Array.isArray(value);
}

function isRecipeOutput(value: unknown): value is RecipeOutput {
  return typeof value === 'object' && value !== null && (value as { bytes?: unknown }).bytes instanceof Uint8Array;
}

/** Faces in the photo (its pixels after EXIF rotation), largest first; found in a pool thread. */
export async function detectFaces(photo: Uint8Array): Promise<Face[]> {
  const job: EngineJob = { kind: 'faces', photo };
  const answer: unknown = await thePool().run(job);
  if (!isFaceList(answer)) throw new Error('the engine answered no face list');
  return answer;
}

let making = 0;

/** Results being made (queued or in a thread) right now: their makeResult has not settled. */
export function resultsInMaking(): number {
  return making;
}

/**
 * Makes one result in a pool thread; `onProgress` hears 0–100 as it goes. Rejects when the
 * recipe throws, and at once when `signal` aborts (piscina ends the thread that runs the job,
 * or takes the job off its queue; its recipe goes no further).
 */
export async function makeResult(input: RecipeInput, onProgress: Progress, signal?: AbortSignal): Promise<RecipeOutput> {
  // The job's temporary files (ffmpeg's) go in a folder of its own, removed here when it
  // settles: a thread ended by an abort never runs its own clean-up.
  const scratch = await mkdtemp(join(tmpdir(), 'miao-job-'));
  const channel = new MessageChannel();
  let heard = -1;
  const hear = (percent: number) => {
    if (percent <= heard) return;
    heard = percent;
    onProgress(percent);
  };
  channel.port1.on('message', (message: ProgressMessage) => hear(message.progress));
  // Progress must not keep the process alive; the job's promise does while it runs.
  channel.port1.unref();
  const job: EngineJob = { kind: 'make', input, port: channel.port2, scratch };
  making += 1;
  try {
    const answer: unknown = await thePool().run(job, { transferList: [channel.port2], signal });
    if (!isRecipeOutput(answer)) throw new Error(`the ${input.tool} recipe answered no media`);
    // The worker's last progress message may arrive after its answer: done is 100.
    hear(100);
    return answer;
  } finally {
    channel.port1.close();
    making -= 1;
    // An aborted job's ffmpeg may still be finishing its file: retried, and never a failure of the result.
    await rm(scratch, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
}

/** Stops the threads (results being made are abandoned). */
export async function closeEngine(): Promise<void> {
  const running = pool;
  pool = undefined;
  if (running) await running.destroy();
}
