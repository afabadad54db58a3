// A lazy chunk that cannot be loaded (offline, a release that removed it). vitest.config.ts
// makes each of the app's named lazy imports (`import(/* webpackChunkName: "name" */ …)`)
// ask `globalThis.miaoChunkFailure` first; `failChunk` puts one there for the test (restored
// after it, `unstubGlobals`), so no module is mocked and the file can share a worker.
import { vi } from 'vitest';

/** What the bundler's runtime rejects with when a chunk's script fails to load. */
export function chunkLoadError(name: string): Error {
  const request = `/static/js/async/${name}.js`;
  return Object.assign(new Error(`Loading chunk ${name} failed.\n(error: ${request})`), {
    name: 'ChunkLoadError',
    type: 'error',
    request,
  });
}

/** From now until the test ends, loading any of the chunks named fails; the others load. */
export function failChunk(...names: string[]): void {
  const fails = (name: string): Promise<never> | undefined =>
    names.includes(name) ? Promise.reject(chunkLoadError(name)) : undefined;
  vi.stubGlobal('miaoChunkFailure', fails);
}
