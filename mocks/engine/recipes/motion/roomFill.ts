// The room's own texture where the head moved away. The plate's fill (../video3d/plate.ts) is a
// smooth blur of the colours around the person: right for the 3D video's far background, but in a
// GIF the strip a turning head bares sits beside sharp leaves or a patterned wall, and a flat
// pale band there read as a smeared patch (issue 37). Here the room just outside the head's
// outline is mirrored inward along rays from the head's centre, so the bared strip continues the
// room's own detail; deeper in, where no head ever moves away from, the smooth fill takes over.
import type { Raster } from './raster';

export interface HeadCircle {
  centerX: number;
  centerY: number;
  /** The head's larger radius, pixels. */
  radius: number;
}

/** Directions around the head's centre (half a degree each). */
const RAYS = 720;
/** Rays either side averaged into an outline distance, so one ragged matte pixel draws no seam. */
const SMOOTH_RAYS = 4;
/** Rays either side a ray must have room on to be mirrored in full: the mirror fades out sideways. */
const FADE_RAYS = 12;
/** Depth into the hole (head radii) the mirrored room reaches: more than any head motion bares. */
const MIRROR_DEPTH = 0.4;
/**
 * The mirror starts this far (head radii) past the outline: hair wisps and the fringe of a
 * shoulder the matte left out lie just outside it, and mirrored they drew a faint brown arc
 * beside the head (issue 37).
 */
const SKIP_FRINGE = 0.06;

interface Outline {
  /** Per ray: how far from the centre the room starts (the first pixel out of `hole`), or NaN. */
  distance: Float32Array;
  /** Per ray: how much room lies beyond the outline before another person or the picture's edge. */
  room: Float32Array;
  /** Per ray, 0–1: how fully it is mirrored (less beside rays that found no room). */
  weight: Float32Array;
}

function outline(hole: Uint8Array, width: number, height: number, head: HeadCircle): Outline {
  const distances = new Float32Array(RAYS);
  const rooms = new Float32Array(RAYS);
  const longest = Math.hypot(width, height);
  for (let ray = 0; ray < RAYS; ray++) {
    const angle = (2 * Math.PI * ray) / RAYS;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    distances[ray] = NaN;
    for (let step = 0; step < longest; step++) {
      const x = Math.round(head.centerX + dx * step);
      const y = Math.round(head.centerY + dy * step);
      const outside = x < 0 || y < 0 || x >= width || y >= height;
      const person = !outside && hole[y * width + x] === 1;
      if (Number.isNaN(distances[ray])) {
        if (outside) break;
        if (!person) distances[ray] = step;
      } else if (outside || person) {
        rooms[ray] = step - distances[ray];
        break;
      }
    }
  }
  const smoothed = new Float32Array(RAYS);
  const room = new Float32Array(RAYS);
  for (let ray = 0; ray < RAYS; ray++) {
    let sum = 0;
    let roomSum = 0;
    let count = 0;
    for (let near = -SMOOTH_RAYS; near <= SMOOTH_RAYS; near++) {
      const other = (ray + near + RAYS) % RAYS;
      if (Number.isNaN(distances[other])) continue;
      sum += distances[other];
      roomSum += rooms[other];
      count++;
    }
    // A ray that found no room (it ran through the body to the picture's edge) stays without one.
    smoothed[ray] = Number.isNaN(distances[ray]) || count === 0 ? NaN : sum / count;
    room[ray] = count === 0 ? 0 : roomSum / count;
  }
  // Beside a ray without room (the head cut by the picture's edge, a neighbour's shoulder) the
  // mirror fades out over a few degrees instead of stopping at a hard radial edge.
  const weight = new Float32Array(RAYS);
  for (let ray = 0; ray < RAYS; ray++) {
    let found = 0;
    for (let near = -FADE_RAYS; near <= FADE_RAYS; near++) if (!Number.isNaN(distances[(ray + near + RAYS) % RAYS])) found++;
    weight[ray] = smoothstep(0.5, 1, found / (2 * FADE_RAYS + 1));
  }
  return { distance: smoothed, room, weight };
}

function smoothstep(edge0: number, edge1: number, value: number): number {
  const x = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return x * x * (3 - 2 * x);
}

/**
 * Lays the room mirrored about the head's outline over `plate` (RGB bytes, already the smooth
 * fill inside `hole`): full near the outline, fading into the smooth fill by MIRROR_DEPTH head
 * radii in, and nowhere the mirrored point is itself the person or off the picture.
 */
export function mirrorRoom(picture: Raster, hole: Uint8Array, head: HeadCircle, plate: Uint8Array): void {
  const { width, height, data } = picture;
  const edge = outline(hole, width, height, head);
  const deepest = MIRROR_DEPTH * head.radius;
  const fringe = SKIP_FRINGE * head.radius;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (!hole[index]) continue;
      const dx = x - head.centerX;
      const dy = y - head.centerY;
      const distance = Math.hypot(dx, dy);
      const along = ((Math.atan2(dy, dx) / (2 * Math.PI) + 1) % 1) * RAYS;
      const ray = Math.floor(along) % RAYS;
      const next = (ray + 1) % RAYS;
      const between = along - Math.floor(along);
      const start = edge.distance[ray] + (edge.distance[next] - edge.distance[ray]) * between;
      if (Number.isNaN(start)) continue;
      const depth = start - distance;
      // No deeper than the room beyond the outline: a narrow gap mirrors only its own width.
      const reach = Math.min(deepest, edge.room[ray] + (edge.room[next] - edge.room[ray]) * between - fringe);
      if (depth < 0 || depth > reach) continue;
      // The mirrored point: as far outside the outline as this pixel is inside it.
      const scale = distance > 0 ? (start + fringe + depth) / distance : 0;
      const sx = head.centerX + dx * scale;
      const sy = head.centerY + dy * scale;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1 || hole[Math.round(sy) * width + Math.round(sx)]) continue;
      const sideways = edge.weight[ray] + (edge.weight[next] - edge.weight[ray]) * between;
      // A thin strip of room (the picture's edge just past the head) is not enough to mirror.
      const enough = smoothstep(0.05 * head.radius, 0.15 * head.radius, reach);
      const weight = sideways * enough * (1 - smoothstep(0.5 * reach, reach, depth));
      if (weight <= 0) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const at = (y0 * width + x0) * 3;
      const below = at + width * 3;
      for (let channel = 0; channel < 3; channel++) {
        const top = data[at + channel] + (data[at + 3 + channel] - data[at + channel]) * fx;
        const bottom = data[below + channel] + (data[below + 3 + channel] - data[below + channel]) * fx;
        const room = top + (bottom - top) * fy;
        const offset = index * 3 + channel;
        plate[offset] = Math.round(plate[offset] + (room - plate[offset]) * weight);
      }
    }
  }
}
