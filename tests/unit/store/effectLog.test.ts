// An effect's failure is logged for the developer unless it is a refusal the user is told
// about in words (issue 33: every no-face refusal logged `console.error [tasks/create]
// ApiError`). tests/setup.ts fails a test that prints console.error: each test spies on it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/services/errors';
import { CODES } from '../../../src/rules/errorCodes';
import { logEffectFailure } from '../../../src/store/effectLog';

const info = { namespace: 'tasks', effect: 'tasks/create' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logEffectFailure', () => {
  it.each([
    ['no face in the photo', new ApiError(CODES.noFace, { reason: 'task', said: '没有找到清晰的人脸' })],
    ['several faces', new ApiError(CODES.severalFaces, { reason: 'task' })],
    ['too few points', new ApiError(CODES.pointsShort, { reason: 'task' })],
    ['too many runs going', new ApiError(CODES.tooManyRuns, { reason: 'task' })],
    ['the same run going (the page’s own)', new ApiError('unknown', { reason: 'runRepeat' })],
    ['a run of the tool still being sent', new ApiError('unknown', { reason: 'runStarting' })],
    ['a run the user stopped', new ApiError('task_failed', { reason: 'taskRevoked' })],
  ])('an expected refusal (%s): nothing logged', (_name, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logEffectFailure(error, info);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', new ApiError('network', { reason: 'task' })],
    ['a server fault', new ApiError(500, { reason: 'task' }, 500)],
    ['a run whose results failed', new ApiError('task_failed', { reason: 'taskFailed' })],
    ['a bad request (a bug of the page)', new ApiError(CODES.badRequest, { reason: 'task' })],
    ['a bug', new TypeError('x is undefined')],
  ])('an unexpected failure (%s): logged once, with its effect', (_name, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logEffectFailure(error, info);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[tasks/create]', error);
  });
});
