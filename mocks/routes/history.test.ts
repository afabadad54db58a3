// The points history (GET /miao/v1/account/history): a line for every change of points, with
// the balance after it and what it was for, scoped to the caller, newest first, paged; and a
// walk of random buys, runs, failures and revokes after which every history still adds up.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryAnswer, HistoryEntry, RevokeAnswer, Trade } from '../../src/rules/wire/types';
import { PHOTO } from '../../tests/testing/images';
import { configureMock } from '../server/config';
import { DEMO_POINTS, NEW_ACCOUNT_POINTS, resetMockState } from '../server/state';
import { useMockServer } from '../server/testClient';
import { taskCalls } from '../server/taskCalls';

const mock = useMockServer();
// Results end at once; the revoke test and the walk set their own delays.
beforeEach(() => configureMock({ taskDelayMs: 1 }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function history(token: string, query = '?page=1&num=100', headers?: Record<string, string>) {
  const answer = await mock.call<HistoryAnswer>('GET', `/miao/v1/account/history${query}`, { token, headers });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data;
}
async function buyAndPay(token: string, id: string): Promise<Trade> {
  const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id } })).body.data;
  await mock.call('POST', '/miao/v1/account/pay', {
    token,
    body: { tradeNo: trade.tradeNo },
    headers: { 'x-mock-autopay': '1' },
  });
  return trade;
}
const { createTask: run, points, list, settled } = taskCalls(mock);
const resources = async (token: string) => (await list(token, '?page=1&num=100')).list;
const revoke = (token: string, resId: string) =>
  mock.call<RevokeAnswer>('POST', '/miao/v1/resource/revoke', { token, body: { resId } });

/** Oldest first, every balance is the one before plus its amount, and the last is the account's. */
function expectAddsUp(list: readonly HistoryEntry[], balance: number) {
  let running = 0;
  for (const entry of [...list].reverse()) {
    running += entry.amount;
    expect(entry.balance, `balance after ${entry.id} (${entry.kind} ${entry.amount})`).toBe(running);
  }
  expect(running).toBe(balance);
}

describe('GET /miao/v1/account/history', () => {
  it('needs a login', async () => {
    const answer = await mock.call('GET', '/miao/v1/account/history');
    expect(answer.status).toBe(401);
  });

  it('starts with the welcome grant: the demo’s 100, a new account’s 20', async () => {
    const demo = await history(await mock.login());
    expect(demo).toMatchObject({ total: 1, page: 1, num: 100 });
    expect(demo.list).toEqual([
      { id: expect.any(String), kind: 'welcome', amount: DEMO_POINTS, balance: DEMO_POINTS, at: expect.any(Number) },
    ]);
    const fresh = await history(await mock.login('new'));
    expect(fresh.list).toMatchObject([{ kind: 'welcome', amount: NEW_ACCOUNT_POINTS, balance: NEW_ACCOUNT_POINTS }]);
  });

  it('a buy: one line when the trade is paid, with its receipt (pack, price, trade number, status), in the language asked for', async () => {
    const token = await mock.login();
    const trade = await buyAndPay(token, 'g-30');
    // Paid twice over: credited once, one line.
    await mock.call('POST', '/miao/v1/account/pay', {
      token,
      body: { tradeNo: trade.tradeNo },
      headers: { 'x-mock-autopay': '1' },
    });
    const { list, total } = await history(token);
    expect(total).toBe(2);
    expect(list[0]).toMatchObject({
      kind: 'buy',
      amount: 30,
      balance: DEMO_POINTS + 30,
      trade: { tradeNo: trade.tradeNo, goodsId: 'g-30', name: '体验包', price: 300, points: 30, status: 'paid' },
    });
    const english = await history(token, '?page=1&num=1', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.list[0].trade?.name).toBe('Starter pack');
    // An unpaid trade changes no points and has no line.
    await mock.call('POST', '/miao/v1/account/buy', { token, body: { id: 'g-100' } });
    expect((await history(token)).total).toBe(2);
  });

  it('a run: one charge for the whole run, naming its tool, styles, result count and task', async () => {
    const token = await mock.login();
    const answer = await run(token, {
      tool: 'cartoon',
      style: 'cartoon',
      styles: ['cartoon', 'portrait'],
      count: 2,
      image: PHOTO,
    });
    expect(answer.body.code).toBe(0);
    await settled(token);
    const { list } = await history(token);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.any(String),
      kind: 'charge',
      amount: -16,
      balance: DEMO_POINTS - 16,
      at: expect.any(Number),
      tool: 'cartoon',
      styles: ['cartoon', 'portrait'],
      count: 4,
      taskId: answer.body.data.taskId,
    });
    expectAddsUp(list, await points(token));
  });

  it('variations (issue 33): the charge names the result they are variations of; one of another account or tool is not named', async () => {
    const token = await mock.login();
    const first = await run(token, { tool: 'cartoon', style: 'cartoon', image: PHOTO });
    const original = first.body.data.resource.resId;
    await settled(token);
    const more = await run(token, { tool: 'cartoon', style: 'cartoon', count: 4, image: PHOTO, variationsOf: original });
    expect(more.body.code).toBe(0);
    // Not the caller's own (a made-up id), or of another tool: the run is made, the charge names nothing.
    const stray = await run(token, { tool: 'cartoon', style: 'cartoon', count: 2, image: PHOTO, variationsOf: 'r-nobody' });
    const otherTool = await run(token, { tool: 'tti', style: '1000', count: 2, text: '小猫', variationsOf: original });
    await settled(token);
    const { list } = await history(token);
    const chargeOf = (taskId: string) => list.find((entry) => entry.kind === 'charge' && entry.taskId === taskId);
    expect(chargeOf(more.body.data.taskId)).toMatchObject({
      tool: 'cartoon',
      styles: ['cartoon'],
      count: 4,
      variationsOf: original,
    });
    expect(chargeOf(stray.body.data.taskId)).not.toHaveProperty('variationsOf');
    expect(chargeOf(otherTool.body.data.taskId)).not.toHaveProperty('variationsOf');
    expect(chargeOf(first.body.data.taskId)).not.toHaveProperty('variationsOf');
    expectAddsUp(list, await points(token));
  });

  it('a partial failure: the charge, then one refund for the failed result alone', async () => {
    configureMock({ taskFailItems: [1] });
    const token = await mock.login();
    const answer = await run(token, { tool: 'cartoon', style: 'cartoon', count: 3, image: PHOTO });
    await settled(token);
    const failed = answer.body.data.resources?.[1];
    const { list } = await history(token);
    expect(list.map((e) => [e.kind, e.amount])).toEqual([
      ['refund', 4],
      ['charge', -12],
      ['welcome', DEMO_POINTS],
    ]);
    expect(list[0]).toMatchObject({
      reason: 'failed',
      tool: 'cartoon',
      styles: ['cartoon'],
      resId: failed?.resId,
      taskId: answer.body.data.taskId,
      balance: DEMO_POINTS - 8,
    });
    expectAddsUp(list, await points(token));
  });

  it('a revoke: a pending result withdrawn is refunded (reason revoked); a delivered one is not', async () => {
    // Longer than any test: the result is still pending when it is revoked, however slow the machine.
    configureMock({ taskDelayMs: 600_000 });
    const token = await mock.login();
    const answer = await run(token, { tool: 'tti', style: '1000', text: '山间小屋', count: 1 });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const resId = answer.body.data.resource.resId;
    await revoke(token, resId);
    await revoke(token, resId);
    let { list } = await history(token);
    expect(list.map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['refund', 5, 'revoked'],
      ['charge', -5, undefined],
      ['welcome', DEMO_POINTS, undefined],
    ]);
    configureMock({ taskDelayMs: 1 });
    const delivered = await run(token, { tool: 'tti', style: '1000', text: '山间小屋', count: 1 });
    await settled(token);
    await revoke(token, delivered.body.data.resource.resId);
    ({ list } = await history(token));
    expect(list.map((e) => e.kind)).toEqual(['charge', 'refund', 'charge', 'welcome']);
    expectAddsUp(list, await points(token));
  });

  it('is the caller’s own, newest first, in pages; a bad page or size is refused', async () => {
    const token = await mock.login();
    const other = await mock.login('new');
    await buyAndPay(token, 'g-30');
    await buyAndPay(token, 'g-100');
    await buyAndPay(other, 'g-500');
    const first = await history(token, '?page=1&num=2');
    expect(first).toMatchObject({ total: 3, page: 1, num: 2 });
    expect(first.list.map((e) => e.trade?.goodsId)).toEqual(['g-100', 'g-30']);
    const second = await history(token, '?page=2&num=2');
    expect(second.list.map((e) => e.kind)).toEqual(['welcome']);
    expect((await history(token, '?page=3&num=2')).list).toEqual([]);
    expect((await history(other)).list.map((e) => e.kind)).toEqual(['buy', 'welcome']);
    for (const query of ['?num=0', '?num=101', '?page=0', '?page=x']) {
      expect((await mock.call('GET', `/miao/v1/account/history${query}`, { token })).status, query).toBe(400);
    }
  });
});

