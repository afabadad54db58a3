// Talking-photo GIF: the user's own face, animated from its mesh by the chosen expression
// template (the room behind kept still by the person's matte: motion/backdrop.ts), written as
// a looping animated GIF of the head (≤ 480 px) at 16.7 frames a second, kept under 1.5 MB: one
// palette for the clip and unchanged blocks left as they are shown (gif/clipColours.ts), more of
// its colours spent on the face and the open mouth (gif/mouthColours.ts), finer for a clip that
// moves little, coarser for one that moves a lot.
import type { Point, Recipe } from '../types';
import type { Region } from './gif/clipColours';
import { type ClipChoice, clipMotion, encodeClip } from './gif/encodeClip';
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
  { colours: 112, dither: 4, mouthDither: 8, holdError: 24, holdPeak: 60, bytes: 1 },
  { colours: 112, dither: 2, mouthDither: 8, holdError: 30, holdPeak: 72, bytes: 0.84 },
  { colours: 91, dither: 0, mouthDither: 8, holdError: 34, holdPeak: 84, bytes: 0.7 },
  { colours: 63, dither: 0, mouthDither: 8, holdError: 40, holdPeak: 96, bytes: 0.6 },
  // The blonde's fake laugh (her whole head and hair shaken every frame) was 1.66 MB at the
  // fourth look (1.59 MB with its own colour tables); 1.45 MB here. 47 colours undithered were as
  // light (1.47 MB) but turned her golden hair grey in bands; a looser hold (48/110) saves 2 %.
  { colours: 40, dither: 2, mouthDither: 8, holdError: 40, holdPeak: 96, bytes: 0.57 },
];

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
  let look = firstLook(clipMotion(clip));
  let bytes = await encodeClip(clip, LOOKS[look]);
  while (bytes.byteLength > GIF_MAX_BYTES && look < LOOKS.length - 1) {
    progress(90);
    look = nextLook(look, bytes.byteLength);
    bytes = await encodeClip(clip, LOOKS[look]);
  }
  progress(100);
  return { bytes, mime: 'image/gif', ext: 'gif' };
};
