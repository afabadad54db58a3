// The database in use, opened once: the data folder's for the servers people use
// (server/dataFolder.ts), a new one in memory for a test file that did not choose (its first
// query opens it). Every handler reaches the records through `db`.
import { randomBytes } from 'node:crypto';
import { connectDatabase, type Database, type Sql } from './database';
import { embeddedFromDump, type Dump } from './dump';
import { migrate } from './migrate';
import { seedWorld } from './seed';

let opening: Promise<Database> | undefined;

/**
 * A new database for a test file, migrated and seeded: in memory, or with
 * MOCK_TEST_DATABASE_URL (npm run test:pg) a schema of its own on that Postgres server.
 */
export async function memoryDatabase(): Promise<Database> {
  const url = process.env.MOCK_TEST_DATABASE_URL?.trim();
  if (!url) {
    const kept = keptDump();
    if (kept) return embeddedFromDump(kept);
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const fresh = await connectDatabase(url ? { url, schema } : {});
  await migrate(fresh);
  await fresh.transaction(seedWorld);
  if (!url) {
    keepDump(await fresh.dump());
    return fresh;
  }
  // The test file's schema goes with it.
  return {
    ...fresh,
    close: async () => {
      await fresh.exec(`DROP SCHEMA ${schema} CASCADE`);
      await fresh.close();
    },
  };
}

/**
 * The first in-memory database a test process makes, migrated and seeded, kept as a dump of its
 * folder: the next files of that process start from it, which takes a quarter of the time (a new
 * PGlite runs initdb in wasm: 4–5 s alone, 40 s on a loaded machine; a dump loads in 1–10).
 * Kept on the global object, which the test files sharing a worker share (their modules are
 * fresh for each file).
 */
const DUMP_KEY = Symbol.for('miao.mock.memoryDatabaseDump');

function keptDump(): Dump | undefined {
  const kept: unknown = Reflect.get(globalThis, DUMP_KEY);
  return kept instanceof Blob ? kept : undefined;
}

function keepDump(dump: Dump | undefined): void {
  if (dump) Reflect.set(globalThis, DUMP_KEY, dump);
}

function current(): Promise<Database> {
  opening ??= memoryDatabase();
  return opening;
}

/** Puts `next` in use (server/dataFolder.ts); the one before is closed. */
export async function useDatabase(next: Database): Promise<void> {
  const before = opening;
  opening = Promise.resolve(next);
  if (before) await (await before).close();
}

/** Lets go of the database in use (closed); the next query opens a new one in memory. */
export async function releaseDatabase(): Promise<void> {
  const before = opening;
  opening = undefined;
  if (before) await (await before).close();
}

/** The database in use, opened on first use. */
export const db: Database = {
  get where() {
    return 'current';
  },
  query: async (text, params) => (await current()).query(text, params),
  exec: async (text) => (await current()).exec(text),
  transaction: async (work) => (await current()).transaction(work),
  close: releaseDatabase,
  dump: async () => (await current()).dump(),
};

export type { Sql };
