// What rspack reports when a lazy page's code cannot be fetched:
// JS: an Error named 'ChunkLoadError' with `type` 'timeout' | 'missing' | 'error'
//     (timeout after output.chunkLoadTimeout, rspack's default 120000 ms);
// CSS: an Error with `code` 'CSS_CHUNK_LOAD_FAILED'.
export type ChunkFailure = 'timeout' | 'missing' | 'error' | 'css';

export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** The kind of chunk failure, or null when the error is something else. */
export function chunkFailure(error: unknown): ChunkFailure | null {
  if (!(error instanceof Error)) return null;
  const { code, type } = error as Error & { code?: unknown; type?: unknown };
  if (code === CSS_CHUNK_LOAD_FAILED) return 'css';
  const isChunk = error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/i.test(error.message);
  if (!isChunk) return null;
  if (type === 'timeout' || type === 'missing') return type;
  return 'error';
}
