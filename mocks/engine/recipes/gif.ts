// Talking-photo GIF: the user's own face, animated from its mesh by the chosen expression
// template, written as a looping animated GIF of the head (≤ 512 px).
import { encodeGif } from '../adapters/image';
import type { Recipe } from '../types';
import { mainFace } from './motion/face';
import { renderFrames } from './motion/frames';
import { cropAroundFace } from './motion/source';
import { gifMotions } from './motion/templates';
import { variationOf } from './motion/variation';

const FRAMES = 24;

/** The head crop the GIF shows (tests map the face into it). */
export const GIF_CROP = { faceHeights: 2.3, maxSide: 480, minSide: 360, multiple: 1 } as const;

export const gif: Recipe = async (input, progress) => {
  const motion = gifMotions[input.style];
  if (!motion) throw new Error(`gif: unknown style ${input.style}`);
  const { photo, face } = mainFace(input);
  const crop = await cropAroundFace(photo, face, GIF_CROP);
  progress(5);
  // GIF delays are in hundredths of a second.
  const delay = Math.round((motion.gifSeconds * 100) / FRAMES) * 10;
  const frames: Uint8Array[] = [];
  const run = {
    picture: crop.picture,
    mesh: crop.mesh,
    motion,
    vary: variationOf(input.seed, input.style),
    count: FRAMES,
    seconds: (delay * FRAMES) / 1000,
    progressTo: 85,
  };
  for await (const frame of renderFrames(run, (done) => progress(5 + done))) frames.push(frame);
  const { width, height } = crop.picture;
  const bytes = await encodeGif({ width, height, channels: 3, frames, delayMs: delay, look: 'fast' });
  progress(100);
  return { bytes, mime: 'image/gif', ext: 'gif' };
};
