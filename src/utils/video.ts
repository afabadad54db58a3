// Video metadata of docs/contract.md §5: width, height, duration and a JPEG cover taken about
// 1000 ms in. Pages load this module lazily (dynamic import), so it imports nothing but its
// own message strings, which are a plain object with no further imports.
import { localized } from '../locales/active';
import { utilsMessages as zhUtils } from '../locales/zh-CN/utils';

const utilsMessages = () => localized('utils', zhUtils);

/** Where the cover frame is taken, in ms from the start. */
export const COVER_AT_MS = 1000;

const JPEG_QUALITY = 0.85;
/** A time past the end of any video: the browser clamps the seek to the end, which it then knows. */
const END_OF_ANY_VIDEO_S = 1e7;
/** Long enough for a large local file; a remote one that takes longer is treated as stuck. */
const DEFAULT_TIMEOUT_MS = 20000;

export interface VideoMeta {
  width: number;
  height: number;
  /** Seconds; 0 when the browser cannot tell (a stream that reports Infinity). */
  duration: number;
  /** The cover frame as a `data:image/jpeg;base64,...` URL, at the video's own size. */
  cover: string;
}

export interface ReadVideoMetaOptions {
  /** Give up (reject with a timeout Error) after this many ms. Default 20000. */
  timeoutMs?: number;
}

/**
 * Where to seek for the cover: COVER_AT_MS, or the middle of a video that is not longer
 * than that (seeking to the very end of a 1 s clip may land after the last frame). An
 * unknown (non-finite) duration seeks to COVER_AT_MS and lets the browser clamp.
 */
function coverTime(duration: number): number {
  const at = COVER_AT_MS / 1000;
  return Number.isFinite(duration) && duration <= at ? Math.max(0, duration / 2) : at;
}

/**
 * Reads a video's metadata and cover with an off-screen <video>:
 * loadedmetadata → read size and duration, seek → seeked → draw to a canvas → JPEG.
 * Rejects with a Chinese, user-readable Error when the video cannot be read, has no
 * picture, the cover cannot be drawn, or nothing happens within the timeout. Every path
 * removes its listeners, stops the element loading and revokes the object URL it created
 * for a Blob (a string URL is the caller's and is left alone).
 */
export function readVideoMeta(source: Blob | string, options: ReadVideoMetaOptions = {}): Promise<VideoMeta> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return new Promise<VideoMeta>((resolve, reject) => {
    const ownUrl = typeof source === 'string' ? null : URL.createObjectURL(source);
    const video = document.createElement('video');
    let settled = false;
    let width = 0;
    let height = 0;

    const timer = setTimeout(() => fail(new Error(utilsMessages().videoTimeout)), timeoutMs);

    function cleanup(): void {
      clearTimeout(timer);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('durationchange', onDurationChange);
      video.removeEventListener('error', onError);
      // Dropping src and calling load() is the documented way to make the element stop
      // downloading and release its decoder.
      video.removeAttribute('src');
      try {
        video.load();
      } catch {
        // Nothing left to release.
      }
      if (ownUrl) URL.revokeObjectURL(ownUrl);
    }

    function fail(error: Error): void {
      if (settled) return;
      settled = true;
      cleanup();
      reject(error);
    }

    function onError(): void {
      fail(new Error(utilsMessages().videoUnreadable, { cause: video.error }));
    }

    function onMetadata(): void {
      width = video.videoWidth;
      height = video.videoHeight;
      // An audio-only file loads metadata fine but has no frame to show.
      if (!width || !height) {
        fail(new Error(utilsMessages().videoNoPicture));
        return;
      }
      video.currentTime = coverTime(video.duration);
    }

    let cover = '';
    /** The cover is taken; now looking for the end of a file that does not say its duration. */
    let seekingEnd = false;

    function finish(): void {
      const duration = Number.isFinite(video.duration) ? video.duration : 0;
      settled = true;
      cleanup();
      resolve({ width, height, duration, cover });
    }

    function onSeeked(): void {
      if (settled) return;
      if (seekingEnd) {
        finish();
        return;
      }
      try {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(video, 0, 0, width, height);
        // Throws a SecurityError for a cross-origin video served without CORS.
        cover = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
      } catch (cause) {
        fail(new Error(utilsMessages().videoCover, { cause }));
        return;
      }
      // Read after seeking: some files only report a finite duration once the browser has
      // looked further into them. A browser-recorded WebM carries none at all until the
      // browser has been to its end: seek there, and read it on that seek (or as it changes).
      if (Number.isFinite(video.duration)) {
        finish();
        return;
      }
      seekingEnd = true;
      video.currentTime = END_OF_ANY_VIDEO_S;
    }

    function onDurationChange(): void {
      if (seekingEnd && !settled && Number.isFinite(video.duration)) finish();
    }

    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('durationchange', onDurationChange);
    video.addEventListener('error', onError);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    // A remote video must come with CORS, or the canvas is tainted and toDataURL throws.
    if (typeof source === 'string' && /^https?:/i.test(source)) video.crossOrigin = 'anonymous';
    video.src = ownUrl ?? (source as string);
  });
}
