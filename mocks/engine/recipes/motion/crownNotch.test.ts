// The hair on a moving head's crown stays hair (issue 37, stops 39 and 40: "a dark notch bitten out
// of the man's hair at the crown as his head turns"). His dark hair before a dark room has the
// room's colours; judged by colour above 0.8 of the head ellipse's radii (roomColours.ts) it was
// let go from the matte, and every frame whose head moved showed the room's fill there, a dark bay
// in the top of his hair. Measured on the frames as a GIF draws them (the backdrop laid under the
// moved head): pixels of the crown drawn darker than the photo's hair the head's motion carries
// there.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop, gifClock, greyAt, panelFrameIndices } from '../../testing/motionFaces';
import type { FaceCrop } from './source';
import { type Backdrop, backdropOf, personMatte } from './backdrop';
import type { Cursor } from './cursor';
import { motionFace } from './frames';
import { faceGeometry } from './geometry';
import { headInverse, planHead } from './headWarp';
import { mouthPalette } from './mouthPalette';
import { cuedPhoto, personaCues } from './personaCues';
import { paintMask } from './soften';
import { gifMotions } from './templates';
import { variationOf } from './variation';
import { renderFrame } from './warp';

const SLOW = 300_000;

/** The band along the picture's top over which warp.ts eases the head's up-and-down motion out (its EDGE_BAND, of the crop's side). */
const TOP_EASE = 0.2;

/** The crown: above this, in the head ellipse's radii up from its centre (the hair above the forehead). */
const CROWN_FROM = -0.7;

/** The model's own matte from which a photo pixel is surely the person (his hair). */
const SURE = 0.9;

/** A crown pixel drawn this much darker (grey levels) than the hair carried there is bitten out. */
const DARKER = 15;

/** The head carried at least this far (pixels) there: a still pixel is the photo as it is. */
const MOVED = 1;

/**
 * The most crown pixels drawn DARKER than the photo's hair the head carries there, over the
 * frames a panel sees of `template`'s clip (seed given), drawn with the backdrop as gif.ts draws them.
 */
function mostBitten(crop: FaceCrop, backdrop: Backdrop, model: Float32Array, template: string, seed: number): number {
  const { picture, mesh } = crop;
  const { width, height, data } = picture;
  const { face, glasses } = motionFace(picture, mesh);
  const palette = mouthPalette(picture, mesh);
  const painted = paintMask(width, height);
  const cues = personaCues(picture, mesh, palette);
  const { count, seconds } = gifClock(template);
  const vary = variationOf(seed, template);
  const head = face.head;
  const ease = TOP_EASE * Math.max(width, height);
  const cursor: Cursor = { x: 0, y: 0 };
  let most = 0;
  for (const index of panelFrameIndices(count)) {
    const pose = gifMotions[template].template({ t: index / count, seconds }, vary);
    const photo = cuedPhoto(cues, pose);
    const frame = new Uint8Array(photo.data);
    renderFrame(photo, face, palette, pose, frame, painted, backdrop, glasses);
    const plan = planHead(face, pose, true, glasses?.zone ?? null);
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
        const dx = sx - head.centerX;
        const dy = sy - head.centerY;
        const down = (dx * head.downX + dy * head.downY) / head.radiusY;
        if (down > CROWN_FROM || model[from] < SURE) continue;
        if (greyAt(data, from) - greyAt(frame, y * width + x) > DARKER) bitten++;
      }
    }
    most = Math.max(most, bitten);
  }
  return most;
}

const bitten = new Map<string, number>();

beforeAll(async () => {
  for (const person of ['man']) {
    const crop = await galleryFaceCrop(person);
    const backdrop = await backdropOf(crop.picture, faceGeometry(crop.mesh));
    const model = await personMatte(crop.picture);
    if (!backdrop || !model) throw new Error(`no matte for ${person}`);
    for (const template of ['man'])
      for (const seed of [1, 2])
        bitten.set(`${person} ${template} ${seed}`, mostBitten(crop, backdrop, model.data, template, seed));
  }
}, SLOW);

describe("the hair on a moving head's crown (issue 37)", () => {
  it.each([1, 2])('man, seed %i: is not bitten out by the room', (seed) => {
    // Measured (the man template, the 8 frames a panel sees): 95 and 97 pixels with his crown's
    // dark hair let go as the room's colour, 0 and 0 with the crown kept (session 41).
    expect(bitten.get(`man man ${seed}`) ?? Infinity).toBeLessThan(30);
  });
});
