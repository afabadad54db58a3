// The sitter cut out of the room for a studio backdrop, composed on the avatar styles' shared
// person matte (../../personMatte.ts):
// - kept inside a head-and-shoulders envelope placed by the mesh: above the chin nothing farther
//   from the face than a head with its hair is the sitter, so a dark chair beside the head, or the
//   smeared fill where a tight selfie's square reaches past the photo's top, never stands on the
//   backdrop as a cap or a ghost;
// - never less than a neck from the mesh below the chin (RVM loses a black shirt before a black
//   chair; dark shoulders are painted under the sitter for that: elegant/backdrop.ts);
// - nothing of the alignment's smooth fill beyond a small photo's edge (../younger/inPhoto.ts finds
//   it): kept, it stood below the chin as "a smear" before the painted shoulders;
// - softened at its rim, so what the model gets wrong there fades instead of cutting (wider, the
//   wall's light inside the fade drew a pale halo round the head).
import { type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { type XY, faceFrame } from '../../landmarks';
import { ellipseMask, faceOvalMask } from '../../masks';
import { personMatte } from '../../personMatte';
import { photoBox, type Box } from '../younger/inPhoto';

export async function sitterMatte(picture: Rgb, mesh: readonly XY[], photo: Box): Promise<Grey> {
  const size = picture.width;
  const { faceWidth, faceHeight, cx, cy, chin } = faceFrame(mesh);

  // A head with its hair: wider than the face and reaching well above the hairline.
  const envelope = ellipseMask(size, cx, cy - faceHeight * 0.12, faceWidth * 0.85, faceHeight * 0.82, faceWidth * 0.12);
  // The neck, always the sitter's (dark shoulders are painted under the sitter: elegant/backdrop.ts).
  const neck = ellipseMask(size, cx, chin + faceHeight * 0.2, faceWidth * 0.3, faceHeight * 0.4, faceWidth * 0.06);
  // The whole face to (just inside) its rim: RVM can lose a pale cheek before a pale wall, which the
  // backdrop would then cut into; grown past the rim, it carried the wall as a pale halo round the face.
  const face = faceOvalMask(mesh, size, { grow: 0.99, forehead: 0.05, feather: 6 });

  const matte = await personMatte(picture, mesh);
  const below = chin - faceHeight * 0.05;
  const box = photoBox(picture, [cx, cy]);
  const fade = Math.max(2, faceWidth * 0.2);
  // Below the chin only: above it the envelope already holds the matte to the head.
  // And nowhere beyond the photo's square when the portrait was moved back (./wholeHead.ts):
  // there the picture is the photo's edge pixels drawn out.
  const inSquare = (x: number, y: number): number =>
    Math.min(1, Math.max(0, Math.min(x - photo.left, photo.right - x, y - photo.top, photo.bottom - y) / fade));
  const inPhoto = (x: number, y: number): number =>
    inSquare(x, y) * (y < chin ? 1 : Math.min(1, Math.max(0, Math.min(x - box.left, box.right - x, box.bottom - y) / fade)));
  for (let y = 0; y < size; y++) {
    // Below the chin the model's matte is free (the shoulders may be wider than the mesh's).
    const free = Math.min(1, Math.max(0, (y - below) / (faceHeight * 0.25)));
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const allowed = Math.max(envelope.data[i], free);
      matte.data[i] = Math.max(Math.max(matte.data[i] * allowed, neck.data[i]) * inPhoto(x, y), face.data[i]);
    }
  }
  // The head's rim (hair against the backdrop) melts into it as a painter loses an edge in the dark;
  // the face itself keeps its own edge.
  const soft = blurGrey(matte, Math.max(1, faceWidth * 0.05));
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = Math.max(soft.data[i], face.data[i]);
  return soft;
}
