// A young face's move beyond ../../toon3d's proportions: cheeks full low, where a child's face is
// round between the mouth's corners and the jaw's angle (the cheekbones stay where they are: a
// face widened there read as "stretched", the older man's face swollen). (Brows raised 0.04 of the
// eyes' span were tried and not kept: 2 px on the woman, and the lens lifted the man's upper lids,
// his eyes 1.12× larger, a doll's.) Since the sixty-third stop the style's tunings leave it at 1
// (none): on an adult's face, its lower face shortened too, the low cheeks magnified read as
// "bloated" — fullness low on the cheeks is the jowls of an older face, not a young one's.
import { centreOf, distance, type XY } from '../../landmarks';
import { lens } from '../../toon3d/lens';
import type { PlanReshape } from '../../toon3d/meshWarp';

/** The direction across the face (image left to right) at the eyes, from `at`. */
function acrossFrom(mesh: readonly XY[], at: XY): XY {
  const right = centreOf(mesh, [33, 133]);
  const left = centreOf(mesh, [362, 263]);
  return [at[0] + left[0] - right[0], at[1] + left[1] - right[1]];
}

/** Mouth corner and jaw angle on each side (MediaPipe numbering). */
const LOW_CHEEKS = [
  [61, 172],
  [291, 397],
] as const;

/** The cheeks between the mouth's corners and the jaw's angles magnified by `amount` (1: none). */
export function fullerLowCheeks(amount: number): PlanReshape[] {
  return LOW_CHEEKS.map(([corner, jaw]): PlanReshape => (mesh) => {
    const centre: XY = [(mesh[corner][0] + mesh[jaw][0]) / 2, (mesh[corner][1] + mesh[jaw][1]) / 2];
    const radius = distance(mesh[corner], mesh[jaw]) * 0.45;
    return lens({
      centre,
      axisTowards: acrossFrom(mesh, centre),
      radiusU: radius,
      radiusV: radius,
      scaleU: amount,
      scaleV: amount,
      spread: 1,
    });
  });
}
