// A print's colour blocks as a label map (one palette index per pixel): cleaned so each block
// is a smooth, solid area, and the key-block line drawn where two blocks meet.
import { gaussianBlur, maxFilter } from '../shared/blur';
import { createGrey, smoothstep, type Grey } from '../shared/raster';

/** One majority vote over a (2r+1)² square (edges repeated), by sliding label counts. */
function majority(labels: Uint8Array, width: number, height: number, radius: number, kinds: number): Uint8Array {
  const result = new Uint8Array(labels.length);
  // Per column, the count of each label over the rows y − r … y + r.
  const columns = new Int32Array(width * kinds);
  const rowOf = (y: number): number => Math.min(height - 1, Math.max(0, y)) * width;
  for (let dy = -radius; dy <= radius; dy++) {
    const row = rowOf(dy);
    for (let x = 0; x < width; x++) columns[x * kinds + labels[row + x]]++;
  }
  const window = new Int32Array(kinds);
  for (let y = 0; y < height; y++) {
    window.fill(0);
    for (let dx = -radius; dx <= radius; dx++) {
      const column = Math.min(width - 1, Math.max(0, dx)) * kinds;
      for (let k = 0; k < kinds; k++) window[k] += columns[column + k];
    }
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // Ties keep the pixel's own label, so a clean border does not move.
      let best = labels[i];
      let bestCount = window[best];
      for (let k = 0; k < kinds; k++) {
        if (window[k] > bestCount) {
          best = k;
          bestCount = window[k];
        }
      }
      result[i] = best;
      const entering = Math.min(width - 1, x + radius + 1) * kinds;
      const leaving = Math.max(0, x - radius) * kinds;
      for (let k = 0; k < kinds; k++) window[k] += columns[entering + k] - columns[leaving + k];
    }
    const leavingRow = rowOf(y - radius);
    const enteringRow = rowOf(y + radius + 1);
    for (let x = 0; x < width; x++) {
      columns[x * kinds + labels[leavingRow + x]]--;
      columns[x * kinds + labels[enteringRow + x]]++;
    }
  }
  return result;
}

/**
 * Majority vote over a (2r+1)² square, repeated: specks smaller than the square join the
 * block around them and ragged borders come out smooth, as a carved block's edge is.
 */
export function cleanLabels(labels: Uint8Array, width: number, height: number, radius: number, passes = 2): Uint8Array {
  let kinds = 0;
  for (const label of labels) kinds = Math.max(kinds, label + 1);
  let current = labels;
  for (let pass = 0; pass < passes; pass++) current = majority(current, width, height, Math.max(1, Math.round(radius)), kinds);
  return current;
}

/** 0–1 line darkness where blocks meet: about `thickness` pixels wide, antialiased. */
export function blockOutlines(labels: Uint8Array, width: number, height: number, thickness: number): Grey {
  const border = createGrey(width, height);
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      if (labels[i] !== labels[i + 1] || labels[i] !== labels[i + width]) border.data[i] = 1;
    }
  }
  const grown = thickness >= 2 ? maxFilter(border, Math.floor((thickness - 1) / 2)) : border;
  // Soften the staircase, then firm it up again: a carved line, not a blur.
  const soft = gaussianBlur(grown, 0.8);
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.12, 0.5, soft.data[i]);
  return soft;
}

/**
 * Every 4-connected area of pixels where `inside` is 1, handed to `visit` with its pixels (the
 * first `count` of `members`, a buffer reused for every area) and whether it touches the
 * picture's edge. Typed buffers and no closure per pixel: the flood fill runs over whole pictures.
 */
