// The cel's line art: thin, even outlines where the painted masses meet (the person against
// the backdrop, hair against skin, skin against clothes) and the face's features from the mesh.
// No edge finder runs on the face: on a soft or small face it drew broken blobs over the cheeks.
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { BROW_LINES, drawFeatures } from '../../featureLines';
import { distance, type XY } from '../../landmarks';
import type { Regions } from './regions';

/** A short, simple mouth: the middle of the lips' meeting line. */
const MOUTH = [88, 178, 87, 14, 317, 402, 318];
const NOSE = [98, 97, 2];
/**
 * The jaw from below one cheek to below the other, where the face meets the neck: higher up the
 * face's side is the person's own outline, and the mesh's contour drawn there too (a little
 * inside a turned face's far cheek) made a second dark stroke across that cheek.
 */
const JAW = [288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58];

/** A line along a mask's edge, about `pen` pixels wide: where the softened mask is near half. */
function edgeOf(mask: Grey, pen: number, into: Grey): void {
  const soft = blurGrey(mask, pen * 0.6);
  for (let i = 0; i < soft.data.length; i++) {
    const m = soft.data[i];
    into.data[i] = Math.max(into.data[i], smoothstep(0.45, 0.85, 4 * m * (1 - m)));
  }
}

export function lineArt(mesh: readonly XY[], regions: Regions): Grey {
  const { width } = regions.person;
  const unit = distance(mesh[33], mesh[263]);
  const pen = Math.max(1.2, unit * 0.008);
  const lines = createGrey(width, regions.person.height);
  edgeOf(regions.person, pen, lines);
  edgeOf(regions.hair, pen, lines);
  edgeOf(regions.clothes, pen, lines);
  drawFeatures(mesh, width, [{ points: JAW, weight: 0.7, taper: true }], pen * 1.1, lines);
  drawFeatures(mesh, width, BROW_LINES.slice(0, 2), pen * 1.3, lines);
  drawFeatures(mesh, width, [{ points: MOUTH, weight: 0.8, taper: true }], pen * 1.1, lines);
  drawFeatures(mesh, width, [{ points: NOSE, weight: 0.6, taper: true }], pen * 1.1, lines);
  return lines;
}