type Step =
  | { kind: 'buy'; goods: string }
  | { kind: 'run'; count: number; fail: number[] }
  | { kind: 'revoke'; pick: number }
  | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), goods: fc.constantFrom('g-30', 'g-100', 'g-500') }),
  fc.record({
    kind: fc.constant('run' as const),
    count: fc.integer({ min: 1, max: 4 }),
    fail: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('revoke' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 15 }) }),
);

describe('a walk of random buys, runs, failures and revokes', () => {
  it('leaves a history whose amounts add up to the balance, each line’s balance the running sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        await resetMockState();
        // Short delays keep the walk quick; waits of 0 to 3 delays still land before, among and after the results' ends.
        configureMock({ taskDelayMs: 5 });
        const token = await mock.login('new');
        for (const s of steps) {
          if (s.kind === 'buy') await buyAndPay(token, s.goods);
          if (s.kind === 'run') {
            const failItems = s.fail.length > 0 ? { 'x-mock-task': `fail-items=${s.fail.join(',')}` } : undefined;
            // Refusals (too few points, too many runs) charge nothing and write nothing.
            await run(token, { tool: 'cartoon', style: 'cartoon', count: s.count, image: PHOTO }, failItems);
          }
          if (s.kind === 'revoke') {
            const mine = await resources(token);
            if (mine.length > 0) await revoke(token, mine[s.pick % mine.length].resId);
          }
          if (s.kind === 'wait') await sleep(s.ms);
          // Results finish on timers: compare with a balance that held before and after the read.
          const before = await points(token);
          const { list } = await history(token);
          if ((await points(token)) === before) expectAddsUp(list, before);
          else expectAddsUp(list, list[0].balance);
        }
        await settled(token);
        const { list } = await history(token);
        expectAddsUp(list, await points(token));
        // Every result refunded has exactly one refund line, and no other result has one.
        const refunded = (await resources(token)).filter((r) => r.refunded).map((r) => r.resId);
        expect(
          list
            .filter((e) => e.kind === 'refund')
            .map((e) => e.resId)
            .sort(),
        ).toEqual(refunded.sort());
      }),
      { numRuns: 25 },
    );
    // An upper bound: 25 walks of up to 10 steps with a database take seconds alone and
    // minutes on a machine busy with two CI runs.
  }, 300_000);
});
