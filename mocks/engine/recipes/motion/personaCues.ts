// The persona cues a template paints on the photo before the warps (the girl's blush, the boy's
// poked tongue): set up once per clip, then each frame gets the photo with its own cues on it.
import type { Point } from '../../types';
import { type CheekApple, blushPatches, paintBlush } from './blush';
import { type Tone, cheekTone, flushTint, skinShare } from './blushTone';
import type { MouthPalette } from './mouthPalette';
import type { Pose } from './pose';
import type { Raster } from './raster';
import { type TongueShape, paintTongue, tongueShape } from './tongueOut';
import { colourfulness } from './tonguePink';

export interface PersonaCues {
  photo: Raster;
  apples: readonly CheekApple[];
  /** How much of the flush's colour this skin takes at full bloom (blushTone.ts's skinShare). */
  skin: number;
  /** The flush's factors for this skin (blushTone.ts's flushTint). */
  tint: Tone;
  /** 0 for a black-and-white photo … 1 for one in full colour: how much of their colour the cues keep. */
  colourful: number;
  tongue: TongueShape;
  /** The photo with this frame's cues, reused frame after frame. */
  cued: Raster;
}

export function personaCues(photo: Raster, mesh: readonly Point[], palette: MouthPalette): PersonaCues {
  const colourful = colourfulness(palette.lip);
  const apples = blushPatches(mesh);
  const tone = cheekTone(photo, apples.slice(0, 2));
  return {
    photo,
    apples,
    skin: skinShare(tone),
    tint: flushTint(tone),
    colourful,
    tongue: tongueShape(photo, mesh, palette, colourful),
    cued: { width: photo.width, height: photo.height, data: new Uint8Array(photo.data.length) },
  };
}

/** The photo a frame of `pose` is drawn from: the photo itself when the pose asks for no cue. */
export function cuedPhoto(cues: PersonaCues, pose: Pose): Raster {
  if (pose.blush <= 0 && pose.tongue <= 0) return cues.photo;
  const { data } = cues.cued;
  data.set(cues.photo.data);
  paintBlush(cues.photo, cues.apples, pose.blush * cues.skin * cues.colourful, cues.tint, data);
  paintTongue(cues.photo, cues.tongue, pose.tongue, data);
  return cues.cued;
}
