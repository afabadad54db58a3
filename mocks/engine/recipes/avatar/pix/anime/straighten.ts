// A line of mesh points pulled towards the straight chord between its ends: a man's brows are
// drawn level and straight in anime, where the mesh follows the photo's arch.
import type { XY } from '../../landmarks';

/** `indices`' points on `mesh`, each moved `amount` (0 none, 1 onto the chord) towards the chord between the first and last. */
export function straightened(mesh: readonly XY[], indices: readonly number[], amount: number): XY[] {
  const [first, last] = [mesh[indices[0]], mesh[indices[indices.length - 1]]];
  const span = Math.max(1e-6, Math.hypot(last[0] - first[0], last[1] - first[1]));
  const [ux, uy] = [(last[0] - first[0]) / span, (last[1] - first[1]) / span];
  return indices.map((index) => {
    const [x, y] = mesh[index];
    const along = (x - first[0]) * ux + (y - first[1]) * uy;
    const onChord: XY = [first[0] + ux * along, first[1] + uy * along];
    return [x + (onChord[0] - x) * amount, y + (onChord[1] - y) * amount];
  });
}
