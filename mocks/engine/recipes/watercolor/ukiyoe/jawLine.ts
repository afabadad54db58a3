// The face's own outline, cut as a fine key-block line along the mesh's jaw from ear to ear
// round the chin, as the prints draw a face. The face, neck and ears print as one flesh block,
// so without it the head read as "a big egg-shaped cartoon head" with no jaw or chin of its own
// (the older man's, to the panel); the mesh's jaw is this face's own shape.
import type { Face } from '../../../types';
import { eyeSpan, OVAL, pointsOf, strokePolyline } from '../../shared/faceParts';
import type { Grey } from '../../shared/raster';

/** The oval from the right cheek at the eyes' height (454) round the chin to the left (234). */
const JAW = OVAL.slice(OVAL.indexOf(454), OVAL.indexOf(234) + 1);
/** The line's width as a share of the eye span (the lids' is 0.032 at the print's weight), its darkness and end taper. */
const WIDTH = 0.024;
const DARKNESS = 0.85;
const TAPER = 0.15;

/** Darkens `ink` (0–1) along each face's jaw. */
export function drawJaw(ink: Grey, faces: readonly Face[]): void {
  for (const face of faces) strokePolyline(ink, pointsOf(face, JAW), Math.max(1, eyeSpan(face) * WIDTH), DARKNESS, TAPER);
}
