// Images: the one module that reaches sharp (libvips). Everything the engine and the stock media
// do with pictures is named here by its job — decode a photo upright and shrunk, cut and resize,
// draw an SVG, encode a still or an animated GIF — on plain typed pixels, so a recipe never
// holds a sharp pipeline and the library could be swapped here alone. ESLint refuses a sharp
// import anywhere else of the stand-in (eslint.config.js; tests and test kits may check pictures
// with it directly).
import sharp, { type OutputInfo, type Sharp } from 'sharp';

/** 8-bit pixels, channels interleaved: 3 (RGB) or 4 (RGBA). */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  readonly data: Uint8Array;
}

export type StillFormat = 'png' | 'jpeg' | 'webp';

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in pixels. */
export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

function pixelsOf(data: Buffer, info: OutputInfo): Pixels {
  if (info.channels !== 3 && info.channels !== 4) throw new Error(`image: ${info.channels} channels where 3 or 4 were expected`);
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

function fromPixels(picture: Pixels): Sharp {
  return sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: picture.channels } });
}

/** Upright sRGB RGB, transparency laid on white: what every recipe paints from. */
function asPhotoRgb(image: Sharp): Sharp {
  return image.flatten({ background: '#ffffff' }).toColourspace('srgb').removeAlpha();
}

/** The photo's size once upright (EXIF orientations 5–8 swap width and height). */
export async function uprightSize(bytes: Uint8Array): Promise<Size> {
  const { autoOrient } = await sharp(bytes, { failOn: 'none' }).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/** The encoded picture's format as sharp names it ('png', 'jpeg', 'webp', …), or undefined when it is no picture. */
export async function pictureFormat(bytes: Uint8Array): Promise<string | undefined> {
  return sharp(bytes)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
}

/**
 * Whether every byte of the picture is there and readable at the size its header claimed: sharp
 * refuses a picture larger than `maxSide`² before reading its pixels, then decodes it shrunk on
 * load to a thumbnail (a JPEG at 1/8), failing on truncation.
 */
export async function decodesAt(bytes: Uint8Array, claimed: Size, maxSide: number): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxSide * maxSide });
    const { width, height } = await image.metadata();
    if (width !== claimed.width || height !== claimed.height) return false;
    await image.resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * An upload decoded as decodePhoto does, in the same one decode, with its upright size; or
 * null when it cannot be read whole: cut short, larger than `maxSide` on a side, or not the
 * size its header claimed (`claimed`, as stored: before any EXIF rotation). The create's check
 * and its run's photo at once.
 */
export async function decodeWholePhoto(
  bytes: Uint8Array,
  claimed: Size,
  longSide: number,
  maxSide: number,
): Promise<{ pixels: Pixels; upright: Size } | null> {
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxSide * maxSide });
    const { width, height, orientation } = await image.metadata();
    if (width !== claimed.width || height !== claimed.height) return null;
    const { data, info } = await asPhotoRgb(
      image
        .rotate()
        .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true }),
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    // EXIF orientations 5–8 turn the picture a quarter.
    const upright = (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
    return { pixels: pixelsOf(data, info), upright };
  } catch {
    return null;
  }
}

/**
 * The photo decoded upright (EXIF rotation applied), in sRGB, transparency on white, as RGB
 * fitted inside `longSide` (never enlarged): shrunk while it is decoded (a JPEG's
 * shrink-on-load), so a 12 MP upload costs little more than a small one. A damaged tail is
 * read as far as it goes (`failOn: 'none'`): the request path refused the unreadable ones
 * (decodesAt).
 */
export async function decodePhoto(bytes: Uint8Array, longSide: number): Promise<Pixels> {
  const { data, info } = await asPhotoRgb(
    sharp(bytes, { failOn: 'none' })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true }),
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  return pixelsOf(data, info);
}

