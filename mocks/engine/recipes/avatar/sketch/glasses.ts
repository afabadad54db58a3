// Glasses as a pencil draws them: the frame's rims, bridge and temples in a firm thin line
// round the eyes, where the photo shows a frame (../toon3d/glasses.ts reads it). The toon's
// frame, a bold ink band, read as pasted on a pencil sheet; without any, the bald man lost his.
import { createGrey, type Grey } from '../../shared/raster';
import { strokeCurve } from '../featureLines';
import { frameLines } from '../glassesFrame';
import type { XY } from '../landmarks';

/** The frame's pencil lines (0–1) round the mesh's eyes, drawn `pen` pixels wide. */
export function glassesLines(mesh: readonly XY[], size: number, pen: number): Grey {
  const frame = frameLines(mesh, 0.21);
  const ink = createGrey(size, size);
  for (const rim of frame.rims) strokeCurve(ink, rim, pen, false);
  strokeCurve(ink, frame.bridge, pen, false);
  // The temples lighter, fading towards the ears.
  for (const temple of frame.temples) strokeCurve(ink, temple, pen * 0.8, true, 0.7);
  return ink;
}
