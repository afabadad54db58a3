// A man's hair as one piece: a small patch of it apart from the rest, at the side of his head
// (a dark lock or the shadow by his ear that the colours called hair), drawn outlined on the
// head's edge read as a bump on the skull (the ninth blind panel's older man: "small bump seam
// on head side"). Each such patch, under a tenth of the hair's largest piece, is given to the
// part that borders it most (the ground or the skin), so the head's outline stays one curve.
import type { Grey } from '../../shared/raster';
import { HAIR } from './regions';

/** Changes `masks` (skin, hair, clothes, ground at full size) in place. */
export function dropStrayHair(masks: Grey[]): void {
  const hair = masks[HAIR];
  const { width, height, data } = hair;
  const label = new Int32Array(data.length).fill(-1);
  const pieces: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (label[start] >= 0 || data[start] < 0.5) continue;
    const members: number[] = [];
    label[start] = pieces.length;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      members.push(i);
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= data.length || label[j] >= 0 || data[j] < 0.5) continue;
        label[j] = pieces.length;
        stack.push(j);
      }
    }
    pieces.push(members);
  }
  if (pieces.length < 2) return;
  const largest = Math.max(...pieces.map((members) => members.length));
  pieces.forEach((members, k) => {
    if (members.length >= largest * 0.1) return;
    // The part that borders the piece most, over its rim (hair's antialiased edge included).
    const border = masks.map(() => 0);
    for (const i of members) {
      const x = i % width;
      for (const j of [x > 2 ? i - 3 : -1, x < width - 3 ? i + 3 : -1, i - 3 * width, i + 3 * width]) {
        if (j < 0 || j >= data.length || label[j] === k) continue;
        masks.forEach((mask, part) => {
          if (part !== HAIR) border[part] += mask.data[j];
        });
      }
    }
    const into = border.indexOf(Math.max(...border));
    // The piece and its soft rim (up to a few pixels out) handed over.
    const rim = new Set<number>();
    for (const i of members) {
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -3; dy <= 3; dy++)
        for (let dx = -3; dx <= 3; dx++) {
          if (x + dx < 0 || x + dx >= width || y + dy < 0 || y + dy >= height) continue;
          const j = i + dy * width + dx;
          if (label[j] === -1 || label[j] === k) rim.add(j);
        }
    }
    for (const j of rim) {
      masks[into].data[j] += hair.data[j];
      hair.data[j] = 0;
    }
  });
}
