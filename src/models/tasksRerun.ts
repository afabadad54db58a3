// Making a result again, and the photo a run was made from: both read a photo back from a
// result's `source` (a data URL is not kept across a reload).
import { put } from 'redux-saga/effects';
import type { PayloadAction } from '../app/model';
import { call, select, type Saga } from '../app/typedEffects';
import { ApiError } from '../services/errors';
import type { Resource } from '../services/types';
import { randomId } from '../utils/ids';
import { repeatOf, type RunOrigin } from '../rules/runs';
import { isGoing, runSettingsOf, type CreateTaskPayload } from './taskRun';
import { createActions } from './tasksCreate';
import { selectRun, selectRuns, tasksReducerActions as set } from './tasksState';

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
 * Starts `base` from `resource`'s input: a text tool's text is in `base` already; a photo
 * tool's photo is read back from the result's `source`. Resolves with the new run's id as soon
 * as it starts (the run itself goes on in the tasks model); rejects when there is no photo to
 * read, or (`runRepeat`, nothing asked of the server) while the run the same press on the same
 * result started still goes. Shared by make again, HD and variations (tasksFromResult.ts).
 */
export function* startFrom(
  resource: Resource,
  base: Omit<CreateTaskPayload, 'runId' | 'image'>,
  origin: RunOrigin,
): Saga<string> {
  const runs = yield* select(selectRuns);
  if (repeatOf(runs, origin, isGoing)) throw new ApiError('unknown', { reason: 'runRepeat' });
  const runId = yield* call(randomId, 16);
  if (base.text !== undefined) {
    yield put(createActions.create({ ...base, runId, origin }));
    return runId;
  }
  if (resource.source === '') throw new ApiError('unknown', { reason: 'rerunNoPhoto' });
  const image = yield* call(readPhoto, resource.source);
  yield put(createActions.create({ ...base, runId, image, origin }));
  return runId;
}

/**
 * Makes a result (or its whole run) again with the same settings: a text tool's text as it was, a photo tool's
 * photo read back from the result's `source`. Resolves with the new run's id as soon as it
 * starts (the run shows in its tool's workspace); rejects when the settings or the photo are
 * not there to make it from.
 */
export function* rerun({ payload: request }: PayloadAction<'tasks/rerun', RerunRequest>): Saga<string> {
  const base = rerunPayload(request.resource, request.scope);
  if (!base) throw new ApiError('unknown', { reason: 'rerunNoPhoto' });
  const action = request.scope === 'run' ? 'runAgain' : 'again';
  return yield* startFrom(request.resource, base, { action, of: request.resource.resId });
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
  yield put(set.photoRead({ id: run.id, image }));
  return image;
}
