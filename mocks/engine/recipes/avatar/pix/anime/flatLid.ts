// A man's anime eye: its upper lid drawn flatter, a straight line across rather than the round
// arch of a woman's (and a child's) eye. The toon eyes (../../toon3d/eyes.ts) draw the lids
// through the mesh's lid points, so the points along the upper lid are lifted towards its top
// before they are painted; the top itself, the corners and the lower lid stay, so the eye keeps
// its width, its opening at the middle and its place.
import type { XY } from '../../landmarks';

/** Each upper lid, corner to corner, and the index of its top among them (image left, image right). */
const UPPER_LIDS = [
  { points: [33, 246, 161, 160, 159, 158, 157, 173, 133], top: 4 },
  { points: [263, 466, 388, 387, 386, 385, 384, 398, 362], top: 4 },
] as const;

/** The points next to the corners move half as far: the lid still turns down into them. */
const NEAR_CORNER = 0.5;

/** The mesh with each upper lid's points lifted `flat` (0 none, 1 level with its top) towards the lid's top. */
export function flattenUpperLids(mesh: readonly XY[], flat: number): XY[] {
  const out = mesh.map(([x, y]): XY => [x, y]);
  if (flat <= 0) return out;
  for (const { points, top } of UPPER_LIDS) {
    const topY = mesh[points[top]][1];
    for (let k = 1; k < points.length - 1; k++) {
      if (k === top) continue;
      const weight = k === 1 || k === points.length - 2 ? NEAR_CORNER : 1;
      const [x, y] = mesh[points[k]];
      out[points[k]] = [x, y + (topY - y) * flat * weight];
    }
  }
  return out;
}
