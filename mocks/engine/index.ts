// The local engine: piscina pools of worker threads, so the stand-in's API keeps answering
// while results are made. Two lanes: results share at most 2 threads (this machine has 2
// cores) in the order they came; face checks, which a create waits on before it answers, have a
// thread of their own, so a create never waits behind anyone's results. A result whose recipe
// runs past its deadline is ended (its thread with it) and fails; the results waiting or being
// made across all accounts are bounded, and the stand-in refuses a run beyond the bound before
// charging (engineHasRoomFor). A run's photo is decoded once, by the create's own job in the
// face checks' lane (readUpload: checked whole, shrunk, its faces found; see prepare.ts), and
// that one decode is shared by all its results. Threads start on first use and stop after a
// while idle; each keeps its models loaded.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { MessageChannel } from 'node:worker_threads';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { ToolId } from '../../src/rules/catalog';
import { needsFace } from '../../src/rules/faces';
import { facesInUpload } from './prepare';
import type { Size } from './adapters/image';
import type { EngineJob, ProgressMessage, UploadAnswer } from './worker';
import type { Face, PreparedPhoto, Progress, RecipeInput, RecipeOutput } from './types';

export type { Face, PreparedPhoto, RecipeInput, RecipeOutput } from './types';
export type { Size } from './adapters/image';
export { decodes as photoDecodesAt } from './adapters/decode';

export interface EngineOptions {
  /** Threads for results at most (2 by default, fewer on a 1-core machine); face checks have one more of their own. */
  threads: number;
  /** A module exporting `recipes` to use instead of ./recipes/index.ts (tests). */
  recipes?: URL;
  /** An idle thread stops after this long. */
  idleMs: number;
  /** A recipe still working this long after its thread took it is ended and its result fails (MOCK_ENGINE_DEADLINE_MS). */
  deadlineMs: number;
  /** Results waiting or being made, across all accounts, at most (MOCK_ENGINE_QUEUE_MAX). */
  maxQueued: number;
}

const fromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const DEFAULTS: EngineOptions = {
  threads: Math.min(2, availableParallelism()),
  idleMs: 5 * 60_000,
  // The slowest recipe takes about 6 s on a 12 MP photo (npm run bench:engine); a busy machine
  // may take several times that. Past this, it is stuck (a stalled ffmpeg), not slow.
  deadlineMs: fromEnv('MOCK_ENGINE_DEADLINE_MS', 90_000),
  // 3 accounts × 3 runs × 4 results fit with room to spare.
  maxQueued: fromEnv('MOCK_ENGINE_QUEUE_MAX', 64),
};

let options: EngineOptions = DEFAULTS;
let resultPool: Piscina | undefined;
let facePool: Piscina | undefined;

function newPool(threads: number): Piscina {
  return new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleMs,
    // The worker entry registers tsx itself: no loader flags of this process are passed on.
    execArgv: [],
    workerData: { recipes: options.recipes?.href },
  });
}

/** The results' lane: every account's results, in the order they came. */
function results(): Piscina {
  resultPool ??= newPool(options.threads);
  return resultPool;
}

/** The face checks' lane: one thread of its own, so a create's check never waits behind results. */
function faces(): Piscina {
  facePool ??= newPool(1);
  return facePool;
}

/**
 * Loads the face checks' lane's models now, in the background: a create waits on that lane
 * with the client's 10 s in mind, and a cold lane's first photo paid for the models' loading
 * (seconds; on a machine busy with other work, past the client's patience). Called when the
 * stand-in starts with the engine on and when a switch turns it on; a failure is the next
 * photo's to meet.
 */
export function warmEngine(): void {
  void faces()
    .run({ kind: 'warm' } satisfies EngineJob)
    .catch(() => undefined);
}

/** Changes the pool's settings; a pool already running is closed first. */
export async function configureEngine(patch: Partial<EngineOptions>): Promise<void> {
  await closeEngine();
  options = { ...options, ...patch };
}

/**
 * Changes the deadline and the queue's bound without closing the pools: a job's deadline is the
 * one set when its thread takes it, so a job already running keeps its own.
 */
