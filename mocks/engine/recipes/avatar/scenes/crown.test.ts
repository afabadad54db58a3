// The painted crown meets the photo's head softly (the nineteenth panel on the brown-skinned
// woman, whose photo stops across her forehead: "her hair replaced by a painted cap with a hard
// cut line across the forehead, reads as a mask"). Measured on a real face's mesh in a picture
// drawn for the case: forehead skin up to where the photo stops, hair beside it.
import { describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../testing/people';
import { cloneRgb, createGrey, createRgb, type Rgb } from '../../shared/raster';
import { faceFrame } from '../landmarks';
import { faceOvalMask } from '../masks';
import { personMatte } from '../personMatte';
import { celebrity } from './celebrity';
import { crown } from './crown';
import { FACE_CUT, headCut } from './headCut';
import { photoPresent } from './photoPresent';

const SKIN = [0.78, 0.58, 0.45];
const HAIR = [0.3, 0.19, 0.12];

function luma(picture: Rgb, x: number, y: number): number {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return (0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2]) * 255;
}

describe('the painted crown', () => {
  it('meets the forehead the photo stops at through a soft hairline, no one-pixel step', async () => {
    const { mesh, picture: aligned } = await alignedPerson('woman', celebrity);
    const size = aligned.width;
    const { top, cx, faceWidth: w } = faceFrame(mesh);
    // The photo stops a little above the face's oval: forehead skin over its middle, hair beside it.
    const cutY = Math.round(top - w * 0.12);
    const picture = createRgb(size, size);
    const head = createGrey(size, size);
    const present = createGrey(size, size);
    for (let y = cutY; y < size; y++)
      for (let x = 0; x < size; x++) {
        const i = y * size + x;
        head.data[i] = Math.abs(x - cx) < w * 0.7 ? 1 : 0;
        present.data[i] = 1;
        const colour = Math.abs(x - cx) < w * 0.35 ? SKIN : HAIR;
        for (let c = 0; c < 3; c++) picture.data[i * 3 + c] = colour[c];
      }
    const oval = faceOvalMask(mesh, size, FACE_CUT);
    crown(picture, mesh, head, oval, present);
    // Down the forehead's middle from well inside the painted crown to the photo's forehead: the
    // largest step between two rows against the whole change from hair to skin.
    const from = Math.round(cutY - w * 0.15);
    const to = Math.round(cutY + w * 0.08);
    let largest = 0;
    for (let y = from; y < to; y++) largest = Math.max(largest, Math.abs(luma(picture, cx, y + 1) - luma(picture, cx, y)));
    const whole = Math.abs(luma(picture, cx, to) - luma(picture, cx, from));
    // main's crown, cut at the photo's edge: 98 of the 131 levels in one row (0.75, a hard line);
    // feathered now: 13 of 131 (0.10).
    expect(whole).toBeGreaterThan(40);
    expect(largest / whole).toBeLessThan(0.25);
  }, 600_000);

  it('paints no helmet over the photo’s wall beside a short-haired head', async () => {
    // The older man's photo shows his short hair and the wall round it; the skull's ellipse is
    // wider and taller than his head, and main painted it over the wall there as a dark cap.
    const { mesh, picture } = await alignedPerson('older-man', celebrity);
    const size = picture.width;
    const present = photoPresent(picture);
    const head = headCut(await personMatte(picture, mesh), mesh, present);
    const oval = faceOvalMask(mesh, size, FACE_CUT);
    const before = cloneRgb(picture);
    crown(picture, mesh, head, oval, present);
    // Painted pixels on the photo's wall beside the face: shown by the photo, off the head's
    // matte, further out than the face's oval (over it the model may have lost a scalp the
    // photo shows).
    const { left, right } = faceFrame(mesh);
    let painted = 0;
    for (let i = 0; i < head.data.length; i++) {
      const x = (i % size) + 0.5;
      const onWall = present.data[i] > 0.9 && head.data[i] < 0.1 && (x < left || x > right);
      const change =
        Math.abs(picture.data[i * 3] - before.data[i * 3]) + Math.abs(picture.data[i * 3 + 2] - before.data[i * 3 + 2]);
      if (onWall && change > 0.05) painted++;
    }
    // main: 3526 (a dark rim round his hair, down to his ears); 1300 now, the feather of the
    // crown painted above the photo's top edge, which ends just over his hair.
    expect(painted).toBeLessThan(2000);
  }, 300_000);
});
