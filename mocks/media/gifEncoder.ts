// A minimal animated GIF89a encoder (global palette, LZW, looping). Written here rather
// than adding a package: it is ~80 lines and the stand-in needs nothing else from one.

export interface GifFrames {
  width: number;
  height: number;
  /** Up to 256 colours as [r, g, b]. */
  palette: [number, number, number][];
  /** Palette indices, width × height each. */
  frames: Uint8Array[];
  /** Delay per frame in hundredths of a second. */
  delayCs: number;
}

class Bytes {
  private readonly out: number[] = [];
  byte(b: number) {
    this.out.push(b & 255);
  }
  word(w: number) {
    this.byte(w);
    this.byte(w >> 8);
  }
  text(s: string) {
    for (const ch of s) this.byte(ch.charCodeAt(0));
  }
  all(bytes: ArrayLike<number>) {
    for (let i = 0; i < bytes.length; i += 1) this.byte(bytes[i]);
  }
  buffer() {
    return Buffer.from(this.out);
  }
}

/** LZW as GIF wants it: variable code width from minCodeSize + 1 up to 12 bits. */
export function lzw(minCodeSize: number, pixels: Uint8Array): number[] {
  const clear = 1 << minCodeSize;
  const eoi = clear + 1;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let size = minCodeSize + 1;
  const emit = (code: number) => {
    acc |= code << bits;
    bits += size;
    while (bits >= 8) {
      out.push(acc & 255);
      acc >>>= 8;
      bits -= 8;
    }
  };
  let table = new Map<number, number>();
  let next = eoi + 1;
  emit(clear);
  let prefix = pixels[0];
  for (let i = 1; i < pixels.length; i += 1) {
    const k = pixels[i];
    const key = (prefix << 8) | k;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      emit(clear);
      table = new Map();
      next = eoi + 1;
      size = minCodeSize + 1;
    } else {
      if (next >= 1 << size) size += 1;
      table.set(key, next);
      next += 1;
    }
    prefix = k;
  }
  emit(prefix);
  emit(eoi);
  if (bits > 0) out.push(acc & 255);
  return out;
}

export function encodeGif({ width, height, palette, frames, delayCs }: GifFrames): Buffer {
  let depth = 1;
  while (1 << depth < palette.length) depth += 1;
  const b = new Bytes();
  b.text('GIF89a');
  b.word(width);
  b.word(height);
  b.byte(0x80 | ((depth - 1) << 4) | (depth - 1)); // global table, colour resolution, size
  b.byte(0); // background colour index
  b.byte(0); // aspect ratio
  for (let i = 0; i < 1 << depth; i += 1) b.all(palette[i] ?? [0, 0, 0]);
  // NETSCAPE2.0: loop forever.
  b.all([0x21, 0xff, 0x0b]);
  b.text('NETSCAPE2.0');
  b.all([0x03, 0x01, 0x00, 0x00, 0x00]);
  const minCodeSize = Math.max(2, depth);
  for (const frame of frames) {
    b.all([0x21, 0xf9, 0x04, 0x00]);
    b.word(delayCs);
    b.all([0x00, 0x00]);
    b.byte(0x2c);
    b.word(0);
    b.word(0);
    b.word(width);
    b.word(height);
    b.byte(0);
    b.byte(minCodeSize);
    const data = lzw(minCodeSize, frame);
    for (let i = 0; i < data.length; i += 255) {
      const chunk = data.slice(i, i + 255);
      b.byte(chunk.length);
      b.all(chunk);
    }
    b.byte(0);
  }
  b.byte(0x3b);
  return b.buffer();
}