export function setEngineLimits(patch: Partial<Pick<EngineOptions, 'deadlineMs' | 'maxQueued'>>): void {
  options = { ...options, ...patch };
}

function isFaceList(value: unknown): value is Face[] {
  return Array.isArray(value);
}

function isRecipeOutput(value: unknown): value is RecipeOutput {
  return typeof value === 'object' && value !== null && (value as { bytes?: unknown }).bytes instanceof Uint8Array;
}

/**
 * Faces in the photo, largest first, found in the face checks' lane: in an uploaded photo's
 * pixels after EXIF rotation, or in a prepared photo's pixels.
 */
export async function detectFaces(photo: Uint8Array | PreparedPhoto): Promise<Face[]> {
  const job: EngineJob = { kind: 'faces', photo };
  const answer: unknown = await faces().run(job);
  if (!isFaceList(answer)) throw new Error('the engine answered no face list');
  return answer;
}

function isUploadAnswer(value: unknown): value is UploadAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { readable?: unknown; prepared?: { photo?: { data?: unknown } } };
  return answer.readable === false || (answer.readable === true && answer.prepared?.photo?.data instanceof Uint8Array);
}

/** A run's photo, decoded once, and the faces its results use, in that photo's pixels. */
export interface PreparedRun {
  photo: PreparedPhoto;
  faces?: readonly Face[];
}

/** What makeResult makes a result from: its recipe's input, and the run's photo and faces (readUpload). */
export interface ResultOrder extends Omit<RecipeInput, 'photo' | 'faces'> {
  prepared?: PreparedRun;
}

/**
 * What the create learns of a photo: nothing readable (4004), or its run's photo for all its
 * results with the faces in its pixels, and those faces in the upload's own pixels (where the
 * rulebook's face sizes are measured: src/rules/faces.ts).
 */
export type UploadRead = { readable: false } | { readable: true; run: PreparedRun; facesInUpload: readonly Face[] };

let uploadsRead = 0;

/** How many photos have been decoded for runs since the process started (a run's results share one). */
export function photosPrepared(): number {
  return uploadsRead;
}

/**
 * A run's photo read in ONE job of the face checks' lane, before any charge: decoded upright
 * and shrunk once (prepare.ts; the only decode: every result of the run is made from it),
 * checked whole at the size its header claims, and its faces found where the tool needs one
 * (a failing finder rejects: the create answers "try later") or uses those there are (a
 * failing finder finds none). A read still going the deadline after it was asked for (a photo
 * made to stall the decoder; the clock starts at once: this lane has no long queue) is ended
 * with its thread and rejects with a DeadlineError.
 */
export async function readUpload(tool: ToolId, bytes: Uint8Array, claimed: Size): Promise<UploadRead> {
  uploadsRead += 1;
  // Every photo tool needs one face or uses those there are (its descriptor's `face`).
  const faceUse = needsFace(tool) ? 'need' : 'use';
  const ms = options.deadlineMs;
  const deadline = AbortSignal.timeout(ms);
  const job: EngineJob = { kind: 'upload', photo: bytes, claimed, faces: faceUse };
  let answer: unknown;
  try {
    answer = await faces().run(job, { signal: deadline });
  } catch (error) {
    if (!deadline.aborted) throw error;
    // The thread that ran it is ended; one more job wakes the lane for the checks queued behind it.
    void facePool?.run({ kind: 'nothing' } satisfies EngineJob).catch(() => undefined);
    throw new DeadlineError(ms);
  }
  if (!isUploadAnswer(answer)) throw new Error('the engine answered no read photo');
  if (!answer.readable) return { readable: false };
  const { prepared, faces: found } = answer;
  const run: PreparedRun = found ? { photo: prepared.photo, faces: found } : { photo: prepared.photo };
  return { readable: true, run, facesInUpload: found ? facesInUpload(found, prepared) : [] };
}

let making = 0;

/** Results being made (queued or in a thread) right now: their makeResult has not settled. */
export function resultsInMaking(): number {
  return making;
}

