// jsdom has no canvas: `getContext('2d')` is null (with a "not implemented" error printed).
// `drawCanvasesAs` stands in for the 2D canvas on HTMLCanvasElement's prototype (spies that
// `restoreMocks` puts back after each test), so the page's own drawing code (shrinkPhoto,
// a video's cover) runs unchanged and no module is mocked: the file can share a worker.
// `noCanvas` is a browser that cannot draw. Pictures to draw: ./imageDecoding.ts.
import { vi } from 'vitest';

export interface CanvasEncoding {
  /** The `src` of the picture drawn on the canvas ('' when nothing with a source was). */
  drawn: string;
  width: number;
  height: number;
  type: string | undefined;
  quality: unknown;
}

function sourceOf(image: unknown): string {
  return typeof image === 'object' && image !== null && 'src' in image && typeof image.src === 'string' ? image.src : '';
}

/**
 * From now until the test ends, canvases draw, and `toDataURL` answers the `encoded` data
 * URLs in turn (the last one again after that). Returns every encoding asked for, in order.
 */
export function drawCanvasesAs(...encoded: [string, ...string[]]): CanvasEncoding[] {
  const encodings: CanvasEncoding[] = [];
  const drawnOn = new WeakMap<HTMLCanvasElement, string>();
  const context = (canvas: HTMLCanvasElement) => ({
    canvas,
    fillStyle: '',
    fillRect: () => undefined,
    drawImage: (image: unknown) => drawnOn.set(canvas, sourceOf(image)),
  });
  function getContext(this: HTMLCanvasElement) {
    return context(this);
  }
  // The part of the 2D context the page uses; getContext's overloads (webgl, webgpu…) cannot name it.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    getContext as unknown as HTMLCanvasElement['getContext'],
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
    quality?: unknown,
  ) {
    encodings.push({ drawn: drawnOn.get(this) ?? '', width: this.width, height: this.height, type, quality });
    return encoded[Math.min(encodings.length, encoded.length) - 1];
  });
  return encodings;
}

/** From now until the test ends, no canvas can be drawn on (`getContext('2d')` is null, quietly). */
export function noCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
