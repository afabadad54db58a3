// Image bytes with real signatures and headers: what the rulebook sniffs (src/rules/input.ts).
// A PNG is whole (a transparent picture of that size, decodable: the stand-in reads every photo
// before it charges, mocks/engine/adapters/decode.ts); a JPEG or WebP is its header alone (no
// pixels), for the checks that read only the header. For the page, jsdom never decodes images.
import { deflate } from 'pako';

function be32(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): number[] {
  const typed = Uint8Array.from([...Array.from(type, (ch) => ch.charCodeAt(0)), ...data]);
  return [...be32(data.length), ...typed, ...be32(crc32(typed))];
}

/** A whole RGBA PNG of that size, every pixel transparent (each row: filter 0, then zeros). */
export function pngBytes(width = 512, height = 512): Uint8Array {
  const header = Uint8Array.from([...be32(width), ...be32(height), 8, 6, 0, 0, 0]);
  const pixels = deflate(new Uint8Array(height * (1 + width * 4)));
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', pixels),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
}

export function jpegBytes(width = 512, height = 512): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

export function webpBytes(width = 512, height = 512): Uint8Array {
  const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  const vp8x = [0x56, 0x50, 0x38, 0x58, 10, 0, 0, 0, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)];
  const size = 4 + vp8x.length;
  return Uint8Array.from([0x52, 0x49, 0x46, 0x46, size & 0xff, (size >> 8) & 0xff, 0, 0, 0x57, 0x45, 0x42, 0x50, ...vp8x]);
}

export function toDataUrl(type: string, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A 512×512 PNG as a data URL: a photo every photo tool accepts. */
export const PHOTO = toDataUrl('image/png', pngBytes());
