// Talking-photo GIF: the user's own face, animated from its mesh by the chosen expression
// template (the room behind kept still by the person's matte: motion/backdrop.ts), written as
// a looping animated GIF of the head (≤ 480 px) at 16.7 frames a second, kept under 1.5 MB: one
// palette for the clip and unchanged blocks left as they are shown (gif/clipColours.ts), more of
// its colours spent on the face and the open mouth (gif/mouthColours.ts), finer for a clip that
// moves little, coarser for one that moves a lot, and with more colours where it came out light;
// where the file can afford it the dither reaches across the palette's gaps on the face, so skin
// is a gradient and not flat patches with steps between them (gif/paletteDither.ts).
import type { Point, Recipe } from '../types';
import type { Region } from './gif/clipColours';
import { type Clip, type ClipChoice, type EncodedClip, clipMotion, encodeClip } from './gif/encodeClip';
import { affordableDither } from './gif/ditherBudget';
import { MOST_DITHER } from './gif/paletteDither';
import { backdropOf } from './motion/backdrop';
import { boundsOf } from './motion/cursor';
import { mainFace } from './motion/face';
import { faceGeometry } from './motion/geometry';
import { renderFrames } from './motion/frames';
import { cropAroundFace } from './motion/source';
import { gifMotions } from './motion/templates';
import { variationOf } from './motion/variation';

/** A frame every 60 ms (GIF keeps hundredths of a second): 16.7 frames a second. */
export const GIF_FRAME_MS = 60;
/** The most a GIF may weigh; a clip over it is written again with the next, coarser look. */
export const GIF_MAX_BYTES = 1_500_000;

/** The head crop the GIF shows (tests map the face into it). */
export const GIF_CROP = { faceHeights: 2.3, maxSide: 480, minSide: 360, multiple: 1 } as const;

/**
 * From finest to coarsest: palette size, dither, and how far a block may drift from the frame
 * before it is drawn again (mean and peak, levels of red, green and blue added up). The first
 * two keep skin smooth at 480 px; the last ones are for a head that moves all over the frame.
 * Counts under a power of two: with the encoder's transparent entry a frame's table is 128 or
 * 64 entries, 7- or 6-bit codes. The open mouth is dithered at 8 levels in every look, so
 * its throat and tongue blend instead of banding (its colours: gif/mouthColours.ts). 112 and
 * not 127 colours for the finer looks and 91 not 95 for the third, to pay for the frames' own
 * colour tables (adapters/image.ts encodeGif): the East Asian woman's talk 841 → 868 kB at 127,
 * 837 kB at 112, the older man's fake laugh 1424 → 1438 kB at 95, 1417 kB at 91; the skin mapped
 * about as closely (the blonde's error blurred over 5 px 2.59 → 2.64 levels, the East Asian
 * woman's 3.23 → 3.18). `bytes`: the file's typical size against the first look's, measured on the
 * blonde's and the dark man's fake laugh and the East Asian woman's talk (0.54–0.62 at the
 * fourth), so a clip far over budget skips the looks that cannot bring it under (nextLook).
 */
export const LOOKS: readonly (ClipChoice & { bytes: number })[] = [
  { colours: 112, dither: 4, ditherUpTo: MOST_DITHER, mouthDither: 8, holdError: 24, holdPeak: 60, bytes: 1 },
  { colours: 112, dither: 2, mouthDither: 8, holdError: 30, holdPeak: 72, bytes: 0.84 },
  { colours: 91, dither: 0, mouthDither: 8, holdError: 34, holdPeak: 84, bytes: 0.7 },
  { colours: 63, dither: 0, mouthDither: 8, holdError: 40, holdPeak: 96, bytes: 0.6 },
  // The blonde's fake laugh (her whole head and hair shaken every frame) is 1.78 MB at the third
  // look and 1.56 MB at the fourth; 1.49 MB here. At 40 colours with a dither of 2 (1.44 MB,
  // the look below) her cheeks showed "harder bands and white specks" (issue 37, fifty-second
  // stop): the dither reached a near-white entry. 52 colours at a dither of 1 band less (her
  // face's error blurred over 5 px 3.29 → 3.16 levels, the room's 4.14 → 3.80); 56 undithered
  // (1.51–1.52 MB) and a looser hold (48/110: the head moves everywhere, 1 %) did not fit.
  { colours: 52, dither: 1, mouthDither: 8, holdError: 40, holdPeak: 96, bytes: 0.58 },
  // The last resort for a clip the look above leaves over 1.5 MB: 47 colours undithered were as
  // light (1.47 MB on the blonde) but turned her golden hair grey in bands.
  { colours: 40, dither: 2, mouthDither: 8, holdError: 40, holdPeak: 96, bytes: 0.57 },
];

