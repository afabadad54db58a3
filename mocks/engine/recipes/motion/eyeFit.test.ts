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

/**
 * The share of the photo's eye, on its outer end (0.3–0.95 of the half width from the middle),
 * left off the lid skin when the eye shuts, the mesh's first eye drawn in along its length so its
 * outer corner lies `inside` half widths within the photo's eye (its inner corner kept).
 */
async function outerEndOpen(name: string, inside: number): Promise<number> {
  const crop = await galleryFaceCrop(name);
  const { width, height } = crop.picture;
  const eye = faceGeometry(crop.mesh).eyes[0];
  const outer = -eye.innerSide;
  const hw = eye.halfWidth;
  const mesh: Point[] = [...crop.mesh];
  for (const index of new Set([...IMAGE_LEFT_EYE.upperLid, ...IMAGE_LEFT_EYE.lowerLid])) {
    const [x, y, z] = mesh[index];
    const u = localU(eye.frame, x, y);
    const v = localV(eye.frame, x, y);
    // The inner corner (u = −outer·hw) stays; the outer one moves in by `inside`.
    const drawn = u - outer * (inside / 2) * (hw + outer * u);
    mesh[index] = [globalX(eye.frame, drawn, v), globalY(eye.frame, drawn, v), z];
  }
  const { frame } = firstEyeShut({ ...crop, mesh });
  const along: [number, number] = outer > 0 ? [0.3, 0.95] : [-0.95, -0.3];
  return shareOffLidSkin(frame, crop.picture.data, width, height, eye, () => false, along);
}

it('shuts the photo’s whole eye where the mesh has its outer corner inside it', async () => {
  // Measured, the mesh's corner 0.6 half widths in (as the blonde's far eye had it): 0.24 and 0.026
  // of the eye's outer end left off the lid skin, as shut as with the mesh's own corner (0.33 and
  // 0.053: the East Asian woman's pale lid is lighter than the skin over it); before the fit along
  // the eye, 0.99 and 0.92, the eye's end open beside the lid. The brown-skinned woman's and the
  // older man's eyes, drawn in so, are not found (0.18 and 0.53 left open): past the drawn corner
  // their columns under the lashes hold no dark of the eye's depth.
  for (const name of ['asian-woman', 'woman'])
    expect(await outerEndOpen(name, 0.6)).toBeLessThan((await outerEndOpen(name, 0)) + 0.05);
}, 600_000);
