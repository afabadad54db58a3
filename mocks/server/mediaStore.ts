// The stand-in's own media, kept under a key: uploaded photos ('upload/<taskId>') and the
// engine's results ('result/<resId>.<ext>'), served signed by GET /mock/media/<key>.
// In memory until persistence.ts points it at the data folder (useMediaDir): then each key is
// a file `<dir>/<key>` with its type beside it in `<dir>/<key>.type`, written atomically, so
// the media survive a restart as the records do. Keys are checked: nothing outside the folder
// can be named.
// putMedia writes off the main thread (an upload is megabytes: written synchronously it held
// every request for tens of ms) and resolves once the item is on disk: a caller makes a record
// refer to it only then (tasks.ts, making.ts), so a saved record never names missing media.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMP_MARK, writeFileAtomicAsync } from './atomicFile';

export interface StoredMedia {
  mime: string;
  bytes: Uint8Array;
}

/** What getMedia answers: the bytes as a Buffer, ready to be sent. */
export interface FoundMedia extends StoredMedia {
  bytes: Buffer;
}

const TYPE_SUFFIX = '.type';
/** Where the engine's results are kept: 'result/<resId>.<ext>'. */
const RESULTS = 'result/';
/** Path segments of letters, digits, '-', '_' and '.', never '.' or '..' alone. */
const KEY = /^(?!\.{1,2}(?:\/|$))[\w.-]+(?:\/(?!\.{1,2}(?:\/|$))[\w.-]+)*$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.endsWith(TYPE_SUFFIX) && !key.includes(TEMP_MARK);
}

const memory = new Map<string, FoundMedia>();
let folder: string | null = null;

/** Keep media as files under `dir` (null: in memory, the default); what was in memory is forgotten. */
export function useMediaDir(dir: string | null): void {
  memory.clear();
  folder = dir;
}

function fileOf(dir: string, key: string): string {
  return join(dir, ...key.split('/'));
}

/**
 * Stores `item` under `key`; resolves once it is kept (in memory at once, in the data folder
 * when both files are in place), rejects when it cannot be written, leaving neither file.
 */
export async function putMedia(key: string, item: StoredMedia): Promise<void> {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
  // A copy: the caller may reuse its buffer, even while the write is under way.
  const bytes = Buffer.from(item.bytes);
  if (folder === null) {
    memory.set(key, { mime: item.mime, bytes });
    return;
  }
  const file = fileOf(folder, key);
  // The type first: the bytes file appearing is what makes the item exist.
  await writeFileAtomicAsync(file + TYPE_SUFFIX, Buffer.from(item.mime, 'utf8'));
  try {
    await writeFileAtomicAsync(file, bytes);
  } catch (error) {
    await rm(file + TYPE_SUFFIX, { force: true });
    throw error;
  }
}

export function getMedia(key: string): FoundMedia | undefined {
  if (!isMediaKey(key)) return undefined;
  if (folder === null) return memory.get(key);
  const file = fileOf(folder, key);
  if (!existsSync(file)) return undefined;
  const mime = existsSync(file + TYPE_SUFFIX) ? readFileSync(file + TYPE_SUFFIX, 'utf8') : 'application/octet-stream';
  return { mime, bytes: readFileSync(file) };
}

export function deleteMedia(key: string): void {
  if (!isMediaKey(key)) return;
  if (folder === null) {
    memory.delete(key);
    return;
  }
  const file = fileOf(folder, key);
  rmSync(file, { force: true });
  rmSync(file + TYPE_SUFFIX, { force: true });
}

/**
 * Removes every file of these results: 'result/<resId>.<ext>', its type, and a temporary a
 * crash left mid-write (the results were deleted or revoked).
 */
export function deleteResultMedia(resIds: Iterable<string>): void {
  const gone = new Set(resIds);
  const ofGone = (name: string) => {
    const dot = name.indexOf('.');
    return dot > 0 && gone.has(name.slice(0, dot));
  };
  if (folder === null) {
    for (const key of memory.keys()) if (key.startsWith(RESULTS) && ofGone(key.slice(RESULTS.length))) memory.delete(key);
    return;
  }
  const dir = join(folder, RESULTS);
  if (gone.size === 0 || !existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (ofGone(name)) rmSync(join(dir, name), { force: true });
}

/** Every stored key (for the clean-up at start-up). */
export function listMediaKeys(): string[] {
  if (folder === null) return [...memory.keys()];
  const keys: string[] = [];
  const walk = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const key = prefix + entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${key}/`);
      else if (entry.isFile() && isMediaKey(key)) keys.push(key);
    }
  };
  walk(folder, '');
  return keys;
}

/** Forget everything (tests, /mock/reset, `npm run reset`): the folder is emptied too. */
export function clearMedia(): void {
  memory.clear();
  if (folder !== null) rmSync(folder, { recursive: true, force: true });
}
