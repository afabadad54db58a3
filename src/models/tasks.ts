// Generation runs. A run is one task on the server: a task token, then the task (one or more
// styles, one or more results each), then its results followed until each is final. Several
// runs go at once (up to MAX_PARALLEL_RUNS, the rulebook's), each with its own status,
// results, error and cancel. The runs still going are kept for a reload (services/runStorage)
// and picked up again by `resume`. A sign-out stops them all (resetOn).
import { hotModel } from '../app/hot';
import { delay, put } from 'redux-saga/effects';
import type { AppError } from '../app/effectErrors';
import { defineModel, type PayloadAction } from '../app/model';
import { call, cancelled, select, take, type Saga } from '../app/typedEffects';
import { API, RUN_STORAGE, TIMING, type Api } from '../services/context';
import { checkShape, type Answer } from '../services/api';
import { ApiError, describeError } from '../services/errors';
import { callAsk } from './ask';
import { getContext } from './context';
import { MAX_KEPT_ID_LENGTH, type KeptRun, type SavedRun } from '../services/runStorage';
import { isBgmOf, isToolId, toolOf } from '../rules/catalog';
import { textLimit } from '../rules/input';
import { checkRun, MAX_PARALLEL_RUNS } from '../rules/runs';
import { textWidth } from '../rules/textWidth';
import type { Resource, ResourceListAnswer } from '../services/types';
import type { ToolId } from '../rules/catalog';
import { randomId } from '../utils/ids';
import { resources } from './resources';
import {
  isGoing,
  runSettingsOf,
  statusOf,
  stylesOf,
  taskBody,
  type CreateTaskPayload,
  type RunInput,
  type TaskRun,
} from './runs';
import { selectAuth, session } from './session';

export type { CreateTaskPayload, RunStatus, TaskRun } from './runs';

export interface TasksState {
  /** Newest first. */
  runs: TaskRun[];
}

export const initialTasks: TasksState = { runs: [] };

/** Finished runs kept on screen beyond this many are forgotten (my resources has them all). */
export const KEPT_RUNS = 20;
export const TASK_POLL_TRIES = 80;
/** A failed status check waits longer each time, up to 8 intervals, and the watch goes on. */
export const TASK_POLL_MAX_BACKOFF = 8;

/** The wait before the next check after `failures` failed checks in a row. */
export function pollDelay(intervalMs: number, failures: number): number {
  return intervalMs * Math.min(2 ** failures, TASK_POLL_MAX_BACKOFF);
}

export const selectRuns = (state: { tasks: TasksState }): TaskRun[] => state.tasks.runs;
export const selectRun =
  (id: string) =>
  (state: { tasks: TasksState }): TaskRun | undefined =>
    state.tasks.runs.find((run) => run.id === id);

const isPending = (item: Resource) => item.status === 'pending';

function* listOnce(api: Api, typ: ToolId): Saga<Answer<ResourceListAnswer> | null> {
  try {
    return yield* call(api.listResources, { page: 1, num: 100, typ });
  } catch {
    return null; // a failed check (HTTP 500, network): the server may still be working
  }
}

function toSaved(run: TaskRun): SavedRun {
  const { text, bgm, photoName } = run.input;
  return {
    id: run.id,
    tool: run.tool,
    styles: run.styles,
    count: run.count,
    startedAt: run.startedAt,
    taskId: run.taskId,
    items: run.items,
    input: { text, bgm, photoName },
  };
}

/** Keeps the accepted runs still going for a reload, bound to the login that runs them. */
export function* saveRuns(): Saga<void> {
  const storage = yield* getContext(RUN_STORAGE);
  const auth = yield* select(selectAuth);
  const runs = yield* select(selectRuns);
  const going = runs.filter((run) => run.status === 'running' && run.taskId !== '');
  yield* call(storage.write, { owner: auth.token, runs: going.map(toSaved) });
}

