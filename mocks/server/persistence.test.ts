// The data folder at the level of the state: every kind of record and the media survive a
// restart, a crash mid-run refunds once, a missing or unreadable database starts over with a
// note, `npm run reset` starts over. Each test has its own temp folder (never .mock-data/).
// A crash is simulated by copying the folder while the store is still open (no last save).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import initSqlJs from 'sql.js';
import { dataPaths } from './dataDir';
import { startMockServer } from './http';
import { charge } from './ledger';
import { getMedia, isMediaKey, putMedia } from './mediaStore';
import { MockDb } from './db';
import { closeMockState, flushMockState, mockDataFolder, openMockState, SAVE_EVERY_MS } from './persistence';
import { resetDataFolder } from './reset';
import {
  accountForOpenid,
  DEMO_ACCOUNT_ID,
  DEMO_POINTS,
  mockState,
  NEW_ACCOUNT_POINTS,
  nextSeq,
  now,
  resetMockState,
  type AccountRec,
  type MockState,
  type ResourceRec,
} from './state';

// Opening a folder loads SQLite (wasm): seconds on a busy machine, more than vitest's 5 s default.
vi.setConfig({ testTimeout: 20_000 });
let dir: string;
const folders: string[] = [];
function tempFolder(): string {
  const made = mkdtempSync(join(tmpdir(), 'miao-mock-store-'));
  folders.push(made);
  return made;
}

