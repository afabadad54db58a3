// A person's photo and faces for the recipes' tests on real faces: the two sample faces of
// ./faces.ts (the ones the recipes were tuned to), or a gallery sample (tests/gallery/samples.ts:
// faces nobody tuned to, the held-out faces among them) with its faces found in it.
import { HELD_OUT_PHOTOS, SAMPLE_PHOTOS } from '../../../tests/gallery/samples';
import { detectFaces } from '../adapters/faces';
import { alignFace, varyFraming, type Portrait } from '../recipes/avatar/align';
import type { XY } from '../recipes/avatar/landmarks';
import type { AvatarStyle, FrameSource } from '../recipes/avatar/style';
import { createRandom, type Random } from '../recipes/shared/random';
import type { Rgb } from '../recipes/shared/raster';
import { relight } from '../recipes/shared/relight';
import { variationOf } from '../recipes/shared/variation';
import type { Face } from '../types';
import { sampleFaces, samplePortrait } from './faces';
import { prepared } from './prepared';

export async function photoOfPerson(person: string): Promise<{ bytes: Uint8Array; faces: Face[] }> {
  if (person === 'woman' || person === 'man') return { bytes: await samplePortrait(person), faces: await sampleFaces(person) };
  const sample = [...SAMPLE_PHOTOS, ...HELD_OUT_PHOTOS].find(({ id }) => id === person);
  if (!sample) throw new Error(`no gallery sample ${person}`);
  const bytes = await sample.bytes();
  return { bytes, faces: await detectFaces(bytes) };
}

/** A person's photo framed as an avatar style frames it at `seed` (the aligned square and its mesh). */
export async function alignedPerson(person: string, style: AvatarStyle, seed = 1): Promise<Portrait> {
  const { bytes, faces } = await photoOfPerson(person);
  const ready = await prepared(bytes, faces);
  const face = ready.faces?.[0];
  if (!face) throw new Error(`no face found in ${person}`);
  return alignFace(ready.photo, face, style.frame(createRandom(seed)));
}

/** A person's photo framed as an avatar style frames it and that style's picture of it, both at seed 1. */
export async function drawnPerson(person: string, style: AvatarStyle): Promise<{ mesh: XY[]; result: Rgb }> {
  const aligned = await alignedPerson(person, style);
  return { mesh: aligned.mesh, result: await style.make(aligned, createRandom(1)) };
}

/**
 * A person's photo framed and lit as the avatar tool does at `seed` for a style (recipes/avatar.ts),
 * with the random it goes on to draw with and the photo's frame source.
 */
export async function framedPerson(
  person: string,
  style: AvatarStyle,
  seed = 1,
): Promise<{ portrait: Portrait; random: Random; source: FrameSource }> {
  const { bytes, faces } = await photoOfPerson(person);
  const ready = await prepared(bytes, faces);
  const face = ready.faces?.[0];
  if (!face) throw new Error(`no face found in ${person}`);
  const random = createRandom(seed);
  const variation = variationOf(seed);
  const source = { width: ready.photo.width, height: ready.photo.height, mesh: face.mesh };
  const portrait = await alignFace(ready.photo, face, varyFraming(style.frame(random, source), variation));
  relight(portrait.picture, variation);
  return { portrait, random, source };
}

/**
 * A person's avatar in a style as the avatar tool makes it at `seed` (recipes/avatar.ts, as the
 * gallery and the blind panel's renders see it): framed and lit by the seed's variation, then
 * drawn, with the mesh of the portrait it was drawn from. drawnPerson leaves out the variation.
 */
export async function avatarOfPerson(person: string, style: AvatarStyle, seed = 1): Promise<{ portrait: Portrait; result: Rgb }> {
  const { portrait, random, source } = await framedPerson(person, style, seed);
  return { portrait, result: await style.make(portrait, random, source) };
}
