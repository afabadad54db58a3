// @vitest-environment jsdom
// What each answer changed is recorded and checked once the replay's store has applied it,
// before the next answer is given: a wrong balance in POST /task's own answer fails at the
// run's step even though the account's answer at the run's end overwrites the balance, and a
// wrong balance in the account's answer still fails there too. Shown on a run recorded here,
// and on the example recording (tests/integration/recorded/signInShopSpeech.test.ts) run
// with one answer changed.
import { readFileSync } from 'node:fs';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { changeOf, stable } from '../../../src/devtools/recorder';
import type { Recording, RecordedExchange } from '../../../src/devtools/recording';
import { requestOf, toTestFile } from '../../../src/devtools/testFile';
import { tasks } from '../../../src/models/tasks';
import { nockAccount, nockRun } from '../../testing/chains';
import { info } from '../../testing/fixtures';
import { endRecording, recordingOn } from '../../testing/liveRecording';
import { useNock } from '../../testing/nock';
import { replayStarted, type RecordedRequest, type ReplayOptions } from '../../testing/recorded';
import { FAILING_REPLAY, runRecordedFile, type ChangeRequests } from './recordedFile';

useNock();
afterEach(() => document.body.replaceChildren());

const RUN_STEP = 'on the Avatar styles workspace, presses “开始生成”';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer `{ code, data }` whose data's `points` is `points`. */
function withPoints(answer: unknown, points: number): unknown {
  if (!isRecord(answer) || !isRecord(answer.data) || typeof answer.data.points !== 'number') {
    throw new Error(`no points in ${JSON.stringify(answer)}`);
  }
  return { ...answer, data: { ...answer.data, points } };
}

const isTask = (request: { method: string; path: string }) => request.method === 'POST' && request.path === '/miao/v1/task';
const isAccount = (request: { method: string; path: string }) =>
  request.method === 'GET' && request.path === '/miao/v1/account/info';
const pathOf = (exchange: RecordedExchange) => ({ method: exchange.method, path: new URL(exchange.url).pathname });

/** A run of the avatar tool recorded live: POST /task answers 90 points, the account after it 90 too. */
async function recordRun(): Promise<Recording> {
  const { store, recorder } = recordingOn('/?tool=avatar');
  nockRun({ points: 90 });
  nockAccount({ info: { ...info, points: 90 }, optional: true });
  recorder.start();
  const button = document.createElement('button');
  button.textContent = '开始生成';
  document.body.append(button);
  button.click();
  await store.dispatch(
    tasks.actions.create({ tool: 'avatar', style: 'pixar', image: 'data:image/png;base64,iVBORw0KGgo=', runId: 'run-a' }),
  );
  return endRecording(recorder, store);
}

/** Replays the run's step as the generated file does, each request passed through `change`. */
async function replay(
  run: Recording,
  change: ChangeRequests = (_, requests) => requests,
  options: ReplayOptions = {},
): Promise<void> {
  const [load] = run.loads;
  const step = load.steps[1];
  const replayed = replayStarted(load.state, options);
  try {
    await replayed.step(step.name, {
      // JSON of what the live recorder kept: the shape RecordedRequest describes.
      requests: change(
        step.name,
        step.exchanges.map((exchange) => requestOf(exchange) as unknown as RecordedRequest),
      ),
      actions: step.actions,
      after: changeOf(stable(load.state), stable(step.after)) ?? {},
    });
  } finally {
    replayed.close();
    nock.cleanAll();
  }
}

/** The step's requests with the answer `which` picks given other points. */
const pointsIn =
  (which: (request: RecordedRequest) => boolean, points: number): ChangeRequests =>
  (_, requests) =>
    requests.map((request) => (which(request) ? { ...request, answer: withPoints(request.answer, points) } : request));

describe('what each answer changed, checked after it', () => {
  it('is recorded at the answer: the task’s answer set the balance, the account’s after the run changed none of it', async () => {
    const run = await recordRun();
    const step = run.loads[0].steps[1];
    expect(step.name).toBe(RUN_STEP);
    const task = step.exchanges.find((exchange) => isTask(pathOf(exchange)));
    expect(task?.after).toMatchObject({
      session: { info: { points: 90 } },
      tasks: { runs: [{ tool: 'avatar', taskId: 'k-1' }] },
    });
    const account = step.exchanges.find((exchange) => isAccount(pathOf(exchange)));
    expect(account?.after?.session).not.toHaveProperty('info.points');
    // Written under the request in the saved file.
    const text = toTestFile(run, 'makes an avatar');
    expect(text).toMatch(/path: "\/miao\/v1\/task"[^\n]*after: \{ session: \{ info: \{ points: 90 \} \}/);
  });

  it('a wrong balance in POST /task’s own answer fails at the run’s step, after that answer; it passed before these checks', async () => {
    const run = await recordRun();
    await replay(run);
    const wrongTask = pointsIn(isTask, 80);
    await expect(replay(run, wrongTask, FAILING_REPLAY)).rejects.toThrow(
      `${RUN_STEP}: the state after the answer to POST /miao/v1/task`,
    );
    // Without the answers' checks (a file saved before them) the account's answer hid it.
    const unchecked: ChangeRequests = (name, requests) => wrongTask(name, requests).map(({ after: _, ...request }) => request);
    await expect(replay(run, unchecked)).resolves.toBeUndefined();
  });

  it('a wrong balance in the account’s answer after the run still fails at the run’s step', async () => {
    const run = await recordRun();
    await expect(replay(run, pointsIn(isAccount, 80), FAILING_REPLAY)).rejects.toThrow(`the state after "${RUN_STEP}"`);
  });
});

describe('the example recording, run with one answer changed', () => {
  const EXAMPLE = 'tests/integration/recorded/signInShopSpeech.test.ts';
  const text = readFileSync(EXAMPLE, 'utf8');
  const SPEECH = /presses 开始生成$/;
  const inSpeech =
    (which: (request: RecordedRequest) => boolean, points: number): ChangeRequests =>
    (name, requests) =>
      SPEECH.test(name) ? pointsIn(which, points)(name, requests) : requests;

  it('passes as it is, and its run’s task answer is checked for the balance it set', async () => {
    // Under the request, right after its answer: not only in the step's end-of-step check.
    expect(text).toMatch(
      /path: '\/miao\/v1\/task',[^\n]*\n(?:[^\n]*\n){0,3}\s*answer: [^\n]*points: 98 \} \},\n\s*after: \{\n\s*session: \{ info: \{ points: 98 \} \}/,
    );
    await expect(runRecordedFile(text)).resolves.toBeUndefined();
  });

  it('fails at the speech step when POST /task answers another balance', async () => {
    await expect(runRecordedFile(text, inSpeech(isTask, 97), FAILING_REPLAY)).rejects.toThrow(
      /presses 开始生成: the state after the answer to POST \/miao\/v1\/task/,
    );
  });

  it('fails at the speech step when the account’s answer after the run says another balance', async () => {
    await expect(runRecordedFile(text, inSpeech(isAccount, 97), FAILING_REPLAY)).rejects.toThrow(
      /the state after "[^"]*presses 开始生成"/,
    );
  });
});
