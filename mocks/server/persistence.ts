// Keeps the stand-in's state across restarts: records in SQLite (db.ts), media as files
// (mediaStore.ts), both under one data folder (dataDir.ts). Without an open folder (tests)
// nothing here runs and the state lives in memory only.
//
// Design: the Maps of state.ts stay the working set, and the handlers keep changing records in
// place (account.points -= cost) in many files. Writing each change through to SQLite would
// need a save call after every such line, or a proxy around every record. Instead, whenever
// the state is handed out (mockState()) a save is scheduled: it serialises every record,
// compares each with what was saved last, and writes the changed and removed ones in one
// transaction, then the whole file atomically (temp file + rename). A save runs between two
// turns of the event loop, so it is a state between two handlers: a run's charge and the
// results it paid for are on disk together or not at all, and the ledger on disk is as exact
// as the one in memory.
//
// How often: at most one save every SAVE_EVERY_MS. The page polls the resource list several
// times a second while runs are made and the engine reports progress as often; a save per
// touched turn cost a comparison of every record each time and, with a change, an export and
// a rename of the whole file (ms each, on the one thread that answers requests). Changes of
// the turns in between are written together by the next save. Two things do not wait:
// a request that may change the state (every method but GET) has its changes on disk before
// it is answered (flushMockState() from router.ts), and closing the folder, the process
// exiting or being stopped (SIGINT, SIGTERM) writes what is left. What a crash can lose is
// then what happened outside requests in its last SAVE_EVERY_MS: a result that finished (it is
// still pending on disk, so the restart refunds it) or a GET's side effect (a login code).
// A safety save every few seconds catches a change made in a later turn than its lookup.
//
// On opening, results still pending from before (nothing is making them any more) fail and
// are refunded, once; media no record refers to any more are removed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeFileAtomic } from './atomicFile';
import { dataPaths, mockDataDir, type DataPaths } from './dataDir';
import { MockDb, type TableChanges } from './db';
import { failInterrupted, openMissingBalances } from './ledger';
import { deleteMedia, listMediaKeys, useMediaDir } from './mediaStore';
import { emptyMockState, installMockState, mockState, seededMockState, watchMockState, type MockState } from './state';
import { STATE_TABLES } from './stateTables';

/** At most one save this often (the changes of the turns in between are written together). */
export const SAVE_EVERY_MS = 500;
/** How often the safety save looks for changes nobody announced (never more often than the saves). */
const SAFETY_SAVE_MS = 3000;
/** Stopping signals: the last changes are saved before the process goes. */
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

export interface OpenOptions {
  /** At most one save this often, in ms (SAVE_EVERY_MS); tests make it long to see each write. */
  saveEveryMs?: number;
}

export interface OpenReport {
  /** The folder, when it is in use; null: it could not be used and the state is in memory. */
  dir: string | null;
  /** No saved state was there (or it was unreadable): the seeded world began. */
  fresh: boolean;
  /** Why the saved state was not used, or why the folder is not in use. */
  note?: string;
  /** Results left pending by the last run of the server, now failed and refunded. */
  interrupted: number;
  /** Saved rows left out because they did not fit their record's shape. */
  rejected: string[];
  /** Media files no record refers to, removed. */
  orphans: number;
}

interface OpenFolder {
  dir: string;
  paths: DataPaths;
  db: MockDb;
  /** Per table: key → JSON as last written. */
  saved: Map<string, Map<string, string>>;
  savedSeq: number;
  saveEveryMs: number;
  /** When the last save ran (Date.now()): the next one waits until saveEveryMs after it. */
  lastSaveAt: number;
  /** The save the last touch scheduled, until it runs. */
  next: ReturnType<typeof setTimeout> | null;
  safety: ReturnType<typeof setInterval>;
  report: OpenReport;
  /** The last save failed with this message (logged once until a save works again). */
  failing: string | null;
}

declare global {
  /**
   * Lets go of the folder opened by another copy of this module in the same process: the dev
   * server reloads its config (and these modules) when a file it imports changes, and the old
   * copy, still holding the old world and its timers, must not save over the new one.
   */
  var miaoCloseMockFolder: (() => void) | undefined;
}