/** `picture` resized to exactly `width` × `height` (proportions as given). */
export async function resizePixels(picture: Pixels, width: number, height: number): Promise<Pixels> {
  if (picture.width === width && picture.height === height) return picture;
  const { data, info } = await fromPixels(picture)
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return pixelsOf(data, info);
}

/** The `area` of `picture`, resized to exactly `width` × `height`. */
export async function cropPixels(picture: Pixels, area: Area, width: number, height: number): Promise<Pixels> {
  const { data, info } = await fromPixels(picture)
    .extract(area)
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return pixelsOf(data, info);
}

/** A picture laid on a canvas at `left`, `top` (its pixels' top-left corner). */
export interface Placed {
  picture: Pixels;
  left: number;
  top: number;
}

/**
 * A canvas of `size` in one colour with `pieces` laid on it in order (a later piece over an
 * earlier one; an RGBA piece blended by its alpha), as RGB: contact sheets of results (npm run
 * gallery). Each piece must lie inside the canvas.
 */
export async function composePictures(size: Size, background: string, pieces: readonly Placed[]): Promise<Pixels> {
  const layers = pieces.map(({ picture, left, top }) => ({
    input: Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength),
    raw: { width: picture.width, height: picture.height, channels: picture.channels },
    left: Math.round(left),
    top: Math.round(top),
  }));
  const canvas = sharp({ create: { width: size.width, height: size.height, channels: 3, background } });
  // composite() runs before removeAlpha() in one pipeline: the canvas is written once.
  const { data, info } = await canvas.composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return pixelsOf(data, info);
}

/** SVG's own resolution (librsvg's default density): one SVG unit, one pixel. */
const SVG_DENSITY = 72;

/** An SVG drawn by librsvg at `scale`× its own size, as RGB (`alpha`: RGBA). */
export async function drawSvg(svg: string | Uint8Array, options: { scale?: number; alpha?: boolean } = {}): Promise<Pixels> {
  const image = sharp(typeof svg === 'string' ? Buffer.from(svg) : svg, { density: SVG_DENSITY * (options.scale ?? 1) });
  const { data, info } = await (options.alpha ? image.ensureAlpha() : image.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return pixelsOf(data, info);
}

function encode(image: Sharp, format: StillFormat): Promise<Buffer> {
  // PNG for flat pictures; JPEG and WebP at q90, JPEG with full-resolution colour.
  if (format === 'png') return image.png({ compressionLevel: 7, adaptiveFiltering: true }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: false }).toBuffer();
}

/** `picture` encoded as a still picture. */
export async function encodeStill(picture: Pixels, format: StillFormat): Promise<Uint8Array> {
  return new Uint8Array(await encode(fromPixels(picture), format));
}

/** An SVG drawn at `scale`× its own size, as PNG. */
export async function svgToPng(svg: string | Uint8Array, scale = 1): Promise<Uint8Array> {
  return encodeStill(await drawSvg(svg, { scale, alpha: true }), 'png');
}

/**
 * A picture made `scale`× as wide and tall (lanczos3, then a light sharpen against the softness
 * enlarging leaves), encoded once in `format`. `picture`: pixels, or an encoded still.
 */
export async function encodeEnlarged(picture: Pixels | Uint8Array, scale: number, format: StillFormat): Promise<Uint8Array> {
  const image = picture instanceof Uint8Array ? sharp(picture) : fromPixels(picture);
  const { width, height } = picture instanceof Uint8Array ? await image.metadata() : picture;
  const bigger = image
    .resize(width * scale, height * scale, { kernel: 'lanczos3', fit: 'fill' })
    .sharpen({ sigma: 0.5 * scale, m1: 0.5, m2: 1.5 });
  return new Uint8Array(await encode(bigger, format));
}

/**
 * `count` frames of an animated picture (GIF, animated WebP), spread evenly from its first to
 * its last, each decoded as RGB fitted inside `longSide` (a still gives its one frame): a
 * motion result laid out as a strip of stills (npm run gallery).
 */
