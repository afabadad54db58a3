// The picture a still style sends to the picture server: the run's photo (prepared once: ../../prepare.ts)
// whole for the cartoon and the painters, as the local engine paints it; for the avatar, a square
// of the head and shoulders around the largest face, as the local avatar is. Sized for the model:
// the long side the server draws (servers.ts: 1024 px by default; a small photo enlarged, as the
// model draws its own detail at its size), each side a multiple of 8, as the model's latent is an
// eighth of the picture.
import { cropPixels, type Area, type Pixels } from '../../adapters/image';
import type { Face, PreparedPhoto } from '../../types';

/** The head-and-shoulders square as shares of the face's box (which starts at the brows). */
const HEAD = { side: 2.3, above: 0.65 };

function multipleOf8(value: number): number {
  return Math.max(64, Math.round(value / 8) * 8);
}

/** The size the server is asked for, for a picture of `width` × `height`, its long side `longSide`. */
export function serverSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = longSide / Math.max(width, height);
  return { width: multipleOf8(width * scale), height: multipleOf8(height * scale) };
}

/** The square around `face` with its hair and shoulders, inside the photo (smaller where the photo is). */
export function headSquare(photo: Pick<PreparedPhoto, 'width' | 'height'>, face: Face): Area {
  const [left, top, width, height] = face.box;
  const side = Math.min(photo.width, photo.height, Math.round(HEAD.side * Math.max(width, height)));
  const wantedLeft = left + width / 2 - side / 2;
  const wantedTop = top - HEAD.above * height;
  return {
    left: Math.round(Math.min(photo.width - side, Math.max(0, wantedLeft))),
    top: Math.round(Math.min(photo.height - side, Math.max(0, wantedTop))),
    width: side,
    height: side,
  };
}

/** What a still style sends: the photo whole, or (`face` given) the head-and-shoulders square, its long side `longSide`. */
export function framedForServer(photo: PreparedPhoto, face: Face | undefined, longSide: number): Promise<Pixels> {
  const area = face ? headSquare(photo, face) : { left: 0, top: 0, width: photo.width, height: photo.height };
  const size = serverSize(area.width, area.height, longSide);
  return cropPixels(photo, area, size.width, size.height);
}
