// Finishing a run's results: by the local engine (mocks/engine: each result made from the run's
// own input in the worker pool, its media stored as 'result/<resId>.<ext>', its progress kept on
// the record), or canned (MOCK_ENGINE=canned: its style's example media after taskDelayMs; an HD
// result, its still example drawn twice as large, stored as its own file).
// Each result is made with the seed its record keeps (an HD result with its original's), at the
// scale its settings say (2 for HD).
// A result the failure switches pick fails after taskDelayMs either way; a result whose recipe
// throws fails alone. Every failure is refunded.
// Each result being made owns an AbortController: revoking or deleting it (withdrawResults), closing
// the server (stopAllMaking) or the world ending (a reset, another data folder: state.ts
// worldEnding) aborts it, which ends its engine job at once (piscina ends the thread running it)
// and writes nothing more about it: whoever stopped it has already settled its status and points.
import { randomInt } from 'node:crypto';
import { stillAtScale } from '../media/stillAtScale';
import { makeResult, type PreparedRun, type RecipeOutput, type ResultOrder } from '../engine';
import type { ToolId } from '../../src/rules/catalog';
import type { Locale } from '../../src/locales/locale';
import { mockConfig } from './config';
import { db } from '../db/current';
import { advanceProgress, settlePending } from '../db/resources';
import type { ResourceRec } from '../db/rows';
import { failResult } from './ledger';
import { deleteMedia, deleteResultMedia, putMedia } from './mediaStore';
import { later, worldEnding } from './state';

/** What every result of a run is made from. */
export interface RunMaterial {
  tool: ToolId;
  /** The run's photo as the create read it (engine readUpload: decoded once) with its faces, largest first. */
  prepared?: PreparedRun;
  text?: string;
  bgm?: string;
  /** The language of the request that made the run (what a talking photo says). */
  locale: Locale;
}

/** The results being made, by resId, each with the controller that stops its work. */
const making = new Map<string, AbortController>();
/** The world whose end this module listens for (once per world, however many results). */
let worldHeard: AbortSignal | undefined;

function stopMaking(resIds: Iterable<string>, reason: unknown): void {
  for (const resId of [...resIds]) {
    const controller = making.get(resId);
    making.delete(resId);
    controller?.abort(reason);
  }
}

/** The signal of `resId`'s work: aborted by withdrawResults(), stopAllMaking(), or the world in force ending. */
function own(resId: string): AbortSignal {
  const world = worldEnding();
  if (worldHeard !== world) {
    worldHeard = world;
    // Every result being made was begun in the world in force: the ones before it were stopped when it began.
    world.addEventListener('abort', () => stopMaking(making.keys(), world.reason), { once: true });
  }
  const controller = new AbortController();
  making.set(resId, controller);
  return controller.signal;
}

/** `resId`'s work is over (made or failed). */
function settle(resId: string, signal: AbortSignal): void {
  if (making.get(resId)?.signal === signal) making.delete(resId);
}

/**
 * These results were revoked or deleted (their status and points already settled): their work
 * stops, nothing more is written about them, and their media (made, or left mid-write) go.
 */
export function withdrawResults(resIds: readonly string[]): void {
  stopMaking(resIds, new Error('the result was withdrawn'));
  deleteResultMedia(resIds);
}

/** Stops every result being made (the server closes); those left pending fail at the next start. */
export function stopAllMaking(): void {
  stopMaking(making.keys(), new Error('the server closed'));
}

/**
 * Writes a result's end, logged and left when the database refuses (the result stays pending,
 * and the next start fails and refunds it).
 */
function record(what: string, write: () => Promise<unknown>): Promise<void> {
  return write().then(
    () => undefined,
    (error: unknown) => console.warn(`[mocks] could not record ${what}:`, error instanceof Error ? error.message : error),
  );
}

/** A pending result fails and is refunded, in one transaction (a result no longer pending is left as it is). */
function fail(resId: string): Promise<void> {
  return record(`${resId} failing`, () => db.transaction((tx) => failResult(tx, resId)));
}

function succeedCanned(resId: string): Promise<void> {
  return record(`${resId} done`, () => settlePending(db, resId, 'done'));
}

