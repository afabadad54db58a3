// Whether a portrait shows the photo's own face and hair, measured for pix/elegant's test
// (avatar.elegant.test.ts): the head (the face's oval, the hair above it and beside it) read in
// each picture about its own face mesh as a small grey thumbnail, and the two thumbnails'
// correlation (1: the same shading, 0: none in common). The sitter rebuilt by the toon renderer
// (a smooth mannequin, the hair a flat mass) keeps little of the photo's shading; the photo's
// own sitter, retouched and lit, keeps most of it.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { pearson } from '../../../../testing/measure';
import { faceFrame } from '../../landmarks';

/** Cells across the thumbnail. */
const SIDE = 32;

/** A box's grey thumbnail, `across` × `down` cells, each the mean of a 4×4 sampling of nearest pixels (a box filter: no aliasing of fine detail). */
export function greyThumbnail(
  picture: Pixels,
  box: { left: number; top: number; width: number; height: number },
  across: number,
  down: number,
): Float64Array {
  const grey = (x: number, y: number): number => {
    const px = Math.min(picture.width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(picture.height - 1, Math.max(0, Math.round(y)));
    const p = (py * picture.width + px) * picture.channels;
    return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
  };
  const cells = new Float64Array(across * down);
  for (let v = 0; v < down; v++)
    for (let u = 0; u < across; u++) {
      let sum = 0;
      for (let j = 0; j < 4; j++)
        for (let i = 0; i < 4; i++)
          sum += grey(box.left + ((u + (i + 0.5) / 4) / across) * box.width, box.top + ((v + (j + 0.5) / 4) / down) * box.height);
      cells[v * across + u] = sum / 16;
    }
  return cells;
}

/** The head's grey thumbnail (SIDE × SIDE, each cell the mean of a 4×4 grid of nearest pixels), from above the hair to the chin. */
function headThumbnail(picture: Pixels, mesh: readonly Point[]): Float64Array {
  const { faceWidth, faceHeight, cx, top } = faceFrame(mesh);
  const left = cx - faceWidth * 0.75;
  const boxTop = top - faceHeight * 0.3;
  const width = faceWidth * 1.5;
  const height = faceHeight * 1.3;
  return greyThumbnail(picture, { left, top: boxTop, width, height }, SIDE, SIDE);
}

/** The thumbnail's detail: each cell less the mean of its 5 × 5 neighbourhood (the broad light taken out). */
function detail(cells: Float64Array): Float64Array {
  const out = new Float64Array(cells.length);
  for (let v = 0; v < SIDE; v++)
    for (let u = 0; u < SIDE; u++) {
      let sum = 0;
      let count = 0;
      for (let j = Math.max(0, v - 2); j <= Math.min(SIDE - 1, v + 2); j++)
        for (let i = Math.max(0, u - 2); i <= Math.min(SIDE - 1, u + 2); i++) {
          sum += cells[j * SIDE + i];
          count++;
        }
      out[v * SIDE + u] = cells[v * SIDE + u] - sum / count;
    }
  return out;
}

/** How much of the photo's head the result keeps (−1…1), each read about its own face mesh. */
export function headLikeness(photo: Pixels, photoMesh: readonly Point[], result: Pixels, resultMesh: readonly Point[]): number {
  return pearson(detail(headThumbnail(photo, photoMesh)), detail(headThumbnail(result, resultMesh)));
}
