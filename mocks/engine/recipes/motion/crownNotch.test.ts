// The hair on a moving head's crown stays hair (issue 37, stops 39 and 40: "a dark notch bitten out
// of the man's hair at the crown as his head turns"). His dark hair before a dark room has the
// room's colours; judged by colour above 0.8 of the head ellipse's radii (roomColours.ts) it was
// let go from the matte, and every frame whose head moved showed the room's fill there, a dark bay
// in the top of his hair. Measured on the frames as a GIF draws them (the backdrop laid under the
// moved head): pixels of the crown drawn darker than the photo's hair the head's motion carries
// there.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop, gifClock, greyAt, panelFrameIndices, panelFrames, poseAt } from '../../testing/motionFaces';
import { backdropOf, personMatte } from './backdrop';
import type { Cursor } from './cursor';
import { motionFace } from './frames';
import { faceGeometry } from './geometry';
import { type HeadPlan, headInverse, planHead } from './headWarp';
import type { FaceCrop } from './source';
import { EDGE_BAND } from './warp';

const SLOW = 300_000;

/** The crown: above this, in the head ellipse's radii up from its centre (the hair above the forehead). */
const CROWN_FROM = -0.7;

/** The model's own matte from which a photo pixel is surely the person (his hair). */
const SURE = 0.9;

/** A crown pixel drawn this much darker (grey levels) than the hair carried there is bitten out. */
const DARKER = 15;

/** The head carried at least this far (pixels) there: a still pixel is the photo as it is. */
const MOVED = 1;

/**
 * In one frame, the crown pixels drawn DARKER than the photo's hair the head carries there: each
 * pixel above the head's centre mapped back through the frame's head motion (eased out along the
 * picture's top as warp.ts eases it), where the model's matte is surely the person.
 */
function bittenIn(crop: FaceCrop, model: Float32Array, frame: Uint8Array, plan: HeadPlan): number {
  const { picture, mesh } = crop;
  const { width, height, data } = picture;
  const { face } = motionFace(picture, mesh);
  const head = face.head;
  const ease = EDGE_BAND * Math.max(width, height);
  const cursor: Cursor = { x: 0, y: 0 };
  let bitten = 0;
  for (let y = 0; y < Math.round(head.centerY); y++) {
    for (let x = 0; x < width; x++) {
      cursor.x = x;
      cursor.y = y;
      headInverse(face, plan, cursor);
      if (y < ease) cursor.y = y + ((cursor.y - y) * y) / ease;
      if (Math.hypot(cursor.x - x, cursor.y - y) < MOVED) continue;
      const sx = Math.round(cursor.x);
      const sy = Math.round(cursor.y);
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
      const from = sy * width + sx;
      const down = ((sx - head.centerX) * head.downX + (sy - head.centerY) * head.downY) / head.radiusY;
      if (down > CROWN_FROM || model[from] < SURE) continue;
      if (greyAt(data, from) - greyAt(frame, y * width + x) > DARKER) bitten++;
    }
  }
  return bitten;
}

/** The most crown pixels bitten out over the frames a panel sees of the man template on the man (seed given). */
const mostBitten = new Map<number, number>();

beforeAll(async () => {
  const crop = await galleryFaceCrop('man');
  const backdrop = await backdropOf(crop.picture, faceGeometry(crop.mesh));
  const model = await personMatte(crop.picture);
  if (!backdrop || !model) throw new Error('no matte for the man');
  const { face, glasses } = motionFace(crop.picture, crop.mesh);
  const indices = panelFrameIndices(gifClock('man').count);
  for (const seed of [1, 2]) {
    const frames = panelFrames(crop, 'man', seed, false, backdrop);
    const counts = frames.map((frame, shown) => {
      const plan = planHead(face, poseAt('man', seed, indices[shown], false), true, glasses?.zone ?? null);
      return bittenIn(crop, model.data, frame, plan);
    });
    mostBitten.set(seed, Math.max(...counts));
  }
}, SLOW);

describe("the hair on a moving head's crown (issue 37)", () => {
  it.each([1, 2])('man, seed %i: is not bitten out by the room', (seed) => {
    // Measured (the man template, the 8 frames a panel sees): 95 and 97 pixels with his crown's
    // dark hair let go as the room's colour, 0 and 0 with the crown kept (session 41).
    expect(mostBitten.get(seed) ?? Infinity).toBeLessThan(30);
  });
});
