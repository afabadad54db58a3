// @vitest-environment jsdom
// A poll recorded as what it means: the pay check while the payment dialog is open is one
// entry however many times the app asked it ("pending", at least once), the answer that
// changed after it ("paid") a step of its own named after what changed, and the dialog's
// waitForPayment, still going when the person pressed on, started in the buy step and checked
// where it ended. The file replays however many times the replay's app polls (its timings are
// not the recording's), and a changed answer fails naming the step and the request.
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { suggestName } from '../../../src/devtools/liveRecorder';
import { meanwhileName } from '../../../src/devtools/polls';
import type { Recording } from '../../../src/devtools/recording';
import { toTestFile } from '../../../src/devtools/testFile';
import { session } from '../../../src/models/session';
import { shop } from '../../../src/models/shop';
import { tasks } from '../../../src/models/tasks';
import { wireOk } from '../../testing/answers';
import { nockAccount } from '../../testing/chains';
import { goods, info, resource, trade } from '../../testing/fixtures';
import { endRecording, press, recordingOn } from '../../testing/liveRecording';
import { API_HOST, useNock } from '../../testing/nock';
import type { RecordedRequest } from '../../testing/recorded';
import { settle, waitForState } from '../../testing/store';
import { FAILING_REPLAY, runRecordedFile } from './recordedFile';

useNock();
afterEach(() => document.body.replaceChildren());

const PAGE = '/user?tab=shop';
const PAY = '/miao/v1/account/pay';
const BUY_STEP = 'on the points shop, presses “购买”';
const PAID_STEP = 'meanwhile, account/pay answers trade.status: pending → paid';
const DONE_STEP = 'on the points shop, presses “完成”';

/**
 * Buying 100 积分 recorded live: the dialog's poll asks `pendingAsks` times "pending", the pay
 * page confirms (the next ask answers "paid", the account then says 200), and 完成 closes it.
 */
async function recordPay(pendingAsks = 4): Promise<Recording> {
  const { auth, store, recorder } = recordingOn(PAGE, { preloadedState: { shop: { ...shop.state, goods } } });
  let paid = false;
  let asked = 0;
  nock(API_HOST).post('/miao/v1/account/buy', { id: 'g1' }).reply(200, wireOk(trade()));
  nock(API_HOST)
    .persist()
    .post(PAY, { tradeNo: 'T-1' })
    .reply(() => {
      asked += 1;
      return [200, wireOk(paid ? { trade: trade({ status: 'paid' }), points: 200 } : { trade: trade(), points: 100 })];
    });
  nockAccount({ info: { ...info, points: 200 }, authorization: `Bearer ${auth.token}`, optional: true });

  recorder.start();
  press('购买');
  const buying = store.dispatch(shop.actions.buy({ id: 'g1' }));
  // A request in flight that is no poll: the panel asks to wait for it.
  expect(recorder.busy()).toBe(true);
  await buying;
  // The payment dialog's effect: dispatched as it opens, not awaited (it ends when paid).
  void store.dispatch(shop.actions.waitForPayment({ tradeNo: 'T-1' }));
  await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(pendingAsks), { timeout: 10_000 });
  // The busy word does not fire for a poll: only the dialog's poll is going.
  expect(recorder.busy()).toBe(false);
  paid = true;
  await waitForState(store, (state) => state.shop.trade?.status === 'paid' && state.session.info?.points === 200, 10_000);
  await settle(store);
  press('完成');
  store.dispatch(shop.actions.clearTrade());
  return endRecording(recorder, store);
}

const payOf = (requests: RecordedRequest[]) => requests.filter((request) => request.path === PAY);

