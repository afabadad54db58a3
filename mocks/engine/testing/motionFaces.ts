// What the motion tests share: a person's face cropped as a GIF crops it, a template's clock, the
// 8 frames a blind panel is shown of a clip drawn as the recipe draws them, and a template's pose
// at its widest mouth with the head held still (so the mouth stays where the mesh has it), and
// the skin's grey a mouth's tests measure against, one posed frame drawn as warp.ts draws it, and
// a crop with the room behind its head.
import { GIF_CROP, GIF_FRAME_MS } from '../recipes/gif';
import { type Backdrop, backdropOf } from '../recipes/motion/backdrop';
import { motionFace } from '../recipes/motion/frames';
import { type FaceGeometry, faceGeometry } from '../recipes/motion/geometry';
import type { Glasses } from '../recipes/motion/glasses';
import { mouthPalette } from '../recipes/motion/mouthPalette';
import { cuedPhoto, personaCues } from '../recipes/motion/personaCues';
import { bothEyes, type Pose, restingPose } from '../recipes/motion/pose';
import type { Raster } from '../recipes/motion/raster';
import { paintMask } from '../recipes/motion/soften';
import { type FaceCrop, cropAroundFace } from '../recipes/motion/source';
import { gifMotions } from '../recipes/motion/templates';
import { variationOf } from '../recipes/motion/variation';
import { renderFrame } from '../recipes/motion/warp';
import { photoOfPerson } from './people';
import { prepared } from './prepared';

/**
 * A person (a gallery sample of tests/gallery/samples.ts, or a test face of ./faces.ts: 'woman',
 * 'man') prepared as a run's photo and cropped round its first face as a GIF is.
 */
export async function galleryFaceCrop(person: string): Promise<FaceCrop> {
  const { bytes, faces } = await photoOfPerson(person);
  const ready = await prepared(bytes, faces);
  const face = ready.faces?.[0];
  if (!face) throw new Error(`no face in ${person}`);
  return cropAroundFace(ready.photo, face, GIF_CROP);
}

/** A person's GIF crop with its face geometry and the still room behind the head (backdrop.ts). */
export interface CropInRoom {
  crop: FaceCrop;
  face: FaceGeometry;
  backdrop: Backdrop;
}

/**
 * A gallery person's crop (galleryFaceCrop) with what a test of the head's motion against the room
 * draws with: its face geometry and its backdrop (throws when no matte is found).
 */
export async function galleryCropInRoom(person: string): Promise<CropInRoom> {
  const crop = await galleryFaceCrop(person);
  const face = faceGeometry(crop.mesh);
  const backdrop = await backdropOf(crop.picture, face);
  if (!backdrop) throw new Error(`no matte for ${person}`);
  return { crop, face, backdrop };
}

/**
 * Several people's face crops, loaded once for a test file: `beforeAll(() => crops.load(), SLOW)`,
 * then `crops.get(id)` in its tests (it throws for a person not loaded).
 */
export function galleryFaceCrops(people: readonly string[]): { load: () => Promise<void>; get: (person: string) => FaceCrop } {
  const loaded = new Map<string, FaceCrop>();
  return {
    async load() {
      for (const person of people) loaded.set(person, await galleryFaceCrop(person));
    },
    get(person) {
      const crop = loaded.get(person);
      if (!crop) throw new Error(`${person} is not among this file's loaded faces`);
      return crop;
    },
  };
}

/** A GIF template's loop as gif.ts makes it: its frame count and length (seconds). */
export function gifClock(template: string): { count: number; seconds: number } {
  const count = Math.max(2, Math.round((gifMotions[template].gifSeconds * 1000) / GIF_FRAME_MS));
  return { count, seconds: (count * GIF_FRAME_MS) / 1000 };
}

/** Frames a blind panel is shown of a clip. */
export const PANEL_FRAMES = 8;

/** Which of a clip's `count` frames the panel sees: spread from its first to its last, as the gallery picks them. */
export function panelFrameIndices(count: number): number[] {
  return Array.from({ length: PANEL_FRAMES }, (_, shown) => Math.round((shown * (count - 1)) / (PANEL_FRAMES - 1)));
}

/** The pose of one frame of a template's loop (seed given); `still` holds the head where it is. */
export function poseAt(template: string, seed: number, frameIndex: number, still: boolean): Pose {
  const { count, seconds } = gifClock(template);
  const pose = gifMotions[template].template({ t: frameIndex / count, seconds }, variationOf(seed, template));
  return still ? { ...pose, roll: 0, shiftX: 0, shiftY: 0, yaw: 0, pitch: 0 } : pose;
}

/**
 * The frames a panel sees of a template's clip (seed given), each drawn as frames.ts draws it: the
 * template's persona cue painted on the photo, the glasses found once on the plain photo. `still`
 * holds the head where it is, so a drift of the head cannot pass for an expression; a `backdrop`
 * is laid under the moved head as gif.ts lays it (none: the photo stays behind it).
 */
