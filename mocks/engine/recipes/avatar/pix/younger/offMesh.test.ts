// A face mesh a few pixels off the features lays no second copy of them. On a soft, smiling face
// the mesh's eye contours can run along the lid creases above the lash lines and its brows along
// their upper edges (a blind reader: "doubled, ghosted lashes and brows"). Here the sample woman's
// mesh is moved so (the eyes up a third of their opening, the brows up a quarter of their height)
// and the layers laid by it are measured against her photo: the lash line inks the photo's
// lashes, not the lid's skin above them, and the skin retouch leaves the part of each brow the
// mesh misses as dark as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { cloneRgb, type Rgb } from '../../../shared/raster';
import { alignedPortrait, type AlignedPortrait } from '../../../../testing/alignedPortrait';
import { centreOf, LEFT_BROW, LEFT_EYE, RIGHT_BROW, RIGHT_EYE, type XY } from '../../landmarks';
import { faceUnit } from '../../retouch';
import { YOUNGER_TUNING } from '../younger';
import { drawFeaturesCrisp, LEFT_UPPER_LID, RIGHT_UPPER_LID } from './drawn';
import { retouchSkin } from './skin';

const SLOW = 600_000;

function lightPlane(picture: Rgb): Float32Array {
  const light = new Float32Array(picture.width * picture.height);
  for (let i = 0, p = 0; i < light.length; i++, p += 3)
    light[i] = 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
  return light;
}

/** The contour's height (its points' spread in y). */
function heightOf(mesh: readonly XY[], contour: readonly number[]): number {
  const ys = contour.map((index) => mesh[index][1]);
  return Math.max(...ys) - Math.min(...ys);
}

/** The mesh with each contour moved up by `share` of its own height. */
function movedUp(mesh: readonly XY[], contours: readonly (readonly number[])[], share: number): XY[] {
  const moved: XY[] = [...mesh];
  for (const contour of contours) {
    const up = heightOf(mesh, contour) * share;
    for (const index of contour) moved[index] = [mesh[index][0], mesh[index][1] - up];
  }
  return moved;
}

/** Pixel indices within `radius` × `squash` (an ellipse) of `centre`. */
function around(size: number, centre: XY, radius: number, squash: number): number[] {
  const inside: number[] = [];
  for (let y = Math.max(0, Math.floor(centre[1] - radius)); y < Math.min(size, centre[1] + radius); y++)
    for (let x = Math.max(0, Math.floor(centre[0] - radius)); x < Math.min(size, centre[0] + radius); x++)
      if (Math.hypot(x - centre[0], (y - centre[1]) / squash) <= radius) inside.push(y * size + x);
  return inside;
}

/** Distance from (x, y) to the segment a–b. */
function toSegment(x: number, y: number, a: XY, b: XY): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / Math.max(1e-9, dx * dx + dy * dy)));
  return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}

/** 1 for pixels within `half` of any of the mesh's polylines (by their indices), 0 elsewhere. */
function bandAlong(size: number, lines: readonly (readonly number[])[], mesh: readonly XY[], half: number): Uint8Array {
  const band = new Uint8Array(size * size);
  for (const line of lines)
    for (let k = 1; k < line.length; k++) {
      const [a, b] = [mesh[line[k - 1]], mesh[line[k]]];
      const [left, right] = [Math.floor(Math.min(a[0], b[0]) - half), Math.ceil(Math.max(a[0], b[0]) + half)];
      const [top, bottom] = [Math.floor(Math.min(a[1], b[1]) - half), Math.ceil(Math.max(a[1], b[1]) + half)];
      for (let y = Math.max(0, top); y <= Math.min(size - 1, bottom); y++)
        for (let x = Math.max(0, left); x <= Math.min(size - 1, right); x++)
          if (toSegment(x + 0.5, y + 0.5, a, b) <= half) band[y * size + x] = 1;
    }
  return band;
}

let portrait: AlignedPortrait;

beforeAll(async () => {
  portrait = await alignedPortrait('woman');
}, SLOW);

describe('pix/younger with a mesh a few pixels off the eyes and brows', () => {
  it("inks the moved lid's skin far less than a true mesh inks the lashes", () => {
    const { picture, mesh } = portrait;
    const size = picture.width;
    const off = movedUp(mesh, [RIGHT_EYE, LEFT_EYE], 1 / 3);
    // Measured against the geometry, not against the code's own gate (./darkerThanAround.ts): the
    // ink the moved mesh lays in a band a fiftieth of the eyes' span either side of its lids (off
    // the true lids' band), over the ink the true mesh lays in the same band round the true lids.
    const half = faceUnit(mesh) * 0.02;
    const lids = [RIGHT_UPPER_LID, LEFT_UPPER_LID];
    const onTrue = bandAlong(size, lids, mesh, half);
    const onMoved = bandAlong(size, lids, off, half);
    const before = lightPlane(picture);
    const inkIn = (drawnBy: readonly XY[], band: Uint8Array): number => {
      const drawn = cloneRgb(picture);
      drawFeaturesCrisp(drawn, drawnBy, YOUNGER_TUNING.drawn);
      const after = lightPlane(drawn);
      let ink = 0;
      for (let i = 0; i < size * size; i++) if (band[i]) ink += Math.max(0, before[i] - after[i]) * 255;
      return ink;
    };
    const trueInk = inkIn(mesh, onTrue);
    const movedInk = inkIn(
      off,
      onMoved.map((on, i) => on & (1 - onTrue[i])),
    );
    const share = movedInk / Math.max(1e-6, trueInk);
    // With the ink laid wherever the mesh's lid runs (no ./darkerThanAround.ts gate): 1809 on the
    // moved lid's skin against 1111 on the true lids (1.63); gated, 47 against 618 (0.075).
    const words = `ink by the true mesh on its lids ${trueInk.toFixed(0)}, by the moved one on its lids' skin ${movedInk.toFixed(0)}: ${share.toFixed(3)}`;
    expect(trueInk, 'the lash line is drawn').toBeGreaterThan(0);
    expect(share, words).toBeLessThan(0.25);
  });

  it('keeps the part of a brow the mesh leaves out as dark as the photo has it', () => {
    const { picture, mesh } = portrait;
    const size = picture.width;
    const off = movedUp(mesh, [RIGHT_BROW, LEFT_BROW], 1 / 4);
    const retouched = cloneRgb(picture);
    retouchSkin(retouched, off, YOUNGER_TUNING.skin);
    const before = lightPlane(picture);
    const after = lightPlane(retouched);
    // The brows' hairs: round each (true) brow, the darkest fifth of the pixels.
    let lifted = 0;
    let count = 0;
    for (const contour of [RIGHT_BROW, LEFT_BROW]) {
      const pixels = around(size, centreOf(mesh, contour), faceUnit(mesh) * 0.25, 0.5);
      const cut = pixels.map((i) => before[i]).sort((a, b) => a - b)[Math.floor(pixels.length * 0.2)];
      for (const i of pixels)
        if (before[i] <= cut) {
          lifted += (after[i] - before[i]) * 255;
          count++;
        }
    }
    // main at 0e926e7: the brows' hairs lifted 6.2 levels (0–255) towards the skin; now 0.6 (./skin.ts keeps them).
    const mean = lifted / count;
    expect(mean, `brow hairs lifted ${mean.toFixed(2)} levels`).toBeLessThan(2.5);
  });
});
