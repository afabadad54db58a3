// The older man's stubble on pixar's figure (./beard.ts with ./cheekLine.ts): the first look of the
// sixty-first stop saw "a see-through box with a straight top edge" across his cheeks. A beard's
// upper edge follows the cheek, sagging under the cheekbone, and the stubble fades out up it.
import { alignedPerson } from '../../../testing/people';
import { distance, type XY } from '../landmarks';
import { PIXAR_SHAPE, pixar } from '../pix/pixar';
import { median } from '../../shared/median';
import type { Grey } from '../../shared/raster';
import { findBeard } from './beard';
import { toonFigure } from './render';

const SLOW = 300_000;

/**
 * On the cheek between the jaw's side (mesh `jaw`) and the mouth's corner (`corner`), inset a
 * tenth of the eye distance from each: per column, the first row (from the eyes down) where the
 * beard reaches half its column's most, and the rows from a tenth to nine tenths of it.
 */
function cheekColumns(mask: Grey, face: readonly XY[], jaw: number, corner: number): { top: number; fade: number }[] {
  const unit = distance(face[33], face[263]);
  const { width, height, data } = mask;
  const inset = Math.sign(face[corner][0] - face[jaw][0]) * unit * 0.1;
  const from = Math.round(face[jaw][0] + inset);
  const to = Math.round(face[corner][0] - inset);
  const start = Math.round((face[33][1] + face[263][1]) / 2);
  const columns: { top: number; fade: number }[] = [];
  for (let x = Math.min(from, to); x <= Math.max(from, to); x++) {
    let most = 0;
    for (let y = start; y < height; y++) most = Math.max(most, data[y * width + x]);
    const first = (share: number): number => {
      for (let y = start; y < height; y++) if (data[y * width + x] >= most * share) return y;
      return height;
    };
    columns.push({ top: first(0.5) / unit, fade: (first(0.9) - first(0.1)) / unit });
  }
  return columns;
}

describe("the older man's stubble on the cheek", () => {
  it(
    'follows a cheek line that sags between the jaw and the mouth, and fades out up the cheek',
    async () => {
      const portrait = await alignedPerson('older-man', pixar, 1);
      const { soft, face, tone } = await toonFigure(portrait, PIXAR_SHAPE, true);
      const beard = findBeard(soft, face, tone);
      if (!beard) throw new Error('no beard found');
      for (const [jaw, corner] of [
        [132, 61],
        [361, 291],
      ] as const) {
        const columns = cheekColumns(beard.mask, face, jaw, corner);
        // The top edge's sag under the straight line between its ends, in eye distances.
        const first = columns[0].top;
        const last = columns[columns.length - 1].top;
        const sag = Math.max(...columns.map(({ top }, k) => top - (first + ((last - first) * k) / (columns.length - 1))));
        const fade = median(columns.map(({ fade }) => fade));
        // Before: one straight line from the jaw to the mouth (0.003 under it) with a hard edge
        // (0.036 from a tenth to nine tenths); now 0.091–0.098 and 0.109–0.113.
        expect(sag).toBeGreaterThan(0.05);
        expect(fade).toBeGreaterThan(0.07);
      }
    },
    SLOW,
  );
});
