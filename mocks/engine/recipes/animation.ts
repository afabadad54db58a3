// Photo animation: the same mesh-driven motions as the GIF, as a short H.264 video of head and
// shoulders (3 s, 25 fps, ≤ 720 px).
import { encodeMp4 } from '../adapters/ffmpeg';
import type { Recipe } from '../types';
import { mainFace } from './motion/face';
import { renderFrames } from './motion/frames';
import { cropAroundFace } from './motion/source';
import { animationMotions } from './motion/templates';
import { variationOf } from './motion/variation';

const FPS = 25;
const SECONDS = 3;

export const animation: Recipe = async (input, progress) => {
  const motion = animationMotions[input.style];
  if (!motion) throw new Error(`animation: unknown style ${input.style}`);
  const { photo, face } = mainFace(input);
  const crop = await cropAroundFace(photo, face, { faceHeights: 3.6, maxSide: 720, minSide: 480, multiple: 2 });
  progress(5);
  const run = {
    picture: crop.picture,
    mesh: crop.mesh,
    motion,
    vary: variationOf(input.seed, input.style),
    count: FPS * SECONDS,
    seconds: SECONDS,
    progressTo: 90,
  };
  const frames = renderFrames(run, (done) => progress(5 + done));
  const bytes = await encodeMp4(
    { kind: 'raw', width: crop.picture.width, height: crop.picture.height, channels: 3, frames },
    { fps: FPS, durationS: SECONDS, crf: 20 },
  );
  progress(100);
  return { bytes, mime: 'video/mp4', ext: 'mp4' };
};
