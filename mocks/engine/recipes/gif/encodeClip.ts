// A rendered clip as a light GIF: one palette for the clip, its size, dither and how much
// change is let go chosen from how much the clip moves (clipColours.ts does the mapping, sharp
// writes the file through the image adapter).
import { encodeGif } from '../../adapters/image';
import { type ClipLook, PaletteLookup, type Region, clipPalette, mapClip } from './clipColours';
import { mouthSamples, mouthWithRim } from './mouthColours';
import { ditherForPalette } from './paletteDither';

export interface Clip {
  width: number;
  height: number;
  /** RGB frames, in order. */
  frames: readonly Uint8Array[];
  delayMs: number;
  /** Where the face is (its box in the still photo), so the palette spends more of its colours there. */
  face?: Region;
  /** Each frame's painted open mouth (motion/frames.ts), so the palette and dither serve it too. */
  mouths?: readonly Uint8Array[];
}

export interface ClipChoice extends ClipLook {
  colours: number;
  /**
   * The most `dither` may be raised to so it reaches across the palette's gaps at the face's
   * colours (gif/paletteDither.ts); absent: `dither` as given (a coarse look's few entries would
   * ask for a dither whose noise the file cannot afford).
   */
  ditherUpTo?: number;
}

/** Frames the palette is learnt from, spread over the loop. */
const PALETTE_FRAMES = 6;

/** `count` of the clip's frames spread evenly over it. */
function spread<T>(items: readonly T[], count: number): T[] {
  return Array.from({ length: Math.min(count, items.length) }, (_, index) => items[Math.floor((index * items.length) / count)]);
}

/**
 * Share of pixels (every 5th) that change visibly (by more than 24 levels, red, green and blue
 * added) from one frame to the next, over a few pairs spread through the clip.
 */
export function clipMotion({ frames }: Clip): number {
  let changed = 0;
  let seen = 0;
  const pairs = spread(
    frames.map((_, index) => index).filter((index) => index > 0),
    8,
  );
  for (const index of pairs) {
    const now = frames[index];
    const before = frames[index - 1];
    for (let at = 0; at + 2 < now.length; at += 15) {
      const change =
        Math.abs(now[at] - before[at]) + Math.abs(now[at + 1] - before[at + 1]) + Math.abs(now[at + 2] - before[at + 2]);
      if (change > 24) changed++;
      seen++;
    }
  }
  return seen ? changed / seen : 0;
}

/** How far under the face box the face's hold reaches, in face heights: the jaw's shadow and the neck line. */
const HELD_BELOW = 0.25;

/** The face box and HELD_BELOW of its height under the chin (within the frame): where `faceHold` applies. */
export function heldBox(face: Region, height: number): Region {
  return { ...face, height: Math.min(height - face.top, Math.round(face.height * (1 + HELD_BELOW))) };
}

/** A clip's GIF and the dither it was mapped at (`choice.dither`, or raised by `ditherUpTo`). */
export interface EncodedClip {
  bytes: Uint8Array;
  dither: number;
}

/** The clip as GIF bytes, mapped to `choice`'s palette size, hold and dither. */
export async function encodeClip(clip: Clip, choice: ClipChoice): Promise<EncodedClip> {
  const face = clip.face && { ...clip.face, frameWidth: clip.width };
  const mouth = clip.mouths && mouthSamples(clip.frames, clip.mouths);
  const palette = clipPalette(spread(clip.frames, PALETTE_FRAMES), choice.colours, face, mouth);
  const lookup = new PaletteLookup(palette);
  const rims = clip.mouths?.map((mask) => mouthWithRim(mask, clip.width, clip.height));
  const dither =
    choice.ditherUpTo && clip.face && clip.frames.length
      ? ditherForPalette(palette, clip.frames[0], clip.width, clip.face, choice.dither, choice.ditherUpTo)
      : choice.dither;
  const frames = mapClip(
    clip.frames,
    clip.width,
    clip.height,
    lookup,
    { ...choice, dither, mouthDither: Math.max(dither, choice.mouthDither ?? 0) },
    rims,
    clip.face && heldBox(clip.face, clip.height),
  );
  const bytes = await encodeGif({
    width: clip.width,
    height: clip.height,
    channels: 3,
    frames,
    delayMs: clip.delayMs,
    look: 'indexed',
  });
  return { bytes, dither };
}
