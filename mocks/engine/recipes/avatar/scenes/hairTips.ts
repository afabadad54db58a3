// Hair beside the cheeks ending in a rounded tip, not chopped on a slant (issue 36: the
// brunette's bob "chopped off diagonally at cheek level"). Below the eyes headShape's envelope
// narrows from the hair's full allowance to the face's own oval halfway to the chin, and
// keepSymmetric trims a side to the other's reach: where hair goes on down beside the cheek
// (and hangingHair does not hold it, as it ends or flares before 0.7 of the way to the chin),
// that narrowing is a straight diagonal cut across the hair, from the temple to the cheek.
// Here such hair is kept under a quarter ellipse instead: as wide as it stands out at the eyes'
// row, falling straight at first and curving in to the oval by TIP_END of the way to the chin,
// as a bob's end does, and never beyond the matte's own hair.
import type { Grey } from '../../shared/raster';

/** How far from the eyes' row to the chin the tip has curved back in to the oval. */
const TIP_END = 0.5;
/** The widest gap in the matte (in the face's widths) still read as the same hair going out. */
const GAP = 0.03;
/** The least the hair must stand out beside the oval (face widths) for a side to have a tip. */
const STANDS_OUT = 0.08;
/** The share of the tip's rows, from the eyes' row, over which it falls nearly straight. */
const STRAIGHT = 0.6;
/** The share of the tip's rows on which the matte must hold the hair under the tip's curve. */
const HOLDS = 0.85;

export interface CheekRows {
  /** The face oval's left and right edges on a row (its centre's y), or undefined off it. */
  ovalAt: (y: number) => readonly [number, number] | undefined;
  eyesY: number;
  chinY: number;
  /** The face's width. */
  w: number;
  /** The outermost the head may reach at the eyes' row, either side (headEnvelope). */
  outer: readonly [number, number];
}

/**
 * The rounded tips of the hair beside the cheeks (0/1 per pixel), on each side where the matte
 * (`head` ≥ half, going out from the oval over gaps under GAP) holds hair at least STANDS_OUT
 * out at the eyes' row and under the quarter ellipse on HOLDS of the rows down to its end.
 * The tip's reach on a row is the lesser of the ellipse's and the matte's own.
 */
export function hairTips(head: Grey, rows: CheekRows): Uint8Array {
  const { width, height } = head;
  const { ovalAt, eyesY, chinY, w, outer } = rows;
  const tips = new Uint8Array(width * height);
  const firstRow = Math.max(0, Math.ceil(eyesY - 0.5));
  const endY = eyesY + (chinY - eyesY) * TIP_END;
  const lastRow = Math.min(height - 1, Math.floor(endY - 0.5));
  if (lastRow <= firstRow) return tips;
  for (const side of [-1, 1] as const) {
    const limit = side < 0 ? outer[0] : outer[1];
    const edges: number[] = [];
    const reaches: number[] = [];
    for (let y = firstRow; y <= lastRow; y++) {
      const row = ovalAt(y + 0.5);
      if (!row) break;
      const edge = side < 0 ? row[0] : row[1];
      // Out from the oval's edge across the matte, no farther than the envelope at the eyes.
      let far = edge;
      let gap = 0;
      for (let x = Math.round(edge); x >= 0 && x < width && (x + 0.5 - limit) * side <= 0 && gap <= w * GAP; x += side) {
        if (head.data[y * width + x] >= 0.5) {
          gap = 0;
          far = x + 0.5 + side * 0.5;
        } else gap++;
      }
      edges.push(edge);
      reaches.push(Math.max(0, (far - edge) * side));
    }
    if (edges.length < lastRow - firstRow + 1) continue;
    // The tip as wide as the hair's narrowest over the straight part of its fall: hair flaring
    // out at the eyes' row does not widen the whole tip beyond the hair below it.
    const straight = Math.max(1, Math.round(reaches.length * STRAIGHT));
    const start = Math.min(...reaches.slice(0, straight));
    if (start < w * STANDS_OUT) continue;
    const curve = (k: number): number => {
      const t = Math.min(1, (firstRow + k + 0.5 - eyesY) / (endY - eyesY));
      return start * Math.sqrt(Math.max(0, 1 - t * t));
    };
    let held = 0;
    for (let k = 0; k < reaches.length; k++) if (reaches[k] >= curve(k) - w * GAP) held++;
    if (held < reaches.length * HOLDS) continue;
    for (let k = 0; k < reaches.length; k++) {
      const y = firstRow + k;
      const span = Math.min(reaches[k], curve(k));
      const from = side < 0 ? Math.floor(edges[k] - span) : Math.floor(edges[k]);
      const to = side < 0 ? Math.ceil(edges[k]) : Math.ceil(edges[k] + span);
      for (let x = Math.max(0, from); x < Math.min(width, to); x++) tips[y * width + x] = 1;
    }
  }
  return tips;
}
