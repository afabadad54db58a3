// @vitest-environment jsdom
// jsdom's <video> never loads media, so each test gets a real element whose media
// properties are stubbed and whose events the test fires itself, in the order a browser
// would. That exercises the real logic: what is read when, where it seeks, what is drawn,
// and that every path cleans up.
import { COVER_AT_MS, readVideoMeta, type VideoMeta } from '../../../src/utils/video';
import { utilsMessages } from '../../../src/locales/zh-CN/utils';

const COVER = 'data:image/jpeg;base64,/9j/AAAA';

interface Harness {
  video: HTMLVideoElement;
  canvas: HTMLCanvasElement;
  log: string[];
  seeks: number[];
  drawImage: ReturnType<typeof vi.fn>;
  toDataURL: ReturnType<typeof vi.fn>;
  createObjectURL: ReturnType<typeof vi.fn>;
  revokeObjectURL: ReturnType<typeof vi.fn>;
  load: ReturnType<typeof vi.fn>;
  setDuration(d: number): void;
  fire(type: 'loadedmetadata' | 'seeked' | 'durationchange' | 'error'): void;
}

interface Setup {
  width?: number;
  height?: number;
  duration?: number;
  context?: 'ok' | 'none';
  toDataURL?: () => string;
}

let restoreUrl: (() => void) | null = null;

function setup({ width = 640, height = 360, duration = 5, context = 'ok', toDataURL }: Setup = {}): Harness {
  const log: string[] = [];
  const seeks: number[] = [];
  const realCreate = document.createElement.bind(document);
  const video = realCreate('video');
  const canvas = realCreate('canvas');
  let currentDuration = duration;
  let currentTime = 0;

  const load = vi.fn(() => log.push('load'));
  Object.defineProperties(video, {
    videoWidth: { get: () => width },
    videoHeight: { get: () => height },
    duration: { get: () => currentDuration },
    currentTime: {
      get: () => currentTime,
      set: (t: number) => {
        log.push(`seek:${t}`);
        seeks.push(t);
        currentTime = t;
      },
    },
    src: {
      get: () => video.getAttribute('src') ?? '',
      set: (url: string) => {
        log.push(`src:${url}`);
        video.setAttribute('src', url);
      },
    },
    load: { value: load },
  });

  const drawImage = vi.fn((..._args: unknown[]) => log.push('draw'));
  vi.spyOn(canvas, 'getContext').mockImplementation((() =>
    context === 'ok' ? ({ drawImage } as unknown as CanvasRenderingContext2D) : null) as typeof canvas.getContext);
  const toDataURLMock = vi.fn((..._args: unknown[]) => {
    log.push('toDataURL');
    return toDataURL ? toDataURL() : COVER;
  });
  Object.defineProperty(canvas, 'toDataURL', { value: toDataURLMock });

  vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    if (tag === 'video') {
      log.push('create:video');
      return video;
    }
    if (tag === 'canvas') {
      log.push('create:canvas');
      return canvas;
    }
    return realCreate(tag, options);
  });

  // jsdom has no object URLs at all; install stand-ins for this test.
  const createObjectURL = vi.fn((_blob: Blob) => {
    log.push('createObjectURL');
    return 'blob:http://localhost/fake-1';
  });
  const revokeObjectURL = vi.fn((url: string) => log.push(`revoke:${url}`));
  const saved = { create: URL.createObjectURL.bind(URL), revoke: URL.revokeObjectURL.bind(URL) };
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  restoreUrl = () => Object.assign(URL, { createObjectURL: saved.create, revokeObjectURL: saved.revoke });

  return {
    video,
    canvas,
    log,
    seeks,
    drawImage,
    toDataURL: toDataURLMock,
    createObjectURL,
    revokeObjectURL,
    load,
    setDuration: (d) => {
      currentDuration = d;
    },
    fire: (type) => {
      log.push(`event:${type}`);
      video.dispatchEvent(new Event(type));
    },
  };
}

/** Tracks a promise so a test can assert it is still pending. */
function track<T>(p: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  p.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

const CHINESE = /[\u4e00-\u9fff]/;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  restoreUrl?.();
  restoreUrl = null;
});

