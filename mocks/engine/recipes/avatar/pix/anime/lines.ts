// The cel's line art: thin, even outlines where the painted layers show against each other
// (the figure against the backdrop, hair against skin, the jaw against the neck, the top's
// neckline, the ears) and the face's features from the mesh. No edge finder runs on the photo:
// on a soft or small face it drew broken blobs. Every shape is a drawn one, so every line is whole.
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { BROW_LINES, drawFeatures, strokeCurve } from '../../featureLines';
import { distance, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';
import type { AnimeLook } from './look';
import { mouthLine, openMouth, type OpenShapes } from './mouth';
import { straightened } from './straighten';
import type { Regions } from './regions';

const NOSE = [98, 97, 2];
/** The middle of the lower lip's lower edge. */
const LOWER_LIP_HINT = [84, 17, 314];
/** A man's brows: how far each line is pulled straight, and the tone they are filled in. */
const MAN_BROW_STRAIGHT = 0.5;
const MAN_BROW_TONE = 0.75;
/** A man's brow band this many times the photo's brow's thickness. */
const MAN_BROW_THICK = 1.3;
/** Each brow's outline: its lower line out (the first five), its upper line back. */
const BROW_LOWER = 5;
const BROWS = [
  [46, 53, 52, 65, 55, 107, 66, 105, 63, 70],
  [276, 283, 282, 295, 285, 336, 296, 334, 293, 300],
];

/** A line along a mask's edge, about `pen` pixels wide: where the softened mask is near half. */
function edgeOf(mask: Grey, pen: number, into: Grey): void {
  const soft = blurLocal(mask, pen * 0.6);
  for (let i = 0; i < soft.data.length; i++) {
    const m = soft.data[i];
    into.data[i] = Math.max(into.data[i], smoothstep(0.45, 0.85, 4 * m * (1 - m)));
  }
}

/** The lines' pen for a mesh: 0.009 of the eyes' distance, at least 1.2 px. */
export function linePen(mesh: readonly XY[]): number {
  return Math.max(1.2, distance(mesh[33], mesh[263]) * 0.009);
}

/** `open`: the mouth drawn open (./grin.ts), by default as the mesh reads it. */
export function lineArt(mesh: readonly XY[], regions: Regions, look: AnimeLook, open: OpenShapes | null = openMouth(mesh)): Grey {
  const { width, height } = regions.person;
  const pen = linePen(mesh);
  const lines = createGrey(width, height);
  edgeOf(regions.person, pen * 1.2, lines);
  // The hair behind the face, its locks over the shoulders and its fringe are one mass: outlined apart, the fringe's top edge
  // was a second contour inside the hair's, a fringe pasted on a cap. (Summed: along their seam
  // each is half shown, and their larger half was drawn as an edge.)
  const hair = createGrey(width, height);
  for (let i = 0; i < hair.data.length; i++)
    hair.data[i] = Math.min(1, regions.hair.shown.data[i] + regions.locks.shown.data[i] + regions.fringe.shown.data[i]);
  // A beard is a tone on the face, not a shape of its own: outlined, it read as a pasted patch.
  const face = createGrey(width, height);
  for (let i = 0; i < face.data.length; i++)
    face.data[i] = Math.min(1, regions.face.shown.data[i] + (regions.beard?.shown.data[i] ?? 0));
  for (const layer of [hair, regions.top.shown, regions.body.shown, regions.ears.shown, face]) edgeOf(layer, pen, lines);
  if (look.feminine) drawFeatures(mesh, width, BROW_LINES.slice(0, 2), pen * look.brow, lines);
  // A man's brows straighter (./straighten.ts) and filled in a tone between their lower and
  // upper lines: thick and level, as anime draws a man's, with no solid ink blot. (Arched and a
  // half tone, they were a boy's.)
  else
    for (const [k, brow] of BROWS.entries()) {
      const level = straightened(mesh, brow.slice(0, BROW_LOWER), MAN_BROW_STRAIGHT);
      const upper = straightened(mesh, brow.slice(BROW_LOWER), MAN_BROW_STRAIGHT);
      // Thicker: the upper line raised away from the lower (they run in opposite directions).
      const top = upper.map(([x, y], j): XY => {
        const under = level[level.length - 1 - j];
        return [x + (x - under[0]) * (MAN_BROW_THICK - 1), y + (y - under[1]) * (MAN_BROW_THICK - 1)];
      });
      strokeCurve(lines, level, pen * look.brow * BROW_LINES[k].weight, true);
      const shape = fillPolygon([...level, ...top], width, height);
      for (let i = 0; i < shape.data.length; i++) lines.data[i] = Math.max(lines.data[i], shape.data[i] * MAN_BROW_TONE);
    }
  // The mouth follows the photo's (./mouth.ts): its line corner to corner, a smile's corners
  // raised; an open mouth outlined whole. A man's mouth is ink alone, as anime draws it: a firm
  // line and a short stroke under the lower lip (a tinted lip shape was a flat grey dash).
  if (open) strokeCurve(lines, [...open.opening, open.opening[0]], pen * 0.9, false);
  else strokeCurve(lines, mouthLine(mesh), pen * 1.1 * (look.feminine ? 0.8 : 1.05), true);
  // (Not where a grin's opening reaches down over it: the mesh's lower lip under a grin the photo
  // shows is inside the opening.)
  const openFoot = open ? Math.max(...open.opening.map(([, y]) => y)) : -Infinity;
  if (!look.feminine && mesh[17][1] > openFoot + pen * 2)
    drawFeatures(mesh, width, [{ points: LOWER_LIP_HINT, weight: 0.6, taper: true }], pen * 1.1, lines);
  drawFeatures(mesh, width, [{ points: NOSE, weight: 0.6, taper: true }], pen * 1.1, lines);
  return lines;
}
