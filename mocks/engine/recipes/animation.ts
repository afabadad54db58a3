// Photo animation: the same mesh-driven motions as the GIF, as a short H.264 video of head and
// shoulders (3 s, 25 fps, ≤ 720 px). The talk (说话) speaks: its MP4 carries the line its lips
// say (motion/talkLine.ts) as AAC, in the user's language (the run's locale: an English line in
// Flite's English voice, a Chinese one in eSpeak's Mandarin) and a voice for the face
// (animation/talkAudio.ts). The other styles are silent: a cry, a laugh, a smile or a run of
// expressions has no line to say, and a made-up sob or laugh in a synthetic voice would sound
// worse than none.
import { DEFAULT_LOCALE, type Locale } from '../../../src/locales/locale';
import { describeFace } from '../adapters/faces';
import { encodeMp4 } from '../adapters/ffmpeg';
import type { Recipe } from '../types';
import { speakTalkLine, speakerOf, talkVoice } from './animation/talkAudio';
import { mainFace } from './motion/face';
import { renderFrames } from './motion/frames';
import type { Raster } from './motion/raster';
import { cropAroundFace } from './motion/source';
import { talkLine } from './motion/talkLine';
import { animationMotions } from './motion/templates';
import { variationOf } from './motion/variation';

const FPS = 25;
const SECONDS = 3;
/** The styles that speak. */
const SPEAKING = new Set(['talk']);

/**
 * The talk's spoken line as a WAV: the same line (seed, language, clip length) the talk template
 * moves the lips to, in the user's language, in that language's voice for the face.
 */
async function talkSound(seed: number, language: Locale, picture: Raster): Promise<Uint8Array> {
  const line = talkLine(seed, language, SECONDS);
  const speaker = speakerOf(await describeFace({ ...picture, channels: 3 }));
  return speakTalkLine(line, talkVoice(line.language, speaker), SECONDS);
}

export const animation: Recipe = async (input, progress) => {
  const motion = animationMotions[input.style];
  if (!motion) throw new Error(`animation: unknown style ${input.style}`);
  const { photo, face } = mainFace(input);
  const crop = await cropAroundFace(photo, face, { faceHeights: 3.6, maxSide: 720, minSide: 480, multiple: 2 });
  const language = input.locale ?? DEFAULT_LOCALE;
  const audio = SPEAKING.has(input.style) ? await talkSound(input.seed, language, crop.picture) : undefined;
  progress(5);
  const run = {
    picture: crop.picture,
    mesh: crop.mesh,
    motion,
    vary: variationOf(input.seed, input.style, language),
    count: FPS * SECONDS,
    seconds: SECONDS,
    progressTo: 90,
  };
  const frames = renderFrames(run, (done) => progress(5 + done));
  const bytes = await encodeMp4(
    { kind: 'raw', width: crop.picture.width, height: crop.picture.height, channels: 3, frames },
    { fps: FPS, durationS: SECONDS, crf: 20, audio, audioKind: 'speech' },
  );
  progress(100);
  return { bytes, mime: 'video/mp4', ext: 'mp4' };
};
