// The room's own texture where the head moved away. The plate's fill (../video3d/plate.ts) is a
// smooth blur of the colours around the person: right for the 3D video's far background, but in a
// GIF the strip a turning head bares sits beside sharp leaves or a patterned wall, and a flat
// pale band there read as a smeared patch (issue 37). Here the room just outside the head's
// outline is mirrored inward, beside the head along its own row and above it along its own
// column, so the bared strip continues the room's own detail; deeper in, where no head ever moves
// away from, the smooth fill takes over. Mirrored along rays from the head's centre instead, a
// room's level edge (a wall meeting leaves behind the woman's hair) bent round the head: a dark
// green crescent hung down over the wall beside her in every clip (issue 37, session 14).
import type { Raster } from './raster';

export interface HeadCircle {
  centerX: number;
  centerY: number;
  /** The head's larger radius, pixels. */
  radius: number;
}

/** Depth into the hole (head radii) the mirrored room reaches: more than any head motion bares. */
const MIRROR_DEPTH = 0.4;
/**
 * The mirror starts this far (head radii) past the outline: hair wisps and the fringe of a
 * shoulder the matte left out lie just outside it, and mirrored they drew a faint brown arc
 * beside the head (issue 37).
 */
const SKIP_FRINGE = 0.06;

function smoothstep(edge0: number, edge1: number, value: number): number {
  const x = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return x * x * (3 - 2 * x);
}

/** One mirror's pick for a pixel: where its room comes from and how fully it is laid. */
interface Pick {
  /** Pixel index of the mirrored room, or -1 for none. */
  from: number;
  weight: number;
  /** How deep inside the hole the pixel lies (pixels from the outline). */
  depth: number;
}

const NONE: Pick = { from: -1, weight: 0, depth: Infinity };

/** A line of pixels (a row or a column) walked from the picture's edge toward the head. */
interface Line {
  count: number;
  /** Pixel index of the i-th pixel walked. */
  at: (i: number) => number;
}

/**
 * For each hole pixel of the line whose room lies outward (walked before it), the mirrored room:
 * as far outside the outline as the pixel lies inside it, no deeper than the room beyond the
 * outline (a narrow gap mirrors only its own width) nor than `deepest`.
 */
function mirrorLine(hole: Uint8Array, line: Line, deepest: number, fringe: number, picks: Pick[]): void {
  let roomRun = 0;
  let edge = -1;
  for (let i = 0; i < line.count; i++) {
    const index = line.at(i);
    if (!hole[index]) {
      // Room again after a hole starts a new run.
      if (edge >= 0) {
        roomRun = 0;
        edge = -1;
      }
      roomRun++;
      continue;
    }
    if (edge < 0) edge = i;
    const depth = i - edge;
    const reach = Math.min(deepest, roomRun - fringe - 1);
    if (depth > reach) continue;
    const source = edge - 1 - Math.round(fringe) - depth;
    if (source < 0) continue;
    // A thin strip of room (the picture's edge just past the head) is not enough to mirror.
    const enough = smoothstep(0.125 * deepest, 0.375 * deepest, reach);
    const weight = enough * (1 - smoothstep(0.5 * reach, reach, depth));
    if (weight > 0) picks[index] = { from: line.at(source), weight, depth };
  }
}

/**
 * Lays the room mirrored about the head's outline over `plate` (RGB bytes, already the smooth
 * fill inside `hole`): full near the outline, fading into the smooth fill by MIRROR_DEPTH head
 * radii in, and nowhere the mirrored point is itself the person or off the picture. Beside the
 * head the room comes from the same row, above it from the same column; where both reach a
 * pixel the nearer outline counts more, so the two meet without a seam at the head's corners.
 */
export function mirrorRoom(picture: Raster, hole: Uint8Array, head: HeadCircle, plate: Uint8Array): void {
  const { width, height, data } = picture;
  const deepest = MIRROR_DEPTH * head.radius;
  const fringe = SKIP_FRINGE * head.radius;
  const side = new Array<Pick>(width * height).fill(NONE);
  const above = new Array<Pick>(width * height).fill(NONE);
  const middleX = Math.round(Math.min(width - 1, Math.max(0, head.centerX)));
  const middleY = Math.round(Math.min(height - 1, Math.max(0, head.centerY)));
  for (let y = 0; y < height; y++) {
    const row = y * width;
    // Left of the head's centre the room lies to the left, right of it to the right.
    mirrorLine(hole, { count: middleX, at: (i) => row + i }, deepest, fringe, side);
    mirrorLine(hole, { count: width - middleX, at: (i) => row + width - 1 - i }, deepest, fringe, side);
  }
  // Above the head's centre the room lies above.
  for (let x = 0; x < width; x++) mirrorLine(hole, { count: middleY, at: (i) => i * width + x }, deepest, fringe, above);
  for (let index = 0; index < width * height; index++) {
    const a = side[index];
    const b = above[index];
    if (a.from < 0 && b.from < 0) continue;
    const shareA = a.from < 0 ? 0 : b.from < 0 ? 1 : (b.depth + 0.5) / (a.depth + b.depth + 1);
    const weightA = a.weight * shareA;
    const weightB = b.weight * (1 - shareA);
    const weight = weightA + weightB;
    if (weight <= 0) continue;
    for (let channel = 0; channel < 3; channel++) {
      const fromA = a.from < 0 ? 0 : data[a.from * 3 + channel];
      const fromB = b.from < 0 ? 0 : data[b.from * 3 + channel];
      const room = (fromA * weightA + fromB * weightB) / weight;
      const offset = index * 3 + channel;
      plate[offset] = Math.round(plate[offset] + (room - plate[offset]) * weight);
    }
  }
}