beforeEach(() => {
  dir = tempFolder();
});
afterEach(() => {
  closeMockState();
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

/** Lets the save scheduled by this turn's changes run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The folder as a crash would leave it: what was saved so far, copied aside. */
function crashCopy(): string {
  const copy = tempFolder();
  cpSync(dir, copy, { recursive: true });
  return copy;
}

function result(account: AccountRec, status: ResourceRec['status'], cost: number, sourceKey = ''): ResourceRec {
  const rec: ResourceRec = {
    resId: `r-${nextSeq()}`,
    taskId: 't-1',
    accountId: account.id,
    typ: 'cartoon',
    kind: 'image',
    style: 'cartoon',
    status,
    resultLabel: 'cartoon/cartoon/after',
    sourceKey,
    cost,
    createdAt: now(),
    settings: { styles: ['cartoon'], count: 1 },
    seq: mockState().seq,
    refunded: false,
  };
  mockState().resources.set(rec.resId, rec);
  return rec;
}

const plain = (state: MockState) => ({
  accounts: [...state.accounts.entries()],
  sessions: [...state.sessions.entries()],
  loginRequests: [...state.loginRequests.entries()],
  codes: [...state.codes.entries()],
  taskTokens: [...state.taskTokens.entries()],
  resources: [...state.resources.entries()],
  trades: [...state.trades.entries()],
  ledger: [...state.ledger.entries()],
  goods: state.goods,
  vipData: [...state.vipData.entries()],
  seq: state.seq,
});

describe('without a data folder', () => {
  it('keeps everything in memory, also behind the test server', async () => {
    const server = await startMockServer();
    await server.close();
    expect(mockDataFolder()).toBeNull();
    await putMedia('upload/t-mem', { mime: 'image/png', bytes: Uint8Array.of(1, 2, 3) });
    expect(getMedia('upload/t-mem')?.bytes).toEqual(Buffer.from([1, 2, 3]));
    expect(readdirSync(dir)).toEqual([]);
    resetMockState();
    expect(getMedia('upload/t-mem')).toBeUndefined();
  });
});

describe('a restart with the same data folder', () => {
  it('keeps every kind of record as it was', async () => {
    expect(await openMockState(dir)).toMatchObject({ dir, fresh: true, interrupted: 0 });
    const state = mockState();
    const account = accountForOpenid('wx-keep');
    account.points = 7;
    state.sessions.set('s-1', { token: 's-1', accountId: account.id, expiresAt: now() + 1000 });
    state.loginRequests.set('l-1', { sid: 'l-1', state: 'st', redirectUri: 'http://h/miao_web/', createdAt: now() });
    state.codes.set('c-1', { code: 'c-1', state: 'st', accountId: account.id, expiresAt: now() + 1000, used: true });
    state.taskTokens.set('tt-1', { token: 'tt-1', accountId: account.id, expiresAt: now() + 1000, used: false });
    state.trades.set('T1', {
      tradeNo: 'T1',
      accountId: account.id,
      goodsId: 'g-30',
      amount: 300,
      points: 30,
      status: 'paid',
      createdAt: now(),
      credited: true,
    });
    state.vipData.set('extra', '值');
    state.goods[1].onSale = false;
    result(account, 'done', 4);
    result(account, 'revoked', 4).refunded = true;
    state.sessions.delete('s-1');
    state.sessions.set('s-2', { token: 's-2', accountId: account.id, expiresAt: now() + 2000 });
    const before = structuredClone(plain(state));
    closeMockState();
    expect(plain(mockState())).not.toEqual(before);
    expect(await openMockState(dir)).toMatchObject({ fresh: false, interrupted: 0, rejected: [] });
    expect(plain(mockState())).toEqual(before);
  });

  it('saves a change on its own, SAVE_EVERY_MS after the save before, without waiting for a close', async () => {
    await openMockState(dir);
    // Only the timers: setImmediate (the next turn) stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // The save before, on the fake clock.
      mockState().vipData.set('before', '1');
      flushMockState();
      const writes = vi.spyOn(MockDb.prototype, 'save');
      mockState().accounts.get(DEMO_ACCOUNT_ID)!.points = 55;
      await nextTurn();
      vi.advanceTimersByTime(SAVE_EVERY_MS - 1);
      expect(writes).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    const copy = crashCopy();
    closeMockState();
    await openMockState(copy);
    expect(mockState().accounts.get(DEMO_ACCOUNT_ID)?.points).toBe(55);
  });

  it('writes the changes of many turns once, at the next save', async () => {
    // Saves far apart: no timed save comes between the turns below, however slow the machine.
    await openMockState(dir, { saveEveryMs: 60_000 });
    const writes = vi.spyOn(MockDb.prototype, 'save');
    const saved = readFileSync(dataPaths(dir).db);
    const account = accountForOpenid('wx-turns');
    for (const points of [5, 6, 7]) {
      mockState().accounts.get(account.id)!.points = points;
      result(account, 'done', 4);
      await nextTurn();
    }
    expect(writes).not.toHaveBeenCalled();
    expect(readFileSync(dataPaths(dir).db)).toEqual(saved);
    flushMockState();
    expect(writes).toHaveBeenCalledTimes(1);
    const copy = crashCopy();
    closeMockState();
    await openMockState(copy);
    expect(mockState().accounts.get(account.id)?.points).toBe(7);
    expect(mockState().resources.size).toBe(3);
  });

  it('writes nothing when nothing was changed, nor for a result’s progress alone', async () => {
    await openMockState(dir, { saveEveryMs: 60_000 });
    const pending = result(accountForOpenid('wx-progress'), 'pending', 4);
    flushMockState();
    const saved = readFileSync(dataPaths(dir).db);
    const writes = vi.spyOn(MockDb.prototype, 'save');
    flushMockState();
    mockState().resources.get(pending.resId)!.progress = 40;
    flushMockState();
    expect(writes).not.toHaveBeenCalled();
    expect(readFileSync(dataPaths(dir).db)).toEqual(saved);
    mockState().resources.get(pending.resId)!.style = 'portrait';
    flushMockState();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(readFileSync(dataPaths(dir).db)).not.toEqual(saved);
  });

  it('saves the last changes when the process is stopped by a signal', async () => {
    await openMockState(dir, { saveEveryMs: 60_000 });
    mockState().accounts.get(DEMO_ACCOUNT_ID)!.points = 66;
    // Another listener stands in for the server's own: the signal is not raised again at us.
    const other = () => undefined;
    process.on('SIGTERM', other);
    try {
      process.emit('SIGTERM', 'SIGTERM');
    } finally {
      process.off('SIGTERM', other);
    }
    const copy = crashCopy();
    closeMockState();
    await openMockState(copy);
    expect(mockState().accounts.get(DEMO_ACCOUNT_ID)?.points).toBe(66);
  });

  it('fails and refunds the results a crash left pending, once, however often it restarts', async () => {
    await openMockState(dir);
    const account = accountForOpenid('wx-crash');
    expect(charge(account, 12, { tool: 'cartoon', styles: ['cartoon'], count: 3, taskId: 't-1' })).toBe(true);
    result(account, 'done', 4);
    const cut = [result(account, 'pending', 4), result(account, 'pending', 4)];
    flushMockState();
    const copy = crashCopy();
    closeMockState();

    const first = await openMockState(copy);
    expect(first.interrupted).toBe(2);
    expect(mockState().accounts.get(account.id)?.points).toBe(NEW_ACCOUNT_POINTS - 4);
    for (const { resId } of cut) expect(mockState().resources.get(resId)).toMatchObject({ status: 'failed', refunded: true });
    closeMockState();

    const second = await openMockState(copy);
    expect(second.interrupted).toBe(0);
    expect(mockState().accounts.get(account.id)?.points).toBe(NEW_ACCOUNT_POINTS - 4);
  });
});

describe('a second copy of these modules in the process (the dev server reloading its config)', () => {
  it('takes the folder over: the first copy saves its last state and lets go, so it never saves over the new one', async () => {
    await openMockState(dir);
    mockState().accounts.get(DEMO_ACCOUNT_ID)!.points = 77;
    vi.resetModules();
    const second = await import('./persistence');
    const secondState = await import('./state');
    try {
      await second.openMockState(dir);
      expect(mockDataFolder()).toBeNull();
      expect(secondState.mockState().accounts.get(DEMO_ACCOUNT_ID)?.points).toBe(77);
      secondState.mockState().accounts.get(DEMO_ACCOUNT_ID)!.points = 78;
    } finally {
      second.closeMockState();
    }
    await openMockState(dir);
    expect(mockState().accounts.get(DEMO_ACCOUNT_ID)?.points).toBe(78);
  });
});

describe('an unusable database', () => {
  it('a missing one starts fresh without a note', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = await openMockState(dir);
    expect(report).toMatchObject({ fresh: true, interrupted: 0 });
    expect(report.note).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(mockState().accounts.get(DEMO_ACCOUNT_ID)?.points).toBe(DEMO_POINTS);
    expect(existsSync(dataPaths(dir).db)).toBe(true);
  });

  it.each([
    ['not a database at all', () => Buffer.from('this is not SQLite, it is a note someone saved here')],
    ['a database of another layout', () => otherDatabase()],
  ])('%s starts fresh with a console note, and is kept aside', async (_name, bytes) => {
    const content = await bytes();
    writeFileSync(dataPaths(dir).db, content);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = await openMockState(dir);
    expect(report.fresh).toBe(true);
    expect(report.note).toContain('could not be read');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('starting over with the demo account'));
    expect([...mockState().accounts.keys()]).toEqual([DEMO_ACCOUNT_ID]);
    const aside = readdirSync(dir).find((name) => name.startsWith('mock.sqlite.unreadable-'));
    expect(aside && readFileSync(join(dir, aside))).toEqual(Buffer.from(content));
    // The new database is a good one.
    closeMockState();
    expect(await openMockState(dir)).toMatchObject({ fresh: false });
  });

  it('leaves out a saved record that does not fit its shape and keeps the others', async () => {
    await openMockState(dir);
    const kept = accountForOpenid('wx-kept');
    const broken = accountForOpenid('wx-broken');
    closeMockState();
    const SQL = await initSqlJs();
    const db = new SQL.Database(readFileSync(dataPaths(dir).db));
    db.run('UPDATE accounts SET body = ? WHERE id = ?', ['{"id": 5}', broken.id]);
    writeFileSync(dataPaths(dir).db, db.export());
    db.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = await openMockState(dir);
    expect(report.rejected).toEqual([`accounts/${broken.id}`]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`accounts/${broken.id}`));
    expect(mockState().accounts.get(kept.id)).toEqual(kept);
    expect(mockState().accounts.has(broken.id)).toBe(false);
  });

  it('a world saved before the points history gets one opening line per account, so each history adds up', async () => {
    await openMockState(dir);
    const account = accountForOpenid('wx-old');
    expect(charge(account, 8, { tool: 'cartoon', styles: ['cartoon'], count: 2, taskId: 't-old' })).toBe(true);
    closeMockState();
    const SQL = await initSqlJs();
    const db = new SQL.Database(readFileSync(dataPaths(dir).db));
    db.run('DROP TABLE ledger');
    writeFileSync(dataPaths(dir).db, db.export());
    db.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openMockState(dir);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2 account(s) saved before the points history'));
    const lines = [...mockState().ledger.values()];
    expect(lines.map(({ accountId, kind, amount, balance }) => ({ accountId, kind, amount, balance }))).toEqual([
      { accountId: DEMO_ACCOUNT_ID, kind: 'opening', amount: DEMO_POINTS, balance: DEMO_POINTS },
      { accountId: account.id, kind: 'opening', amount: NEW_ACCOUNT_POINTS - 8, balance: NEW_ACCOUNT_POINTS - 8 },
    ]);
    closeMockState();
    // Once: the next start finds every account explained.
    await openMockState(dir);
    expect(mockState().ledger.size).toBe(2);
  });
});

