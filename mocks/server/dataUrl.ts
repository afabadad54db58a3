// A photo arrives in a task as a base64 data URL: `data:<type>/<subtype>;base64,<payload>`. Its
// declared type is not trusted (tasks.ts sniffs the bytes); the URL only has to be well formed.
// What is well formed is what the pattern
//   /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/
// accepts. Run over a 12-megapixel photo (5.6 MB of text, a string JSON.parse made) that
// pattern held the thread for 40–80 ms on this machine, and so does any pattern scanning the
// payload. Here the header is matched on its own; the payload is decoded by Buffer (which
// skips what is not base64) and encoded again: when that gives the payload back, every
// character was of the alphabet (1–6 ms in all). A payload that does not come back (a
// non-canonical last character, or one outside the alphabet) is searched character by
// character, so the answer is the pattern's either way.

/** The part before the first comma (the payload has none). */
const HEADER = /^data:[\w.+-]+\/[\w.+-]+;base64$/;
/** Any character outside base64's alphabet ('=' is only padding, at the end). */
const OUTSIDE_ALPHABET = /[^A-Za-z0-9+/]/;
const EQUALS = 0x3d;
const MAX_PADDING = 2;

/** The bytes of a well-formed base64 data URL, or null for anything else. */
export function dataUrlBytes(value: string): Buffer | null {
  if (!value.startsWith('data:')) return null;
  const comma = value.indexOf(',');
  if (comma < 0 || !HEADER.test(value.slice(0, comma))) return null;
  let end = value.length;
  while (end > comma + 1 && value.length - end < MAX_PADDING && value.charCodeAt(end - 1) === EQUALS) end -= 1;
  // At least one character of the alphabet before the padding, and only those.
  const payload = value.slice(comma + 1, end);
  if (payload === '') return null;
  const bytes = Buffer.from(payload, 'base64');
  if (withoutPadding(bytes.toString('base64')) === payload) return bytes;
  return OUTSIDE_ALPHABET.test(payload) ? null : bytes;
}

function withoutPadding(base64: string): string {
  let end = base64.length;
  while (end > 0 && base64.charCodeAt(end - 1) === EQUALS) end -= 1;
  return base64.slice(0, end);
}
