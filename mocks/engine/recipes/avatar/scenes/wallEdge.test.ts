// The photo's pale wall inside the cut-out's edge (wallEdge.ts): on the older man's webcam
// photo the president's cut-out (the face's oval and his head's matte, as clip.ts makes it) took
// in the wall beside his temple and cheek at full opacity, a band lighter than the face inside it
// and than the scene's navy outside — the blind panel's "light halo" round a "floating head".
import { describe, expect, it } from 'vitest';
import { SAMPLE_PHOTOS } from '../../../../../tests/gallery/samples';
import { detectFaces } from '../../../adapters/faces';
import { prepared } from '../../../testing/prepared';
import { createRandom } from '../../shared/random';
import { cloneRgb, createGrey, type Grey, type Rgb, unionInto } from '../../shared/raster';
import { alignFace } from '../align';
import { CHIN, faceFrame } from '../landmarks';
import { faceOvalMask } from '../masks';
import { personMatte } from '../personMatte';
import { FACE_CUT, headCut } from './headCut';
import { headShape } from './headShape';
import { photoPresent } from './photoPresent';
import { president } from './president';
import { dimWallEdge, palerThan } from './wallEdge';

const SLOW = 300_000;

/** Distance (px, 8-neighbour chamfer) from each pixel to the nearest pixel on the other side of the mask's half level. */
function distanceIn(mask: Grey): Float32Array {
  const { width, height } = mask;
  const d = new Float32Array(width * height).fill(1e9);
  for (let i = 0; i < d.length; i++) if (mask.data[i] < 0.5) d[i] = 0;
  const diagonal = Math.SQRT2;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x > 0) d[i] = Math.min(d[i], d[i - 1] + 1);
      if (y > 0) {
        d[i] = Math.min(d[i], d[i - width] + 1);
        if (x > 0) d[i] = Math.min(d[i], d[i - width - 1] + diagonal);
        if (x < width - 1) d[i] = Math.min(d[i], d[i - width + 1] + diagonal);
      }
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (x < width - 1) d[i] = Math.min(d[i], d[i + 1] + 1);
      if (y < height - 1) {
        d[i] = Math.min(d[i], d[i + width] + 1);
        if (x < width - 1) d[i] = Math.min(d[i], d[i + width + 1] + diagonal);
        if (x > 0) d[i] = Math.min(d[i], d[i + width - 1] + diagonal);
      }
    }
  return d;
}

/**
 * How much paler (palerThan, 0–255) the cut-out's outer ring (1–5 px inside its edge) is than
 * its ring a little further in (12–18 px), read round the head above the chin in 48 sectors about
 * the face's middle: the mean over the sectors of the ring's excess, where it is lighter.
 */
function halo(picture: Rgb, mask: Grey, centre: readonly [number, number], chinY: number): number {
  const depth = distanceIn(mask);
  const bins = 48;
  const sums = Array.from({ length: bins }, () => ({ edge: 0, edges: 0, deep: 0, deeps: 0 }));
  for (let i = 0; i < depth.length; i++) {
    const x = i % mask.width;
    const y = Math.floor(i / mask.width);
    if (y > chinY - (chinY - centre[1]) * 0.3) continue;
    const d = depth[i];
    const edge = d >= 1 && d <= 5;
    const deep = d >= 12 && d <= 18;
    if (!edge && !deep) continue;
    const b = Math.min(bins - 1, Math.floor(((Math.atan2(y - centre[1], x - centre[0]) + Math.PI) / (2 * Math.PI)) * bins));
    // Paleness against black (palerThan): its luma less the spread of its channels.
    const luma = 255 * palerThan(picture.data, i * 3, [0, 0, 0], 0);
    if (edge) {
      sums[b].edge += luma;
      sums[b].edges++;
    } else {
      sums[b].deep += luma;
      sums[b].deeps++;
    }
  }
  let excess = 0;
  let counted = 0;
  for (const s of sums) {
    if (s.edges < 3 || s.deeps < 3) continue;
    excess += Math.max(0, s.edge / s.edges - s.deep / s.deeps);
    counted++;
  }
  return excess / Math.max(1, counted);
}

describe('the photo’s wall inside the cut-out’s edge', () => {
  it(
    'shows the older man’s pale wall beside his temple and cheek in his skin’s colour, not as a light band',
    async () => {
      const sample = SAMPLE_PHOTOS.find((entry) => entry.id === 'older-man');
      if (!sample) throw new Error('no older-man sample');
      const bytes = await sample.bytes();
      const ready = await prepared(bytes, await detectFaces(bytes));
      const portrait = await alignFace(ready.photo, ready.faces![0], president.frame(createRandom(1)));
      const { picture, mesh } = portrait;
      const size = picture.width;
      // The cut-out as clip.ts makes it for a scene that keeps the hair.
      const oval = faceOvalMask(mesh, size, FACE_CUT);
      const head = headCut(await personMatte(picture, mesh), mesh, photoPresent(picture));
      const mask = unionInto(
        createGrey(oval.width, oval.height),
        oval,
        headShape(unionInto(createGrey(oval.width, oval.height), oval, head), mesh, size / 640, portrait.beyond),
      );
      const { left, right, top } = faceFrame(mesh);
      const chinY = mesh[CHIN][1];
      const centre: [number, number] = [(left + right) / 2, (top + chinY) / 2];
      const before = halo(picture, mask, centre, chinY);
      const dimmed = cloneRgb(picture);
      dimWallEdge(dimmed, mask, { faceWidth: right - left, chinY });
      const after = halo(dimmed, mask, centre, chinY);
      // Measured (session 32): 7.6 before (main: the wall left as the photo shows it), 2.4 after.
      expect(before).toBeGreaterThan(5);
      expect(after).toBeLessThan(3.5);
    },
    SLOW,
  );
});