/** Token, then the task: the run is accepted (charged) with its pending results. */
function* begin(id: string, payload: CreateTaskPayload): Saga<void> {
  const token = yield* callAsk('getTaskToken', 'taskToken');
  const task = yield* callAsk('createTask', 'task', { ...taskBody(payload), token: token.token });
  // A server that makes one result per run answers `resource` alone.
  const items = task.resources && task.resources.length > 0 ? task.resources : [task.resource];
  yield put(tasks.actions.accepted({ id, taskId: task.taskId, items }));
  yield put(session.actions.savePoints(task.points));
  for (const item of items) yield put(resources.actions.upsert(item));
  yield* call(saveRuns);
}

/**
 * Follows the run's pending results in the first page of its tool's list until each is final
 * (a cancel may end some meanwhile). Resolves with the run; throws when none was made.
 */
export function* follow(id: string): Saga<TaskRun> {
  const api = yield* getContext(API);
  const { taskPollMs } = yield* getContext(TIMING);
  let failures = 0;
  for (let i = 0; i < TASK_POLL_TRIES; i += 1) {
    const before = yield* select(selectRun(id));
    if (!before || !before.items.some(isPending)) break;
    yield delay(pollDelay(taskPollMs, failures));
    const answer = yield* call(listOnce, api, before.tool);
    if (!answer || !answer.ok) {
      failures += 1;
      continue;
    }
    failures = 0;
    const run = yield* select(selectRun(id));
    const pending = (run?.items ?? []).filter(isPending);
    const finished = pending.flatMap(
      (item) => answer.data.list.find((r) => r.resId === item.resId && r.status !== 'pending') ?? [],
    );
    // Still being made: its progress (0–100) moves the run's bar.
    const moved = pending.flatMap(
      (item) =>
        answer.data.list.find((r) => r.resId === item.resId && r.status === 'pending' && r.progress !== item.progress) ?? [],
    );
    for (const item of moved) yield put(tasks.actions.itemProgress({ id, item }));
    for (const item of finished) {
      yield put(tasks.actions.itemFinished({ id, item }));
      yield put(resources.actions.upsert(item));
    }
    if (finished.length > 0) yield* call(saveRuns);
  }
  const run = yield* select(selectRun(id));
  if (!run) throw new ApiError('task_failed', { reason: 'taskFailed' });
  if (run.items.some(isPending)) throw new ApiError('task_timeout', { reason: 'taskTimeout' });
  if (run.status === 'failed') {
    const withdrawn = run.items.every((item) => item.status === 'revoked');
    throw new ApiError('task_failed', { reason: withdrawn ? 'taskRevoked' : 'taskFailed' });
  }
  return run;
}

/** The end of a run however it ends: the account once (charges, refunds), the kept runs. */
export function* settle(): Saga<void> {
  // Not when the session that ran it ended (a sign-out): nothing of it is to be kept.
  const stopped = yield* cancelled();
  if (stopped) return;
  yield put(session.actions.fetchInfo());
  yield* call(saveRuns);
}

/** Resolves with the run once every result is final; rejects when none was made. */
export function* create({ payload }: PayloadAction<'tasks/create', CreateTaskPayload>): Saga<TaskRun> {
  const id = payload.runId ?? (yield* call(randomId, 16));
  // One run per press, kept by the model as well as the button: the same run dispatched again,
  // or another run of a tool whose last one the server has not answered yet, is refused (a
  // double click must never charge twice).
  const known = yield* select(selectRuns);
  if (known.some((run) => run.id === id || (run.tool === payload.tool && run.status === 'starting'))) {
    throw new ApiError('unknown', { reason: 'runStarting' });
  }
  const startedAt = yield* call(Date.now);
  const { image, photoName, text, bgm } = payload;
  const input: RunInput = { image, photoName, text, bgm };
  yield put(
    tasks.actions.started({ id, tool: payload.tool, styles: stylesOf(payload), count: payload.count ?? 1, startedAt, input }),
  );
  try {
    yield* call(begin, id, payload);
    return yield* call(follow, id);
  } catch (error) {
    yield put(tasks.actions.failed({ id, error: describeError(error) }));
    throw error;
  } finally {
    yield* call(settle);
  }
}