/**
 * The share of a look's hold (gif/clipColours.ts mapClip `faceHold`) over the face and the jaw's
 * shadow under it, tried first at the clip's own look. A head that bobs moves the chin a few
 * pixels a frame: at the whole hold (the third look's 34 / 84) blocks of the chin's shadow and
 * the jaw line were kept a frame or two behind beside fresh ones, "a doubled jaw line under the
 * chin", "blocky tan patches beside the mouth and a seam at the chin" (issue 37, the uncle's bob,
 * fifty-sixth stop). The grey-haired woman's uncle at the third look: the face's mean grey error
 * against the frames 3.49 → 1.89, 0.88 → 1.21 MB. Where that is over GIF_MAX_BYTES the same look
 * with the whole hold comes next, never a coarser look first: the coarser palette banded the
 * brunette's and the older man's skin worse than the held blocks did. That second encode costs
 * 1–2.5 s on 2 cores (RICH_MOST_PIXELS's 5.6 → 8.1 s on a 480 px clip); the engine benchmark's
 * 480 px talk fitted the tight hold in one encode (946 kB, 5.7 s, the fifty-sixth stop), a clip
 * near the limit pays it. Since the sixty-fourth stop a clip written at the first or second look's
 * own dither with room under GIF_MAX_BYTES pays one encode more to raise it (encodeWithin): the
 * benchmark's 12 MP talk 6.27 s (1043 kB), over the 6 s goal (docs/mocks.md).
 */
export const FACE_HOLD = 0.5;

/**
 * A clip under this many bytes at its look is written again with RICH_LOOK: the small photos'
 * clips (the woman's, 360 px) came out at 0.29–0.53 MB, far under the limit, yet showed
 * "blotchy posterised skin" and her skin "grey-mauve" in the talk and yawn (issue 37,
 * fifty-second stop), 112 colours spread over a whole room and face.
 */
export const RICH_BELOW = 600_000;

/**
 * How much heavier a clip written at a dither raised to the palette's gaps is than at its look's
 * own (the grain costs a moving face 10–25 % more bytes, gif/skinSteps.test.ts): RICH_BELOW was
 * set on clips at the look's own dither, so a clip whose raised first try fitted is measured
 * against RICH_BELOW times this: without it a small clip of 0.48–0.6 MB at its own dither (the
 * woman's fake laugh, 527 kB) could come out past RICH_BELOW raised and lose RICH_LOOK's 200
 * colours to the dither that was to smooth its skin (a review's reading; not yet seen on a face).
 */
export const RAISED_BYTES = 1.25;
/**
 * Only a clip of at most this many pixels a frame is written again: the second encode costs as
 * much as the first, and on a 480 px clip that came out light (the engine benchmark's talk, 573
 * kB) it took the GIF from 5.6 to 8.1 s, past the 6 s goal on 2 cores. A small photo's clip (the
 * woman's, 360 × 360) costs about half that, and it is the one that showed the blotches.
 */
export const RICH_MOST_PIXELS = 400 * 400;
/**
 * 200 colours (8-bit codes, the frames' tables 256 entries), dithered as the first look. On the
 * woman's talk the face's error blurred over 5 px fell from 2.68 to 2.39 levels, the room's from
 * 2.55 to 2.04 (326 → 381 kB); her fake laugh's face 2.95 → 2.07 (527 → 814 kB).
 * 254 colours were a little closer (2.35) but took 3.5 s of k-means, not 2.3. Its face is held
 * as tightly as a look's first try (FACE_HOLD): held as loosely as the room, the man's talk kept
 * blocks of his face a frame behind, the face's error blurred over 5 px 2.16 levels (0.94 held
 * tightly, 379 → 605 kB), and its dither is raised as the first look's.
 */
