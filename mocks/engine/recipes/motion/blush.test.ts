// The girl's blush as a flush, not a pasted disc (session 24's panel: "blush looks pasted", "blush
// blobs crude" on the bald man). Painted at full on the photo, each cheek's reddening must sit up
// on the cheek (not low beside the nostrils) and, on a cheek seen from the front, spread as an
// oblique oval rising toward the temple; a turned face's far cheek takes a narrower flush in its
// own perspective. The nose's bridge stays clear (session 26's panel: "a pink streak over the nose
// bridge").
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops } from '../../testing/motionFaces';
import { type CheekApple, blushPatches, cheekApples, paintBlush } from './blush';
import { flushTint } from './blushTone';
import type { FaceCrop } from './source';

const SLOW = 300_000;
const FACES = ['bald-man', 'woman'] as const;
const SKIN = [200, 150, 130] as const;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

interface Spread {
  /** The reddening's weighted centre. */
  x: number;
  y: number;
  /** Its long and short axes' spread (pixels) and the long axis' angle (radians, image y down). */
  long: number;
  short: number;
  angle: number;
}

/** How much redder (red minus green) each pixel of one side of the face turned, as a weighted spread. */
function spreadOf(before: Uint8Array, after: Uint8Array, width: number, side: (x: number) => boolean): Spread {
  let sum = 0;
  let sx = 0;
  let sy = 0;
  const points: [number, number, number][] = [];
  for (let offset = 0; offset < before.length; offset += 3) {
    const x = (offset / 3) % width;
    if (!side(x)) continue;
    const rise = after[offset] - after[offset + 1] - (before[offset] - before[offset + 1]);
    if (rise <= 0) continue;
    const y = Math.floor(offset / 3 / width);
    points.push([x, y, rise]);
    sum += rise;
    sx += rise * x;
    sy += rise * y;
  }
  const cx = sx / sum;
  const cy = sy / sum;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const [x, y, w] of points) {
    xx += (w * (x - cx) ** 2) / sum;
    yy += (w * (y - cy) ** 2) / sum;
    xy += (w * (x - cx) * (y - cy)) / sum;
  }
  const mean = (xx + yy) / 2;
  const root = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
  return {
    x: cx,
    y: cy,
    long: Math.sqrt(mean + root),
    short: Math.sqrt(Math.max(0, mean - root)),
    angle: 0.5 * Math.atan2(2 * xy, xx - yy),
  };
}

/**
 * The patches `patchesOf` the mesh of `id` gives, painted at full on a flat skin of the photo's
 * size (so the reddening follows the flush's own shape, not the photo's shading), before and after.
 */
function blushed(
  id: string,
  patchesOf: (mesh: FaceCrop['mesh']) => readonly CheekApple[],
): { crop: FaceCrop; before: Uint8Array; after: Uint8Array } {
  const crop = crops.get(id);
  const { width, height } = crop.picture;
  const before = new Uint8Array(width * height * 3);
  for (let offset = 0; offset < before.length; offset += 3) before.set(SKIN, offset);
  const after = new Uint8Array(before);
  paintBlush({ width, height, data: before }, patchesOf(crop.mesh), 1, flushTint(SKIN), after);
  return { crop, before, after };
}

describe('the girl’s blush is a flush along the cheekbones', () => {
  it.each(FACES)(
    'on the %s: each cheek’s flush sits high (its centre above the nose tip, its peak above 0.9 of the way there from the eyes’ corners); a front cheek’s is long (1.5 times as long as wide) and rising outward',
    (id) => {
      const { crop, before, after } = blushed(id, cheekApples);
      const { picture, mesh } = crop;
      const noseX = mesh[4][0];
      const apples = cheekApples(mesh);
      // A cheek whose flush is much narrower than the other's is a turned face's far cheek.
      const front = (side: 0 | 1): boolean => apples[side].along > 0.8 * apples[1 - side].along;
      const sides = [
        { spread: spreadOf(before, after, picture.width, (x) => x < noseX), outward: -1, apple: apples[0], front: front(0) },
        { spread: spreadOf(before, after, picture.width, (x) => x > noseX), outward: 1, apple: apples[1], front: front(1) },
      ];
      const eyes = (mesh[33][1] + mesh[133][1] + mesh[362][1] + mesh[263][1]) / 4;
      for (const { spread, outward, apple, front } of sides) {
        const height = (spread.y - eyes) / (mesh[4][1] - eyes);
        const peak = (apple.y - eyes) / (mesh[4][1] - eyes);
        const label = `${id}: height ${height.toFixed(2)}, peak ${peak.toFixed(2)}, long/short ${(spread.long / spread.short).toFixed(2)}, angle ${spread.angle.toFixed(2)}`;
        expect(height, label).toBeLessThan(1);
        expect(peak, label).toBeLessThan(0.9);
        if (!front) continue;
        expect(spread.long / spread.short, label).toBeGreaterThan(1.5);
        // The long axis' outer end rises: y falls going outward (the image's y points down).
        expect(Math.sign(spread.angle) * outward, label).toBe(-1);
        expect(Math.abs(spread.angle), label).toBeGreaterThan(0.15);
      }
    },
    SLOW,
  );

  it.each(FACES)('on the %s: the nose’s bridge between the eyes stays clear', (id) => {
    const { crop, before, after } = blushed(id, blushPatches);
    const { picture, mesh } = crop;
    const offset = (Math.round(mesh[197][1]) * picture.width + Math.round(mesh[197][0])) * 3;
    const bridge = after[offset] - after[offset + 1] - (before[offset] - before[offset + 1]);
    expect(bridge, `bridge ${bridge}`).toBeLessThan(2);
  });
});
