// A hand-drawn film's ink line round the painted masses: the figure against the backdrop, the
// hair against the skin, the clothes against the neck, and the jaw where it lies over the neck.
// One confident line in a dark warm colour (a feature film's cels are inked in a brown, never
// black), a little heavier on the side away from the light as a brush line swells there. Drawn
// from the clean masses (../../toon3d/masses.ts), never from the photo's edges: traced from a
// soft face those were broken. Laid over the composited picture, so the figure's outer line
// sits on its edge, half on the backdrop.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { distance, eyeLineY, type XY } from '../../landmarks';
import { drawInk } from '../ink';
import type { Masses } from '../../toon3d/masses';

export interface InkLine {
  colour: Colour;
  /** Pen width in eye spans (the distance between the eyes' outer corners). */
  pen: number;
}

/** Where a mask crosses one half, as a line about `pen` pixels wide, weighted by `weight` (0–1 per pixel, or 1). */
function edgeInto(lines: Grey, mask: Grey, pen: number, weight?: (i: number) => number): void {
  const soft = blurLocal(mask, pen * 0.55);
  for (let i = 0; i < soft.data.length; i++) {
    const m = soft.data[i];
    if (m <= 0.02 || m >= 0.98) continue;
    const line = smoothstep(0.4, 0.8, 4 * m * (1 - m)) * (weight ? weight(i) : 1);
    if (line > lines.data[i]) lines.data[i] = line;
  }
}

/** The ink line over `picture` (the figure already over its backdrop). */
export function inkMasses(picture: Rgb, masses: Masses, mesh: readonly XY[], keyFromLeft: boolean, ink: InkLine): void {
  const { width, height } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const pen = Math.max(1.5, unit * ink.pen);
  const lines = createGrey(width, height);
  edgeInto(lines, masses.silhouette, pen * 1.25);
  edgeInto(lines, masses.hair, pen);
  for (const { mask } of masses.clothes) edgeInto(lines, mask, pen);
  // The jaw only where skin lies beyond it (the neck under the chin): beside the cheeks the
  // figure's own outline is already inked, and a second line there split the far cheek.
  const skin = blurLocal(masses.skin, pen).data;
  const eyes = eyeLineY(mesh);
  edgeInto(
    lines,
    masses.face,
    pen * 0.9,
    (i) => smoothstep(0.85, 0.98, skin[i]) * smoothstep(eyes, eyes + unit * 0.6, i / width),
  );
  // A brush line swells on the side away from the light.
  const cx = (mesh[234][0] + mesh[454][0]) / 2;
  for (let i = 0; i < lines.data.length; i++) {
    if (lines.data[i] <= 0) continue;
    const away = ((i % width) - cx) / unit;
    lines.data[i] *= 0.8 + 0.2 * smoothstep(-1, 1, keyFromLeft ? away : -away);
  }
  drawInk(picture, blurLocal(lines, 0.5), ink.colour);
}
