// docs/testing.md "1. An effect, step by step" quotes this file (tests/unit/docs/stepExamples.test.ts
// checks each quoted block is here, word for word): sub-sagas, a parameterised selector, `yield*`.
import { call, put } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../../src/models/resources';
import { session } from '../../../../src/models/session';
import { taskBody } from '../../../../src/models/taskRun';
import {
  begin,
  create,
  follow,
  readPhoto,
  rerun,
  runPhoto,
  saveRuns,
  selectRun,
  selectRuns,
  settle,
  tasks,
  type TaskRun,
} from '../../../../src/models/tasks';
import { randomId } from '../../../../src/utils/ids';
import { describeError } from '../../../../src/services/errors';
import { askEffect, codeError, failsWith, resource, selectEffect, steps } from '../../../testing';

const NOW = 1_700_000_000_000;
const request = { runId: 'run-1', tool: 'avatar' as const, style: 'pixar', image: 'data:image/png;base64,AA' };
const pending = resource('r9', { status: 'pending', url: '' });
const running: TaskRun = {
  id: 'run-1',
  tool: 'avatar',
  styles: ['pixar'],
  count: 1,
  startedAt: NOW,
  input: {},
  status: 'running',
  taskId: 'k1',
  items: [pending],
  error: null,
  cancelling: false,
};

describe('tasks, step by step', () => {
  it('create: the run starts, then two sub-sagas (begin, follow), then settle from its finally', () => {
    const done = { ...running, status: 'done' as const, items: [resource('r9')] };
    const end = steps(create(tasks.actions.create(request)), [
      [selectEffect(selectRuns), []], // no run of this press or tool is starting
      [call(Date.now), NOW],
      [
        put(
          tasks.actions.started({
            id: 'run-1',
            tool: 'avatar',
            styles: ['pixar'],
            count: 1,
            startedAt: NOW,
            input: { image: request.image },
          }),
        ),
      ],
      [call(begin, 'run-1', request)], // token, then task: stepped on its own below
      [call(follow, 'run-1'), done], // follows the results until each is final; answers the run
      [call(settle)],
    ]);
    expect(end).toEqual({ done: true, value: done });
  });

  it('create refused: the failure is kept on the run, settle still runs, the error goes on to the caller', () => {
    const refused = codeError(4020, '积分不足', 'task'); // what ask throws inside begin
    const run = () =>
      steps(create(tasks.actions.create(request)), [
        [selectEffect(selectRuns), []],
        [call(Date.now), NOW],
        [
          put(
            tasks.actions.started({
              id: 'run-1',
              tool: 'avatar',
              styles: ['pixar'],
              count: 1,
              startedAt: NOW,
              input: { image: request.image },
            }),
          ),
        ],
        [call(begin, 'run-1', request), failsWith(refused)],
        [put(tasks.actions.failed({ id: 'run-1', error: describeError(refused) }))],
        [call(settle)],
      ]);
    expect(run).toThrow(refused);
  });

  it('begin: the task token, the task (charged), the pending results kept', () => {
    const task = { taskId: 'k1', resource: pending, points: 80 }; // TaskAnswer
    const end = steps(begin('run-1', request), [
      [askEffect('getTaskToken', 'taskToken'), { token: 'tt' }],
      [askEffect('createTask', 'task', { ...taskBody(request), token: 'tt' }), task],
      [put(tasks.actions.accepted({ id: 'run-1', taskId: 'k1', items: [pending] }))],
      [put(session.actions.savePoints(80))],
      [put(resources.actions.upsert(pending))],
      [call(saveRuns)],
    ]);
    expect(end.done).toBe(true);
  });

  it('runPhoto: selectRun(id) is one selector per id, so its select compares equal', () => {
    const made = { ...running, items: [resource('r9', { source: 'https://cdn.test/me.png' })] };
    const end = steps(runPhoto(tasks.actions.runPhoto({ runId: 'run-1' })), [
      [selectEffect(selectRun('run-1')), made],
      [call(readPhoto, 'https://cdn.test/me.png'), 'data:image/png;base64,BB'],
      [put(tasks.actions.photoRead({ id: 'run-1', image: 'data:image/png;base64,BB' }))],
    ]);
    expect(end).toEqual({ done: true, value: 'data:image/png;base64,BB' });
  });

  it('rerun: its steps are startFrom’s (run with yield*, inline), then the new run is dispatched', () => {
    const speech = resource('r5', { typ: 'tts', style: 'warm', settings: { text: '你好' } });
    const again = {
      tool: 'tts' as const,
      style: 'warm',
      text: '你好',
      runId: 'run-2',
      origin: { action: 'again' as const, of: 'r5' },
    };
    const end = steps(rerun(tasks.actions.rerun({ resource: speech, scope: 'result' })), [
      [selectEffect(selectRuns), []], // startFrom: no run of this press still going
      [call(randomId, 16), 'run-2'],
      [put(tasks.actions.create(again))], // a text tool: no photo to read back
    ]);
    expect(end).toEqual({ done: true, value: 'run-2' });
  });

  it('rerun of a photo tool: the photo is read back from the result, then the run is dispatched with it', () => {
    const cartoon = resource('r6', { typ: 'cartoon', style: 'ghibli', source: 'https://cdn.test/me.png' });
    const origin = { action: 'again' as const, of: 'r6' };
    const image = 'data:image/png;base64,CC';
    const end = steps(rerun(tasks.actions.rerun({ resource: cartoon, scope: 'result' })), [
      [selectEffect(selectRuns), []],
      [call(randomId, 16), 'run-3'],
      [call(readPhoto, 'https://cdn.test/me.png'), image],
      [put(tasks.actions.create({ tool: 'cartoon', style: 'ghibli', runId: 'run-3', image, origin }))],
    ]);
    expect(end).toEqual({ done: true, value: 'run-3' });
  });
});
