// The avatar tool: the largest face of the photo, aligned into a square and made into the
// chosen style — a retouched portrait, a stylised picture (pix/…), a cartoon, or the face
// placed into a drawn scene (clip/…).
import type { Recipe } from '../types';
import { encodePicture } from './shared/photo';
import { createRandom } from './shared/random';
import { scaleOf } from './shared/scale';
import { reframePicture } from './shared/reframe';
import { relight } from './shared/relight';
import { variationOf } from './shared/variation';
import { alignFace, AVATAR_SIZE, varyFraming } from './avatar/align';
import type { AvatarStyle } from './avatar/style';
import { portrait } from './avatar/portrait';
import { anime } from './avatar/pix/anime';
import { disney } from './avatar/pix/disney';
import { elegant } from './avatar/pix/elegant';
import { penink } from './avatar/pix/penink';
import { pixar } from './avatar/pix/pixar';
import { younger } from './avatar/pix/younger';
import { cartoon } from './avatar/cartoon';
import { astronaut } from './avatar/scenes/astronaut';
import { celebrity } from './avatar/scenes/celebrity';
import { president } from './avatar/scenes/president';
import { robot } from './avatar/scenes/robot';

const styles: Readonly<Record<string, AvatarStyle>> = {
  portrait,
  cartoon,
  'clip/astronaut': astronaut,
  'clip/celebrity': celebrity,
  'clip/president': president,
  'clip/robot': robot,
  'pix/anime': anime,
  'pix/disney': disney,
  'pix/elegant': elegant,
  'pix/penink': penink,
  'pix/pixar': pixar,
  'pix/younger': younger,
};

export const avatar: Recipe = async (input, progress) => {
  const style = styles[input.style];
  if (!style) throw new Error(`avatar: unknown style ${input.style}`);
  const face = input.faces?.[0];
  if (!input.photo || !face) throw new Error('avatar: a photo with a face is needed');
  progress(0);
  const random = createRandom(input.seed);
  // The seed frames, lights and colours the avatar (shared/variation.ts), not only its grain.
  const variation = variationOf(input.seed);
  const source = { width: input.photo.width, height: input.photo.height, mesh: face.mesh };
  const framing = varyFraming(style.frame(random, source), variation);
  const aligned = await alignFace(input.photo, face, framing, AVATAR_SIZE * scaleOf(input));
  // Lit before the style makes it: a flat or ink style stays flat, a scene keeps its drawn light.
  relight(aligned.picture, variation);
  progress(30);
  const made = await style.make(aligned, random, source);
  // A drawn scene's stage stays put while the face moves in it: the camera moves over the whole too.
  const picture = input.style.startsWith('clip/') ? reframePicture(made, variation, made.keepFrom) : made;
  progress(85);
  const output = await encodePicture(picture, 'png');
  progress(100);
  return output;
};
