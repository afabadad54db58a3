// A portrait lens's depth of field, on purpose: the head and neck kept as they are, the room
// behind softened more the farther it lies from them. A small photo enlarged is soft all over, and
// soft all over reads as "a blurred copy" (the eighth blind panel's words on every face); a face
// that is the sharpest thing in the picture, against a background plainly out of focus, reads as a
// portrait photographed wide open. The matte is cheap and only the mesh's: the face's oval grown
// for the hair, and the neck below it (not the person matte, which costs a second and a half).
// Its edge is feathered wide and the blur grows with distance, so hair the ellipse misses is only a
// little softer, as the back of a head is at f/1.8.
import { createGrey, type Grey, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import { ellipseMaskInto } from '../../masks';
import { wideBlurRgb } from '../../resample';

/** How far each blur reaches, as shares of the square's side: the near room, and the far room. */
const NEAR_BLUR = 0.006;
const FAR_BLUR = 0.018;

/** 1 on the head (face and hair) and the neck, 0 beyond; `grow` widens it by shares of the face. */
function headMatte(mesh: readonly XY[], size: number, grow: number): Grey {
  const { cx, cy, faceWidth, faceHeight, chin } = faceFrame(mesh);
  const mask = createGrey(size, size);
  const feather = faceWidth * (0.08 + grow * 0.5);
  // The head: the face's oval with the hair's room above and beside it.
  ellipseMaskInto(mask, cx, cy - faceHeight * 0.12, faceWidth * (0.66 + grow), faceHeight * (0.7 + grow), feather);
  // The neck, and the top of the shoulders it stands on.
  ellipseMaskInto(mask, cx, chin + faceHeight * 0.3, faceWidth * (0.36 + grow), faceHeight * (0.42 + grow), feather);
  return mask;
}

/** The picture's room softened round the head, the more the farther from it. Returns the head's matte. */
export function portraitDepth(picture: Rgb, mesh: readonly XY[]): Grey {
  const size = picture.width;
  const head = headMatte(mesh, size, 0);
  const near = headMatte(mesh, size, 0.35);
  const soft = wideBlurRgb(picture, size * NEAR_BLUR).data;
  const softer = wideBlurRgb(picture, size * FAR_BLUR).data;
  const { data } = picture;
  for (let i = 0, p = 0; i < head.data.length; i++, p += 3) {
    const sharp = head.data[i];
    if (sharp >= 1) continue;
    const nearShare = Math.max(0, near.data[i] - sharp);
    const farShare = 1 - sharp - nearShare;
    for (let c = 0; c < 3; c++) data[p + c] = data[p + c] * sharp + soft[p + c] * nearShare + softer[p + c] * farShare;
  }
  return head;
}
