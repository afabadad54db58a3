// Opens the stand-in's data folder (dataDir.ts) for the servers people use: the records in its
// embedded Postgres (or on MOCK_DATABASE_URL's server), the media as files beside it. On
// opening, the schema is brought up to date (mocks/db/migrate.ts), a new database is seeded,
// results left pending by the last run (nothing is making them any more) fail and are
// refunded, once, and media no record refers to are removed. Nothing is kept in memory to
// save: each request's changes were committed before it was answered, so a crash (SIGKILL)
// loses nothing that was acknowledged.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { connectDatabase, type Database } from '../db/database';
import { releaseDatabase, useDatabase } from '../db/current';
import { migrate } from '../db/migrate';
import { allResources } from '../db/resources';
import { seedWorld } from '../db/seed';
import { dataPaths, mockDatabaseUrl, mockDataDir } from './dataDir';
import { failInterrupted } from './ledger';
import { deleteMedia, listMediaKeys, useMediaDir } from './mediaStore';
import { endWorld } from './state';

export interface OpenReport {
  /** The folder in use; null: it could not be used, and the records are in a database in memory. */
  dir: string | null;
  /** Where the records are: the folder's database, or the server's URL (no password). */
  database: string;
  /** No records were there: the seeded world began. */
  fresh: boolean;
  /** Why the folder is not in use, or what was set aside. */
  note?: string;
  /** Results left pending by the last run of the server, now failed and refunded. */
  interrupted: number;
  /** Media files no record refers to, removed. */
  orphans: number;
}

declare global {
  /**
   * Lets go of the folder opened by another copy of this module in the same process: the dev
   * server reloads its config (and these modules) when a file it imports changes, and the old
   * copy's database must be closed before the new copy opens the same files.
   */
  var miaoCloseMockFolder: (() => Promise<void>) | undefined;
}

let folder: { dir: string; owner: string; report: OpenReport } | null = null;

const log = (message: string) => console.log(`[mocks] ${message}`);

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

/** Uploads of no run and results of no resource (left by a crash, or a resource deleted). */
async function removeOrphanMedia(database: Database): Promise<number> {
  const resources = await allResources(database);
  const sources = new Set(resources.map((rec) => rec.sourceKey));
  const ids = new Set(resources.map((rec) => rec.resId));
  let removed = 0;
  for (const key of listMediaKeys()) {
    const resId = /^result\/([^/.]+)/.exec(key)?.[1];
    const orphan = key.startsWith('upload/') ? !sources.has(key) : resId !== undefined && !ids.has(resId);
    if (!orphan) continue;
    deleteMedia(key);
    removed += 1;
  }
  return removed;
}

/** Migrates; seeds a database that had no schema yet. Answers whether it was new. */
async function prepare(database: Database): Promise<boolean> {
  const ran = await migrate(database);
  const fresh = ran.includes('0001_state.sql');
  if (fresh) await database.transaction(seedWorld);
  return fresh;
}

/**
 * Uses `dir` as the data folder (and `url`'s server for the records when given). Never
 * rejects: a folder that cannot be used leaves the records in a database in memory, with a note.
 */
export async function openMockState(dir: string, url = mockDatabaseUrl()): Promise<OpenReport> {
  const target = resolve(dir);
  if (folder?.dir === target) return folder.report;
  await closeMockState();
  await globalThis.miaoCloseMockFolder?.();
  const paths = dataPaths(target);
  let database: Database;
  let fresh: boolean;
  let note: string | undefined;
  try {
    mkdirSync(target, { recursive: true });
    const owner = folderOwner(target);
    // Two embedded databases on one folder would break it.
    if (owner !== undefined) throw new Error(`another stand-in (pid ${owner}) uses it: stop it first`);
    writeFileSync(paths.owner, String(process.pid));
    if (existsSync(paths.legacy)) {
      const aside = `${paths.legacy}.before-postgres`;
      renameSync(paths.legacy, aside);
      note = `the records of the stand-in before its database (${paths.legacy}) are not carried over: kept as ${aside}`;
      log(note);
    }
    database = await connectDatabase(url ? { url } : { dir: paths.database });
    fresh = await prepare(database);
  } catch (error) {
    const message = `cannot keep the state in ${target} (${error instanceof Error ? error.message : String(error)}): it is kept in memory only`;
    log(message);
    if (
      folderOwner(target) === undefined &&
      existsSync(paths.owner) &&
      readFileSync(paths.owner, 'utf8') === String(process.pid)
    ) {
      rmSync(paths.owner, { force: true });
    }
    return { dir: null, database: 'memory', fresh: true, note: message, interrupted: 0, orphans: 0 };
  }
  endWorld();
  await useDatabase(database);
  useMediaDir(paths.media);
  const report: OpenReport = { dir: target, database: database.where, fresh, note, interrupted: 0, orphans: 0 };
  folder = { dir: target, owner: paths.owner, report };
  globalThis.miaoCloseMockFolder = closeMockState;
  report.interrupted = (await database.transaction(failInterrupted)).length;
  if (report.interrupted > 0)
    log(`${report.interrupted} result(s) were still being made when the server stopped: failed and refunded`);
  report.orphans = await removeOrphanMedia(database);
  return report;
}

/** Lets go of the folder (its database closed); the next query opens a new database in memory (tests). */
export async function closeMockState(): Promise<void> {
  const open = folder;
  if (!open) return;
  folder = null;
  if (globalThis.miaoCloseMockFolder === closeMockState) globalThis.miaoCloseMockFolder = undefined;
  endWorld();
  await releaseDatabase();
  if (folderOwner(open.dir) === undefined) rmSync(open.owner, { force: true });
  useMediaDir(null);
}

/** The folder in use, or null when the records are in memory only. */
export function mockDataFolder(): string | null {
  return folder?.dir ?? null;
}

/** How the servers people use start (mount.ts, http.ts): the data folder of dataDir.ts, named on the console. */
export async function keepMockStateOnDisk(): Promise<OpenReport> {
  const report = await openMockState(mockDataDir());
  if (report.dir)
    console.log(
      `[mocks] state kept in ${report.database === 'memory' ? report.dir : report.database} (npm run reset or POST /mock/reset starts over)`,
    );
  return report;
}
