// Where the stand-in keeps its state between restarts: MOCK_DATA_DIR, or `.mock-data/` at the
// project root (git-ignored). Only the entry points that serve people turn persistence on (the
// dev and preview servers through mount.ts, `tsx mocks/server/http.ts`, `npm run reset`);
// tests keep everything in memory unless they open a folder of their own (persistence.ts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The data folder: MOCK_DATA_DIR (relative to the working directory) or <project root>/.mock-data. */
export function mockDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.MOCK_DATA_DIR?.trim();
  return chosen ? resolve(chosen) : join(PROJECT_ROOT, '.mock-data');
}

export interface DataPaths {
  /** The SQLite file of every record (sql.js, saved whole: temp file, then rename). */
  db: string;
  /** Uploaded photos and results, one file per media key. */
  media: string;
  /** The pid of the server using the folder, so `npm run reset` can refuse while it runs. */
  owner: string;
}

export function dataPaths(dir: string): DataPaths {
  return { db: join(dir, 'mock.sqlite'), media: join(dir, 'media'), owner: join(dir, 'server.pid') };
}
