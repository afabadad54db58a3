// A grin's teeth under closed mesh lips stay with the upper lip as the mouth opens (issue 37,
// session 15: the dark man's mesh closes his lips above his toothy grin, and his surprise carried
// the teeth down with the jaw, a glowing white crescent under the opening). His widest surprise
// is rendered, the head still, with and without the teeth read from the photo (grinTeeth.ts), and
// the teeth-white pixels counted that the jaw carried down below his mesh's lower lip.
import { beforeAll, describe, expect, it } from 'vitest';
import { localU, localV, profileAt } from './frame';
import { type FaceGeometry, faceGeometry } from './geometry';
import { openToTeeth } from './grinTeeth';
import { planMouth } from './mouthWarp';
import { type FaceCrop } from './source';
import { drawPose, galleryFaceCrops, widestMouthPose } from '../../testing/motionFaces';

const SLOW = 300_000;
const crops = galleryFaceCrops(['dark-man', 'older-man']);

beforeAll(() => crops.load(), SLOW);

/** Teeth-white pixels (lighter than 150 grey, nearly colourless) below the mesh's lower lip by half the jaw's drop, in the mouth's middle. */
function carriedTeeth(crop: FaceCrop, face: FaceGeometry): number {
  const { picture } = crop;
  const pose = widestMouthPose('surprise');
  const target = drawPose(crop, face, pose);
  const mesh = faceGeometry(crop.mesh).mouth;
  const drop = planMouth(mesh, pose).jawDrop;
  let count = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      const u = localU(mesh.frame, x, y);
      const v = localV(mesh.frame, x, y);
      if (Math.abs(u) > 0.5 * mesh.halfWidth || v < profileAt(mesh.lowerInner, u) + 0.5 * drop || v > profileAt(mesh.jaw, u))
        continue;
      const offset = (y * picture.width + x) * 3;
      const [r, g, b] = [target[offset], target[offset + 1], target[offset + 2]];
      const most = Math.max(r, g, b);
      if (0.299 * r + 0.587 * g + 0.114 * b > 150 && (most - Math.min(r, g, b)) / most < 0.38) count++;
    }
  }
  return count;
}

describe('a grin’s teeth as the mouth opens (issue 37)', () => {
  it(
    'stay with the dark man’s upper lip, not carried down with his jaw',
    () => {
      const crop = crops.get('dark-man');
      const mesh = faceGeometry(crop.mesh);
      const read = openToTeeth(mesh, crop.picture, crop.mesh);
      expect(read).not.toBe(mesh);
      const before = carriedTeeth(crop, mesh);
      const after = carriedTeeth(crop, read);
      // Measured: 359 teeth-white pixels carried down by the jaw with the mesh's lips alone, none with the teeth read.
      expect(before).toBeGreaterThan(100);
      expect(after).toBeLessThan(0.35 * before);
    },
    SLOW,
  );

  it(
    'leave a face whose lips the mesh reads as they are (the older man’s white beard is no grin)',
    () => {
      const crop = crops.get('older-man');
      const mesh = faceGeometry(crop.mesh);
      expect(openToTeeth(mesh, crop.picture, crop.mesh)).toBe(mesh);
    },
    SLOW,
  );
});
