// A blink shuts the photo's eye even where the mesh has its lids off the eye (session 27: on the
// blonde's head, tilted and turned away, the mesh's lids lay half an eye below her far eye's lashes
// and "the far eye does not close: the open eye pasted in a dark patch"). The lids are fitted to
// the eye's dark (eyeFit.ts). Measured on gallery faces whose first eye's lid points are moved
// down 0.6 of the eye's half width, as that mesh had them: one frame with that eye shut, the share
// of the photo's eye (the mesh's own opening) whose grey is more than 20 levels off the lid skin
// above it.
import { expect, it } from 'vitest';
import type { Point } from '../../types';
import { shareOffLidSkin } from '../../testing/eyeMiddle';
import { firstEyeShut, galleryFaceCrop } from '../../testing/motionFaces';
import { globalX, globalY, localU, localV } from './frame';
import { faceGeometry, IMAGE_LEFT_EYE } from './geometry';

async function openUnderLid(name: string): Promise<number> {
  const crop = await galleryFaceCrop(name);
  const { width, height } = crop.picture;
  const eye = faceGeometry(crop.mesh).eyes[0];
  const drop = 0.6 * eye.halfWidth;
  const mesh: Point[] = [...crop.mesh];
  for (const index of new Set([...IMAGE_LEFT_EYE.upperLid, ...IMAGE_LEFT_EYE.lowerLid])) {
    const [x, y, z] = mesh[index];
    const u = localU(eye.frame, x, y);
    const v = localV(eye.frame, x, y) + drop;
    mesh[index] = [globalX(eye.frame, u, v), globalY(eye.frame, u, v), z];
  }
  const { frame } = firstEyeShut({ ...crop, mesh });
  return shareOffLidSkin(frame, crop.picture.data, width, height, eye);
}

it('shuts the photo’s eye where the mesh has its lids below it', async () => {
  // Measured: 0 of the eye off the photo's lid-skin range on each (the slid lid, the fifty-ninth
  // stop; with the membrane fill, lidFill.ts, 0 against the frame's mean above the lid); before the
  // fit (the mesh's lids shut), 1, 0.57 and 1: the eye's upper half open above the shut lid. Read
  // from the brow hair's foot instead of the brow's line (the hair left out of the range), the
  // East Asian woman reads 0.15: where the mesh lies low the slid lid leaves some of the eye's
  // dark (the blonde's far eye readers saw as "a broken zig-zag line"), a known loss to mend.
  for (const name of ['asian-woman', 'dark-woman', 'woman']) expect(await openUnderLid(name)).toBeLessThan(0.1);
}, 300_000);
