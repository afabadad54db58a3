// The eye sockets as a pencil artist draws them: a clean lid line (drawn from the mesh), a light
// socket round it and a little tone only in the lid's crease. The photo's own socket is one of a
// face's darkest tones, and drawn at it (wash, slanted strokes and the dodge's soft edges) it read
// as dark hollows, "older-looking, like bruises" (the thirtieth stop's panel).
import { clamp01, createGrey, smoothstep, type Grey } from '../../shared/raster';
import { distance, type XY } from '../landmarks';

/** Each eye's corners (outer, inner), its upper lid's middle and its brow's lower line. */
const EYES = [
  { outer: 33, inner: 133, lid: 159, brow: [46, 53, 52, 65, 55] },
  { outer: 263, inner: 362, lid: 386, brow: [276, 283, 282, 295, 285] },
] as const;
/** The lid's crease: the mesh's ring just above each upper lid, corner to corner. */
export const CREASES = [
  { points: [247, 30, 29, 27, 28, 56, 190], weight: 0.55, taper: true },
  { points: [467, 260, 259, 257, 258, 286, 414], weight: 0.55, taper: true },
] as const;

/**
 * How much of each pixel lies in an eye's socket (0–1): an ellipse round the eye, from just under
 * the brow to a little below the lower lid, soft at its edge, turned with the eye's line.
 */
export function eyeSockets(mesh: readonly XY[], size: number): Grey {
  const socket = createGrey(size, size);
  for (const { outer, inner, lid, brow } of EYES) {
    // (Measured left to right in the picture, so that "down" is down for both eyes.)
    const [a, b] = mesh[outer][0] < mesh[inner][0] ? [mesh[outer], mesh[inner]] : [mesh[inner], mesh[outer]];
    const width = Math.max(1, distance(a, b));
    const cos = (b[0] - a[0]) / width;
    const sin = (b[1] - a[1]) / width;
    const middle: XY = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    // Heights measured across the eye's line (down positive): the brow's lower edge and the lid.
    const across = (p: XY): number => -(p[0] - middle[0]) * sin + (p[1] - middle[1]) * cos;
    const browAt = brow.reduce((sum, index) => sum + across(mesh[index]), 0) / brow.length;
    const top = Math.min(across(mesh[lid]), browAt + width * 0.06);
    const bottom = width * 0.75;
    const centre = (top + bottom) / 2;
    const rx = width * 0.95;
    const ry = Math.max(1, (bottom - top) / 2);
    const reach = Math.ceil(Math.max(rx, ry) * 1.1);
    const [mx, my] = middle;
    for (let y = Math.max(0, Math.floor(my - reach + centre)); y < Math.min(size, my + reach + centre); y++)
      for (let x = Math.max(0, Math.floor(mx - reach)); x < Math.min(size, mx + reach); x++) {
        const along = (x - mx) * cos + (y - my) * sin;
        const down = -(x - mx) * sin + (y - my) * cos - centre;
        const r = Math.hypot(along / rx, down / ry);
        const i = y * size + x;
        socket.data[i] = Math.max(socket.data[i], clamp01(1 - smoothstep(0.7, 1.05, r)));
      }
  }
  return socket;
}
