// jsdom never decodes images: an <img>'s load never fires, so the page could not read a
// photo's size. `decodeImagesAs` puts a stand-in `Image` on the global (restored after each
// test, `unstubGlobals` in vitest.config.ts) that "decodes" any source to the size given.
// The page's own code (readImageSize, shrinkPhoto) runs unchanged on it, and no module is
// mocked, so a file using it can share a worker with others.
import { vi } from 'vitest';

export interface DecodedSize {
  width: number;
  height: number;
}

/** From now until the test ends, every `new Image()` loads its source as a picture of `size`. */
export function decodeImagesAs(size: DecodedSize): void {
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
      // A browser loads asynchronously, after the handlers are set.
      setTimeout(() => {
        this.naturalWidth = this.width = size.width;
        this.naturalHeight = this.height = size.height;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('Image', DecodedImage);
}
