// The yawn's open mouth is a tall oval with the jaw dropped far, not a laugh's wide slot (issue
// 37, session 61: at the old widest, 1.05 mouth half widths open and 0.35 round, the opening was
// half as tall as wide; the older man's read as a tongue poked out, the women's as a laugh). Each
// face is drawn at the yawn's widest (seed 1), the head held still, and the opening the warp
// makes (every pixel mouthInverse puts between the moved lips) is measured along the mouth's axes.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops, widestMouthPose } from '../../testing/motionFaces';
import { localU, localV } from './frame';
import { faceGeometry } from './geometry';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';

const SLOW = 300_000;
/** A small mouth under a moustache (the older man), a soft face with a goatee, a woman at a table. */
const FACES = ['older-man', 'bald-man', 'woman'] as const;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

interface Opening {
  /** The opening's height (down the face) over its width (across it). */
  tallOverWide: number;
  /** The opening's height over the face's (forehead to chin). */
  ofFace: number;
}

function yawnOpening(id: string): Opening {
  const { picture, mesh } = crops.get(id);
  const face = faceGeometry(mesh);
  const pose = widestMouthPose('yawn2');
  const plan = planMouth(face.mouth, pose);
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: 1, own: 0 };
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let y = 0; y < picture.height; y++)
    for (let x = 0; x < picture.width; x++) {
      if (!mouthInverse(face.mouth, plan, { x, y }, spot)) continue;
      const u = localU(face.mouth.frame, x, y);
      const v = localV(face.mouth.frame, x, y);
      left = Math.min(left, u);
      right = Math.max(right, u);
      top = Math.min(top, v);
      bottom = Math.max(bottom, v);
    }
  const tall = bottom - top;
  return { tallOverWide: tall / Math.max(1, right - left), ofFace: tall / face.height };
}

describe('the yawn’s open mouth (issue 37)', () => {
  it.each(FACES)(
    '%s: a tall oval, the jaw dropped far',
    (id) => {
      const { tallOverWide, ofFace } = yawnOpening(id);
      const numbers = `tall over wide ${tallOverWide.toFixed(3)}, of the face ${ofFace.toFixed(3)}`;
      expect(tallOverWide, numbers).toBeGreaterThan(0.85);
      expect(ofFace, numbers).toBeGreaterThan(0.21);
    },
    SLOW,
  );
});