describe('a poll, recorded', () => {
  it('is one entry however many times it was asked; the changed answer is a step of its own; the poll’s effect started in the buy step, ended there', async () => {
    const run = await recordPay();
    const steps = run.loads[0].steps;
    expect(steps.map((step) => step.name)).toEqual([
      `on the points shop, before anything is pressed`,
      BUY_STEP,
      PAID_STEP,
      DONE_STEP,
    ]);
    const [, buy, paid] = steps;
    const pays = buy.exchanges.filter((exchange) => new URL(exchange.url).pathname === PAY);
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ poll: true, answer: wireOk({ trade: trade(), points: 100 }) });
    expect(pays[0].asked).toBeGreaterThanOrEqual(4);
    expect(buy.actions).toEqual([
      { action: shop.actions.buy({ id: 'g1' }), outcome: 'resolved' },
      { action: shop.actions.waitForPayment({ tradeNo: 'T-1' }), outcome: 'started' },
    ]);
    expect(buy.going).toEqual(['shop/waitForPayment']);
    expect(paid.exchanges[0]).toMatchObject({ poll: true, answer: wireOk({ trade: trade({ status: 'paid' }), points: 200 }) });
    expect(paid.ended).toEqual([{ type: 'shop/waitForPayment', outcome: 'resolved', startedIn: BUY_STEP }]);
    // The name it suggests says what the person did, not what happened meanwhile.
    expect(suggestName(run)).toBe('presses “购买”, presses “完成”');
  });

  it('is written poll(…), started(…) and ended(…), and replays as saved however many times the replay’s app polls', async () => {
    const text = toTestFile(await recordPay(), 'buys 100 积分 and pays on the pay page');
    expect(text).toContain(`await replay.step(${JSON.stringify(PAID_STEP)}`);
    expect(text).toMatch(/requests: \[[^\]]*poll\(\{ method: "POST", path: "\/miao\/v1\/account\/pay"/);
    expect(text).toContain('started({ type: "shop/waitForPayment"');
    expect(text).toContain(`ended("shop/waitForPayment", ${JSON.stringify(BUY_STEP)})`);
    await runRecordedFile(text);
    // Recorded with many more pending asks, the same file shape replays too.
    await runRecordedFile(toTestFile(await recordPay(12), 'the same, paid later'));
  }, 20_000);

  it('fails naming the step and the request when the paid answer is changed', async () => {
    const text = toTestFile(await recordPay(), 'buys 100 积分 and pays on the pay page');
    const changed = (step: string, requests: RecordedRequest[]) =>
      step === PAID_STEP
        ? requests.map((request) =>
            request.path === PAY ? { ...request, answer: wireOk({ trade: trade({ status: 'paid' }), points: 999 }) } : request,
          )
        : requests;
    await expect(runRecordedFile(text, changed, FAILING_REPLAY)).rejects.toThrow(
      `${PAID_STEP}: the state after the answer to POST ${PAY}`,
    );
  });

  it('fails naming the step, the request made and the one recorded when the poll’s body differs', async () => {
    const text = toTestFile(await recordPay(), 'buys 100 积分 and pays on the pay page');
    const otherTrade = (step: string, requests: RecordedRequest[]) =>
      step === BUY_STEP
        ? requests.map((request) => (request.path === PAY ? { ...request, body: { tradeNo: 'T-2' } } : request))
        : requests;
    const failure = runRecordedFile(text, otherTrade, FAILING_REPLAY);
    await expect(failure).rejects.toThrow(`${BUY_STEP}: a request the replay made that the recording did not: POST ${PAY}`);
    await expect(failure).rejects.toThrow(`the step recorded POST ${PAY} {"tradeNo":"T-2"}`);
  });

  it('fails naming the step and the poll when a poll it recorded is never asked', async () => {
    const text = toTestFile(await recordPay(), 'buys 100 积分 and pays on the pay page');
    // 完成 closed the dialog: asking "is it paid?" again there never happens.
    const askedAgain = (step: string, requests: RecordedRequest[]) =>
      step === DONE_STEP
        ? [...requests, { ...payOf(requests)[0], method: 'POST', path: PAY, body: { tradeNo: 'T-1' }, status: 200, poll: true }]
        : requests;
    await expect(runRecordedFile(text, askedAgain, FAILING_REPLAY)).rejects.toThrow(
      `${DONE_STEP}: the poll POST ${PAY} {"tradeNo":"T-1"} (answered HTTP 200`,
    );
  });
});

const RUN_STEP = 'on the Avatar styles workspace, presses “开始生成”';
const LIST = '/miao/v1/resource/list';