type KnownTool = Omit<KeptRun, 'tool'> & { tool: ToolId };

/**
 * A kept run as the rulebook would take it: a tool the app knows; its styles and count as
 * checkRun takes them (a template tool's styles come from the server and may be newer than
 * the descriptor's, so any name the shape check let through stands for one); a text tool's
 * text within its limit and no text on a photo tool; music the tool offers; a result per style
 * and count at most.
 */
function isSound(run: KeptRun): run is KnownTool {
  const { tool, styles, count, input, items } = run;
  if (!isToolId(tool)) return false;
  const known = toolOf(tool).styleSource.from === 'templates' ? () => true : undefined;
  if (checkRun({ tool, styles, count }, known) !== null) return false;
  if (items.length === 0 || items.length > styles.length * count) return false;
  const limit = textLimit(tool);
  if (input.text !== undefined && (limit === null || textWidth(input.text) > limit)) return false;
  return input.bgm === undefined || isBgmOf(tool, input.bgm);
}

/**
 * The kept runs (their shape checked in services/runStorage) that the rulebook takes and whose
 * every result checks as an answer would: a result of the run's tool, of one of its styles, of
 * its task, with a bounded id. sessionStorage is not trusted blindly.
 */
export async function validSaved(runs: KeptRun[]): Promise<SavedRun[]> {
  const kept = await Promise.all(
    runs.filter(isSound).map(async (run) => {
      const checked = await Promise.all(run.items.map((item) => checkShape('resource', item)));
      // A tool the app does not know checks as 'unknown', never equal to a run's tool.
      const items = checked.filter(
        (item): item is Resource =>
          item !== null &&
          item.typ === run.tool &&
          run.styles.includes(item.style) &&
          (item.taskId === undefined || item.taskId === run.taskId) &&
          item.resId !== '' &&
          item.resId.length <= MAX_KEPT_ID_LENGTH,
      );
      return items.length === run.items.length ? { ...run, items } : null;
    }),
  );
  return kept.filter((run): run is SavedRun => run !== null);
}

/**
 * The kept runs to follow again: the newest that may go at once (the rulebook's
 * MAX_PARALLEL_RUNS; a storage holding more was not written by this app).
 */
export function pickedUp(runs: SavedRun[]): SavedRun[] {
  return [...runs].sort((a, b) => b.startedAt - a.startedAt).slice(0, MAX_PARALLEL_RUNS);
}

/** Says in the console what of the kept runs was left, how many and why (nothing when none). */
export function noteDropped(unchecked: number, beyond: number): void {
  if (unchecked + beyond === 0) return;
  console.warn(
    `[tasks] ${unchecked + beyond} kept run(s) not picked up after the reload: ` +
      `${unchecked} failed their check, ${beyond} beyond the ${MAX_PARALLEL_RUNS} that may go at once`,
  );
}

/** Follows a run started before a reload again; nothing when it is already followed. */
export function* resume({ payload }: PayloadAction<'tasks/resume', SavedRun>): Saga<TaskRun | null> {
  const known = yield* select(selectRun(payload.id));
  if (known) return known;
  yield put(tasks.actions.restored(payload));
  try {
    return yield* call(follow, payload.id);
  } catch (error) {
    yield put(tasks.actions.failed({ id: payload.id, error: describeError(error) }));
    throw error;
  } finally {
    yield* call(settle);
  }
}

/**
 * Stops a run where it runs: each pending result is withdrawn (the server refunds it); what is
 * done stays. Resolves with the run (status 'cancelled' once its follow sees nothing pending).
 */