export async function decodeFrames(bytes: Uint8Array, count: number, longSide: number): Promise<Pixels[]> {
  const pages = (await sharp(bytes).metadata()).pages ?? 1;
  const shown = Math.min(count, pages);
  const wanted = Array.from({ length: shown }, (_, index) => Math.round((index * (pages - 1)) / Math.max(1, shown - 1)));
  return Promise.all(
    wanted.map(async (page) => {
      const { data, info } = await asPhotoRgb(
        sharp(bytes, { page }).resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true }),
      )
        .raw()
        .toBuffer({ resolveWithObject: true });
      return pixelsOf(data, info);
    }),
  );
}

/**
 * Every frame of an animated picture, in order, each as RGB fitted inside `longSide` (a still
 * gives its one frame), as decodeFrames would give them: all pages decoded in one pass (a
 * 47-page 360 px GIF: 0.1 s, page by page 0.3 s), then each page resized on its own,
 * since resizing the pages' stack at once blends each page's top and bottom three rows with its
 * neighbours' (up to 8 levels).
 */
export async function decodeEveryFrame(bytes: Uint8Array, longSide: number): Promise<Pixels[]> {
  const { data, info } = await asPhotoRgb(sharp(bytes, { pages: -1 }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stack = pixelsOf(data, info);
  const pages = info.pages ?? 1;
  const height = info.pageHeight ?? stack.height;
  if (height * pages !== stack.height) throw new Error(`image: ${pages} pages of ${height} rows in ${stack.height}`);
  const frameBytes = stack.width * height * stack.channels;
  return Promise.all(
    Array.from({ length: pages }, async (_, page) => {
      const frame = fromPixels({ ...stack, height, data: stack.data.subarray(page * frameBytes, (page + 1) * frameBytes) });
      const fitted = await frame
        .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return pixelsOf(fitted.data, fitted.info);
    }),
  );
}

export interface GifFrames {
  width: number;
  height: number;
  channels: 3 | 4;
  /** Each frame's pixels, width × height × channels. */
  frames: readonly Uint8Array[];
  /** How long each frame shows, in milliseconds (GIF keeps hundredths of a second). */
  delayMs: number;
  /**
   * 'exact' (few flat colours: no dithering, so they stay the colours given), or 'indexed'
   * (photos already mapped to one palette of at most 255 colours, recipes/gif/clipColours.ts:
   * written as given, a pixel the same as in the frame before written transparent).
   */
  look: 'exact' | 'indexed';
}

/** An animated GIF that loops forever, from the frames stacked into one tall strip (sharp's pages). */
export async function encodeGif({ width, height, channels, frames, delayMs, look }: GifFrames): Promise<Uint8Array> {
  const strip = sharp(Buffer.concat(frames), { raw: { width, height: height * frames.length, channels, pageHeight: height } });
  const delay = frames.map(() => delayMs);
  // Every frame kept with its own delay, so the frame rate stays as asked.
  const gif =
    look === 'indexed'
      ? // No dithering and every colour kept, so libimagequant finds the frame's own colours;
        // an error of 1 lets its rounding of them still count as unchanged. A frame holding a
        // colour the palette in use lacks is written with its own colour table: by default libvips
        // reuses the first frame's palette for a frame whose palette is close *on average*, and one
        // missing colour is close on average — an open mouth's pink tongue, absent from the closed
        // first frame, was written as the nearest skin tan, "a flat tan disc in a pink ring"
        // (issue 37, fifty-first stop). At 0.01 a frame whose colours are all in it still reuses
        // it (at 0 every frame got its own table, 384 bytes each: the woman's surprise 4 % heavier).
        strip.gif({
          loop: 0,
          delay,
          effort: 1,
          dither: 0,
          colours: 256,
          interFrameMaxError: 1,
          interPaletteMaxError: 0.01,
          keepDuplicateFrames: true,
        })
      : strip.gif({ loop: 0, delay, dither: 0, keepDuplicateFrames: true });
  return new Uint8Array(await gif.toBuffer());
}