function eachArea(
  inside: Uint8Array,
  width: number,
  height: number,
  visit: (members: Int32Array, count: number, touchesEdge: boolean) => void,
): void {
  const seen = new Uint8Array(inside.length);
  const members = new Int32Array(inside.length);
  const lastX = width - 1;
  const lastRow = (height - 1) * width;
  for (let start = 0; start < inside.length; start++) {
    if (!inside[start] || seen[start]) continue;
    // The members are the stack too: every pixel pushed is read once, in order, and kept.
    let count = 0;
    let read = 0;
    let touchesEdge = false;
    seen[start] = 1;
    members[count++] = start;
    while (read < count) {
      const i = members[read++];
      const x = i % width;
      if (x === 0 || x === lastX || i < width || i >= lastRow) touchesEdge = true;
      if (x > 0 && inside[i - 1] && !seen[i - 1]) {
        seen[i - 1] = 1;
        members[count++] = i - 1;
      }
      if (x < lastX && inside[i + 1] && !seen[i + 1]) {
        seen[i + 1] = 1;
        members[count++] = i + 1;
      }
      if (i >= width && inside[i - width] && !seen[i - width]) {
        seen[i - width] = 1;
        members[count++] = i - width;
      }
      if (i < lastRow && inside[i + width] && !seen[i + width]) {
        seen[i + width] = 1;
        members[count++] = i + width;
      }
    }
    visit(members, count, touchesEdge);
  }
}

/**
 * Fills the holes of a mask: areas outside it that are wholly enclosed by it (they touch no
 * edge of the picture) and are smaller than `maxArea` pixels, as eye sockets in a face are.
 */
export function fillHoles(mask: Uint8Array, width: number, height: number, maxArea: number): Uint8Array {
  const filled = mask.slice();
  const outside = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) outside[i] = mask[i] ? 0 : 1;
  eachArea(outside, width, height, (members, count, touchesEdge) => {
    if (!touchesEdge && count <= maxArea) for (let k = 0; k < count; k++) filled[members[k]] = 1;
  });
  return filled;
}

/** Lines without their specks: connected marks (darker than `threshold`) smaller than `minArea` pixels are erased. */
export function dropSpecks(ink: Grey, threshold: number, minArea: number): Grey {
  const { width, height, data } = ink;
  const marked = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) marked[i] = data[i] > threshold ? 1 : 0;
  const kept = createGrey(width, height);
  eachArea(marked, width, height, (members, count) => {
    if (count >= minArea) for (let k = 0; k < count; k++) kept.data[members[k]] = 1;
  });
  // A kept mark keeps its antialiased rim; a speck's faint rim goes with it.
  const near = maxFilter(kept, 2);
  const result = createGrey(width, height);
  for (let i = 0; i < data.length; i++) result.data[i] = data[i] * near.data[i];
  return result;
}

/** The 4-connected parts of `mask` that hold at least one pixel where `seeds` is set. */
export function keepJoined(mask: Uint8Array, seeds: Uint8Array, width: number): Uint8Array {
  const kept = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let top = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] && seeds[i]) {
      kept[i] = 1;
      stack[top++] = i;
    }
  }
  while (top > 0) {
    const i = stack[--top];
    const x = i % width;
    if (x > 0 && mask[i - 1] && !kept[i - 1]) {
      kept[i - 1] = 1;
      stack[top++] = i - 1;
    }
    if (x < width - 1 && mask[i + 1] && !kept[i + 1]) {
      kept[i + 1] = 1;
      stack[top++] = i + 1;
    }
    if (i >= width && mask[i - width] && !kept[i - width]) {
      kept[i - width] = 1;
      stack[top++] = i - width;
    }
    if (i + width < mask.length && mask[i + width] && !kept[i + width]) {
      kept[i + width] = 1;
      stack[top++] = i + width;
    }
  }
  return kept;
}

/** `mask` without its 4-connected areas smaller than `minArea` pixels. */
export function dropSmallAreas(mask: Uint8Array, width: number, height: number, minArea: number): Uint8Array {
  const kept = new Uint8Array(mask.length);
  eachArea(mask, width, height, (members, count) => {
    if (count >= minArea) for (let k = 0; k < count; k++) kept[members[k]] = 1;
  });
  return kept;
}
