// Results stopped while the engine makes them (revoke, delete, the server closing, a reset):
// the engine's job ends at once, the record keeps the status the stop gave it and the ledger
// stays exact. A result deleted or revoked loses its media: the file leaves the data folder
// and its URL answers 404. The engine runs for real with the test recipes, text-to-image
// being a slow one that leaves a trace in a folder while it works (engine/testing/slowRecipes.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AccountInfo,
  DeleteAnswer,
  Resource,
  ResourceListAnswer,
  RevokeAnswer,
  TaskAnswer,
} from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { PHOTO } from '../../tests/testing/images';
import { resultsInMaking } from '../engine';
import { SLOW_STEP_MS, SLOW_STEPS } from '../engine/testing/slowRecipes';
import { configureMock } from './config';
import { dataPaths } from './dataDir';
import { startMockServer } from './http';
import { listMediaKeys } from './mediaStore';
import { db } from '../db/current';
import { allLedger } from '../db/ledger';
import { allResources, resourceById } from '../db/resources';
import { useMediaDir } from './mediaStore';
import { DEMO_ACCOUNT_ID, DEMO_POINTS, resetMockState } from './state';
import { useMockServer } from './testClient';
import { useTestRecipes } from './testRecipes';

const mock = useMockServer();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the slow recipe works when nothing stops it. */
const SLOW_MS = SLOW_STEPS * SLOW_STEP_MS;

/** Waits until `check` holds; answers how long that took, or throws after `timeoutMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(10);
  }
  return Date.now() - started;
}

async function run(token: string, body: Record<string, unknown>): Promise<TaskAnswer> {
  const taskToken = (await mock.call<{ token: string }>('GET', '/miao/v1/task/token', { token })).body.data.token;
  const answer = await mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body: { ...body, token: taskToken } });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}
const list = async (token: string) =>
  (await mock.call<ResourceListAnswer>('GET', '/miao/v1/resource/list', { token })).body.data.list;
const points = async (token: string) =>
  (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.points;
const revoke = (token: string, resId: string) =>
  mock.call<RevokeAnswer>('POST', '/miao/v1/resource/revoke', { token, body: { resId } });
/** The demo account's ledger lines after its welcome, as [kind, amount]. */
const ledger = async () =>
  (await allLedger(db))
    .filter((line) => line.accountId === DEMO_ACCOUNT_ID && line.kind !== 'welcome')
    .map((line) => [line.kind, line.amount]);

useTestRecipes('slowRecipes');

describe('a result stopped while the engine makes it', { timeout: 300_000 }, () => {
  let trace: string;
  const beats = () => (existsSync(join(trace, 'beats')) ? statSync(join(trace, 'beats')).size : 0);

  beforeEach(() => {
    trace = mkdtempSync(join(tmpdir(), 'miao-making-'));
  });
  /** The partial file the slow recipe wrote in its temporary folder. */
  const partial = () => readFileSync(join(trace, 'partial'), 'utf8');
  afterEach(() => {
    // Removed by the engine; on a failure, not left behind by the test either.
    if (existsSync(join(trace, 'partial'))) rmSync(dirname(partial()), { recursive: true, force: true });
    rmSync(trace, { recursive: true, force: true });
  });

  /** Starts a slow text-to-image run of `count` results and waits until a worker works on it. */
  async function slowRun(token: string, count = 1): Promise<{ answer: TaskAnswer; started: number }> {
    const answer = await run(token, { tool: 'tti', style: TOOLS.tti.styles[0], text: trace, count });
    // The first job waits for a thread to start (tsx loading the worker): seconds on a busy machine.
    await until('the recipe works', () => beats() > 0, 30_000);
    expect(existsSync(partial())).toBe(true);
    return { answer, started: Date.now() };
  }

  /** The worker no longer works on it: its trace stops growing, it never finishes, its partial output is gone. */
  async function expectWorkerStopped(started: number): Promise<void> {
    const stopped = beats();
    await until('its partial output goes', () => !existsSync(partial()), 1000);
    await sleep(5 * SLOW_STEP_MS);
    expect(beats()).toBe(stopped);
    await sleep(Math.max(0, started + SLOW_MS + 500 - Date.now()));
    expect(existsSync(join(trace, 'done'))).toBe(false);
    expect(beats()).toBe(stopped);
  }

  it('revoked: its engine job is aborted at once, it stays revoked, and it is refunded once', async () => {
    const token = await mock.login();
    const { answer, started } = await slowRun(token);
    const { resId } = answer.resource;
    expect(resultsInMaking()).toBe(1);

    const revoked = await revoke(token, resId);
    expect(revoked.body.data).toMatchObject({ resource: { status: 'revoked', refunded: true }, points: DEMO_POINTS });
    // The job ends within a moment, not when the recipe would have finished (about 3 s on).
    const ended = await until('the engine job ends', () => resultsInMaking() === 0, 1000);
    console.info(`revoke → engine job over in ${ended} ms`);
    await expectWorkerStopped(started);

    // Still revoked, nothing made, the charge and one refund: the balance is where it began.
    expect((await list(token)).map((r) => [r.resId, r.status, r.refunded, r.url])).toEqual([[resId, 'revoked', true, '']]);
    expect(listMediaKeys().filter((key) => key.startsWith('result/'))).toEqual([]);
    expect(await points(token)).toBe(DEMO_POINTS);
    expect(await ledger()).toEqual([
      ['charge', -TOOLS.tti.cost],
      ['refund', TOOLS.tti.cost],
    ]);
  });

  it('its whole run deleted: every job is aborted, nothing is refunded, nothing comes back', async () => {
    const token = await mock.login();
    const { answer, started } = await slowRun(token, 2);
    const ids = (answer.resources ?? []).map((r) => r.resId);
    expect(ids).toHaveLength(2);

    const deleted = await mock.call<DeleteAnswer>('POST', '/miao/v1/resource/delete', { token, body: { ids } });
    expect(deleted.body.data.deleted.sort()).toEqual([...ids].sort());
    await until('the engine jobs end', () => resultsInMaking() === 0, 1000);
    await expectWorkerStopped(started);

    expect(await list(token)).toEqual([]);
    expect(await allResources(db)).toHaveLength(0);
    // Deleting is not revoking: the run's charge stands, once.
    expect(await points(token)).toBe(DEMO_POINTS - 2 * TOOLS.tti.cost);
    expect(await ledger()).toEqual([['charge', -2 * TOOLS.tti.cost]]);
  });

  it('the server closing aborts the job; the result is left pending for the next start to refund', async () => {
    const token = await mock.login();
    const { answer, started } = await slowRun(token);
    // The results being made are the process's, as the state is: closing any server of it stops them.
    const other = await startMockServer();
    await other.close();
    await until('the engine job ends', () => resultsInMaking() === 0, 1000);
    await expectWorkerStopped(started);
    expect(await resourceById(db, answer.resource.resId)).toMatchObject({ status: 'pending', refunded: false });
    expect(await ledger()).toEqual([['charge', -TOOLS.tti.cost]]);
  });

  it('a reset aborts the job of the world it ended', async () => {
    const token = await mock.login();
    const { started } = await slowRun(token);
    await resetMockState();
    await until('the engine job ends', () => resultsInMaking() === 0, 1000);
    await expectWorkerStopped(started);
    expect(await allResources(db)).toHaveLength(0);
  });
});

