// Large data in a kept recording (the QA recorder, development only): a photo is a data URL
// of megabytes, met in the action that starts a run, in POST /task's body and in the run's
// state, each several times; inlined, a two-step recording with a phone photo outgrows what
// the tab's sessionStorage can hold and is lost on a reload. So what is kept holds a short
// reference in its place, and the bytes go to IndexedDB (dataStore.ts) when first seen; they
// are read back only when the file is written (the live recorder's finishWhole), so async is
// fine there.
import type { Recording } from './recording';

/** A data URL this long or longer is kept by reference (a small icon stays inline). */
export const LARGE_DATA_CHARS = 16_384;
/** What stands for the data in the kept JSON: NUL-marked, so no recorded text can look like it. */
export const DATA_REF = '\u0000qa-data:';

/** Where the bytes go: one entry per recording (its `scope`) and value. */
export interface DataStore {
  put(key: string, data: string): Promise<void>;
  get(key: string): Promise<string | undefined>;
  /** Removes every entry of the scope. */
  drop(scope: string): Promise<void>;
}

export interface KeptData {
  /**
   * The JSON.stringify replacer for the kept recording of `scope`: a large data URL becomes its
   * reference. `onFailed`: its write was refused (quota, a closed database); it is inlined from
   * then on, so the next keep finds the recording too large and the panel says so.
   */
  replacer(scope: string, onFailed: () => void): (key: string, value: unknown) => unknown;
  /** Reads back the data the recording refers to; resolves with the ids that could not be (none: whole() has them all). */
  load(scope: string, recording: Recording): Promise<string[]>;
  /** The recording with every reference load() read back replaced by its data. */
  whole(recording: Recording): Recording;
  drop(scope: string): Promise<void>;
}

const isLargeData = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= LARGE_DATA_CHARS && value.startsWith('data:');

/** A 53-bit hash of the text (cyrb53), with its length: the same photo gets the same reference. */
export function dataId(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

export function createKeptData(store: DataStore): KeptData {
  /** Each value met, by its text, with its id; and the ids whose write failed. */
  const ids = new Map<string, string>();
  const byId = new Map<string, string>();
  const failed = new Set<string>();
  const written = new Set<string>();
  const key = (scope: string, id: string) => `${scope}/${id}`;

  const refer = (scope: string, value: string, onFailed: () => void): string => {
    let id = ids.get(value);
    if (id === undefined) {
      id = dataId(value);
      ids.set(value, id);
      byId.set(id, value);
    }
    if (failed.has(id)) return value;
    const place = key(scope, id);
    if (!written.has(place)) {
      written.add(place);
      const failedId = id;
      store.put(place, value).catch((error: unknown) => {
        console.error('[recorder] the data could not be kept in IndexedDB', error);
        failed.add(failedId);
        onFailed();
      });
    }
    return `${DATA_REF}${id}`;
  };

  /** The references in a value (the kept recording a reload resumed holds them). */
  const refsIn = (value: unknown, into: Set<string>): Set<string> => {
    if (typeof value === 'string' && value.startsWith(DATA_REF)) into.add(value.slice(DATA_REF.length));
    else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) refsIn(item, into);
    return into;
  };
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith(DATA_REF) ? (byId.get(value.slice(DATA_REF.length)) ?? value) : value;
    if (Array.isArray(value)) return value.map(swap);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, swap(item)]));
    }
    return value;
  };

  return {
    replacer: (scope, onFailed) => (_key, value) => (isLargeData(value) ? refer(scope, value, onFailed) : value),
    async load(scope, recording) {
      const missing: string[] = [];
      for (const id of refsIn(recording, new Set())) {
        if (byId.has(id)) continue;
        const found = await store.get(key(scope, id));
        if (found === undefined) missing.push(id);
        else byId.set(id, found);
      }
      return missing;
    },
    // The same shape with strings swapped for strings.
    whole: (recording) => swap(recording) as Recording,
    drop: (scope) => store.drop(scope),
  };
}
