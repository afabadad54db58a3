// Names of files the browser saves (a download, an entry of a zip) made from what the server
// sent (a resource id, a style name): one plain name in one folder, whatever those hold. No
// path separator (so no traversal and no absolute path), nothing invisible or reordering (a
// right-to-left override can make "…gnp.exe" read as "…exe.png"), a length every file system
// takes, the extension kept, never empty, and unique within one archive.
import { visibleText } from './characters';

/** A saved name's longest, in UTF-8 bytes: 255 is the usual file-system limit; the rest is room for " (12)". */
export const MAX_FILE_NAME_BYTES = 200;
/** What a name with nothing left in it is called. */
const FALLBACK_STEM = 'file';
/** Path separators, and what Windows refuses in a name. */
const RESERVED = /[/\\:*?"<>|]/g;
/** An extension as the app makes them (`.png`, `.mp4`, `.zip`). */
const EXTENSION = /\.[a-z0-9]{1,10}$/i;
/** Windows' device names, refused as a file's name whatever its extension. */
const DEVICE = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;

/** A code point's length in UTF-8. */
const utf8Size = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

function byteLength(value: string): number {
  let bytes = 0;
  for (const ch of value) bytes += utf8Size(ch.codePointAt(0) ?? 0);
  return bytes;
}

/** The longest code-point prefix of `value` that fits in `bytes` UTF-8 bytes. */
function cutToBytes(value: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const ch of value) {
    const size = utf8Size(ch.codePointAt(0) ?? 0);
    if (used + size > bytes) break;
    used += size;
    end += ch.length;
  }
  return value.slice(0, end);
}

/** No leading or trailing dot or space (hidden files, '..', what Windows drops). */
const trimDots = (value: string): string => value.replace(/^[.\s]+|[.\s]+$/g, '');

function split(name: string): { stem: string; ext: string } {
  const ext = EXTENSION.exec(name)?.[0] ?? '';
  return { stem: name.slice(0, name.length - ext.length), ext };
}

/** The stem cut to leave room for `tail`, never empty. */
function fitted(stem: string, tail: string): string {
  const cut = trimDots(cutToBytes(stem, MAX_FILE_NAME_BYTES - byteLength(tail)));
  return cut === '' ? FALLBACK_STEM : cut;
}

/** `raw` as one safe file name: "../a\u202Eb\n.png" → "_ab.png", a 2,000-character id cut to fit with its extension. */
export function safeFileName(raw: string): string {
  const { stem, ext } = split(visibleText(raw.normalize('NFC')).replace(RESERVED, '_'));
  const plain = trimDots(stem);
  return fitted(DEVICE.test(plain) ? `_${plain}` : plain, ext) + ext;
}

/**
 * A namer for one archive: each call answers the safe name of `raw`, made unique among the names
 * it gave before ("a.png", "a.png", "A.png" → "a.png", "a (2).png", "A (3).png"), by letter
 * case too, as Windows and macOS compare them.
 */
export function uniqueFileNames(): (raw: string) => string {
  const taken = new Set<string>();
  return (raw) => {
    const name = safeFileName(raw);
    const { stem, ext } = split(name);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      candidate = fitted(stem, suffix + ext) + suffix + ext;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
