// Runs kept across a reload, picked up again: the `keep` watcher reads the kept runs of the
// login in use (checked in tasksKept.ts) and follows each still going again (`resume`; a
// finished one comes back as it was); a sign-out forgets them.
import { put } from 'redux-saga/effects';
import { effectActions, type PayloadAction } from '../app/model';
import { call, select, take, type Saga } from '../app/typedEffects';
import { RUN_STORAGE } from '../services/context';
import { describeError } from '../services/errors';
import type { SavedRun } from '../services/runStorage';
import { getContext } from './context';
import { selectAuth, session } from './session';
import { isPending, type TaskRun } from './taskRun';
import { follow, settle } from './tasksCreate';
import { noteDropped, pickedUp, validSaved } from './tasksKept';
import { selectRun, tasksReducerActions as set } from './tasksState';

/**
 * Follows a run started before a reload again; nothing when it is already followed. A run that
 * had finished comes back as it was (its results, its input), with nothing to follow.
 */
export function* resume({ payload }: PayloadAction<'tasks/resume', SavedRun>): Saga<TaskRun | null> {
  const known = yield* select(selectRun(payload.id));
  if (known) return known;
  yield put(set.restored(payload));
  if (!payload.items.some(isPending)) return (yield* select(selectRun(payload.id))) ?? null;
  try {
    return yield* call(follow, payload.id);
  } catch (error) {
    yield put(set.failed({ id: payload.id, error: describeError(error) }));
    throw error;
  } finally {
    yield* call(settle);
  }
}

/** `tasks/resume`'s creator, for the watcher below (`tasks.actions` has the same). */
export const resumeActions = effectActions('tasks', { resume });

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
        for (const run of [...runs].reverse()) yield put(resumeActions.resume(run));
      }
    }
    const action = yield* take([session.actions.saveAuth.type, session.actions.ended.type]);
    if (session.actions.ended.match(action)) yield* call(storage.clear);
  }
}
