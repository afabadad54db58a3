// A hand-drawn film's hair: flat masses with a few flowing ink strands, not a render's fine
// grain. The strands are long tapered arcs round the head (the hair combed over the skull) that
// run on down beside the face where long hair falls, each kept well inside the drawn hair mass
// so none crosses the skin or the outline. Laid out from the face's own frame, so every head
// gets the same few confident strokes at its own size.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { strokeCurve } from '../../featureLines';
import { distance, faceFrame, type XY } from '../../landmarks';
import { drawInk } from '../ink';

/** Each strand: its size on the head's ellipse and the arc it spans (radians from the right, top π/2). */
const STRANDS: readonly { scale: number; from: number; to: number }[] = [
  { scale: 0.9, from: 2.1, to: 3.3 },
  { scale: 0.8, from: 1.7, to: 2.6 },
  { scale: 0.93, from: 0.9, to: 1.6 },
  { scale: 0.82, from: -0.15, to: 1.1 },
  { scale: 0.72, from: 1.2, to: 2.0 },
];

/** The points of one strand: an arc of the head's ellipse, continued straight down past its side. */
function strandPoints(cx: number, cy: number, rx: number, ry: number, fall: number, strand: (typeof STRANDS)[number]): XY[] {
  const points: XY[] = [];
  const steps = 12;
  for (let k = 0; k <= steps; k++) {
    const a = strand.from + ((strand.to - strand.from) * k) / steps;
    points.push([cx + rx * strand.scale * Math.cos(a), cy - ry * strand.scale * Math.sin(a)]);
  }
  // Past the head's side (below its middle) the strand falls with the hair, not round the jaw.
  for (const end of [strand.from, strand.to])
    if (Math.sin(end) < 0.05) {
      const [x, y] = end === strand.from ? points[0] : points[points.length - 1];
      const down: XY = [x + Math.sign(Math.cos(end)) * rx * 0.04, y + fall];
      if (end === strand.from) points.unshift(down);
      else points.push(down);
    }
  return points;
}

export function inkStrands(picture: Rgb, hair: Grey, mesh: readonly XY[], colour: Colour, opacity: number): void {
  const { width, height } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const lines = createGrey(width, height);
  for (const strand of STRANDS)
    strokeCurve(
      lines,
      strandPoints(cx, cy - faceHeight * 0.05, faceWidth * 0.66, faceHeight * 0.68, faceHeight * 0.9, strand),
      Math.max(1.5, unit * 0.02),
      true,
    );
  // Only deep inside the hair: a strand reaching the mass's edge would read as a crack in the outline.
  const inside = blurLocal(hair, unit * 0.06).data;
  for (let i = 0; i < lines.data.length; i++) lines.data[i] *= smoothstep(0.75, 0.95, inside[i]);
  drawInk(picture, blurLocal(lines, 0.5), colour, opacity);
}
