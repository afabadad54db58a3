// What the motion tests share: a person's face cropped as a GIF crops it, and a template's pose
// at its widest mouth with the head held still (so the mouth stays where the mesh has it).
import { GIF_CROP, GIF_FRAME_MS } from '../recipes/gif';
import type { Pose } from '../recipes/motion/pose';
import { type FaceCrop, cropAroundFace } from '../recipes/motion/source';
import { gifMotions } from '../recipes/motion/templates';
import { variationOf } from '../recipes/motion/variation';
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

/** The GIF template's pose (seed 1) where its mouth is widest, the head held still. */
export function widestMouthPose(template: string): Pose {
  const motion = gifMotions[template];
  const count = Math.round((motion.gifSeconds * 1000) / GIF_FRAME_MS);
  const seconds = (count * GIF_FRAME_MS) / 1000;
  const vary = variationOf(1, template);
  let widest = motion.template({ t: 0, seconds }, vary);
  for (let index = 1; index < count; index++) {
    const pose = motion.template({ t: index / count, seconds }, vary);
    if (pose.mouthOpen > widest.mouthOpen) widest = pose;
  }
  return { ...widest, roll: 0, pitch: 0, yaw: 0, shiftX: 0, shiftY: 0 };
}