export function* cancel({ payload }: PayloadAction<'tasks/cancel', { id: string }>): Saga<TaskRun | null> {
  const run = yield* select(selectRun(payload.id));
  if (!run || run.status !== 'running' || run.cancelling) return run ?? null;
  yield put(tasks.actions.cancelling({ id: run.id, on: true }));
  try {
    for (const item of run.items.filter(isPending)) {
      const answer = yield* callAsk('revokeResource', 'cancelRun', { resId: item.resId });
      // Withdrawn while pending: refunded (an older server does not say so).
      const withdrawn: Resource = {
        ...answer.resource,
        refunded: answer.resource.refunded ?? answer.resource.status === 'revoked',
      };
      yield put(tasks.actions.itemFinished({ id: run.id, item: withdrawn }));
      yield put(session.actions.savePoints(answer.points));
      yield put(resources.actions.upsert(withdrawn));
    }
  } catch (error) {
    yield put(tasks.actions.cancelling({ id: run.id, on: false }));
    throw error;
  }
  yield* call(saveRuns);
  const after = yield* select(selectRun(run.id));
  return after ?? null;
}

/**
 * What "make again" makes (issue 27): `result` is what the card shows, that one result of its
 * own style at its own price; `run` is the whole run it came from (its styles and count), a
 * separate, labelled action.
 */
export type RerunScope = 'result' | 'run';

export interface RerunRequest {
  resource: Resource;
  scope: RerunScope;
}

/**
 * How a result was made, as a run to start again: its text and music (from `settings`), and
 * for the `run` scope its run's styles and count (an older server keeps none: its own style,
 * one result). Null for a tool this app does not know.
 */
export function rerunPayload(resource: Resource, scope: RerunScope): Omit<CreateTaskPayload, 'runId' | 'image'> | null {
  if (resource.typ === 'unknown') return null;
  const settings = resource.settings ?? {};
  const { styles, count } = scope === 'run' ? runSettingsOf(resource) : { styles: [resource.style], count: 1 };
  const payload: Omit<CreateTaskPayload, 'runId' | 'image'> = { tool: resource.typ, style: styles[0] };
  if (styles.length > 1) payload.styles = styles;
  if (count > 1) payload.count = count;
  if (settings.text !== undefined) payload.text = settings.text;
  if (settings.bgm !== undefined) payload.bgm = settings.bgm;
  return payload;
}

/** A result's photo read back as a data URL; the code that reads it loads when first needed. */
export async function readPhoto(url: string): Promise<string> {
  const { mediaAsDataUrl } = await import(/* webpackChunkName: "media" */ '../services/media');
  return mediaAsDataUrl(url);
}

/**
 * Makes a result (or its whole run) again with the same settings: a text tool's text as it was, a photo tool's
 * photo read back from the result's `source`. Resolves with the new run's id as soon as it
 * starts (the run shows in its tool's workspace); rejects when the settings or the photo are
 * not there to make it from.
 */
export function* rerun({ payload: request }: PayloadAction<'tasks/rerun', RerunRequest>): Saga<string> {
  const payload = request.resource;
  const base = rerunPayload(payload, request.scope);
  if (!base) throw new ApiError('unknown', { reason: 'rerunNoPhoto' });
  const runId = yield* call(randomId, 16);
  if (base.text !== undefined) {
    yield put(tasks.actions.create({ ...base, runId }));
    return runId;
  }
  if (payload.source === '') throw new ApiError('unknown', { reason: 'rerunNoPhoto' });
  const image = yield* call(readPhoto, payload.source);
  yield put(tasks.actions.create({ ...base, runId, image }));
  return runId;
}

/**
 * The photo a run was made from, for its workspace opened again after a reload (a data URL is
 * not kept across one): read back from the first result's `source`, as a re-run does, and kept
 * on the run. Resolves with it, or with '' when the run has none to read (a text tool's, or
 * results not answered yet); rejects when it cannot be read.
 */
export function* runPhoto({ payload }: PayloadAction<'tasks/runPhoto', { runId: string }>): Saga<string> {
  const run = yield* select(selectRun(payload.runId));
  if (!run || run.input.image) return run?.input.image ?? '';
  const source = run.items.find((item) => item.source !== '')?.source;
  if (!source) return '';
  const image = yield* call(readPhoto, source);
  yield put(tasks.actions.photoRead({ id: run.id, image }));
  return image;
}

