// The faces' regions (shared/faceParts.ts faceRegions) for a print, worked out on the box round
// the faces only: their blurs over the whole picture were a twentieth of ukiyo-e's time on a
// 12 MP photo, for masks that are 0 a few blur widths from the faces. The box is grown by
// six times the widest blur, where the blur's reach has long ended.
import type { Face, Point } from '../../../types';
import { eyeSpan, faceRegions, type FaceRegions } from '../../shared/faceParts';
import { createGrey, type Grey } from '../../shared/raster';

/** faceRegions' widest blur, as a share of the eye span. */
const WIDEST_BLUR = 0.06;

export function faceRegionsNear(faces: readonly Face[], width: number, height: number): FaceRegions {
  if (faces.length === 0) return faceRegions(faces, width, height);
  const span = Math.max(...faces.map(eyeSpan));
  const margin = Math.ceil(span * WIDEST_BLUR * 6) + 8;
  const xs = faces.flatMap((face) => face.mesh.map((p) => p[0]));
  const ys = faces.flatMap((face) => face.mesh.map((p) => p[1]));
  const left = Math.max(0, Math.floor(Math.min(...xs)) - margin);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - margin);
  const right = Math.min(width - 1, Math.ceil(Math.max(...xs)) + margin);
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys)) + margin);
  if (right < left || bottom < top) return faceRegions([], width, height);
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const moved = faces.map((face) => ({ ...face, mesh: face.mesh.map(([x, y]): Point => [x - left, y - top]) }));
  const inBox = faceRegions(moved, boxWidth, boxHeight);
  const placed = (plane: Grey): Grey => {
    const whole = createGrey(width, height);
    for (let y = 0; y < boxHeight; y++)
      whole.data.set(plane.data.subarray(y * boxWidth, (y + 1) * boxWidth), (top + y) * width + left);
    return whole;
  };
  return { oval: placed(inBox.oval), features: placed(inBox.features), skin: placed(inBox.skin) };
}
