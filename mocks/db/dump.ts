// An embedded database started from another's dump (Database.dump: its folder as a tarball), in
// memory: what a test file's new database is made from once the first of its process has been
// migrated and seeded (current.ts).
import { PGlite } from '@electric-sql/pglite';
import { embedded, type Database } from './database';

export type Dump = Blob;

export async function embeddedFromDump(dump: Dump): Promise<Database> {
  const pglite = new PGlite({ loadDataDir: dump });
  await pglite.waitReady;
  return embedded(pglite, 'memory');
}
