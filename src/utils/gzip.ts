// gzip + base64 of docs/contract.md §5. pako is imported lazily inside each function so it stays out
// of the initial bundle and is only fetched by the pages that compress something.
import { localized } from '../locales/active';
import { utilsMessages as zhUtils } from '../locales/zh-CN/utils';

const utilsMessages = () => localized('utils', zhUtils);

// btoa/atob work on "binary strings"; build them in chunks so large inputs do not overflow
// the argument limit of String.fromCharCode.
const CHUNK = 0x8000;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

function base64ToBytes(encoded: string): Uint8Array {
  const binary = atob(encoded.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * UTF-8 encodes `text`, gzips it and returns the result as standard base64. Lone surrogates
 * cannot be encoded in UTF-8 and become U+FFFD, as TextEncoder does everywhere.
 */
export async function gzipEncode(text: string): Promise<string> {
  const { gzip } = await import('pako');
  try {
    return bytesToBase64(gzip(new TextEncoder().encode(text)));
  } catch (cause) {
    throw new Error(utilsMessages().gzipEncode, { cause });
  }
}

/**
 * The inverse of gzipEncode: base64 → gunzip → UTF-8 text. Anything that is not base64 of a
 * complete gzip stream holding valid UTF-8 rejects with one clear Error (the original
 * problem as its cause), never with pako's bare string throws or a garbled result.
 */
export async function gunzipDecode(encoded: string): Promise<string> {
  const { ungzip } = await import('pako');
  try {
    const bytes = base64ToBytes(encoded);
    if (bytes.length === 0) throw new Error('empty input');
    const out: Uint8Array | undefined = ungzip(bytes);
    // pako answers undefined instead of throwing for a truncated stream.
    if (!(out instanceof Uint8Array)) throw new Error('incomplete gzip stream');
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  } catch (cause) {
    throw new Error(utilsMessages().gzipDecode, { cause });
  }
}
