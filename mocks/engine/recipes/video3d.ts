// 3D photo video: the photo split into the subject (the whole person, cut out by a segmentation
// model: hair, arms and the body down to the frame's edge, so nothing of them is left behind)
// and a background plate with the subject's place filled, then filmed by a moving camera under
// which the two layers move apart (2.5D parallax): an orbit, a sway, or a dolly zoom. Without a
// face, or when the model sees no person at the face, the photo bends over a guessed smooth
// depth instead (its most distinct central region near), which cannot tear where an outline
// would be wrong. 4 s at 25 fps, at most 720 px, H.264 + AAC with the chosen music (the first
// track when none is given, as the app preselects it).
import { encodeMp4 } from '../adapters/ffmpeg';
import type { Recipe, RecipeInput } from '../types';
import { segmentPerson } from '../adapters/faces';
import type { Pixels } from '../adapters/image';
import { loadPhoto, toBytes } from './shared/photo';
import type { Rgb } from './shared/raster';
import { cameraMoves } from './video3d/camera';
import { guessedDepth, subjectMatte, type Box } from './video3d/layers';
import { backgroundPlate } from './video3d/plate';
import { MUSIC_SECONDS, musicTrack } from './video3d/music';
import { renderFrame, type Framing, type Layers } from './video3d/render';

const FPS = 25;
const SECONDS = MUSIC_SECONDS;
/** The video's long side. */
const OUTPUT_LONG_SIDE = 720;
/** The frame shows the middle 1/ZOOM of the photo, so the moving layers never uncover an edge. */
const ZOOM = 1.12;
/** The photo is worked on at this size: a little more than the frame needs at rest. */
const SOURCE_LONG_SIDE = Math.round(OUTPUT_LONG_SIDE * ZOOM);
const DEFAULT_TRACK = 'cheer';

function pixelsOf(picture: Rgb): Pixels {
  return { width: picture.width, height: picture.height, channels: 3, data: toBytes(picture) };
}

function even(value: number): number {
  return Math.max(2, Math.floor(value / 2) * 2);
}

/** The layers the camera films and the frame it films them in. */
export interface Scene {
  layers: Layers;
  framing: Framing;
}

/** The photo split into layers (or a depth to bend over), at the size the video is made from. */
export async function sceneOf(input: RecipeInput, progress: (percent: number) => void = () => undefined): Promise<Scene> {
  if (!input.photo) throw new Error('video3d: no photo');
  const photo = await loadPhoto(input.photo, SOURCE_LONG_SIDE);
  progress(10);
  // The faces are in the prepared photo's pixels; the photo is worked on smaller.
  const scale = photo.width / Math.max(1, input.photo.width);
  const face = input.faces?.[0];
  const box: Box | undefined = face
    ? [face.box[0] * scale, face.box[1] * scale, face.box[2] * scale, face.box[3] * scale]
    : undefined;
  const focus = box ? { x: box[0] + box[2] / 2, y: box[1] + box[3] / 2 } : { x: photo.width / 2, y: photo.height / 2 };
  const matte = box ? subjectMatte(photo, await segmentPerson(pixelsOf(photo)), box) : null;
  progress(20);
  const layers: Layers = matte
    ? { mode: 'cut', photo, plate: backgroundPlate(photo, matte), matte, focus }
    : { mode: 'warp', photo, plate: photo, matte: guessedDepth(photo), focus };
  progress(30);
  const long = Math.max(photo.width, photo.height);
  const outputLong = Math.min(OUTPUT_LONG_SIDE, Math.round(long / ZOOM));
  const framing: Framing = {
    width: even((photo.width / long) * outputLong),
    height: even((photo.height / long) * outputLong),
    step: long / ZOOM / outputLong,
  };
  return { layers, framing };
}

export const video3d: Recipe = async (input, progress) => {
  const move = cameraMoves[input.style];
  if (!move) throw new Error(`video3d: unknown style ${input.style}`);
  if (!input.photo) throw new Error('video3d: no photo');
  const music = musicTrack(input.bgm ?? DEFAULT_TRACK);
  const { layers, framing } = await sceneOf(input, progress);
  const pose = move(input.seed);
  const count = FPS * SECONDS;
  function* frames(): Generator<Uint8Array> {
    for (let index = 0; index < count; index++) {
      const frame = new Uint8Array(framing.width * framing.height * 3);
      renderFrame(layers, framing, pose(index / count), frame);
      progress(30 + (60 * (index + 1)) / count);
      yield frame;
    }
  }
  const bytes = await encodeMp4(
    { kind: 'raw', width: framing.width, height: framing.height, channels: 3, frames: frames() },
    { fps: FPS, durationS: SECONDS, crf: 20, audio: music },
  );
  progress(100);
  return { bytes, mime: 'video/mp4', ext: 'mp4' };
};