export function panelFrames(
  crop: FaceCrop,
  template: string,
  seed: number,
  still: boolean,
  backdrop: Backdrop | null = null,
): Uint8Array[] {
  const { picture, mesh } = crop;
  const { face, glasses } = motionFace(picture, mesh);
  const palette = mouthPalette(picture, mesh);
  const painted = paintMask(picture.width, picture.height);
  const cues = personaCues(picture, mesh, palette);
  return panelFrameIndices(gifClock(template).count).map((frameIndex) => {
    const pose = poseAt(template, seed, frameIndex, still);
    const photo = cuedPhoto(cues, pose);
    const frame = new Uint8Array(photo.data);
    renderFrame(photo, face, palette, pose, frame, painted, backdrop, glasses);
    return frame;
  });
}

/** The surprise's widest eyes (templates.ts): both lids raised 0.6 of the opening, the brows up 1.3, the head still. */
export function surprisePose(): Pose {
  const pose = restingPose();
  bothEyes(pose, { close: -0.6, brow: 1.3 });
  return pose;
}

/** The GIF template's pose (seed 1) where its mouth is widest, the head held still. */
export function widestMouthPose(template: string): Pose {
  const motion = gifMotions[template];
  const { count, seconds } = gifClock(template);
  const vary = variationOf(1, template);
  let widest = motion.template({ t: 0, seconds }, vary);
  for (let index = 1; index < count; index++) {
    const pose = motion.template({ t: index / count, seconds }, vary);
    if (pose.mouthOpen > widest.mouthOpen) widest = pose;
  }
  return { ...widest, roll: 0, pitch: 0, yaw: 0, shiftX: 0, shiftY: 0 };
}

/** The grey of an RGB pixel (index in pixels, not bytes), weighted as a person sees light. */
export const greyAt = (data: Uint8Array, pixel: number): number =>
  0.299 * data[pixel * 3] + 0.587 * data[pixel * 3 + 1] + 0.114 * data[pixel * 3 + 2];

/**
 * The face's own skin grey, the yardstick of the mouth tests: the median over 7x7 patches of the
 * cheeks beside the nose, between the eyes' row and the mouth's (mesh points 50, 280, 117, 346,
 * 205, 425), read on the photo before any frame is drawn.
 */
export function cheekGrey(crop: FaceCrop): number {
  const { picture, mesh } = crop;
  const skin: number[] = [];
  for (const index of [50, 280, 117, 346, 205, 425]) {
    const [x, y] = mesh[index];
    for (let dy = -3; dy <= 3; dy++)
      for (let dx = -3; dx <= 3; dx++) skin.push(greyAt(picture.data, Math.round(y + dy) * picture.width + Math.round(x + dx)));
  }
  return [...skin].sort((a, b) => a - b)[Math.floor(skin.length / 2)];
}

/** The crop's first eye (face.eyes[0]) shut, the head held still: the frame as a run draws it (frames.ts motionFace, renderFrame), its pose and face. */
export function firstEyeShut(crop: FaceCrop): { face: FaceGeometry; pose: Pose; frame: Uint8Array } {
  const { face, glasses } = motionFace(crop.picture, crop.mesh);
  const pose = restingPose();
  pose.eyes[0] = { ...pose.eyes[0], close: 1 };
  return { face, pose, frame: drawPose(crop, face, pose, { glasses }) };
}

/** What a posed frame may be drawn with besides the face: the room behind the head, the glasses, another picture of the crop's size to draw from. */
export interface DrawOptions {
  backdrop?: Backdrop | null;
  /** Found on the picture drawn from when not given (warp.ts); null draws no glasses. */
  glasses?: Glasses | null;
  source?: Raster;
}

/**
 * One frame of `pose` drawn with `face` as warp.ts draws it: from the crop's photo (or `source`),
 * the open mouth in the photo's own colours, a fresh mask of what it paints.
 */
export function drawPose(crop: FaceCrop, face: FaceGeometry, pose: Pose, options: DrawOptions = {}): Uint8Array {
  const { backdrop = null, glasses, source = crop.picture } = options;
  const frame = new Uint8Array(source.data);
  const painted = paintMask(source.width, source.height);
  renderFrame(source, face, mouthPalette(crop.picture, crop.mesh), pose, frame, painted, backdrop, glasses);
  return frame;
}

/** The frame of the uncle's loop (seed 1, the head held still) where one brow is highest, which eye it is over, and how high. */
export function highestArch(): { frameIndex: number; side: 0 | 1; brow: number } {
  let best: { frameIndex: number; side: 0 | 1; brow: number } = { frameIndex: 0, side: 0, brow: -Infinity };
  for (let frameIndex = 0; frameIndex < gifClock('man').count; frameIndex++) {
    const pose = poseAt('man', 1, frameIndex, true);
    pose.eyes.forEach((eye, side) => {
      if (eye.brow > best.brow) best = { frameIndex, side: side === 0 ? 0 : 1, brow: eye.brow };
    });
  }
  return best;
}