/** Whether results are made by the engine's own recipes (tests may give others: configureEngine's `recipes`). */
export function engineUsesOwnRecipes(): boolean {
  return options.recipes === undefined;
}

/** Whether `count` more results fit in the queue (the stand-in asks before it charges a run). */
export function engineHasRoomFor(count: number): boolean {
  return making + count <= options.maxQueued;
}

/** A result's recipe ran past its deadline and was ended. */
export class DeadlineError extends Error {
  constructor(readonly ms: number) {
    super(`the recipe was still working after ${ms} ms and was ended`);
    this.name = 'DeadlineError';
  }
}

/**
 * Makes one result in a pool thread; `onProgress` hears 0–100 as it goes. Rejects when the
 * recipe throws, at once when `signal` aborts (piscina ends the thread that runs the job, or
 * takes the job off its queue; its recipe goes no further), and with a DeadlineError when the
 * recipe is still working `deadlineMs` after its thread took it (the thread is ended and freed).
 */
export async function makeResult(order: ResultOrder, onProgress: Progress, signal?: AbortSignal): Promise<RecipeOutput> {
  // Counted at once, before anything is awaited: a run charged right after this call sees it.
  making += 1;
  try {
    const { prepared, ...rest } = order;
    return await makeCounted({ ...rest, photo: prepared?.photo, faces: prepared?.faces }, onProgress, signal);
  } finally {
    making -= 1;
  }
}

async function makeCounted(input: RecipeInput, onProgress: Progress, signal?: AbortSignal): Promise<RecipeOutput> {
  // The job's temporary files (ffmpeg's) go in a folder of its own, removed here when it
  // settles: a thread ended by an abort never runs its own clean-up. Made at once (one small
  // call), so the job joins the queue within this call: jobs queue in the order they came.
  const scratch = mkdtempSync(join(tmpdir(), 'miao-job-'));
  const channel = new MessageChannel();
  let heard = -1;
  const hear = (percent: number) => {
    if (percent <= heard) return;
    heard = percent;
    onProgress(percent);
  };
  // The clock starts when a thread takes the job (its first message: the worker says 0 at
  // once), not while it waits in the queue behind others.
  const deadline = new AbortController();
  let clock: ReturnType<typeof setTimeout> | undefined;
  const startClock = () => {
    const ms = options.deadlineMs;
    clock ??= setTimeout(() => deadline.abort(new DeadlineError(ms)), ms);
  };
  channel.port1.on('message', (message: ProgressMessage) => {
    startClock();
    hear(message.progress);
  });
  // Progress must not keep the process alive; the job's promise does while it runs.
  channel.port1.unref();
  const job: EngineJob = { kind: 'make', input, port: channel.port2, scratch };
  const stop = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  try {
    const answer: unknown = await results()
      .run(job, { transferList: [channel.port2], signal: stop })
      .catch((error: unknown) => {
        // Ended by its deadline (not by its caller): said as such.
        if (deadline.signal.aborted && !signal?.aborted) throw deadline.signal.reason;
        throw error;
      });
    if (!isRecipeOutput(answer)) throw new Error(`the ${input.tool} recipe answered no media`);
    // The worker's last progress message may arrive after its answer: done is 100.
    hear(100);
    return answer;
  } finally {
    clearTimeout(clock);
    channel.port1.close();
    // piscina ends the thread of a job aborted while it ran, and with no thread kept (minThreads
    // 0) starts none for the jobs still queued until another job comes: one comes now.
    if (stop.aborted) void resultPool?.run({ kind: 'nothing' } satisfies EngineJob).catch(() => undefined);
    // An aborted job's ffmpeg may still be finishing its file: retried, and never a failure of the result.
    await rm(scratch, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
}

/** Stops the threads (results being made are abandoned). */
export async function closeEngine(): Promise<void> {
  const running = [resultPool, facePool].filter((pool): pool is Piscina => pool !== undefined);
  resultPool = undefined;
  facePool = undefined;
  await Promise.all(running.map((pool) => pool.destroy()));
}
