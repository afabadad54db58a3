// Where the stand-in keeps its state between restarts: MOCK_DATA_DIR, or `.mock-data/` at the
// project root (git-ignored). Only the entry points that serve people open it (the dev and
// preview servers through mount.ts, `tsx mocks/server/http.ts`, `npm run reset`); tests keep
// their database in memory unless they open a folder of their own (dataFolder.ts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The data folder: MOCK_DATA_DIR (relative to the working directory) or <project root>/.mock-data. */
export function mockDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.MOCK_DATA_DIR?.trim();
  return chosen ? resolve(chosen) : join(PROJECT_ROOT, '.mock-data');
}

/** A Postgres server to keep the records in instead of the folder's own database (MOCK_DATABASE_URL). */
export function mockDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.MOCK_DATABASE_URL?.trim() || undefined;
}

export interface DataPaths {
  /** The embedded Postgres (PGlite) of every record. */
  database: string;
  /** The records of a stand-in from before the database (sql.js), set aside, never read. */
  legacy: string;
  /** Uploaded photos and results, one file per media key. */
  media: string;
  /** The pid of the server using the folder: a second server, or `npm run reset`, refuses while it runs. */
  owner: string;
}

export function dataPaths(dir: string): DataPaths {
  return {
    database: join(dir, 'pglite'),
    legacy: join(dir, 'mock.sqlite'),
    media: join(dir, 'media'),
    owner: join(dir, 'server.pid'),
  };
}
