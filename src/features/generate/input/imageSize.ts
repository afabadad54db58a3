// Natural size of an image file, read by loading it into an <Image> from an object URL.
// Its own module so tests under jsdom (which never decodes images) can replace it.

export interface ImageSize {
  width: number;
  height: number;
}

export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image decode failed'));
    };
    img.src = url;
  });
}