describe('readVideoMeta', () => {
  it('takes the cover about 1000 ms in', () => {
    expect(COVER_AT_MS).toBe(1000);
  });

  it('reads a Blob: metadata, seek to 1 s, draw on seeked, JPEG 0.85, then cleans up', async () => {
    const h = setup({ width: 640, height: 360, duration: 5 });
    const blob = new Blob(['fake'], { type: 'video/mp4' });
    const result = readVideoMeta(blob);

    expect(h.createObjectURL).toHaveBeenCalledWith(blob);
    expect(h.video).toHaveAttribute('src', 'blob:http://localhost/fake-1');
    expect(h.video.muted).toBe(true);
    expect(h.video.preload).toBe('auto');
    expect(h.seeks).toEqual([]); // nothing happens before metadata

    h.fire('loadedmetadata');
    expect(h.seeks).toEqual([1]);
    expect(h.drawImage).not.toHaveBeenCalled(); // the frame at 1 s is not there yet

    h.fire('seeked');
    const meta: VideoMeta = await result;
    expect(meta).toEqual({ width: 640, height: 360, duration: 5, cover: COVER });
    expect(h.canvas.width).toBe(640);
    expect(h.canvas.height).toBe(360);
    expect(h.drawImage).toHaveBeenCalledWith(h.video, 0, 0, 640, 360);
    expect(h.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.85);

    expect(h.log).toEqual([
      'createObjectURL',
      'create:video',
      'src:blob:http://localhost/fake-1',
      'event:loadedmetadata',
      'seek:1',
      'event:seeked',
      'create:canvas',
      'draw',
      'toDataURL',
      'load',
      'revoke:blob:http://localhost/fake-1',
    ]);
    expect(h.video.hasAttribute('src')).toBe(false); // released
    expect(vi.getTimerCount()).toBe(0); // timeout cleared
  });

  it.each([
    [0.6, 0.3],
    [1, 0.5], // seeking to the very end of a 1 s clip could land after the last frame
    [0, 0],
    [1.2, 1],
    [3600, 1],
  ])('for a %s s video seeks to %s s', async (duration, expected) => {
    const h = setup({ duration });
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    expect(h.seeks).toEqual([expected]);
    h.fire('seeked');
    expect((await result).duration).toBe(duration);
  });

  it('seeks to 1 s when the duration is not known yet, and reports it once known', async () => {
    const h = setup({ duration: Number.POSITIVE_INFINITY });
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    expect(h.seeks).toEqual([1]);
    h.setDuration(12.5);
    h.fire('seeked');
    expect((await result).duration).toBe(12.5);
  });

  it('a recorded WebM (no duration until its end is seen): seeks to the end after the cover and reads it there', async () => {
    const h = setup({ duration: Number.POSITIVE_INFINITY });
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    h.fire('seeked'); // the cover, at 1 s
    expect(h.drawImage).toHaveBeenCalledTimes(1);
    expect(h.seeks).toEqual([1, 1e7]);
    h.setDuration(8.2);
    h.fire('durationchange');
    const meta = await result;
    expect(meta.duration).toBe(8.2);
    expect(meta.cover).toBe(COVER);
    expect(h.revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it('…or on the seek to the end, when the duration changes without its own event', async () => {
    const h = setup({ duration: Number.POSITIVE_INFINITY });
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    h.fire('seeked');
    h.setDuration(3.5);
    h.fire('seeked');
    expect((await result).duration).toBe(3.5);
  });

  it('reports duration 0 when it never becomes known, even at the end', async () => {
    const h = setup({ duration: Number.POSITIVE_INFINITY });
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    h.fire('seeked');
    h.fire('seeked');
    expect((await result).duration).toBe(0);
    expect(h.drawImage).toHaveBeenCalledTimes(1);
  });

  it('uses a string URL as it is, without object URLs, asking for CORS when remote', async () => {
    const h = setup();
    const result = readVideoMeta('https://cdn.example.com/v.mp4');
    expect(h.video).toHaveAttribute('src', 'https://cdn.example.com/v.mp4');
    expect(h.video.crossOrigin).toBe('anonymous');
    h.fire('loadedmetadata');
    h.fire('seeked');
    await result;
    expect(h.createObjectURL).not.toHaveBeenCalled();
    expect(h.revokeObjectURL).not.toHaveBeenCalled(); // the caller's URL is the caller's
    expect(h.load).toHaveBeenCalled();
  });

  it('does not ask for CORS for a blob: or data: URL', async () => {
    const h = setup();
    const result = readVideoMeta('blob:http://localhost/caller-owned');
    expect(h.video.crossOrigin).toBeNull();
    h.fire('loadedmetadata');
    h.fire('seeked');
    await result;
    expect(h.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('rejects an unreadable video with a Chinese message and cleans up', async () => {
    const h = setup();
    const result = readVideoMeta(new Blob(['not a video']));
    h.fire('error');
    const error = await rejection(result);
    expect(error.message).toBe(utilsMessages.videoUnreadable);
    expect(error.message).toMatch(CHINESE);
    expect(h.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/fake-1');
    expect(h.video.hasAttribute('src')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    // Listeners are gone: late events do nothing.
    h.fire('loadedmetadata');
    expect(h.seeks).toEqual([]);
  });

  it('rejects when the video fails while seeking', async () => {
    const h = setup();
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    h.fire('error');
    expect((await rejection(result)).message).toBe(utilsMessages.videoUnreadable);
    h.fire('seeked');
    expect(h.drawImage).not.toHaveBeenCalled();
    expect(h.revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it.each([
    [0, 0],
    [640, 0],
  ])('rejects a file with no picture (%ix%i) without seeking', async (width, height) => {
    const h = setup({ width, height });
    const result = readVideoMeta(new Blob(['audio only']));
    h.fire('loadedmetadata');
    const error = await rejection(result);
    expect(error.message).toBe(utilsMessages.videoNoPicture);
    expect(error.message).toMatch(CHINESE);
    expect(h.seeks).toEqual([]);
    expect(h.revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it('times out after 20 s by default with a Chinese message', async () => {
    const h = setup();
    const state = track(readVideoMeta(new Blob(['v'])));
    await vi.advanceTimersByTimeAsync(19999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.error).toBeInstanceOf(Error);
    expect((state.error as Error).message).toBe(utilsMessages.videoTimeout);
    expect((state.error as Error).message).toMatch(CHINESE);
    expect(h.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(h.video.hasAttribute('src')).toBe(false);
  });

  it('times out after a custom delay, also when stuck after metadata', async () => {
    const h = setup();
    const state = track(readVideoMeta(new Blob(['v']), { timeoutMs: 500 }));
    h.fire('loadedmetadata');
    await vi.advanceTimersByTimeAsync(500);
    expect((state.error as Error).message).toBe(utilsMessages.videoTimeout);
    // A seeked that finally arrives changes nothing.
    h.fire('seeked');
    expect(h.drawImage).not.toHaveBeenCalled();
  });

  it('rejects when the canvas refuses to export (cross-origin video without CORS)', async () => {
    const security = new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    const h = setup({
      toDataURL: () => {
        throw security;
      },
    });
    const result = readVideoMeta('https://other.example.com/v.mp4');
    h.fire('loadedmetadata');
    h.fire('seeked');
    const error = await rejection(result);
    expect(error.message).toBe(utilsMessages.videoCover);
    expect(error.message).toMatch(CHINESE);
    expect(error.cause).toBe(security);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects when there is no 2d canvas', async () => {
    const h = setup({ context: 'none' });
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    h.fire('seeked');
    expect((await rejection(result)).message).toBe(utilsMessages.videoCover);
    expect(h.revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it('settles once: events after success do nothing', async () => {
    const h = setup();
    const result = readVideoMeta(new Blob(['v']));
    h.fire('loadedmetadata');
    h.fire('seeked');
    await result;
    h.fire('error');
    h.fire('seeked');
    expect(h.drawImage).toHaveBeenCalledTimes(1);
    expect(h.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(h.load).toHaveBeenCalledTimes(1);
  });
});
