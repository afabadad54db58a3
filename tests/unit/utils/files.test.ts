// @vitest-environment jsdom
import { fileToBytes, fileToDataUrl } from '../../../src/utils/files';
import { utilsMessages } from '../../../src/locales/zh-CN/utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A FileReader that always fails, as the browser's does for a file removed from disk. */
class FailingReader {
  error = new DOMException('gone', 'NotReadableError');
  result: unknown = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  readAsDataURL(): void {
    setTimeout(() => this.onerror?.());
  }
  readAsArrayBuffer(): void {
    setTimeout(() => this.onerror?.());
  }
}

describe('fileToDataUrl', () => {
  it('gives a base64 data URL with the type', async () => {
    expect(await fileToDataUrl(new Blob(['hello'], { type: 'text/plain' }))).toBe('data:text/plain;base64,aGVsbG8=');
  });

  it('keeps binary bytes and works for a File', async () => {
    const file = new File([new Uint8Array([0, 1, 254, 255])], 'a.png', { type: 'image/png' });
    expect(await fileToDataUrl(file)).toBe('data:image/png;base64,AAH+/w==');
  });

  it('rejects with a readable message when the file cannot be read', async () => {
    vi.stubGlobal('FileReader', FailingReader);
    const error = await fileToDataUrl(new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(utilsMessages.fileUnreadable);
    expect((error as Error).cause).toBeInstanceOf(DOMException);
  });
});

describe('fileToBytes', () => {
  it('gives the exact bytes', async () => {
    const bytes = await fileToBytes(new Blob([new Uint8Array([0, 1, 128, 255])]));
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Array.from(bytes)).toEqual([0, 1, 128, 255]);
  });

  it('gives text as UTF-8', async () => {
    expect(Array.from(await fileToBytes(new Blob(['中a'])))).toEqual([0xe4, 0xb8, 0xad, 0x61]);
  });

  it('falls back to FileReader where Blob has no arrayBuffer()', async () => {
    const blob = new Blob([new Uint8Array([9, 8, 7])]);
    Object.defineProperty(blob, 'arrayBuffer', { value: undefined });
    expect(Array.from(await fileToBytes(blob))).toEqual([9, 8, 7]);
  });

  it('rejects with a readable message from either path', async () => {
    const blob = new Blob(['x']);
    Object.defineProperty(blob, 'arrayBuffer', { value: () => Promise.reject(new DOMException('gone', 'NotReadableError')) });
    await expect(fileToBytes(blob)).rejects.toThrow(utilsMessages.fileUnreadable);

    vi.stubGlobal('FileReader', FailingReader);
    const old = new Blob(['x']);
    Object.defineProperty(old, 'arrayBuffer', { value: undefined });
    await expect(fileToBytes(old)).rejects.toThrow(utilsMessages.fileUnreadable);
  });
});
