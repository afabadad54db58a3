// Talking-photo GIF: the user's own face, animated from its mesh by the chosen expression
// template (the room behind kept still by the person's matte: motion/backdrop.ts), written as
// a looping animated GIF of the head (≤ 480 px) at 16.7 frames a second, kept under 1.5 MB: one
// palette for the clip and unchanged blocks left as they are shown (gif/clipColours.ts), more of its colours spent on the face, finer for a clip that moves little, coarser for one that moves a lot.
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
 */
export const LOOKS: readonly ClipChoice[] = [
  { colours: 128, dither: 4, holdError: 24, holdPeak: 60 },
  { colours: 128, dither: 2, holdError: 30, holdPeak: 72 },
  { colours: 96, dither: 0, holdError: 34, holdPeak: 84 },
  { colours: 64, dither: 0, holdError: 40, holdPeak: 96 },
];

/** The look to try first, from the share of pixels that visibly change between frames. */
export function firstLook(motion: number): number {
  return motion < 0.08 ? 0 : motion < 0.15 ? 1 : 2;
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
  const run = {
    picture: crop.picture,
    mesh: crop.mesh,
    motion,
    vary: variationOf(input.seed, input.style, input.locale),
    count,
    seconds: (GIF_FRAME_MS * count) / 1000,
    progressTo: 70,
    backdrop,
  };
  for await (const frame of renderFrames(run, (done) => progress(5 + done))) frames.push(frame);
  const { width, height } = crop.picture;
  const clip = { width, height, frames, delayMs: GIF_FRAME_MS, face: faceBox(crop.mesh, width, height) };
  let look = firstLook(clipMotion(clip));
  let bytes = await encodeClip(clip, LOOKS[look]);
  while (bytes.byteLength > GIF_MAX_BYTES && look < LOOKS.length - 1) {
    progress(90);
    look++;
    bytes = await encodeClip(clip, LOOKS[look]);
  }
  progress(100);
  return { bytes, mime: 'image/gif', ext: 'gif' };
};
