// The room beside a head is not the person (issue 37, session 12: cute on the bald man carried
// the flowers and leaves behind him with his head). On the gallery's bald man the matting model
// calls the leaves above and beside his ear half the person; after releaseRoomColours they are the
// room, while the person's own hair and body stay the person on the woman, the brown-skinned woman
// and the older man.
import { describe, expect, it } from 'vitest';
import type { Grey } from '../shared/raster';
import { personMatte } from './backdrop';
import { type FaceGeometry, faceGeometry } from './geometry';
import { releaseRoomColours } from './roomColours';
import { galleryFaceCrop } from '../../testing/motionFaces';

const SLOW = 300_000;

interface Mattes {
  face: FaceGeometry;
  made: Grey;
  released: Grey;
}

async function mattesOf(id: string): Promise<Mattes> {
  const crop = await galleryFaceCrop(id);
  const face = faceGeometry(crop.mesh);
  const made = await personMatte(crop.picture);
  if (!made) throw new Error(`no person found in ${id}`);
  const released = { width: made.width, height: made.height, data: Float32Array.from(made.data) };
  releaseRoomColours(released, crop.picture, face);
  return { face, made, released };
}

/** Mean matte beside the head above the eyes: past 1.05 of the head ellipse's half width, up to 1.5. */
function besideHead(matte: Grey, face: FaceGeometry): number {
  const head = face.head;
  let sum = 0;
  let count = 0;
  for (let y = 0, i = 0; y < matte.height; y++) {
    for (let x = 0; x < matte.width; x++, i++) {
      const dx = x - head.centerX;
      const dy = y - head.centerY;
      const across = Math.abs(dx * head.downY - dy * head.downX) / head.radiusX;
      const down = (dx * head.downX + dy * head.downY) / head.radiusY;
      if (across < 1.05 || across > 1.5 || down > -0.25) continue;
      sum += matte.data[i];
      count++;
    }
  }
  return sum / Math.max(1, count);
}

function total(matte: Grey): number {
  let sum = 0;
  for (const value of matte.data) sum += value;
  return sum;
}

describe('the room the matte took for the person (issue 37)', () => {
  it(
    "lets go of the leaves beside the bald man's head",
    async () => {
      const { face, made, released } = await mattesOf('bald-man');
      // Measured (both sides of his head together): 0.35 as the model made it, 0.23 released.
      const before = besideHead(made, face);
      expect(before).toBeGreaterThan(0.3);
      expect(besideHead(released, face)).toBeLessThan(before * 0.75);
    },
    SLOW,
  );

  it(
    "keeps the person's own hair and body on three other faces",
    async () => {
      for (const id of ['woman', 'dark-woman', 'older-man']) {
        const { made, released } = await mattesOf(id);
        // Measured: at most 0.4 % of the person let go.
        expect(total(released) / total(made), id).toBeGreaterThan(0.97);
      }
    },
    SLOW,
  );
});
