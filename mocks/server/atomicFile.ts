// A file is replaced whole or not at all: the bytes go to a temporary file next to it and the
// temporary file is renamed over the old one (atomic on one file system). A crash of the
// process mid-write leaves the old file and a stray temporary, never half a file.
// No fsync: it cost 30–50 ms a save on this machine's disk, with every request waiting behind
// it; a power cut may lose the last saves (an unreadable file is set aside at the next start).
// writeFileAtomicAsync does the same off the main thread (libuv's pool): for megabytes of
// media, which writeFileSync would write while every request waits.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The mark of the temporary files, so a listing can leave strays out. */
export const TEMP_MARK = '.tmp-';

function tempFor(path: string): string {
  return `${path}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`;
}

export function writeFileAtomic(path: string, bytes: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempFor(path);
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** writeFileAtomic without holding the thread: resolves once the file is in place. */
export async function writeFileAtomicAsync(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = tempFor(path);
  try {
    await writeFile(temp, bytes);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
