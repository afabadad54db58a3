// A SIGKILL in the middle of 50 concurrent charges and refunds loses nothing acknowledged and
// leaves a ledger that adds up: the stand-in runs as its own process on a data folder
// (`tsx mocks/server/http.ts`), 50 new accounts each start a run at once (every other one set
// to fail, so it is refunded), the process is killed once half of them are answered, and a
// new process on the same folder is asked what it has.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountInfo, HistoryAnswer, HistoryEntry, TaskAnswer } from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { NEW_ACCOUNT_POINTS } from './state';
import { clientOf, type MockClient } from './testClient';

const ROOT = new URL('../../', import.meta.url);
const RUNS = 50;
let dir = '';
const servers: ChildProcess[] = [];

/** The stand-in in a process of its own on `dir`; resolves with its origin once it listens. */
function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/http.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', MOCK_DATA_DIR: dir, MOCK_ENGINE: 'canned', MOCK_TASK_DELAY_MS: '5' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const origin = /mock API on (http:\/\/\S+)/.exec(out)?.[1];
      if (origin) resolve({ child, origin });
    });
    child.on('exit', (code) => reject(new Error(`the stand-in exited (${String(code)}) before it listened:\n${out}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Every line of the caller's history, oldest first. */
async function history(client: MockClient, token: string): Promise<HistoryEntry[]> {
  const answer = await client.call<HistoryAnswer>('GET', '/miao/v1/account/history?page=1&num=100', { token });
  expect(answer.body.code).toBe(0);
  return [...answer.body.data.list].reverse();
}

afterEach(() => {
  for (const child of servers.splice(0)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('a SIGKILL in the middle of concurrent charges', () => {
  it('loses no acknowledged charge or refund, and every ledger adds up after the restart', { timeout: 300_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'miao-crash-'));
    const first = await startServer();
    const client = clientOf(() => first.origin);
    const tokens = await Promise.all(Array.from({ length: RUNS }, () => client.login('new')));
    const taskTokens = await Promise.all(
      tokens.map(
        async (token) => (await client.call<{ token: string }>('GET', '/miao/v1/task/token', { token })).body.data.token,
      ),
    );

    // All at once; half of them fail once made (refunded). Killed when half are answered.
    const acknowledged = new Map<string, string>();
    let answered = 0;
    let kill: () => void = () => undefined;
    const halfAnswered = new Promise<void>((resolve) => (kill = resolve));
    const runs = tokens.map(
      (token, index) =>
        client
          .call<TaskAnswer>('POST', '/miao/v1/task', {
            token,
            body: { tool: 'tts', style: 'ttsch/0', text: '同时', token: taskTokens[index] },
            headers: index % 2 === 1 ? { 'x-mock-task': 'fail' } : {},
          })
          .then((answer) => {
            if (answer.body.code === 0) acknowledged.set(token, answer.body.data.taskId);
            answered += 1;
            if (answered >= RUNS / 2) kill();
          })
          .catch(() => undefined), // cut off by the kill: not acknowledged
    );
    await halfAnswered;
    await killed(first.child);
    await Promise.all(runs);
    expect(acknowledged.size).toBeGreaterThanOrEqual(RUNS / 2);

    const second = await startServer();
    const after = clientOf(() => second.origin);
    for (const token of tokens) {
      const info = await after.call<AccountInfo>('GET', '/miao/v1/account/info', { token });
      // The session made before the kill is kept.
      expect(info.body.code).toBe(0);
      const lines = await history(after, token);
      // Each line's balance is the one before it plus its amount, and the last is the balance.
      let balance = 0;
      for (const line of lines) {
        balance += line.amount;
        expect(line.balance).toBe(balance);
      }
      expect(info.body.data.points).toBe(balance);
      const charges = lines.filter((line) => line.kind === 'charge');
      const refunds = lines.filter((line) => line.kind === 'refund');
      const taskId = acknowledged.get(token);
      // An acknowledged run has its charge; one not acknowledged may have been made or not.
      if (taskId) expect(charges.map((line) => line.taskId)).toEqual([taskId]);
      expect(charges.length).toBeLessThanOrEqual(1);
      // Whatever was made is settled now: done, or failed and refunded once (by the restart if the kill cut it off).
      expect(refunds.length).toBeLessThanOrEqual(charges.length);
      expect([NEW_ACCOUNT_POINTS, NEW_ACCOUNT_POINTS - TOOLS.tts.cost]).toContain(balance);
    }
  });
});
