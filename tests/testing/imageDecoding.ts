// jsdom never decodes images: an <img>'s load never fires, so the page could not read a
// photo's size. `decodeImagesAs` puts a stand-in `Image` on the global (restored after each
// test, `unstubGlobals` in vitest.config.ts) that "decodes" any source to the size given,
// or a picked file to a size of its own. The page's own code (readImageSize, shrinkPhoto)
// runs unchanged on it, and no module is mocked, so a file using it can share a worker with
// others. Drawing a decoded picture needs a canvas too: `drawCanvasesAs` (./canvas.ts).
import { vi } from 'vitest';
import { watchObjectUrls } from './objectUrls';

export interface DecodedSize {
  width: number;
  height: number;
}

/**
 * How a source decodes: to a size; `'broken'` (the image's error fires, a corrupt file); or
 * a promise of a size (it decodes when the test resolves it: a slow read).
 */
export type Decoding = DecodedSize | 'broken' | Promise<DecodedSize>;

export interface DecodedImages {
  /** What was decoded, in order: a picked file's name, else the source URL (a data: URL). */
  readonly sources: string[];
}

/**
 * From now until the test ends, every `new Image()` loads its source as a picture of `size`,
 * or, when the source is the object URL of a file named in `byName`, as given there.
 */
export function decodeImagesAs(size: Decoding, byName: Readonly<Record<string, Decoding>> = {}): DecodedImages {
  const sources: string[] = [];
  const fileOf = watchObjectUrls();

  class DecodedImage {
    naturalWidth = 0;
    naturalHeight = 0;
    width = 0;
    height = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    #src = '';

    get src(): string {
      return this.#src;
    }

    set src(value: string) {
      this.#src = value;
      const file = fileOf(value);
      sources.push(file ?? value);
      const decoding = (file !== undefined ? byName[file] : undefined) ?? size;
      // A browser loads asynchronously, after the handlers are set.
      setTimeout(() => {
        if (decoding === 'broken') this.onerror?.();
        else void Promise.resolve(decoding).then((decoded) => this.#decoded(decoded));
      }, 0);
    }

    #decoded(decoded: DecodedSize): void {
      this.naturalWidth = this.width = decoded.width;
      this.naturalHeight = this.height = decoded.height;
      this.onload?.();
    }
  }
  vi.stubGlobal('Image', DecodedImage);
  return { sources };
}
