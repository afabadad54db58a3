// What every avatar style is: how it frames the face in the square, and how it turns that
// aligned face into the finished picture.
import type { Random } from '../shared/random';
import type { Rgb } from '../shared/raster';
import { headAndShoulders, type Framing, type Portrait } from './align';

export type MakeAvatar = (portrait: Portrait, random: Random) => Rgb | Promise<Rgb>;

export interface AvatarStyle {
  frame: (random: Random) => Framing;
  make: MakeAvatar;
}

/** A style made from the photo itself, framed head and shoulders. */
export function photoStyle(make: MakeAvatar): AvatarStyle {
  return { frame: headAndShoulders, make };
}
