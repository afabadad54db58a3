// `npm run reset`: the stand-in's data folder (MOCK_DATA_DIR, or .mock-data/) starts over: its
// database and media are removed and the seeded world (the demo account, the goods) is written
// (on MOCK_DATABASE_URL's server, its tables start over).
// A server using the folder would write its own state back, so this refuses while one runs
// (POST /mock/reset resets a running one).
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dataPaths, mockDataDir } from './dataDir';
import { resetMockState } from './state';
import { closeMockState, folderOwner, openMockState } from './dataFolder';

/** Starts `dir` over; answers the exit code (1: a server holds it, or it cannot be written). */
export async function resetDataFolder(dir: string): Promise<number> {
  const owner = folderOwner(dir);
  if (owner !== undefined) {
    console.error(`a stand-in (pid ${owner}) is using ${dir}: stop it first, or send it POST /mock/reset`);
    return 1;
  }
  const paths = dataPaths(dir);
  rmSync(paths.database, { recursive: true, force: true });
  rmSync(paths.media, { recursive: true, force: true });
  // On a Postgres server (MOCK_DATABASE_URL) the records are not in the folder: they start over in it.
  const report = await openMockState(dir);
  if (report.dir && !report.fresh) await resetMockState();
  await closeMockState();
  if (!report.dir) return 1;
  console.log(`${dir}: started over with the demo account and the goods`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await resetDataFolder(mockDataDir());
}
