// A lid starting to close moves the skin above it by as little as it closes. The sliding lid's
// crease (eyeWarp.ts lidLines) lies below a lowered brow's pressed one; taken in whole as soon as
// the eye began to shut, the lid's skin jumped up to 2.2 px between close 0 and close 0.001 under
// a brow lowered by 0.5 on the brown-skinned woman, a flicker a frown with a blink would show. Measured over the eye's middle columns, from the brow down to the lid.
import { expect, it } from 'vitest';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { motionFace } from './frames';
import { eyeInverse, planEye } from './eyeWarp';
import { globalX, globalY, profileAt } from './frame';
import type { EyePose } from './pose';

const LOWERED: EyePose = { close: 0, squint: 0, brow: -0.5, browInner: 0, lookX: 0, magnify: 0 };

it('moves the lid skin by next to nothing as a lid under a lowered brow starts to close', async () => {
  const crop = await galleryFaceCrop('dark-woman');
  const { face } = motionFace(crop.picture, crop.mesh);
  const eye = face.eyes[0];
  const open = planEye(eye, LOWERED);
  const starting = planEye(eye, { ...LOWERED, close: 0.001 });
  let most = 0;
  for (let u = -0.4 * eye.halfWidth; u <= 0.4 * eye.halfWidth; u += 1) {
    const brow = profileAt(eye.brow, u);
    const upper = profileAt(eye.upperLid, u);
    for (let v = brow; v < upper; v += 0.5) {
      const x = globalX(eye.frame, u, v);
      const y = globalY(eye.frame, u, v);
      const before = { x, y };
      const after = { x, y };
      eyeInverse(eye, open, before);
      eyeInverse(eye, starting, after);
      most = Math.max(most, Math.hypot(after.x - before.x, after.y - before.y));
    }
  }
  expect(most).toBeLessThan(0.1);
}, 300_000);
