// A toothy grin the mesh reads as closed lips, drawn as the anime open smile. On a small or soft
// photo the mesh often closes the lips at the upper lip of a broad smile (the dark man's: teeth
// plainly showing, lips 0.0 apart by the mesh), and anime drew "a flat wobbly closed mouth, the
// grin lost"; drawn from the photo's teeth it read "an open smile with teeth" (blind panels 13
// and 14). The teeth are found as the sketch portrait finds them (../../mouthTeeth.ts).
import type { Rgb } from '../../../shared/raster';
import { centreOf, distance, type XY } from '../../landmarks';
import { teethInPhoto } from '../../mouthTeeth';
import { narrowed, openMouth, type OpenShapes } from './mouth';

/** The teeth band's depth over the opening's (./mouth.ts draws an open mouth's at 0.45; the grin's arc a little deeper). */
const TEETH_DEPTH = 0.55;

/** A quadratic from corner to corner whose middle reaches down to `lowest`. */
function arc(left: XY, right: XY, middleX: number, lowest: number): XY[] {
  const control = 2 * lowest - (left[1] + right[1]) / 2;
  const points: XY[] = [];
  for (let k = 0; k <= 10; k++) {
    const t = k / 10;
    const x = (1 - t) ** 2 * left[0] + 2 * t * (1 - t) * middleX + t * t * right[0];
    const y = (1 - t) ** 2 * left[1] + 2 * t * (1 - t) * control + t * t * right[1];
    points.push([x, y]);
  }
  return points;
}

/**
 * The grin the photo's teeth show where the mesh closes the lips: an opening from the mouth's
 * corners, its upper edge along the teeth's top (or the lips' line, whichever is lower) and its
 * lower edge a little under the teeth's foot, with the upper teeth band in it; null when the
 * photo shows no teeth.
 */
export function photoGrin(picture: Rgb, mesh: readonly XY[]): OpenShapes | null {
  const unit = distance(mesh[33], mesh[263]);
  const teeth = teethInPhoto(picture, mesh, Math.max(1, unit * 0.018));
  if (!teeth) return null;
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < teeth.data.length; i++) {
    if (teeth.data[i] <= 0.5) continue;
    const y = Math.floor(i / teeth.width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (bottom < top) return null;
  const mouthWidth = distance(mesh[61], mesh[291]);
  const [left, right] = [mesh[61], mesh[291]];
  const [middleX, meeting] = centreOf(mesh, [13, 14]);
  const upperY = Math.max(meeting, top - mouthWidth * 0.02);
  const lowerY = Math.max(meeting, bottom) + mouthWidth * 0.06;
  const upper = narrowed(mesh, arc(left, right, middleX, upperY));
  const lower = narrowed(mesh, arc(left, right, middleX, lowerY));
  const band = upper.map(([x, y], k): XY => [x, y + (lower[k][1] - y) * TEETH_DEPTH]);
  return { opening: [...upper, ...[...lower].reverse()], teeth: [...upper, ...band.reverse()] };
}

/** The mouth drawn open: lips the mesh reads apart, else a grin the photo's teeth show; null for a closed mouth. */
export function drawnOpenMouth(picture: Rgb, mesh: readonly XY[]): OpenShapes | null {
  return openMouth(mesh) ?? photoGrin(picture, mesh);
}
