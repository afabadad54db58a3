// Natural size of an image file, read by loading it into an <Image> from an object URL.
// Its own module so tests under jsdom (which never decodes images) can replace it.

export interface ImageSize {
  width: number;
  height: number;
}

export function readImageSize(file: Blob): Promise<ImageSize> {
  const url = URL.createObjectURL(file);
  const size = readSizeAt(url);
  void size.finally(() => URL.revokeObjectURL(url)).catch(() => undefined);
  return size;
}

/** Natural size of the image at `src` (a data: URL, a photo given back from a draft or a run). */
export function readSizeAt(src: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('image decode failed'));
    img.src = src;
  });
}