async function otherDatabase(): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('schema', '99')");
  const bytes = db.export();
  db.close();
  return bytes;
}

describe('media in the data folder', () => {
  it('are files that survive a restart; those no record refers to are removed then', async () => {
    await openMockState(dir);
    const account = accountForOpenid('wx-media');
    const photo = Uint8Array.from({ length: 2048 }, (_, i) => i % 251);
    await putMedia('upload/t-1', { mime: 'image/jpeg', bytes: photo });
    const done = result(account, 'done', 4, 'upload/t-1');
    await putMedia(`result/${done.resId}.png`, { mime: 'image/png', bytes: Uint8Array.of(9, 8, 7) });
    await putMedia('upload/t-gone', { mime: 'image/png', bytes: Uint8Array.of(1) });
    await putMedia('result/r-gone.gif', { mime: 'image/gif', bytes: Uint8Array.of(2) });
    expect(readFileSync(join(dir, 'media', 'upload', 't-1'))).toEqual(Buffer.from(photo));
    closeMockState();
    expect(getMedia('upload/t-1')).toBeUndefined();

    const report = await openMockState(dir);
    expect(report.orphans).toBe(2);
    expect(getMedia('upload/t-1')).toEqual({ mime: 'image/jpeg', bytes: Buffer.from(photo) });
    expect(getMedia(`result/${done.resId}.png`)).toEqual({ mime: 'image/png', bytes: Buffer.from([9, 8, 7]) });
    expect(getMedia('upload/t-gone')).toBeUndefined();
    expect(getMedia('result/r-gone.gif')).toBeUndefined();
  });

  it('never name anything outside the folder', async () => {
    await openMockState(dir);
    for (const key of ['../x', 'upload/../../x', '/etc/passwd', 'upload//x', 'upload/x.type', 'a\\b', '']) {
      expect(isMediaKey(key)).toBe(false);
      await expect(putMedia(key, { mime: 'text/plain', bytes: Uint8Array.of(1) })).rejects.toThrow('not a media key');
      expect(getMedia(key)).toBeUndefined();
    }
    expect(isMediaKey('result/r-1.png')).toBe(true);
  });

  it('are written off the thread: in place when the store resolves, a copy of the bytes as they were then', async () => {
    await openMockState(dir);
    const bytes = Uint8Array.of(1, 2, 3);
    const stored = putMedia('upload/t-async', { mime: 'image/png', bytes });
    // The caller's buffer is its own again at once.
    bytes.fill(0);
    await stored;
    expect(readFileSync(join(dir, 'media', 'upload', 't-async'))).toEqual(Buffer.from([1, 2, 3]));
    expect(readFileSync(join(dir, 'media', 'upload', 't-async.type'), 'utf8')).toBe('image/png');
    expect(getMedia('upload/t-async')).toEqual({ mime: 'image/png', bytes: Buffer.from([1, 2, 3]) });
  });

  it('a store that cannot be put in place rejects and leaves nothing of it behind, not even a temporary', async () => {
    await openMockState(dir);
    // A folder where the file should go: the bytes are written, the rename over it fails.
    const uploads = join(dir, 'media', 'upload');
    mkdirSync(join(uploads, 't-blocked', 'inside'), { recursive: true });
    await expect(putMedia('upload/t-blocked', { mime: 'image/png', bytes: Uint8Array.of(1) })).rejects.toThrow();
    // Only what was in the way: no temporary, and not the type written before the bytes failed.
    expect(readdirSync(uploads)).toEqual(['t-blocked']);
  });
});

