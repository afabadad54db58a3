// Generation runs. A run is one task on the server: a task token, then the task (one or more
// styles, one or more results each), then its results followed until each is final. Several
// runs go at once (up to MAX_PARALLEL_RUNS, the rulebook's), each with its own status,
// results, error and cancel. The runs still going are kept for a reload (services/runStorage)
// and picked up again by `resume`. A sign-out stops them all (resetOn).
// This file is the model; its state and effects are in the files beside it, by job.
import { hotModel } from '../app/hot';
import { defineModel } from '../app/model';
import { session } from './session';
import { cancel } from './tasksCancel';
import { create, createActions } from './tasksCreate';
import { rerun, runPhoto } from './tasksRerun';
import { makeHd, makeVariations } from './tasksFromResult';
import { keep, resume, resumeActions } from './tasksResume';
import { initialTasks, tasksReducerActions, tasksReducers } from './tasksState';

export type { CreateTaskPayload, RunStatus, TaskRun } from './taskRun';
export * from './tasksState';
export { saveRuns, validSaved, pickedUp, noteDropped, FINISHED_KEPT } from './tasksKept';
export { TASK_POLL_TRIES, TASK_POLL_MAX_BACKOFF, pollDelay, begin, follow, listOnce, settle, create } from './tasksCreate';
export { cancel } from './tasksCancel';
export { rerunPayload, readPhoto, rerun, runPhoto, startFrom, type RerunScope, type RerunRequest } from './tasksRerun';
export * from './tasksFromResult';
export { resume, keep } from './tasksResume';

export const tasks = defineModel({
  namespace: 'tasks',
  state: initialTasks,
  reducers: tasksReducers,
  // takeEvery: runs go side by side; a double click is stopped by the page and by create itself.
  effects: {
    create,
    resume,
    cancel,
    rerun,
    runPhoto,
    makeHd,
    makeVariations,
    // Last, so the effects it dispatches to are taken when it starts.
    keep: [keep, { type: 'watcher' }] as const,
  },
  // Per user: a sign-out stops every run and forgets them.
  resetOn: [session.actions.ended],
});

// The creators the effect files put are this model's own: a namespace or key typed apart fails tsc here.
void (tasksReducerActions satisfies Pick<typeof tasks.actions, keyof typeof tasksReducers>);
void (createActions satisfies Pick<typeof tasks.actions, 'create'>);
void (resumeActions satisfies Pick<typeof tasks.actions, 'resume'>);

// Development: a change to this file replaces the model in the live store, no reload (src/app/hot.ts).
if (import.meta.webpackHot) hotModel(tasks, import.meta.webpackHot);
