// Renders a motion's frames from a face crop, reporting progress as each frame is made.
import { raiseGapOfTeeth } from './ownTeethSplit';
import type { Progress } from '../../types';
import type { Backdrop } from './backdrop';
import { fitEyes } from './eyeFit';
import { type FaceGeometry, faceGeometry } from './geometry';
import { lidFill } from './lidFill';
import { findAnyGlasses, type Glasses } from './glasses';
import { openToTeeth } from './grinTeeth';
import { mouthPalette } from './mouthPalette';
import { cuedPhoto, personaCues } from './personaCues';
import type { Raster } from './raster';
import { paintMask } from './soften';
import { onStage, type Stage, stageOf } from './stage';
import type { Motion } from './templates';
import type { Variation } from './variation';
import { renderFrame } from './warp';

export interface FrameRun {
  picture: Raster;
  mesh: Parameters<typeof faceGeometry>[0];
  motion: Motion;
  vary: Variation;
  count: number;
  seconds: number;
  /** Progress reached when the last frame is made (encoding takes the rest). */
  progressTo: number;
  /** The person's matte and the room behind (backdrop.ts): the head moves, the room stays. */
  backdrop?: Backdrop | null;
  /** When given, each frame's painted open mouth (1 where painted, a byte a pixel) is pushed here as the frame is made. */
  mouths?: Uint8Array[];
}

/**
 * The face a run's frames move and its glasses (found on the photo itself, as the renderer would
 * on its first frame): the eyes fitted to the photo (eyeFit.ts) unless
 * it wears glasses (looked for on the mesh's eyes; a frame's rim is dark like lashes), the mouth
 * opened to its own teeth (grinTeeth.ts), and its own open mouth riding up with the upper lip
 * where it is all upper teeth (ownTeethSplit.ts).
 */
export function motionFace(picture: Raster, mesh: FrameRun['mesh']): { face: FaceGeometry; glasses: Glasses | null } {
  const glasses = findAnyGlasses(picture, faceGeometry(mesh));
  const face = raiseGapOfTeeth(openToTeeth(faceGeometry(glasses ? mesh : fitEyes(mesh, picture)), picture, mesh), picture);
  // The skin a shut lid shows, filled in once on the plain photo (a frame's may carry a blush).
  face.eyes.forEach((eye, index) => lidFill(picture, eye, glasses?.lenses[index] ?? null));
  return { face, glasses };
}

/** Each frame as raw RGB, in order; the loop's frame i is at t = i / count. */
export async function* renderFrames(run: FrameRun, progress: Progress): AsyncGenerator<Uint8Array> {
  const { face, glasses } = motionFace(run.picture, run.mesh);
  const palette = mouthPalette(run.picture, run.mesh);
  const painted = paintMask(run.picture.width, run.picture.height);
  if (run.mouths) painted.lastMarks = new Uint8Array(painted.marks.length);
  // A template's persona cue (a blush, a poked tongue) is painted on the photo a frame is drawn
  // from.
  const cues = personaCues(run.picture, run.mesh, palette);
  // The speech's stage (a mic, a spotlight), made on the first frame that asks for it.
  let stage: Stage | null = null;
  for (let index = 0; index < run.count; index++) {
    const pose = run.motion.template({ t: index / run.count, seconds: run.seconds }, run.vary);
    const photo = cuedPhoto(cues, pose);
    const frame = new Uint8Array(photo.data);
    renderFrame(photo, face, palette, pose, frame, painted, run.backdrop ?? null, glasses);
    if (pose.stage) onStage((stage ??= stageOf(run.picture, run.mesh)), frame, pose.stage);
    if (run.mouths && painted.lastMarks) run.mouths.push(painted.lastMarks.slice());
    progress(((index + 1) / run.count) * run.progressTo);
    yield frame;
    // Let the worker answer messages (progress, cancellation) between frames.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
