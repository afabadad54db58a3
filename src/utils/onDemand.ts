// Code loaded on first use (a chunk of its own, out of the first screen): loaded once, shared
// by every caller while it loads; a load that fails is tried again at the next use instead of
// replaying the failure for ever. The API client, the tab channel and the pay-in-place record
// all load this way.
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
