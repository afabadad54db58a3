// Stopping a run where it runs: its pending results are withdrawn (the server refunds them);
// what is done stays.
import { put } from 'redux-saga/effects';
import type { PayloadAction } from '../app/model';
import { call, select, type Saga } from '../app/typedEffects';
import type { Resource } from '../services/types';
import { callAsk } from './ask';
import { resources } from './resources';
import { session } from './session';
import { isPending, type TaskRun } from './taskRun';
import { saveRuns } from './tasksKept';
import { selectRun, tasksReducerActions as set } from './tasksState';

/**
 * Stops a run where it runs: each pending result is withdrawn (the server refunds it); what is
 * done stays. Resolves with the run (status 'cancelled' once its follow sees nothing pending).
 */
export function* cancel({ payload }: PayloadAction<'tasks/cancel', { id: string }>): Saga<TaskRun | null> {
  const run = yield* select(selectRun(payload.id));
  if (!run || run.status !== 'running' || run.cancelling) return run ?? null;
  yield put(set.cancelling({ id: run.id, on: true }));
  try {
    for (const item of run.items.filter(isPending)) {
      const answer = yield* callAsk('revokeResource', 'cancelRun', { resId: item.resId });
      // Withdrawn while pending: refunded (an older server does not say so).
      const withdrawn: Resource = {
        ...answer.resource,
        refunded: answer.resource.refunded ?? answer.resource.status === 'revoked',
      };
      yield put(set.itemFinished({ id: run.id, item: withdrawn }));
      yield put(session.actions.savePoints(answer.points));
      yield put(resources.actions.upsert(withdrawn));
    }
  } catch (error) {
    yield put(set.cancelling({ id: run.id, on: false }));
    throw error;
  }
  yield* call(saveRuns);
  const after = yield* select(selectRun(run.id));
  return after ?? null;
}
