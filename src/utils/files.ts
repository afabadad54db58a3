// File conversions of docs/contract.md §5: a Blob (or File) to a data URL or to its bytes.
import { localized } from '../locales/active';
import { utilsMessages as zhUtils } from '../locales/zh-CN/utils';

const utilsMessages = () => localized('utils', zhUtils);

function readWith<T>(file: Blob, start: (reader: FileReader) => void, pick: (reader: FileReader) => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(pick(reader));
    // A reader error carries a DOMException nobody can act on; give one readable message
    // and keep the original as the cause for debugging.
    reader.onerror = () => reject(new Error(utilsMessages().fileUnreadable, { cause: reader.error }));
    reader.onabort = () => reject(new Error(utilsMessages().fileUnreadable, { cause: reader.error }));
    start(reader);
  });
}

/** The file as a data URL (`data:<type>;base64,...`), read with FileReader. */
export function fileToDataUrl(file: Blob): Promise<string> {
  return readWith(
    file,
    (r) => r.readAsDataURL(file),
    (r) => r.result as string,
  );
}

/** The file's bytes. Uses Blob.arrayBuffer() where it exists, FileReader otherwise. */
export async function fileToBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') {
    try {
      return new Uint8Array(await file.arrayBuffer());
    } catch (cause) {
      throw new Error(utilsMessages().fileUnreadable, { cause });
    }
  }
  return readWith(
    file,
    (r) => r.readAsArrayBuffer(file),
    (r) => new Uint8Array(r.result as ArrayBuffer),
  );
}
