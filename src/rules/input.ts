// What a generation accepts, per tool: the page checks it before sending and tells the user;
// the stand-in checks the same facts on what arrives and answers the same problem. A problem
// is a value (kind + numbers); locales turn it into words (src/locales/*/input.ts).
import { CODES } from './errorCodes';
import { toolOf, type ToolId } from './catalog';
import { textWidth } from './textWidth';
import { textLanguage, voiceLanguage, type SpeechLanguage } from './speech';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** 10 MiB: the page refuses larger files and the stand-in larger decoded bodies. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest request body the API takes: the largest photo base64-encoded in JSON (4/3 of
 * it) plus room for the rest. The stand-in (mocks/server/router.ts) and the nginx recipe
 * (deploy/renderNginxConf.ts) both answer 413 above it.
 */
export const REQUEST_BODY_MAX_BYTES = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 2 * 1024 * 1024;
export const PHOTO_MIN_PX = 256;
export const PHOTO_MAX_PX = 4096;

export type InputProblem =
  | { kind: 'photoMissing' }
  | { kind: 'photoType' }
  | { kind: 'photoTooBig'; bytes: number; max: number }
  | { kind: 'photoTooSmall'; width: number; height: number; min: number }
  | { kind: 'photoTooLarge'; width: number; height: number; max: number }
  | { kind: 'photoUnreadable' }
  | { kind: 'textMissing' }
  | { kind: 'textTooLong'; width: number; max: number }
  /** The text is in `text`'s language and the chosen voice speaks `voice`'s (src/rules/speech.ts). */
  | { kind: 'textLanguage'; text: SpeechLanguage; voice: SpeechLanguage };

/** The API code the stand-in answers a problem with (the page decides on these too). */
export function problemCode(problem: InputProblem): number {
  if (problem.kind === 'textLanguage') return CODES.textLanguage;
  return problem.kind.startsWith('text') ? CODES.textTooLong : CODES.badImage;
}

export function isPhotoType(type: string): type is PhotoType {
  return (PHOTO_TYPES as readonly string[]).includes(type);
}

/** Type and byte size: known before anything is decoded. */
export function checkPhotoFile(type: string, bytes: number): InputProblem | null {
  if (bytes === 0) return { kind: 'photoMissing' };
  if (!isPhotoType(type)) return { kind: 'photoType' };
  if (bytes > PHOTO_MAX_BYTES) return { kind: 'photoTooBig', bytes, max: PHOTO_MAX_BYTES };
  return null;
}

export function checkPhotoSize(width: number, height: number): InputProblem | null {
  if (width < PHOTO_MIN_PX || height < PHOTO_MIN_PX) return { kind: 'photoTooSmall', width, height, min: PHOTO_MIN_PX };
  if (width > PHOTO_MAX_PX || height > PHOTO_MAX_PX) return { kind: 'photoTooLarge', width, height, max: PHOTO_MAX_PX };
  return null;
}

/**
 * What the page does with a photo as it comes (a phone camera's is often 6000×4500 and 14 MB):
 * use it as it is, shrink it in the browser to fit the limits (`scale` ≤ 1 brings the longest
 * side within PHOTO_MAX_PX; the bytes are then checked again on the shrunk copy), or refuse it
 * for what shrinking cannot fix: not a photo type, too small, or too long and thin to fit both
 * the largest and the smallest side.
 */
export type PhotoPlan = { kind: 'use' } | { kind: 'shrink'; scale: number } | { kind: 'refuse'; problem: InputProblem };

export function planPhoto(type: string, bytes: number, width: number, height: number): PhotoPlan {
  if (bytes === 0) return { kind: 'refuse', problem: { kind: 'photoMissing' } };
  if (!isPhotoType(type)) return { kind: 'refuse', problem: { kind: 'photoType' } };
  const size = checkPhotoSize(width, height);
  if (size?.kind === 'photoTooSmall') return { kind: 'refuse', problem: size };
  const scale = Math.min(1, PHOTO_MAX_PX / Math.max(width, height));
  if (Math.floor(Math.min(width, height) * scale) < PHOTO_MIN_PX) {
    return { kind: 'refuse', problem: { kind: 'photoTooLarge', width, height, max: PHOTO_MAX_PX } };
  }
  return size || bytes > PHOTO_MAX_BYTES ? { kind: 'shrink', scale } : { kind: 'use' };
}

/** Longest text a text tool takes, in text-width units (ASCII and half-width 1, others 2); null for photo tools. */
export function textLimit(tool: ToolId): number | null {
  const input = toolOf(tool).input;
  return input.kind === 'text' ? input.maxWidth : null;
}

/**
 * Whether a text has a character a person can see: not only spaces and separators, control
 * characters (C0, C1), zero-width characters, bidi marks or other format characters.
 */
export function hasVisibleText(text: string): boolean {
  return /[^\p{C}\p{Z}\s]/u.test(text);
}

/** `styles`: the run's styles; for a speech tool, the voices that would read the text. */
export function checkText(tool: ToolId, text: string, styles: readonly string[]): InputProblem | null {
  // Nothing visible (spaces, controls, zero-width or bidi marks only) is nothing to make: refused before any charge.
  if (!hasVisibleText(text)) return { kind: 'textMissing' };
  const max = textLimit(tool);
  const width = textWidth(text);
  if (max !== null && width > max) return { kind: 'textTooLong', width, max };
  // A voice reads only its own language: another's letters it would spell, charged.
  const language = textLanguage(text);
  for (const style of styles) {
    const voice = voiceLanguage(tool, style);
    if (language !== null && voice !== null && voice !== language) return { kind: 'textLanguage', text: language, voice };
  }
  return null;
}

export function inputOf(tool: ToolId): 'photo' | 'text' {
  return toolOf(tool).input.kind;
}

export interface SniffedImage {
  type: PhotoType;
  /** Read from the header; undefined when the header does not say (then decoding must). */
  width?: number;
  height?: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1];
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

function webpSize(b: Uint8Array): { width: number; height: number } | undefined {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return undefined;
}

/**
 * What the bytes are, by their signature (never by a declared type): JPEG, PNG or WebP,
 * with the pixel size when the header gives it; null for anything else.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { type: 'image/jpeg', ...jpegSize(b) };
  if (
    b.length >= 8 &&
    ascii(b, 1, 3) === 'PNG' &&
    b[0] === 0x89 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return b.length >= 24 && ascii(b, 12, 4) === 'IHDR'
      ? { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) }
      : { type: 'image/png' };
  }
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return { type: 'image/webp', ...webpSize(b) };
  return null;
}

/**
 * The stand-in's whole check of a photo that arrived as bytes: signature, size, pixels. The
 * page runs the same facts through checkPhotoFile and checkPhotoSize as it reads the file.
 */
export function checkPhotoBytes(bytes: Uint8Array): InputProblem | null {
  if (bytes.length === 0) return { kind: 'photoMissing' };
  const image = sniffImage(bytes);
  if (!image) return { kind: 'photoType' };
  const file = checkPhotoFile(image.type, bytes.length);
  if (file) return file;
  if (image.width === undefined || image.height === undefined) return { kind: 'photoUnreadable' };
  return checkPhotoSize(image.width, image.height);
}
