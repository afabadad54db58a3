// The app's named lazy chunks under test. vitest.config.ts makes each of the app's lazy
// imports (`import(/* webpackChunkName: "name" */ …)`) go through `globalThis.miaoChunk`,
// which tests/setup.ts sets to `loadChunk` below for every file:
// - `failChunk` makes a chunk fail to load until the test ends (offline, a release that
//   removed it); no module is mocked, so the file can share a worker;
// - `chunksLoading` says which chunks are on their way, so a test's wait can let them land
//   inside React's `act` (tests/setup.ts says why).
import { onTestFinished } from 'vitest';

/** What the bundler's runtime rejects with when a chunk's script fails to load. */
export function chunkLoadError(name: string): Error {
  const request = `/static/js/async/${name}.js`;
  return Object.assign(new Error(`Loading chunk ${name} failed.\n(error: ${request})`), {
    name: 'ChunkLoadError',
    type: 'error',
    request,
  });
}

let failing: readonly string[] = [];

/** From now until the test ends, loading any of the chunks named fails; the others load. */
export function failChunk(...names: string[]): void {
  failing = names;
  onTestFinished(() => {
    failing = [];
  });
}

const loading = new Set<Promise<unknown>>();

/** One lazy import of the app's: failed when `failChunk` names it, and known while it loads. */
export function loadChunk<T>(name: string, load: () => Promise<T>): Promise<T> {
  const chunk = failing.includes(name) ? Promise.reject(chunkLoadError(name)) : load();
  loading.add(chunk);
  const landed = () => void loading.delete(chunk);
  chunk.then(landed, landed);
  return chunk;
}

/** The chunks that are loading now (settled ones have left). */
export function chunksLoading(): Promise<unknown>[] {
  return [...loading];
}
