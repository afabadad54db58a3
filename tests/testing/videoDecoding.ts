// jsdom's <video> never loads media: no metadata, no seek, no frame. `decodeVideosAs` makes
// a <video> given a source (the `src` property, as the page's readVideoMeta sets it) act as a
// browser's would: loadedmetadata with the size and duration given, then `seeked` after each
// seek, or `error` for a broken one. The page's own reading code runs on it; its cover frame
// is drawn on a canvas, so a test adds `drawCanvasesAs(cover)` (./canvas.ts). Spies on the
// element's prototype, put back after the test (`restoreMocks`): no module is mocked.
import { vi } from 'vitest';
import { watchObjectUrls } from './objectUrls';

export interface DecodedVideo {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
}

/** How a video loads: with this metadata, or `'broken'` (its error fires: unreadable). */
export type VideoDecoding = DecodedVideo | 'broken';

export interface DecodedVideos {
  /** The videos loaded, in order: a picked file's name, else the source URL. */
  readonly sources: string[];
}

/**
 * From now until the test ends, each video given a source loads as the next of `decodings`
 * (the last one again after that).
 */
export function decodeVideosAs(...decodings: [VideoDecoding, ...VideoDecoding[]]): DecodedVideos {
  const sources: string[] = [];
  const fileOf = watchObjectUrls();
  // jsdom prints "not implemented" for load(); a browser resets the element, nothing to see here.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement, url: string) {
    this.setAttribute('src', url);
    sources.push(fileOf(url) ?? url);
    const decoding = decodings[Math.min(sources.length, decodings.length) - 1];
    const fire = (type: string) => setTimeout(() => this.dispatchEvent(new Event(type)), 0);
    if (decoding === 'broken') {
      fire('error');
      return;
    }
    let time = 0;
    Object.defineProperties(this, {
      videoWidth: { configurable: true, get: () => decoding.width },
      videoHeight: { configurable: true, get: () => decoding.height },
      duration: { configurable: true, get: () => decoding.duration },
      currentTime: {
        configurable: true,
        get: () => time,
        set: (to: number) => {
          time = Math.min(to, decoding.duration);
          fire('seeked');
        },
      },
    });
    fire('loadedmetadata');
  });
  return { sources };
}
