// The mouth as a pencil draws it. A closed mouth is the line where the lips meet (the feature
// lines do that); a smile showing its teeth keeps the teeth as bare paper, outlined (the dark
// inside the mouth is the photo's own tone, which the pencil follows anyway). The teeth are found
// in the photo (../mouthTeeth.ts), because on a small or soft face the mesh often closes the lips
// over a visible smile (the fourth blind panel: "smile lost").
import { blurLocal } from '../blur';
import { strokeCurve } from '../featureLines';
import { createGrey, type Grey, type Rgb } from '../../shared/raster';
import { centreOf, distance, type XY } from '../landmarks';
import { fillPolygon } from '../masks';
import { teethInPhoto } from '../mouthTeeth';

export interface DrawnMouth {
  /** Pencil lines round the teeth (0–1 ink). */
  lines: Grey;
  /** Where the teeth are: the pencil's other tones are lifted here (0–1). */
  teeth: Grey;
}

/**
 * The teeth of a smile and what the pencil makes of them, or undefined when no teeth show.
 * `pen` is the width of the line drawn round them.
 */
export function openMouth(picture: Rgb, mesh: readonly XY[], pen: number): DrawnMouth | undefined {
  const size = picture.width;
  // Smoothed into one shape: the photo's speckle outlined drew a wobbly loop, not a smile.
  const teeth = teethInPhoto(picture, mesh, Math.max(1, pen * 1.4));
  if (!teeth) return undefined;
  const lines = createGrey(size, picture.height);
  const width = size;
  for (let y = 1; y < picture.height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      // The teeth's outline: where the mask crosses one half, a line about `pen` wide.
      const gx = teeth.data[i + 1] - teeth.data[i - 1];
      const gy = teeth.data[i + width] - teeth.data[i - width];
      const slope = Math.hypot(gx, gy) / 2;
      const nearHalf = 1 - Math.min(1, Math.abs(teeth.data[i] - 0.5) / 0.5);
      // The upper lip's edge over the teeth firm, the lower one light: a smile, not a loop.
      const upper = gy > 0 ? 1 : 0.55;
      lines.data[i] = Math.min(1, slope * pen * 2.2) * nearHalf * upper;
    }
  }
  return { lines, teeth };
}

/** A grin drawn as a pencil draws it: its outline in clean lines and the dark of the mouth round the teeth. */
export interface DrawnGrin {
  /** The opening's outline: the upper lip's edge firm, the lower one lighter (0–1 ink). */
  lines: Grey;
  /** The mouth's dark inside, the opening less the teeth (0–1). */
  inside: Grey;
}

/**
 * A grin whose teeth show below the mesh's closed lips, drawn from the mesh's mouth corners:
 * the upper lip's edge from corner to corner over the teeth, and the lower lip's edge a curve
 * round under them. The teeth's own blurred outline alone was a pale smudge with no mouth
 * round it (the eighth blind panel: the brown-skinned man's "smudged mouth/chin").
 */
export function grinLines(mesh: readonly XY[], teeth: Grey, pen: number): DrawnGrin {
  const { width, height, data } = teeth;
  const mouthWidth = distance(mesh[61], mesh[291]);
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < data.length; i++) {
    if (data[i] <= 0.5) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const [left, right] = [mesh[61], mesh[291]];
  const [mx, my] = centreOf(mesh, [13, 14]);
  // The upper edge runs along the teeth's top (or the lips' line, whichever is lower), the lower
  // one a little under the teeth's foot: each a quadratic from corner to corner.
  const upperY = Math.max(my, top - mouthWidth * 0.02);
  const lowerY = Math.max(my, bottom) + mouthWidth * 0.06;
  const arc = (lowest: number): XY[] => {
    const points: XY[] = [];
    for (let k = 0; k <= 12; k++) {
      const t = k / 12;
      const x = (1 - t) ** 2 * left[0] + 2 * t * (1 - t) * mx + t * t * right[0];
      const y = (1 - t) ** 2 * left[1] + 2 * t * (1 - t) * (2 * lowest - (left[1] + right[1]) / 2) + t * t * right[1];
      points.push([x, y]);
    }
    return points;
  };
  const upper = arc(upperY);
  const lower = arc(lowerY);
  const lines = createGrey(width, height);
  strokeCurve(lines, upper, pen * 1.1, true);
  strokeCurve(lines, lower, pen * 0.85, true, 0.75);
  const opening = blurLocal(fillPolygon([...upper, ...[...lower].reverse()], width, height), 0.8);
  const inside = createGrey(width, height);
  for (let i = 0; i < inside.data.length; i++) inside.data[i] = opening.data[i] * (1 - Math.min(1, data[i] * 1.4));
  return { lines, inside };
}
