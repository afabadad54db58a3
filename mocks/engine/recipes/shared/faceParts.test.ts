// The mouth as drawFeatures draws it, on a drawn mesh: a closed mouth is one line where the
// lips meet; a mouth showing its teeth is its opening, both inner lip edges.
import type { Face, Point } from '../../types';
import { drawFeatures } from './faceParts';
import { createGrey } from './raster';

const UPPER_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
const LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];

/** A mesh whose only mouth is the inner lips: the upper edge at y 56, the lower `parted` below it. */
function mouthFace(parted: number): Face {
  const mesh: Point[] = Array.from({ length: 468 }, (): Point => [5, 5, 0]);
  const place = (indices: readonly number[], y: number) =>
    indices.forEach((index, k) => (mesh[index] = [40 + (40 * k) / (indices.length - 1), y, 0]));
  place(LOWER_INNER, 56 + parted);
  place(UPPER_INNER, 56);
  return { box: [30, 30, 60, 60], mesh, score: 1 };
}

function inkAt(face: Face, x: number, y: number): number {
  const ink = createGrey(120, 120);
  drawFeatures(ink, [face]);
  return ink.data[y * 120 + x];
}

describe('drawFeatures, the mouth', () => {
  it('draws a closed mouth as the one line where the lips meet', () => {
    expect(inkAt(mouthFace(1), 60, 56)).toBeGreaterThan(0.5);
    expect(inkAt(mouthFace(1), 60, 64)).toBe(0);
  });

  it('draws a mouth showing its teeth as its opening: the lower lip’s inner edge too', () => {
    expect(inkAt(mouthFace(8), 60, 56)).toBeGreaterThan(0.3);
    expect(inkAt(mouthFace(8), 60, 64)).toBeGreaterThan(0.3);
    // Between the two edges (the teeth) no ink.
    expect(inkAt(mouthFace(8), 60, 60)).toBe(0);
  });
});
