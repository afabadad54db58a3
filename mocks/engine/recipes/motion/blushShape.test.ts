// The girl's flush is a soft glow over the whole cheek, not paint (session 26's panel, at full
// blush on 8 faces: "a flat salmon oval under the far eye", "a pink streak over the nose bridge",
// "pink horizontal bands across the cheeks" on the man's small face, "a slap-like patch ... and a
// streak by the nose"). Painted at full on a flat skin the size of each photo (so only the flush's
// own shape shows), measured in the face's own unit, the distance between the eyes' centres.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops } from '../../testing/motionFaces';
import type { Point } from '../../types';
import { blushPatches, paintBlush } from './blush';
import { flushTint } from './blushTone';

const SLOW = 300_000;
/** The turned woman (a narrow far cheek), the man's small face, the older and the bald man. */
const FACES = ['woman', 'man', 'older-man', 'bald-man'] as const;
const SKIN = [200, 150, 130] as const;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

interface Flush {
  /** How much redder (red minus green, levels) each pixel turned. */
  rise: Float32Array;
  width: number;
  height: number;
  mesh: readonly Point[];
  /** The distance between the eyes' centres, pixels. */
  span: number;
}

function flushOf(id: string): Flush {
  const crop = crops.get(id);
  const { picture, mesh } = crop;
  const { width, height } = picture;
  const before = new Uint8Array(width * height * 3);
  for (let offset = 0; offset < before.length; offset += 3) before.set(SKIN, offset);
  const after = new Uint8Array(before);
  paintBlush({ width, height, data: before }, blushPatches(mesh), 1, flushTint(SKIN), after);
  const rise = new Float32Array(width * height);
  for (let i = 0; i < rise.length; i++) rise[i] = after[i * 3] - after[i * 3 + 1] - (SKIN[0] - SKIN[1]);
  const eye = (a: number, b: number): Point => [(mesh[a][0] + mesh[b][0]) / 2, (mesh[a][1] + mesh[b][1]) / 2];
  const [left, right] = [eye(33, 133), eye(362, 263)];
  return { rise, width, height, mesh, span: Math.hypot(right[0] - left[0], right[1] - left[1]) };
}

/**
 * The flush's steepest slope (central differences `STEP` pixels apart, so a level's rounding
 * hardly counts), as a share of its peak per eye span: an edge anywhere shows here.
 */
const STEP = 2;
function steepest({ rise, width, height, span }: Flush): number {
  const peak = Math.max(...rise);
  let most = 0;
  for (let y = STEP; y < height - STEP; y++) {
    for (let x = STEP; x < width - STEP; x++) {
      const gx = rise[y * width + x + STEP] - rise[y * width + x - STEP];
      const gy = rise[(y + STEP) * width + x] - rise[(y - STEP) * width + x];
      most = Math.max(most, Math.hypot(gx, gy) / (2 * STEP));
    }
  }
  return (most * span) / peak;
}

/**
 * The share of the flush (its summed rise) lying by the nose (within `NOSE_BAND` eye spans of the
 * line from the nose's bridge, 6, to its tip, 4) or up under the eyes (between the eyes' outer corners, above a
 * line `LID_BAND` eye spans below the eyes' line; a lower lid lies about 0.1 below).
 */
const NOSE_BAND = 0.3;
const LID_BAND = 0.15;
function astray({ rise, width, height, mesh, span }: Flush): { nose: number; lid: number } {
  const [topX, topY] = mesh[6];
  const [tipX, tipY] = mesh[4];
  const length = Math.hypot(tipX - topX, tipY - topY);
  // The eyes' line through their corners' middle, and its normal pointing down the face.
  const [leftX, leftY] = [(mesh[33][0] + mesh[133][0]) / 2, (mesh[33][1] + mesh[133][1]) / 2];
  const [rightX, rightY] = [(mesh[362][0] + mesh[263][0]) / 2, (mesh[362][1] + mesh[263][1]) / 2];
  const [downX, downY] = [-(rightY - leftY) / span, (rightX - leftX) / span];
  // From the image left eye's outer corner to the other's, along the eyes' line (eye spans).
  const [outerX, outerY] = mesh[33];
  const outerSpan = ((mesh[263][0] - outerX) * downY - (mesh[263][1] - outerY) * downX) / span;
  let total = 0;
  let nose = 0;
  let lid = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = rise[y * width + x];
      if (r <= 0) continue;
      total += r;
      const off = Math.abs((x - topX) * (tipY - topY) - (y - topY) * (tipX - topX)) / length;
      if (off < NOSE_BAND * span) nose += r;
      const along = ((x - outerX) * downY - (y - outerY) * downX) / span;
      const under = (x - leftX) * downX + (y - leftY) * downY;
      if (along > 0 && along < outerSpan && under < LID_BAND * span) lid += r;
    }
  }
  return { nose: nose / total, lid: lid / total };
}

describe('the girl’s flush is a soft glow over each cheek', () => {
  it.each(FACES)(
    'on the %s: no edge (its steepest slope under 5.5 of its peak per eye span), under 1.5 % of it under the eyes',
    (id) => {
      const flush = flushOf(id);
      const slope = steepest(flush);
      const { lid } = astray(flush);
      const label = `${id}: slope ${slope.toFixed(2)}, lid ${(lid * 100).toFixed(1)} %`;
      expect(slope, label).toBeLessThan(5.5);
      expect(lid, label).toBeLessThan(0.015);
    },
    SLOW,
  );

  // The turned woman's far cheek lies beside her nose in the picture, so only the faces seen
  // from the front are read here.
  it.each(['man', 'older-man', 'bald-man'])('on the %s: under 5 % of it by the nose', (id) => {
    const { nose } = astray(flushOf(id));
    expect(nose, `${id}: nose ${(nose * 100).toFixed(1)} %`).toBeLessThan(0.05);
  });
});
