// The QA recorder's IndexedDB store for the large data of a kept recording (keptData.ts): a
// photo of megabytes, which the tab's sessionStorage cannot hold. One database, one object
// store, keys `<recording's start>/<data id>`; a recording's entries are dropped when it is
// saved or discarded, and entries left by a tab closed mid-recording are dropped a day later.
import type { DataStore } from './keptData';

const DB_NAME = 'miao-qa-recorder';
const STORE = 'data';
const DAY_MS = 86_400_000;

interface Entry {
  data: string;
  at: number;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'data') === 'string';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The store, or null where the browser has no IndexedDB (the data is then inlined, and a large recording said too large). */
export function indexedDbStore(factory: IDBFactory | undefined = globalThis.indexedDB): DataStore | null {
  if (!factory) return null;
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return opened;
  };
  /** Every key whose entry is of `scope`, or older than a day (a tab closed while recording). */
  const dropWhere = async (drop: (key: string, entry: unknown) => boolean) => {
    const transaction = (await db()).transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    const request = store.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      if (typeof cursor.key === 'string' && drop(cursor.key, cursor.value)) cursor.delete();
      cursor.continue();
    };
    await finished(transaction);
  };
  return {
    async put(key, data) {
      const transaction = (await db()).transaction(STORE, 'readwrite');
      const entry: Entry = { data, at: Date.now() };
      transaction.objectStore(STORE).put(entry, key);
      await finished(transaction);
    },
    async get(key) {
      const value: unknown = await done((await db()).transaction(STORE).objectStore(STORE).get(key));
      return isEntry(value) ? value.data : undefined;
    },
    drop(scope) {
      const old = Date.now() - DAY_MS;
      return dropWhere((key, entry) => key.startsWith(`${scope}/`) || (isEntry(entry) && entry.at < old));
    },
  };
}
