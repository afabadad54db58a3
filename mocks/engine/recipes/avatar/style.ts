// What every avatar style is: how it frames the face in the square, and how it turns that
// aligned face into the finished picture.
import type { Point } from '../../types';
import type { Random } from '../shared/random';
import type { Rgb } from '../shared/raster';
import { headAndShoulders, type Framing, type Portrait } from './align';

/** `source`: the photo the portrait was framed from, as `frame` saw it (a style that chose its framing by it decides alike). */
export type MakeAvatar = (portrait: Portrait, random: Random, source?: FrameSource) => Made | Promise<Made>;

/** A style's picture; `keepFrom`, the highest row a scene's camera move must keep in view (SceneDrawing.keepFrom). */
export type Made = Rgb & { keepFrom?: number };

/** The photo a framing is chosen for: its size and the face's mesh in its pixels. */
export interface FrameSource {
  width: number;
  height: number;
  mesh: readonly Point[];
}

export interface AvatarStyle {
  /** Most styles frame every face alike; a style that keeps the photo's own framing reads `source`. */
  frame: (random: Random, source?: FrameSource) => Framing;
  make: MakeAvatar;
}

/** A style made from the photo itself, framed head and shoulders. */
export function photoStyle(make: MakeAvatar): AvatarStyle {
  return { frame: headAndShoulders, make };
}