/** An avatar run whose result is pending (3 checks or more) when the person presses 关闭, then done. */
async function recordRunPressedOn(): Promise<Recording> {
  const { auth, store, recorder } = recordingOn('/?tool=avatar');
  let done = false;
  let asked = 0;
  const pending = resource('r-new', { status: 'pending', url: '' });
  nock(API_HOST)
    .get('/miao/v1/task/token')
    .reply(200, wireOk({ token: 'task-token' }));
  nock(API_HOST)
    .post('/miao/v1/task')
    .reply(200, wireOk({ taskId: 'k-1', resource: pending, points: 90 }));
  nock(API_HOST)
    .persist()
    .get(LIST)
    .query({ page: '1', num: '100', typ: 'avatar' })
    .reply(() => {
      asked += 1;
      return [200, wireOk({ list: [done ? resource('r-new') : pending], total: 1, page: 1, num: 100 })];
    });
  nockAccount({ info: { ...info, points: 90 }, authorization: `Bearer ${auth.token}`, optional: true });

  recorder.start();
  press('开始生成');
  const running = store.dispatch(
    tasks.actions.create({ tool: 'avatar', style: 'pixar', image: 'data:image/png;base64,iVBORw0KGgo=', runId: 'run-a' }),
  );
  await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
  press('关闭');
  store.dispatch(session.actions.dismissExpiredNotice());
  done = true;
  await running;
  return endRecording(recorder, store);
}

describe('a run still going when the person pressed on', () => {
  it('is started in its step, its checks answered across the steps, and ended where it ended; the file replays as saved', async () => {
    const run = await recordRunPressedOn();
    const steps = run.loads[0].steps;
    const finished = 'meanwhile, resource/list answers list[0].status: pending → done';
    expect(steps.map((step) => step.name)).toEqual([
      'on the Avatar styles workspace, before anything is pressed',
      RUN_STEP,
      'on the Avatar styles workspace, presses “关闭”',
      finished,
    ]);
    expect(steps[1].actions).toEqual([
      { action: expect.objectContaining({ type: 'tasks/create' }) as unknown, outcome: 'started' },
    ]);
    expect(steps[1].exchanges.filter((exchange) => new URL(exchange.url).pathname === LIST)).toEqual([
      expect.objectContaining({ poll: true }),
    ]);
    expect(steps[2].exchanges).toEqual([]);
    expect(steps[3].ended).toEqual([{ type: 'tasks/create', outcome: 'resolved', startedIn: RUN_STEP }]);
    await runRecordedFile(toTestFile(run, 'a run, pressed on while it went'));
  }, 20_000);

  it('fails naming the step where it ended, the one that started it and what was expected, when its end differs', async () => {
    const text = toTestFile(await recordRunPressedOn(), 'a run, pressed on while it went');
    const finished = 'meanwhile, resource/list answers list[0].status: pending → done';
    const failedResult = (step: string, requests: RecordedRequest[]) =>
      step === finished
        ? requests.map((request) => {
            if (request.path !== LIST) return request;
            const { after: _after, ...rest } = request;
            return { ...rest, answer: wireOk({ list: [resource('r-new', { status: 'failed' })], total: 1, page: 1, num: 100 }) };
          })
        : requests;
    await expect(runRecordedFile(text, failedResult, FAILING_REPLAY)).rejects.toThrow(
      `${finished}: tasks/create, started at "${RUN_STEP}", was expected to resolve here, but it rejected with ApiError task_failed`,
    );
  }, 20_000);
});

describe('the name of an outside change', () => {
  it('says the endpoint and what changed in its answer: a status first, then a progress', () => {
    const url = `${API_HOST}/miao/v1/resource/list?typ=tts`;
    const pending = { code: 0, data: { list: [{ status: 'pending', progress: 10 }] } };
    expect(
      meanwhileName(
        { url, status: 200, answer: pending },
        { url, status: 200, answer: { code: 0, data: { list: [{ status: 'done', progress: 100 }] } } },
      ),
    ).toBe('meanwhile, resource/list answers list[0].status: pending → done');
    expect(
      meanwhileName(
        { url, status: 200, answer: pending },
        { url, status: 200, answer: { code: 0, data: { list: [{ status: 'pending', progress: 40 }] } } },
      ),
    ).toBe('meanwhile, resource/list answers list[0].progress: 10 → 40');
    expect(meanwhileName({ url, status: 200, answer: pending }, { url, status: 500, answer: {} })).toBe(
      'meanwhile, resource/list answers HTTP 500 (was 200)',
    );
  });
});