/** Started with the store: picks up the kept runs of the login in use, forgets them at a sign-out. */
export function* keep(): Saga<void> {
  const storage = yield* getContext(RUN_STORAGE);
  for (;;) {
    const auth = yield* select(selectAuth);
    if (auth.token !== '') {
      const kept = yield* call(storage.read);
      if (kept && kept.owner === auth.token) {
        const valid = yield* call(validSaved, kept.runs);
        const runs = pickedUp(valid);
        yield* call(noteDropped, kept.unreadable + kept.runs.length - valid.length, valid.length - runs.length);
        // Oldest first: each restored run goes on top, so the newest is first as before the reload.
        for (const run of [...runs].reverse()) yield put(tasks.actions.resume(run));
      }
    }
    const action = yield* take([session.actions.saveAuth.type, session.actions.ended.type]);
    if (session.actions.ended.match(action)) yield* call(storage.clear);
  }
}

type Started = Pick<TaskRun, 'id' | 'tool' | 'styles' | 'count' | 'startedAt' | 'input'>;

/** Beyond KEPT_RUNS finished runs, the oldest finished ones go; a run going always stays. */
function trimmed(runs: TaskRun[]): TasksState {
  let finished = 0;
  return { runs: runs.filter((run) => isGoing(run) || (finished += 1) <= KEPT_RUNS) };
}

const change = (state: TasksState, id: string, f: (run: TaskRun) => TaskRun): TasksState =>
  trimmed(state.runs.map((run) => (run.id === id ? f(run) : run)));

/** The newest first. */
const withRun = (state: TasksState, run: TaskRun): TasksState => trimmed([run, ...state.runs.filter((r) => r.id !== run.id)]);

export const tasks = defineModel({
  namespace: 'tasks',
  state: initialTasks,
  reducers: {
    started: (state: TasksState, run: Started): TasksState =>
      withRun(state, { ...run, status: 'starting', taskId: '', items: [], error: null, cancelling: false }),
    restored: (state: TasksState, saved: SavedRun): TasksState =>
      withRun(state, {
        ...saved,
        status: statusOf(saved.items, false),
        error: null,
        cancelling: false,
      }),
    accepted: (state: TasksState, { id, taskId, items }: { id: string; taskId: string; items: Resource[] }): TasksState =>
      change(state, id, (run) => ({ ...run, taskId, items, status: statusOf(items, run.cancelling) })),
    /** A pending result's new progress: the item only, the run's status stays. */
    itemProgress: (state: TasksState, { id, item }: { id: string; item: Resource }): TasksState =>
      change(state, id, (run) => ({ ...run, items: run.items.map((old) => (old.resId === item.resId ? item : old)) })),
    itemFinished: (state: TasksState, { id, item }: { id: string; item: Resource }): TasksState =>
      change(state, id, (run) => {
        const items = run.items.map((old) => (old.resId === item.resId ? item : old));
        return { ...run, items, status: statusOf(items, run.cancelling) };
      }),
    cancelling: (state: TasksState, { id, on }: { id: string; on: boolean }): TasksState =>
      change(state, id, (run) => ({ ...run, cancelling: on })),
    /** The run's photo, read back after a reload (runPhoto). */
    photoRead: (state: TasksState, { id, image }: { id: string; image: string }): TasksState =>
      change(state, id, (run) => ({ ...run, input: { ...run.input, image } })),
    failed: (state: TasksState, { id, error }: { id: string; error: AppError }): TasksState =>
      change(state, id, (run) => ({ ...run, status: 'failed', error })),
    /** The page is done with a finished run (再做一个): it leaves the workspace. */
    dismiss: (state: TasksState, id: string): TasksState => ({
      runs: state.runs.filter((run) => run.id !== id || isGoing(run)),
    }),
    clear: (): TasksState => initialTasks,
  },
  // takeEvery: runs go side by side; a double click is stopped by the page and by create itself.
  effects: {
    create,
    resume,
    cancel,
    rerun,
    runPhoto,
    // Last, so the effects it dispatches to are taken when it starts.
    keep: [keep, { type: 'watcher' }] as const,
  },
  // Per user: a sign-out stops every run and forgets them.
  resetOn: [session.actions.ended],
});

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(tasks, import.meta.webpackHot);
