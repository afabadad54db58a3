// Which file an object URL was made for: a `blob:` URL names none, but the kit's fake media
// (imageDecoding.ts, videoDecoding.ts) decode a picked file by its name. The spy calls the
// real URL.createObjectURL through and is put back after the test (`restoreMocks`).
import { vi } from 'vitest';

// The real one, taken before any test spies on it.
const createObjectUrl = URL.createObjectURL.bind(URL);
const fileNames = new Map<string, string>();

function createAndRemember(object: Blob | MediaSource): string {
  const url = createObjectUrl(object);
  if (object instanceof File) fileNames.set(url, object.name);
  return url;
}

/** From now until the test ends, object URLs made for a File are remembered: returns the lookup. */
export function watchObjectUrls(): (url: string) => string | undefined {
  // A second kit in the same test spies again: the same spy, the same implementation.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(createAndRemember);
  return (url) => fileNames.get(url);
}
