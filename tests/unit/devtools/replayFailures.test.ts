// @vitest-environment jsdom
// Every failure of a replay names the step (as recorded), the request and what was expected:
// an effect that rejected where it had resolved (a run whose result came back failed: before,
// only `ApiError: taskFailed` and library frames), an HTTP status changed (a delete's 200 → 500:
// before, only `ApiError: http (HTTP 500)`), a request the replay made that was not recorded,
// and a recorded request it never made. Each shown on a recording made here, then broken.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import type { Recording } from '../../../src/devtools/recording';
import { toTestFile } from '../../../src/devtools/testFile';
import { resources } from '../../../src/models/resources';
import { tasks } from '../../../src/models/tasks';
import { wireOk } from '../../testing/answers';
import { nockAccount, nockRun } from '../../testing/chains';
import { info, resource } from '../../testing/fixtures';
import { press, recordingOn } from '../../testing/liveRecording';
import { API_HOST, useNock } from '../../testing/nock';
import type { RecordedRequest } from '../../testing/recorded';
import { settle } from '../../testing/store';
import { FAILING_REPLAY, runRecordedFile } from './recordedFile';

const { unmatched } = useNock();
afterEach(() => document.body.replaceChildren());

const RUN_STEP = 'on the Avatar styles workspace, presses “开始生成”';
const DELETE_STEP = 'on my resources, presses “删除”';

async function recordRun(): Promise<string> {
  const { store, recorder } = recordingOn('/?tool=avatar');
  nockRun({ points: 90 });
  nockAccount({ info: { ...info, points: 90 }, optional: true });
  recorder.start();
  press('开始生成');
  await store.dispatch(
    tasks.actions.create({ tool: 'avatar', style: 'pixar', image: 'data:image/png;base64,iVBORw0KGgo=', runId: 'run-a' }),
  );
  await settle(store);
  return finished(recorder.finish(), store);
}

async function recordDelete(): Promise<string> {
  const { store, recorder } = recordingOn('/user?tab=resources', {
    preloadedState: { resources: { ...resources.state, list: [resource('r1')], total: 1 } },
  });
  nock(API_HOST)
    .delete('/miao/v1/resource')
    .query({ resId: 'r1' })
    .reply(200, wireOk({ deleted: ['r1'] }));
  recorder.start();
  press('删除');
  await store.dispatch(resources.actions.remove({ resId: 'r1' }));
  await settle(store);
  return finished(recorder.finish(), store);
}

function finished(run: Recording | null, store: { close(): void }): string {
  nock.cleanAll();
  store.close();
  if (!run) throw new Error('nothing was recorded');
  return toTestFile(run, 'recorded here');
}

/** The named step's requests changed by `change`. */
const inStep =
  (name: string, change: (requests: RecordedRequest[]) => RecordedRequest[]) => (step: string, requests: RecordedRequest[]) =>
    step === name ? change(requests) : requests;

describe('a replay’s failures name the step, the request and what was expected', () => {
  it('passes as recorded (the baseline of the breaks below)', async () => {
    await runRecordedFile(await recordRun());
    await runRecordedFile(await recordDelete());
  }, 20_000);

  it('an effect that rejected where the recording had it resolve: a result that came back failed', async () => {
    const text = await recordRun();
    // The result's final answer says failed; its own state check left out, so the run's end is what fails.
    const failedResult = inStep(RUN_STEP, (requests) =>
      requests.map((request) => {
        if (request.path !== '/miao/v1/resource/list') return request;
        const { after: _after, ...rest } = request;
        return {
          ...rest,
          answer: JSON.parse(JSON.stringify(request.answer).replace(/"status":"done"/g, '"status":"failed"')) as unknown,
        };
      }),
    );
    const failure = runRecordedFile(text, failedResult, FAILING_REPLAY);
    await expect(failure).rejects.toThrow(
      `${RUN_STEP}: tasks/create was expected to resolve, but it rejected with ApiError task_failed`,
    );
    await expect(failure).rejects.toThrow(
      /answered in this step: .*GET \/miao\/v1\/resource\/list\?[^ ]*typ=avatar[^;]* → HTTP 200/,
    );
  });

  it('an HTTP status changed: a delete’s 200 → 500', async () => {
    const text = await recordDelete();
    const serverError = inStep(DELETE_STEP, (requests) => requests.map((request) => ({ ...request, status: 500 })));
    const failure = runRecordedFile(text, serverError, FAILING_REPLAY);
    await expect(failure).rejects.toThrow(
      `${DELETE_STEP}: resources/remove was expected to resolve, but it rejected with ApiError http: http (HTTP 500)`,
    );
    await expect(failure).rejects.toThrow('answered in this step: DELETE /miao/v1/resource?resId=r1 → HTTP 500');
  });

  it('a request the replay made that the recording did not', async () => {
    const text = await recordDelete();
    const notRecorded = inStep(DELETE_STEP, () => []);
    await expect(runRecordedFile(text, notRecorded, FAILING_REPLAY)).rejects.toThrow(
      `${DELETE_STEP}: a request the replay made that the recording did not: DELETE /miao/v1/resource?resId=r1 (the step recorded no request to it)`,
    );
    // Made on purpose here: the file's own check is what this test is about.
    expect(unmatched()).toEqual(['DELETE /miao/v1/resource?resId=r1']);
    unmatched().splice(0);
  });

  it('a recorded request the replay never made', async () => {
    const text = await recordDelete();
    const oneMore = inStep(DELETE_STEP, (requests) => [
      ...requests,
      {
        method: 'GET',
        path: '/miao/v1/account/info',
        authorization: requests[0].authorization,
        status: 200,
        answer: wireOk(info),
      },
    ]);
    await expect(runRecordedFile(text, oneMore, FAILING_REPLAY)).rejects.toThrow(
      `${DELETE_STEP}: the recorded request GET /miao/v1/account/info (answered HTTP 200 {"code":0,`,
    );
  });
});
