// The person's smile kept through a toon's reshape: the cheeks swell outwards and downwards from
// beside the mouth (./proportions.ts), and that pushed the mouth's corners down, so every smile in
// the photo came out a straight or drooping mouth (the seventh blind panel: "the smile is lost,
// blank expression"). After the reshape each corner is moved back to the height it had above the
// lips' middle in the photo, a smile a little deeper (a toon's expression reads larger).
import { centreOf, distance, type XY } from '../landmarks';
import { lens } from './lens';
import type { PlanReshape } from './meshWarp';

const CORNERS = [61, 291] as const;
const LIP_MIDDLE = [13, 14] as const;
/** A smile is drawn this much deeper than the photo's; a straight or drooping mouth is kept as it is. */
const SMILE_GAIN = 1.3;

/** How far a corner sits above the lips' middle, across the face's axis, in eye distances (a smile is positive). */
export function cornerLift(mesh: readonly XY[], corner: number): number {
  const from = centreOf(mesh, [33, 133]);
  const to = centreOf(mesh, [362, 263]);
  const length = distance(from, to) || 1;
  const cos = (to[0] - from[0]) / length;
  const sin = (to[1] - from[1]) / length;
  const middle = centreOf(mesh, LIP_MIDDLE);
  const down = (p: XY): number => -p[0] * sin + p[1] * cos;
  return (down(middle) - down(mesh[corner])) / distance(mesh[33], mesh[263]);
}

/** The lift each corner should have on the toon: the photo's, a smile deepened. */
function targetLift(photo: readonly XY[], corner: number): number {
  const lift = cornerLift(photo, corner);
  return lift > 0 ? lift * SMILE_GAIN : lift;
}

/** Reshapes that put each mouth corner back at the photo's height (planned after the toon's reshapes). */
export function keepSmile(photo: readonly XY[]): PlanReshape[] {
  return CORNERS.map((corner) => (mesh) => {
    const unit = distance(mesh[33], mesh[263]);
    const from = centreOf(mesh, [33, 133]);
    const to = centreOf(mesh, [362, 263]);
    const width = distance(mesh[CORNERS[0]], mesh[CORNERS[1]]);
    const centre = mesh[corner];
    return lens({
      centre,
      axisTowards: [centre[0] + to[0] - from[0], centre[1] + to[1] - from[1]],
      // Small enough that the lips' middle stays put; wide enough to carry the cheek's crease along.
      radiusU: width * 0.2,
      radiusV: width * 0.2,
      scaleU: 1,
      scaleV: 1,
      spread: 1,
      shiftV: -(targetLift(photo, corner) - cornerLift(mesh, corner)) * unit,
    });
  });
}
