// Glasses as a pencil draws them: the frame's rims, bridge and temples in a firm thin line
// round the eyes, where the photo shows a frame (../toon3d/glasses.ts reads it). The toon's
// frame, a bold ink band, read as pasted on a pencil sheet; without any, the bald man lost his.
import { createGrey, type Grey } from '../../shared/raster';
import { strokeCurve } from '../featureLines';
import { frameRim } from '../glassesFrame';
import { centreOf, distance, LEFT_EYE, RIGHT_EYE, type XY } from '../landmarks';

/** The frame's pencil lines (0–1) round the mesh's eyes, drawn `pen` pixels wide. */
export function glassesLines(mesh: readonly XY[], size: number, pen: number): Grey {
  const unit = distance(mesh[33], mesh[263]);
  const right = centreOf(mesh, RIGHT_EYE);
  const left = centreOf(mesh, LEFT_EYE);
  const angle = Math.atan2(left[1] - right[1], left[0] - right[0]);
  const halfWidth = unit * 0.3;
  const halfHeight = unit * 0.21;
  const ink = createGrey(size, size);
  const rims = [right, left].map((eye): XY => [eye[0], eye[1] + unit * 0.03]);
  for (const centre of rims) strokeCurve(ink, frameRim(centre, halfWidth, halfHeight, angle), pen, false);
  const along: XY = [Math.cos(angle), Math.sin(angle)];
  const edge = (centre: XY, sign: number): XY => [
    centre[0] + along[0] * halfWidth * sign,
    centre[1] + along[1] * halfWidth * sign - unit * 0.05,
  ];
  // The bridge arched a little over the nose; the temples to the face's sides, lighter.
  const inner = [edge(rims[0], 1), edge(rims[1], -1)];
  const middle: XY = [(inner[0][0] + inner[1][0]) / 2, (inner[0][1] + inner[1][1]) / 2 - unit * 0.04];
  strokeCurve(ink, [inner[0], middle, inner[1]], pen, false);
  strokeCurve(ink, [edge(rims[0], -1), [mesh[234][0], mesh[234][1] - unit * 0.05]], pen * 0.8, true, 0.7);
  strokeCurve(ink, [edge(rims[1], 1), [mesh[454][0], mesh[454][1] - unit * 0.05]], pen * 0.8, true, 0.7);
  return ink;
}
