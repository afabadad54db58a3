// The head's outline where a corner of the photo cuts it (the thirtieth panel on the blonde, a
// tilted face in a small, tight crop: "a lumpy polygon head with a corner and a cheek bump", 0 in
// both scenes). Her person matte fills the photo up to its edges: the alignment's turn makes its
// top and side two straight cuts meeting in a point, and the hair beside the cheek ends in a
// notch where headShape's allowance narrows. Measured on a real face's mesh with a photo and
// matte drawn for the case (a turned photo, its hair a block cut square by the photo's edges):
// smoothed over 0.05 of the face's width alone (before), 0.044 and 0.072 of the outline's hull
// stayed empty; rounded as a cut head (0.15, 0.05 within 0.11 of the face's width beside its
// oval), 0.018 and 0.036. A head the photo's corners do not cut comes out as before, to the byte.
import { describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../testing/people';
import { createGrey, type Grey } from '../../shared/raster';
import { convexHull } from '../hull';
import { CHIN, faceFrame, type XY } from '../landmarks';
import { faceOvalMask, fillPolygon } from '../masks';
import { celebrity } from './celebrity';
import { FACE_CUT } from './headCut';
import { headShape } from './headShape';
import { photoCorners } from './photoCorners';

/** Twice a polygon's area (shoelace). */
function area2(points: readonly XY[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[(i + 1) % points.length];
    sum += ax * by - bx * ay;
  }
  return Math.abs(sum);
}

/** The share of the mask's convex hull (rows above `bottom`) the mask leaves empty: its dents and notches. */
function dents(mask: Grey, bottom: number): number {
  const { width } = mask;
  const corners: XY[] = [];
  let filled = 0;
  for (let y = 0; y < bottom; y++) {
    let low = -1;
    let high = -1;
    for (let x = 0; x < width; x++) {
      if (mask.data[y * width + x] < 0.5) continue;
      if (low < 0) low = x;
      high = x;
      filled++;
    }
    if (low >= 0) corners.push([low, y], [high + 1, y], [low, y + 1], [high + 1, y + 1]);
  }
  return 1 - filled / (area2(convexHull(corners)) / 2);
}

/** A photo turned by `turn` radians about `centre`: its corners and, per pixel, the distance past its edge (align.ts's beyond). */
function turnedPhoto(size: number, centre: XY, turn: number, box: readonly [number, number, number, number]) {
  const [left, top, right, bottom] = box;
  const place = ([x, y]: XY): XY => [
    centre[0] + x * Math.cos(turn) - y * Math.sin(turn),
    centre[1] + x * Math.sin(turn) + y * Math.cos(turn),
  ];
  const beyond = createGrey(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - centre[0];
      const dy = y + 0.5 - centre[1];
      const u = dx * Math.cos(turn) + dy * Math.sin(turn);
      const v = -dx * Math.sin(turn) + dy * Math.cos(turn);
      beyond.data[y * size + x] = Math.max(left - u, u - right, top - v, v - bottom);
    }
  }
  const corners: XY[] = [place([left, top]), place([right, top]), place([right, bottom]), place([left, bottom])];
  return { beyond, corners, place };
}

/**
 * The matte of a head in a turned photo: the face's oval and the hair filling the photo's top
 * `hair` (as far as the cheeks), cut square by its edges; `inset` (in the face's widths) moves the
 * hair's block in from the photo's edges (a head clear of the photo's corners).
 */
async function headInPhoto(turn: number, inset: number) {
  const { mesh, picture } = await alignedPerson('woman', celebrity);
  const size = picture.width;
  const { cx, top, faceWidth: w } = faceFrame(mesh);
  const half = w * 0.78;
  const photo = turnedPhoto(size, [cx, top + w * 0.15], turn, [-half, -half, half, w * 2.5]);
  const block = half - inset * w;
  const hair = fillPolygon(
    [
      photo.place([-block, -block]),
      photo.place([block, -block]),
      photo.place([block, half * 0.55]),
      photo.place([-block, half * 0.55]),
    ],
    size,
    size,
    createGrey(size, size),
  );
  const oval = faceOvalMask(mesh, size, FACE_CUT);
  for (let i = 0; i < hair.data.length; i++) hair.data[i] = Math.max(hair.data[i], oval.data[i]);
  return { mesh, size, w, head: hair, ...photo };
}

describe("the photo's corners", () => {
  it('are found from the distance past its edge alone', async () => {
    const { beyond, corners, w } = await headInPhoto(0.25, 0);
    const found = photoCorners(beyond, w * 0.1);
    const inside = corners.filter(
      ([x, y]) => x > w * 0.1 && y > w * 0.1 && x < beyond.width - w * 0.1 && y < beyond.height - w * 0.1,
    );
    expect(found.length).toBe(inside.length);
    for (const [x, y] of inside) {
      const miss = Math.min(...found.map(([fx, fy]) => Math.hypot(fx - x, fy - y)));
      expect(miss, `corner at ${x.toFixed(0)}, ${y.toFixed(0)}`).toBeLessThan(w * 0.06);
    }
  });
});

describe("the head's outline", () => {
  it('rounds a head a corner of the photo cuts into a point and a notch', async () => {
    for (const turn of [-0.25, 0.25]) {
      const { mesh, size, head, beyond } = await headInPhoto(turn, 0);
      const shaped = headShape(head, mesh, size / 640, beyond);
      const share = dents(shaped, mesh[CHIN][1]);
      expect(share, `turned ${turn}: ${share.toFixed(3)} of the hull empty`).toBeLessThan(0.042);
    }
  });

  it("leaves a head clear of the photo's corners as it was", async () => {
    for (const turn of [-0.25, 0.25]) {
      const { mesh, size, head, beyond } = await headInPhoto(turn, 0.12);
      const shaped = headShape(head, mesh, size / 640, beyond);
      const before = headShape(head, mesh, size / 640);
      expect(Array.from(shaped.data)).toEqual(Array.from(before.data));
    }
  });
});