describe('a finished result’s media', { timeout: 300_000 }, () => {
  let dir: string;
  const resultFiles = () => {
    const folder = join(dataPaths(dir).media, 'result');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'miao-making-media-'));
    // The folder's media (the records stay in the test's database in memory).
    useMediaDir(dataPaths(dir).media);
    configureMock({ engine: 'local' });
  });
  afterEach(() => {
    useMediaDir(null);
    rmSync(dir, { recursive: true, force: true });
  });

  /** A cartoon run of two results, made (the quick test recipe) and stored in the data folder. */
  async function madeRun(token: string): Promise<Resource[]> {
    await run(token, { tool: 'cartoon', style: 'cartoon', image: PHOTO, count: 2 });
    await until('both results are made', async () => (await allResources(db)).every((r) => r.status === 'done'), 30_000);
    const results = await list(token);
    for (const result of results) expect((await fetch(result.url)).status).toBe(200);
    expect(resultFiles()).toEqual(results.flatMap((r) => [`${r.resId}.json`, `${r.resId}.json.type`]).sort());
    return results;
  }

  it('goes from the data folder when the result is deleted, and its URL answers 404', async () => {
    const token = await mock.login();
    const [gone, kept] = await madeRun(token);
    // A temporary a crash left mid-write is part of it too.
    writeFileSync(join(dataPaths(dir).media, 'result', `${gone.resId}.json.tmp-1-0000`), 'half');

    const deleted = await mock.call<DeleteAnswer>('DELETE', `/miao/v1/resource?resId=${gone.resId}`, { token });
    expect(deleted.body.data.deleted).toEqual([gone.resId]);
    expect(resultFiles()).toEqual([`${kept.resId}.json`, `${kept.resId}.json.type`]);
    expect((await fetch(gone.url)).status).toBe(404);
    // The other result of the run is untouched, and so is the run's photo it still shows.
    expect((await fetch(kept.url)).status).toBe(200);
    expect((await fetch(kept.source)).status).toBe(200);
  });

  it('is on disk before the result is done: one that cannot be stored fails and is refunded', async () => {
    const token = await mock.login();
    // A file where the results' folder should be: no result can be stored.
    mkdirSync(dataPaths(dir).media, { recursive: true });
    writeFileSync(join(dataPaths(dir).media, 'result'), 'in the way');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run(token, { tool: 'cartoon', style: 'cartoon', image: PHOTO });
    await until('the result ends', async () => (await allResources(db)).every((r) => r.status !== 'pending'), 30_000);
    expect((await list(token)).map((r) => [r.status, r.refunded, r.url])).toEqual([['failed', true, '']]);
    expect(await points(token)).toBe(DEMO_POINTS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be stored'), expect.any(String));
  });

  it('goes when a done result is revoked (a revoked result answers no URL)', async () => {
    const token = await mock.login();
    const [revoked, kept] = await madeRun(token);
    const answer = await revoke(token, revoked.resId);
    expect(answer.body.data).toMatchObject({
      resource: { status: 'revoked', url: '' },
      points: DEMO_POINTS - 2 * TOOLS.cartoon.cost,
    });
    expect(resultFiles()).toEqual([`${kept.resId}.json`, `${kept.resId}.json.type`]);
    expect((await fetch(revoked.url)).status).toBe(404);
    expect((await fetch(kept.url)).status).toBe(200);
  });
});
