// @vitest-environment jsdom
// An answer that came after the person pressed on: the account's points history, asked as the
// account opens, answered only once the person had pressed 积分商城 (the recording hears it in
// that later step). The replay's app asks at once, in the step that opens the account: the
// kit holds that request until the step that recorded its answer gives it, in its turn. A
// request no later step answers still fails, naming the step it was made in.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import type { Recording } from '../../../src/devtools/recording';
import { toTestFile } from '../../../src/devtools/testFile';
import { history } from '../../../src/models/history';
import { shop } from '../../../src/models/shop';
import { wireOk } from '../../testing/answers';
import { goods } from '../../testing/fixtures';
import { endRecording, press, recordingOn } from '../../testing/liveRecording';
import { API_HOST, useNock } from '../../testing/nock';
import type { RecordedRequest } from '../../testing/recorded';
import { FAILING_REPLAY, runRecordedFile } from './recordedFile';

useNock();
afterEach(() => document.body.replaceChildren());

const HISTORY = '/miao/v1/account/history';
const OPEN_STEP = 'on my account, presses “个人中心”';
const SHOP_STEP = 'on my account, presses “积分商城”';
const ENTRY = { id: 'h-1', kind: 'charge', amount: -2, balance: 98, at: 1_795_860_000_000, tool: 'tts' };

/** Opens the account (its history asked, the answer held back), presses 积分商城 (goods), then lets the history answer. */
async function recordLateHistory(): Promise<Recording> {
  const { store, recorder } = recordingOn('/user');
  let answerHistory = () => {};
  const historyMayAnswer = new Promise<void>((resolve) => (answerHistory = resolve));
  nock(API_HOST)
    .get(HISTORY)
    .query({ page: '1', num: '20' })
    .reply(async () => {
      await historyMayAnswer;
      return [200, wireOk({ list: [ENTRY], total: 1, page: 1, num: 20 })];
    });
  nock(API_HOST)
    .get('/miao/v1/shop/goods/list')
    .reply(200, wireOk({ list: goods }));

  recorder.start();
  press('个人中心');
  // As the account page does on mount: dispatched, not awaited.
  const historyLoaded = store.dispatch(history.actions.fetch({ page: 1 }));
  press('积分商城');
  await store.dispatch(shop.actions.fetchGoods());
  answerHistory();
  await historyLoaded;
  return endRecording(recorder, store);
}

describe('an answer the recording heard a step after its request', () => {
  it('is recorded where it came, its effect started in the step before, and the file replays as saved', async () => {
    const run = await recordLateHistory();
    const [, open, shopStep] = run.loads[0].steps;
    expect(open.name).toBe(OPEN_STEP);
    expect(open.exchanges).toEqual([]);
    expect(open.actions).toEqual([{ action: history.actions.fetch({ page: 1 }), outcome: 'started' }]);
    expect(open.going).toEqual(['history/fetch']);
    expect(shopStep.exchanges.map((exchange) => new URL(exchange.url).pathname)).toEqual(['/miao/v1/shop/goods/list', HISTORY]);
    expect(shopStep.ended).toEqual([{ type: 'history/fetch', outcome: 'resolved', startedIn: OPEN_STEP }]);

    // The replay's app asks for the history in the opening step, at once: held for the next step's answer.
    await runRecordedFile(toTestFile(run, 'opens my account, then the shop'));
  });

  it('fails naming the step it was asked in when no later step answers it', async () => {
    const text = toTestFile(await recordLateHistory(), 'opens my account, then the shop');
    const noHistory = (step: string, requests: RecordedRequest[]) =>
      step === SHOP_STEP ? requests.filter((request) => request.path !== HISTORY) : requests;
    await expect(runRecordedFile(text, noHistory, FAILING_REPLAY)).rejects.toThrow(
      `held for a later step's answer and never answered: ${OPEN_STEP}: GET ${HISTORY}?page=1&num=20`,
    );
  });

  it('fails at the step that answers it when its answer there differs', async () => {
    const text = toTestFile(await recordLateHistory(), 'opens my account, then the shop');
    const otherEntry = (step: string, requests: RecordedRequest[]) =>
      step === SHOP_STEP
        ? requests.map((request) =>
            request.path === HISTORY
              ? { ...request, answer: wireOk({ list: [{ ...ENTRY, amount: -5 }], total: 1, page: 1, num: 20 }) }
              : request,
          )
        : requests;
    await expect(runRecordedFile(text, otherEntry, FAILING_REPLAY)).rejects.toThrow(
      `${SHOP_STEP}: the state after the answer to GET ${HISTORY}`,
    );
  });
});