describe('npm run reset', () => {
  async function filledFolder() {
    await openMockState(dir);
    const account = accountForOpenid('wx-reset');
    await putMedia('upload/t-r', { mime: 'image/png', bytes: Uint8Array.of(1) });
    result(account, 'done', 4, 'upload/t-r');
    closeMockState();
  }
  async function expectFresh() {
    expect(existsSync(join(dir, 'media'))).toBe(false);
    await openMockState(dir);
    expect([...mockState().accounts.keys()]).toEqual([DEMO_ACCOUNT_ID]);
    expect(mockState().resources.size).toBe(0);
    expect(mockState().goods).toHaveLength(5);
  }

  it('refuses while a server uses the folder, then starts it over', async () => {
    await filledFolder();
    // A live process other than this one holds the folder (our parent stands in for a server).
    writeFileSync(dataPaths(dir).owner, String(process.ppid));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await resetDataFolder(dir)).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`pid ${process.ppid}`));
    expect(existsSync(join(dir, 'media', 'upload', 't-r'))).toBe(true);

    rmSync(dataPaths(dir).owner);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await resetDataFolder(dir)).toBe(0);
    await expectFresh();
  });

  it('is the script behind `npm run reset`, with MOCK_DATA_DIR', async () => {
    await filledFolder();
    const script = spawnSync(join('node_modules', '.bin', 'tsx'), ['mocks/server/reset.ts'], {
      env: { ...process.env, MOCK_DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(script.stdout).toContain(`${dir}: started over`);
    expect(script.status).toBe(0);
    await expectFresh();
  }, 60_000);
});