export const RICH_LOOK: ClipChoice = {
  colours: 200,
  dither: 4,
  ditherUpTo: MOST_DITHER,
  mouthDither: 8,
  holdError: 24,
  holdPeak: 60,
  faceHold: FACE_HOLD,
};

/** The look to try first, from the share of pixels that visibly change between frames. */
export function firstLook(motion: number): number {
  return motion < 0.08 ? 0 : motion < 0.15 ? 1 : 2;
}

/**
 * The look to try after `look` gave `bytes` over GIF_MAX_BYTES: the first coarser one its
 * typical size says can fit (the last if none), so a clip is not encoded once per look (each
 * encode takes 1–2.5 s on 2 cores; the blonde's fake laugh went through all four).
 */
export function nextLook(look: number, bytes: number): number {
  for (let next = look + 1; next < LOOKS.length; next++)
    if ((bytes * LOOKS[next].bytes) / LOOKS[look].bytes <= GIF_MAX_BYTES) return next;
  return LOOKS.length - 1;
}

/** The box round a face's mesh, inside a frame of `width` × `height`. */
export function faceBox(mesh: readonly Point[], width: number, height: number): Region {
  const bounds = boundsOf(mesh);
  const left = Math.max(0, Math.floor(bounds.left));
  const top = Math.max(0, Math.floor(bounds.top));
  const right = Math.min(width, Math.ceil(bounds.right));
  const bottom = Math.min(height, Math.ceil(bounds.bottom));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

export const gif: Recipe = async (input, progress) => {
  const motion = gifMotions[input.style];
  if (!motion) throw new Error(`gif: unknown style ${input.style}`);
  const { photo, face } = mainFace(input);
  const crop = await cropAroundFace(photo, face, GIF_CROP);
  // The person cut from the room, so a tilt or turn moves the head and leaves the room still.
  const backdrop = await backdropOf(crop.picture, faceGeometry(crop.mesh));
  progress(5);
  const count = Math.max(2, Math.round((motion.gifSeconds * 1000) / GIF_FRAME_MS));
  const frames: Uint8Array[] = [];
  // Each frame's painted open mouth, so the palette and the dither serve it (gif/mouthColours.ts).
  const mouths: Uint8Array[] = [];
  const run = {
    picture: crop.picture,
    mesh: crop.mesh,
    motion,
    vary: variationOf(input.seed, input.style, input.locale),
    count,
    seconds: (GIF_FRAME_MS * count) / 1000,
    progressTo: 70,
    backdrop,
    mouths,
  };
  for await (const frame of renderFrames(run, (done) => progress(5 + done))) frames.push(frame);
  const { width, height } = crop.picture;
  const clip = { width, height, frames, mouths, delayMs: GIF_FRAME_MS, face: faceBox(crop.mesh, width, height) };
  const bytes = await encodeLight(clip, () => progress(90));
  progress(100);
  return { bytes, mime: 'image/gif', ext: 'gif' };
};

/**
 * The clip as a GIF under GIF_MAX_BYTES: the look its motion suggests, with the face held tighter
 * (FACE_HOLD) when that fits, else with the whole hold, then coarser looks while it is too heavy,
 * and RICH_LOOK instead when a small clip came out light (`again` is told before each re-encode).
 */
export async function encodeLight(clip: Clip, again: () => void = () => undefined): Promise<Uint8Array> {
  const encode = (choice: ClipChoice) => encodeClip(clip, choice);
  return encodeWithin(firstLook(clipMotion(clip)), clip.width * clip.height, encode, again);
}

/**
 * The looks up to this one (the first two, the 112 colours that keep skin smooth at 480 px) may
 * have their dither raised where the file affords it; a coarser look's few entries would ask for
 * more dither than its bytes can pay, and its noise reached the white entries at 40 and 52
 * colours (the blonde's specks, LOOKS).
 */
export const LAST_RAISED_LOOK = 1;

/** `look` at its own dither, not raised to the palette's gaps (ClipChoice `ditherUpTo`). */
export function plainDither(look: ClipChoice): ClipChoice {
  return { ...look, ditherUpTo: undefined };
}

/**
 * encodeLight's order of tries from `look`, for a clip of `pixels` a frame: FACE_HOLD at `look`
 * first, with its dither raised to the palette's gaps on the face (gif/paletteDither.ts) at a look
 * that raises it (the first); where that is over GIF_MAX_BYTES, raised only as far as its bytes
 * say fits (gif/ditherBudget.ts, read back from the dither the palette's gaps asked for, tried only
 * when that is less), then at the look's own dither (the dither's grain costs a moving
 * face 2–3.5 % more bytes a level, and a clip near the limit keeps its tight hold rather than its
 * dither); then the whole hold at the same look (one encode more, only for a clip the tight face
 * did not fit: a clip that fitted before is never made coarser), then coarser looks (nextLook).
 * A clip written at its look's own dither at the first two looks (LAST_RAISED_LOOK), too large
 * for RICH_LOOK, is written once more with the dither raised as far as its bytes say fits, kept
 * if it does (the second look's 480 px clips, most of the panel's): a clip with no room for
 * LEAST_RAISE levels is not encoded again, nor one at a coarser look.
 */
export async function encodeWithin(
  look: number,
  pixels: number,
  encode: (choice: ClipChoice) => Promise<EncodedClip>,
  again: () => void = () => undefined,
): Promise<Uint8Array> {
  let choice: ClipChoice = { ...LOOKS[look], faceHold: FACE_HOLD };
  const first = await encode(choice);
  let bytes = first.bytes;
  // Whether the dither was raised in the bytes kept, and whether a raise was tried at `choice`.
  let raised = Boolean(choice.ditherUpTo);
  let tried = raised;
  if (bytes.byteLength > GIF_MAX_BYTES && raised) {
    raised = false;
    // The raise to the palette's gaps (`first.dither`, 11–16 on the seen faces, at most
    // MOST_DITHER) was too heavy: as far as its bytes say fits, when that is a lighter dither.
    const fits = affordableDither(bytes.byteLength, first.dither, choice.dither, GIF_MAX_BYTES);
    if (fits > choice.dither && fits < first.dither) {
      again();
      const lighter = (await encode({ ...choice, ditherUpTo: fits })).bytes;
      raised = lighter.byteLength <= GIF_MAX_BYTES;
      if (raised) bytes = lighter;
    }
    // At the look's own dither, unless the gaps asked for no more (`bytes` are that encode then).
    if (!raised && first.dither > choice.dither) {
      again();
      choice = { ...plainDither(LOOKS[look]), faceHold: FACE_HOLD };
      bytes = (await encode(choice)).bytes;
    }
  }
  if (bytes.byteLength > GIF_MAX_BYTES) {
    again();
    choice = plainDither(LOOKS[look]);
    tried = false;
    bytes = (await encode(choice)).bytes;
  }
  while (bytes.byteLength > GIF_MAX_BYTES && look < LOOKS.length - 1) {
    again();
    look = nextLook(look, bytes.byteLength);
    choice = plainDither(LOOKS[look]);
    tried = false;
    bytes = (await encode(choice)).bytes;
  }
  if (bytes.byteLength <= RICH_BELOW * (raised ? RAISED_BYTES : 1) && pixels <= RICH_MOST_PIXELS) {
    again();
    const rich = (await encode(RICH_LOOK)).bytes;
    return rich.byteLength <= GIF_MAX_BYTES ? rich : bytes;
  }
  if (raised || tried || bytes.byteLength > GIF_MAX_BYTES || look > LAST_RAISED_LOOK) return bytes;
  const fits = affordableDither(bytes.byteLength, choice.dither, choice.dither, GIF_MAX_BYTES);
  if (fits === choice.dither) return bytes;
  again();
  const finer = (await encode({ ...choice, ditherUpTo: fits })).bytes;
  return finer.byteLength <= GIF_MAX_BYTES ? finer : bytes;
}
