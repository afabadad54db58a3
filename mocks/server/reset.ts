// `npm run reset`: the stand-in's data folder (MOCK_DATA_DIR, or .mock-data/) starts over: its
// database and media are removed and the seeded world (the demo account, the goods) is saved.
// A server using the folder would write its own state back, so this refuses while one runs
// (POST /mock/reset resets a running one).
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dataPaths, mockDataDir } from './dataDir';
import { closeMockState, folderOwner, openMockState } from './persistence';

/** Starts `dir` over; answers the exit code (1: a server holds it, or it cannot be written). */
export async function resetDataFolder(dir: string): Promise<number> {
  const owner = folderOwner(dir);
  if (owner !== undefined) {
    console.error(`a stand-in (pid ${owner}) is using ${dir}: stop it first, or send it POST /mock/reset`);
    return 1;
  }
  const paths = dataPaths(dir);
  rmSync(paths.db, { force: true });
  rmSync(paths.media, { recursive: true, force: true });
  const report = await openMockState(dir);
  closeMockState();
  if (!report.dir) return 1;
  console.log(`${dir}: started over with the demo account and the goods`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await resetDataFolder(mockDataDir());
}