let folder: OpenFolder | null = null;
/** True while a save reads the state: its own mockState() calls schedule nothing. */
let saving = false;

function log(message: string): void {
  console.warn(`[mocks] ${message}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The pid of another live process using the folder (its server.pid), if any. */
export function folderOwner(dir: string): number | undefined {
  const file = dataPaths(resolve(dir)).owner;
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

function scheduleSave(): void {
  if (!folder || folder.next !== null || saving) return;
  const wait = Math.min(folder.saveEveryMs, Math.max(0, folder.lastSaveAt + folder.saveEveryMs - Date.now()));
  folder.next = setTimeout(flushMockState, wait);
  folder.next.unref();
}

/**
 * Writes what changed since the last save now: before answering a request that may have changed
 * the state (router.ts), on closing, in tests. Nothing when no folder is open or nothing changed.
 */
export function flushMockState(): void {
  if (folder) save(folder, false);
}

function save(open: OpenFolder, wipe: boolean): void {
  if (open.next !== null) clearTimeout(open.next);
  open.next = null;
  open.lastSaveAt = Date.now();
  saving = true;
  let state: MockState;
  try {
    state = mockState();
  } finally {
    saving = false;
  }
  const changes: TableChanges[] = [];
  const next = new Map<string, Map<string, string>>();
  for (const table of STATE_TABLES) {
    const now = table.snapshot(state);
    const before = wipe ? new Map<string, string>() : (open.saved.get(table.name) ?? new Map<string, string>());
    const upserts = [...now].filter(([id, body]) => before.get(id) !== body).map(([id, body]) => ({ id, body }));
    const deletes = [...before.keys()].filter((id) => !now.has(id));
    if (upserts.length > 0 || deletes.length > 0) changes.push({ table: table.name, upserts, deletes });
    next.set(table.name, now);
  }
  if (!wipe && changes.length === 0 && state.seq === open.savedSeq) return;
  try {
    open.db.apply(changes, { seq: String(state.seq) }, wipe);
    open.db.save();
  } catch (error) {
    // Kept in memory; the next save writes it again (the comparison is with the last good save).
    const message = error instanceof Error ? error.message : String(error);
    if (open.failing !== message) log(`could not save the state in ${open.paths.db}: ${message}`);
    open.failing = message;
    return;
  }
  if (open.failing !== null) log(`saved the state in ${open.paths.db} again`);
  open.failing = null;
  open.saved = next;
  open.savedSeq = state.seq;
}

function loadWorld(db: MockDb): { world: MockState; rejected: string[] } {
  const world = emptyMockState();
  const rejected: string[] = [];
  for (const table of STATE_TABLES) {
    for (const id of table.load(world, db.read(table.name))) rejected.push(`${table.name}/${id}`);
  }
  const seq = Number(db.readMeta('seq'));
  world.seq = Number.isSafeInteger(seq) && seq >= 0 ? seq : 0;
  return { world, rejected };
}

/** Uploads of no run and results of no resource (left by a crash, or a resource deleted). */
function removeOrphanMedia(state: MockState): number {
  const sources = new Set([...state.resources.values()].map((rec) => rec.sourceKey));
  let removed = 0;
  for (const key of listMediaKeys()) {
    const resId = /^result\/([^/.]+)/.exec(key)?.[1];
    const orphan = key.startsWith('upload/') ? !sources.has(key) : resId !== undefined && !state.resources.has(resId);
    if (!orphan) continue;
    deleteMedia(key);
    removed += 1;
  }
  return removed;
}

const saveOnExit = () => flushMockState();

/**
 * Saves, then lets the signal do what it would have done: when no one else listens, that is
 * ending the process (a listener alone would keep it running), so it is raised again without us.
 */
function saveOnSignal(signal: NodeJS.Signals): void {
  flushMockState();
  if (process.listenerCount(signal) > 1) return;
  for (const stop of STOP_SIGNALS) process.off(stop, saveOnSignal);
  process.kill(process.pid, signal);
}

/**
 * Uses `dir` as the data folder: loads the state saved there (or seeds a fresh one), fails and
 * refunds results a crash left pending, and saves every change from now on. Never rejects: a
 * folder that cannot be used leaves the state in memory, with a note on the console.
 */
export async function openMockState(dir: string, options: OpenOptions = {}): Promise<OpenReport> {
  const target = resolve(dir);
  if (folder?.dir === target) return folder.report;
  closeMockState();
  // Its last save happens now, before this copy reads the folder.
  globalThis.miaoCloseMockFolder?.();
  const paths = dataPaths(target);
  const saveEveryMs = options.saveEveryMs ?? SAVE_EVERY_MS;
  let db: MockDb;
  let note: string | undefined;
  try {
    mkdirSync(target, { recursive: true });
    const owner = folderOwner(target);
    if (owner !== undefined) log(`another stand-in (pid ${owner}) uses ${target} too: the last one to save wins`);
    writeFileAtomic(paths.owner, Buffer.from(String(process.pid)));
    ({ db, note } = await MockDb.open(
      paths.db,
      STATE_TABLES.map((t) => t.name),
    ));
  } catch (error) {
    const message = `cannot keep the state in ${target} (${error instanceof Error ? error.message : String(error)}): it is kept in memory only`;
    log(message);
    return { dir: null, fresh: true, note: message, interrupted: 0, rejected: [], orphans: 0 };
  }
  if (note) log(note);
  const stored = db.readMeta('seq') !== undefined;
  const { world, rejected } = stored ? loadWorld(db) : { world: seededMockState(), rejected: [] };
  if (rejected.length > 0) log(`left out saved records that do not fit: ${rejected.join(', ')}`);
  installMockState(world);
  useMediaDir(paths.media);
  const open: OpenFolder = {
    dir: target,
    paths,
    db,
    // A fresh database: everything is written at the first save.
    saved: new Map(STATE_TABLES.map((t) => [t.name, new Map(db.read(t.name).map((row) => [row.id, row.body]))])),
    savedSeq: stored ? world.seq : -1,
    saveEveryMs,
    lastSaveAt: Date.now(),
    next: null,
    safety: setInterval(flushMockState, Math.max(SAFETY_SAVE_MS, saveEveryMs)),
    report: { dir: target, fresh: !stored, note, interrupted: 0, rejected, orphans: 0 },
    failing: null,
  };
  open.safety.unref();
  folder = open;
  globalThis.miaoCloseMockFolder = closeMockState;
  watchMockState({ touched: scheduleSave, replaced: () => save(open, true) });
  process.on('exit', saveOnExit);
  for (const signal of STOP_SIGNALS) process.on(signal, saveOnSignal);
  // A world saved before the ledger existed: its balances get an opening line first.
  const opened = openMissingBalances();
  if (opened > 0) log(`${opened} account(s) saved before the points history: an opening balance was written for each`);
  open.report.interrupted = failInterrupted().length;
  if (open.report.interrupted > 0) {
    log(`${open.report.interrupted} result(s) were still being made when the server stopped: failed and refunded`);
  }
  open.report.orphans = removeOrphanMedia(world);
  save(open, false);
  return open.report;
}

/** Saves and lets go of the folder; the state goes back to a fresh one in memory (tests). */
export function closeMockState(): void {
  const open = folder;
  if (!open) return;
  save(open, false);
  folder = null;
  if (globalThis.miaoCloseMockFolder === closeMockState) globalThis.miaoCloseMockFolder = undefined;
  watchMockState(null);
  clearInterval(open.safety);
  process.off('exit', saveOnExit);
  for (const signal of STOP_SIGNALS) process.off(signal, saveOnSignal);
  open.db.close();
  if (folderOwner(open.dir) === undefined) rmSync(open.paths.owner, { force: true });
  useMediaDir(null);
  installMockState(seededMockState());
}

/** The folder in use, or null when the state is in memory only. */
export function mockDataFolder(): string | null {
  return folder?.dir ?? null;
}

/** How the servers people use start (mount.ts, http.ts): the data folder of dataDir.ts, named on the console. */
export async function keepMockStateOnDisk(): Promise<OpenReport> {
  const report = await openMockState(mockDataDir());
  if (report.dir) console.log(`[mocks] state kept in ${report.dir} (npm run reset or POST /mock/reset starts over)`);
  return report;
}
