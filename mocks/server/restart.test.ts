// The stand-in over HTTP with a data folder (a fresh temp folder per test, never .mock-data/):
// a restart, simulated by closing the folder and opening it again in this process, keeps the
// accounts, sessions, trades, resources, uploads and points; POST /mock/reset starts over.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo, PayAnswer, Resource, ResourceListAnswer, TaskAnswer, Trade } from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { PHOTO, pngBytes } from '../../tests/testing/images';
import { configureMock } from './config';
import { dataPaths } from './dataDir';
import { listMediaKeys } from './mediaStore';
import { db } from '../db/current';
import { allAccounts } from '../db/accounts';
import { allGoods } from '../db/goods';
import { allResources } from '../db/resources';
import { closeMockState, openMockState } from './dataFolder';
import { DEMO_ACCOUNT_ID, DEMO_POINTS, NEW_ACCOUNT_POINTS } from './state';
import { useMockServer } from './testClient';

// Each test signs in through the QR page and restarts twice (Postgres opening its folder each
// time): more than vitest's 5 s on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const mock = useMockServer();
let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'miao-mock-restart-'));
  await openMockState(dir);
  configureMock({ taskDelayMs: 50 });
});
afterEach(async () => {
  await closeMockState();
  rmSync(dir, { recursive: true, force: true });
});

/** The server stops (its database closed: nothing of it is left in memory) and starts again on the folder. */
async function restart() {
  await closeMockState();
  return openMockState(dir);
}

const points = async (token: string) =>
  (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.points;
const list = async (token: string) =>
  (await mock.call<ResourceListAnswer>('GET', '/miao/v1/resource/list', { token })).body.data.list;
async function run(token: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  const taskToken = (await mock.call<{ token: string }>('GET', '/miao/v1/task/token', { token })).body.data.token;
  return mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body: { ...body, token: taskToken }, headers });
}
async function settled(token: string, timeoutMs = 30_000): Promise<Resource[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = await list(token);
    if (now.every((r) => r.status !== 'pending')) return now;
    if (Date.now() > until) throw new Error('results still pending');
    await new Promise((r) => setTimeout(r, 50));
  }
}
/** What must survive: everything but the signed URLs, which are made afresh per answer. */
const lasting = (resources: Resource[]) =>
  resources.map(({ resId, taskId, typ, style, status, cost, createdAt, refunded, settings }) => ({
    resId,
    taskId,
    typ,
    style,
    status,
    cost,
    createdAt,
    refunded,
    settings,
  }));