async function succeedMade(resId: string, key: string, output: RecipeOutput): Promise<void> {
  let done = false;
  await record(`${resId} done`, async () => {
    done = await settlePending(db, resId, 'done', { resultKey: key, progress: 100, engineNote: output.note });
  });
  // Withdrawn or gone while its file was written: the file goes too.
  if (!done) deleteMedia(key);
}

function setProgress(resId: string, percent: number): void {
  void record(`${resId} progress`, () => advanceProgress(db, resId, percent));
}

/** One result to finish, with the signal that stops it. */
interface Job {
  rec: ResourceRec;
  signal: AbortSignal;
  /** A failure switch picked it. */
  fails: boolean;
}

/** `finish` after `ms`, unless the job was stopped meanwhile. */
function finishLater(ms: number, job: Job, finish: (resId: string) => Promise<void>): void {
  later(ms, () => {
    if (job.signal.aborted) return;
    settle(job.rec.resId, job.signal);
    return finish(job.rec.resId);
  });
}

/** Stores what `produce` makes as the job's result file, then marks it done; a throw fails it (refunded). */
function deliver(job: Job, what: string, produce: () => Promise<RecipeOutput>): Promise<void> {
  const { resId } = job.rec;
  let key: string | undefined;
  return produce()
    .then(async (output) => {
      if (job.signal.aborted) return;
      key = `result/${resId}.${output.ext}`;
      // Written (off the main thread) before the record says done: a done result has its file.
      await putMedia(key, { mime: output.mime, bytes: output.bytes });
      if (job.signal.aborted) {
        deleteMedia(key);
        return;
      }
      settle(resId, job.signal);
      await succeedMade(resId, key, output);
    })
    .catch((error: unknown) => {
      // Stopped: the revoke, the delete or the restart has settled its status and points
      // (a file written meanwhile went with the result: withdrawResults, or a reset's clearMedia).
      if (job.signal.aborted) return;
      settle(resId, job.signal);
      const how = key === undefined ? 'failed' : 'could not be stored';
      console.warn(`[engine] ${what} ${how}:`, error instanceof Error ? error.message : error);
      return fail(resId);
    });
}

function make(job: Job, input: ResultOrder): void {
  const { resId } = job.rec;
  void deliver(job, `${input.tool}/${input.style}`, () =>
    makeResult(input, (percent) => setProgress(resId, percent), job.signal),
  );
}

/** The scale a result is made at (2 for HD). */
function scaleOf(rec: ResourceRec): number {
  return rec.settings.scale ?? 1;
}

/** A canned HD result after the delay: its still example drawn `scale`× as large (media/stillAtScale.ts). */
function deliverStockLater(ms: number, job: Job): void {
  later(ms, () => {
    if (job.signal.aborted) return;
    return deliver(job, `stock HD ${job.rec.resultLabel}`, async () => {
      const media = await stillAtScale(job.rec.resultLabel, scaleOf(job.rec));
      return { bytes: media.bytes, mime: media.mime, ext: 'png' };
    });
  });
}

function makeAll(jobs: readonly Job[], material: RunMaterial): void {
  const { prepared } = material;
  for (const job of jobs) {
    if (job.signal.aborted) continue;
    if (job.fails) {
      finishLater(mockConfig().taskDelayMs, job, fail);
      continue;
    }
    make(job, {
      tool: material.tool,
      style: job.rec.style,
      // The record's seed (each result its own, an HD result its original's); a record from
      // before seeds were kept gets a new one.
      seed: job.rec.seed ?? randomInt(2 ** 31),
      scale: scaleOf(job.rec),
      prepared,
      text: material.text,
      bgm: material.bgm,
      locale: material.locale,
    });
  }
}

/** Starts finishing a run's results (in its order); the answer to the task does not wait for it. */
export function finishRun(recs: readonly ResourceRec[], material: RunMaterial, fails: (index: number) => boolean): void {
  const jobs = recs.map((rec, index): Job => ({ rec, signal: own(rec.resId), fails: fails(index) }));
  if (mockConfig().engine === 'canned') {
    const step = mockConfig().taskDelayMs;
    jobs.forEach((job, index) => {
      const ms = step + Math.round((index * step) / 2);
      if (!job.fails && scaleOf(job.rec) > 1) deliverStockLater(ms, job);
      else finishLater(ms, job, job.fails ? fail : succeedCanned);
    });
    return;
  }
  makeAll(jobs, material);
}
