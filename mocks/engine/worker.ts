// One pool thread's work: find the faces in a photo, read a run's photo (decoded once, checked
// whole, its faces found: the create's one job, prepare.ts), or make
// one result with its tool's recipe, reporting progress on the MessagePort that came with the
// job. The recipes are ./recipes/index.ts unless the pool was started with another table
// (tests: workerData.recipes).
import { workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import type { ToolId } from '../../src/rules/catalog';
import { detectFaces, detectFacesInPixels, warmFaceFinder } from './adapters/faces';
import { prepareUploadHere, type PreparedAnswer } from './prepare';
import type { Size } from './adapters/image';
import type { Face, PreparedPhoto, Recipe, RecipeInput, RecipeOutput } from './types';

export type EngineJob =
  /** Faces in an uploaded photo (in its upright pixels), or in a prepared one (in its pixels). */
  | { kind: 'faces'; photo: Uint8Array | PreparedPhoto }
  /** A run's photo decoded once, checked whole at its header's size, its faces found (a tool needs one, or uses those there are). */
  | { kind: 'upload'; photo: Uint8Array; claimed: Size; faces: 'need' | 'use' }
  /** Nothing to do: sent to wake the pool after an abort (index.ts), so queued jobs get a thread. */
  | { kind: 'nothing' }
  /** The face finder loaded before the first photo comes (index.ts warmEngine). */
  | { kind: 'warm' }
  /** `scratch`: the folder for the job's temporary files, which the pool removes when the job settles. */
  | { kind: 'make'; input: RecipeInput; port: MessagePort; scratch: string };

/** What a job posts on its port while it goes. */
export interface ProgressMessage {
  progress: number;
}

/** Progress is posted at most this often (and always when it reaches 100). */
const PROGRESS_EVERY_MS = 100;

type RecipeTable = Partial<Record<ToolId, Recipe>>;

function isRecipeTable(value: unknown): value is { recipes: RecipeTable } {
  return typeof value === 'object' && value !== null && typeof (value as { recipes?: unknown }).recipes === 'object';
}

function recipesUrl(): string {
  const given = (workerData as { recipes?: unknown } | null)?.recipes;
  return typeof given === 'string' ? given : new URL('./recipes/index.ts', import.meta.url).href;
}

let table: Promise<RecipeTable> | undefined;

function recipes(): Promise<RecipeTable> {
  table ??= import(recipesUrl()).then((loaded: unknown) => {
    if (!isRecipeTable(loaded)) throw new Error(`${recipesUrl()} exports no recipes`);
    return loaded.recipes;
  });
  return table;
}

/** A progress callback that only moves forward, in whole percents, and not too often. */
function reporter(port: MessagePort): (percent: number) => void {
  let last = -1;
  let lastAt = 0;
  return (percent) => {
    if (!Number.isFinite(percent)) return;
    const value = Math.floor(Math.min(100, Math.max(0, percent)));
    const at = Date.now();
    if (value <= last || (value < 100 && at - lastAt < PROGRESS_EVERY_MS)) return;
    last = value;
    lastAt = at;
    port.postMessage({ progress: value } satisfies ProgressMessage);
  };
}

async function make(input: RecipeInput, port: MessagePort, scratch: string): Promise<RecipeOutput> {
  // A thread runs one job at a time and has its own copy of the environment: the recipe's
  // temporary files (os.tmpdir()) go in the job's folder.
  process.env.TMPDIR = scratch;
  try {
    const recipe = (await recipes())[input.tool];
    if (!recipe) throw new Error(`no recipe for ${input.tool}`);
    const report = reporter(port);
    // Said at once: the pool starts the job's deadline when it hears that the thread took it.
    report(0);
    const output = await recipe(input, report);
    report(100);
    return output;
  } finally {
    port.close();
  }
}

/** What an upload job answers: nothing readable, or the run's photo and the faces in its pixels. */
export type UploadAnswer = { readable: false } | { readable: true; prepared: PreparedAnswer; faces?: Face[] };

async function readUpload(bytes: Uint8Array, claimed: Size, faces: 'need' | 'use'): Promise<UploadAnswer> {
  const prepared = await prepareUploadHere(bytes, claimed);
  if (!prepared) return { readable: false };
  // A tool that only uses faces when there are some goes on without them if the finder fails.
  const found = detectFacesInPixels(prepared.photo);
  return { readable: true, prepared, faces: faces === 'need' ? await found : await found.catch(() => []) };
}

export default function work(job: EngineJob): Promise<Face[] | UploadAnswer | RecipeOutput | null> {
  switch (job.kind) {
    case 'nothing':
      return Promise.resolve(null);
    case 'warm':
      return warmFaceFinder().then(() => null);
    case 'faces':
      return job.photo instanceof Uint8Array ? detectFaces(job.photo) : detectFacesInPixels(job.photo);
    case 'upload':
      return readUpload(job.photo, job.claimed, job.faces);
    case 'make':
      return make(job.input, job.port, job.scratch);
  }
}