describe('a restart with the same data folder', () => {
  it('keeps the account, its session, its trade, its results, its photo and its points', async () => {
    const token = await mock.login();
    const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-30' } })).body.data;
    const paid = await mock.call<PayAnswer>('POST', '/miao/v1/account/pay', {
      token,
      body: { tradeNo: trade.tradeNo },
      headers: { 'x-mock-autopay': '1' },
    });
    expect(paid.body.data.points).toBe(DEMO_POINTS + 30);
    expect((await run(token, { tool: 'tts', style: 'ttsch/0', text: '你好' })).body.code).toBe(0);
    const photoRun = await run(token, { tool: 'cartoon', style: 'cartoon', image: PHOTO });
    expect(photoRun.body.code).toBe(0);
    const before = await settled(token);
    const pointsBefore = await points(token);
    expect(pointsBefore).toBeLessThan(DEMO_POINTS + 30);

    const report = await restart();
    expect(report).toMatchObject({ dir, fresh: false, interrupted: 0 });

    // The same token still signs in, to the same balance and the same results.
    expect(await points(token)).toBe(pointsBefore);
    const after = await list(token);
    expect(lasting(after)).toEqual(lasting(before));
    // The uploaded photo is still there, behind a freshly signed URL.
    const photo = after.find((r) => r.taskId === photoRun.body.data.taskId);
    const source = await fetch(photo?.source ?? '');
    expect(source.status).toBe(200);
    expect(new Uint8Array(await source.arrayBuffer())).toEqual(pngBytes());
    // The trade is known and paid; paying again credits nothing more.
    const again = await mock.call<PayAnswer>('POST', '/miao/v1/account/pay', { token, body: { tradeNo: trade.tradeNo } });
    expect(again.body.data).toMatchObject({ trade: { status: 'paid' }, points: pointsBefore });
  });

  it('keeps a new account and goes on numbering after the saved ones', async () => {
    const token = await mock.login('new');
    const id = (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.id;
    await restart();
    expect((await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data).toMatchObject({
      id,
      points: NEW_ACCOUNT_POINTS,
    });
    const second = await mock.login('new');
    expect((await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token: second })).body.data.id).not.toBe(id);
    expect(await allAccounts(db)).toHaveLength(3);
  });

  it('keeps the ledger exact when 6 runs sent at once are cut off by a crash', async () => {
    configureMock({ taskDelayMs: 400 });
    const token = await mock.login('new');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => run(token, { tool: 'tts', style: 'ttsch/0', text: '同时' })),
    );
    const accepted = answers.filter((a) => a.body.code === 0).length;
    expect(accepted).toBeGreaterThan(0);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.code === 4023 || a.body.code === 4020)).toBe(true);
    const charged = NEW_ACCOUNT_POINTS - accepted * TOOLS.tts.cost;
    expect(await points(token)).toBe(charged);
    // The server stops now, its results unfinished.
    const first = await restart();
    const results = await list(token);
    expect(results).toHaveLength(accepted);
    expect(results.every((r) => r.status === 'done' || (r.status === 'failed' && r.refunded))).toBe(true);
    const kept = results.filter((r) => !r.refunded).reduce((sum, r) => sum + r.cost, 0);
    expect(await points(token)).toBe(NEW_ACCOUNT_POINTS - kept);
    // Those cut off were failed and refunded by the restart (any other failure was refunded before it).
    expect(first.interrupted).toBeLessThanOrEqual(results.filter((r) => r.status === 'failed').length);
    // A second restart refunds nothing more.
    const second = await restart();
    expect(second.interrupted).toBe(0);
    expect(await points(token)).toBe(NEW_ACCOUNT_POINTS - kept);
  });
});

describe('POST /mock/reset with a data folder', () => {
  it('empties the database and the media folder and seeds the demo account and goods again', async () => {
    const token = await mock.login('new');
    expect((await run(token, { tool: 'cartoon', style: 'cartoon', image: PHOTO })).body.code).toBe(0);
    expect(listMediaKeys()).toEqual([expect.stringMatching(/^upload\/t-/)]);
    expect(readdirSync(join(dataPaths(dir).media, 'upload'))).not.toEqual([]);
    const reset = await fetch(`${mock.origin()}/mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(reset.status).toBe(200);
    const report = await restart();
    expect(report.fresh).toBe(false);
    expect((await allAccounts(db)).map((a) => [a.id, a.points])).toEqual([[DEMO_ACCOUNT_ID, DEMO_POINTS]]);
    expect((await allGoods(db)).map((g) => g.id)).toEqual(['g-30', 'g-100', 'g-500', 'g-1200', 'g-legacy']);
    expect(await allResources(db)).toHaveLength(0);
    expect((await db.query('SELECT token FROM sessions')).rows).toHaveLength(0);
    expect((await mock.call('GET', '/miao/v1/account/info', { token })).status).toBe(401);
    expect(readdirSync(dir)).not.toContain('media');
  });
});

describe('opening a data folder', () => {
  it('sets aside the records of a stand-in from before its database, with a note, and begins with the demo account', async () => {
    await closeMockState();
    const legacy = dataPaths(dir).legacy;
    writeFileSync(legacy, 'SQLite format 3');
    const report = await openMockState(dir);
    expect(report.note).toContain('not carried over');
    expect(readdirSync(dir)).toContain('mock.sqlite.before-postgres');
    expect((await allAccounts(db)).map((a) => a.id)).toEqual([DEMO_ACCOUNT_ID]);
  });

  it('refuses a folder another live stand-in uses (two databases on one folder would break it): memory instead', async () => {
    await closeMockState();
    // This test's own parent process stands for the other server.
    writeFileSync(dataPaths(dir).owner, String(process.ppid));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const report = await openMockState(dir);
    expect(report).toMatchObject({ dir: null, database: 'memory' });
    expect(report.note).toContain(`pid ${process.ppid}`);
  });
});
