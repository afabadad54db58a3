// The mouth as a pencil draws it. A closed mouth is the line where the lips meet (the feature
// lines do that); a smile showing its teeth keeps the teeth as bare paper, outlined (the dark
// inside the mouth is the photo's own tone, which the pencil follows anyway). The teeth are found in the photo (light, unsaturated
// pixels inside the lips' outline), because on a small or soft face the mesh often closes the
// lips over a visible smile, and a smile drawn as a closed line loses the person's expression
// (the fourth blind panel: "smile lost"). The mesh says where to look; the photo says what is there.
import { blurGrey, blurLocal } from '../blur';
import { strokeCurve } from '../featureLines';
import { createGrey, type Grey, type Rgb } from '../../shared/raster';
import { centreOf, distance, FACE_OVAL, SKIN_SAMPLES, type XY } from '../landmarks';
import { fillPolygon } from '../masks';

/**
 * A mouth with fewer teeth pixels than this share of the area searched is drawn closed.
 * Measured on the gallery faces: 0.29 for the broad smile, 0.08 for a grey goatee under closed
 * lips, under 0.002 for the others.
 */
const TEETH_SHARE = 0.15;

export interface DrawnMouth {
  /** Pencil lines round the teeth (0–1 ink). */
  lines: Grey;
  /** Where the teeth are: the pencil's other tones are lifted here (0–1). */
  teeth: Grey;
}

/**
 * Where teeth may show: an ellipse from the upper lip's top down past the lower lip, as wide as
 * the mouth. Wider than the mesh's lips, because on a soft face the mesh closes the lips above
 * a smile whose teeth are lower (seen on the brown-skinned man's photo).
 */
function mouthArea(mesh: readonly XY[], width: number, height: number): Grey {
  const mouthWidth = distance(mesh[61], mesh[291]);
  const top = mesh[0][1];
  const bottom = Math.min(mesh[152][1] - mouthWidth * 0.15, mesh[17][1] + mouthWidth * 0.35);
  const centreX = (mesh[61][0] + mesh[291][0]) / 2;
  const centreY = (top + bottom) / 2;
  const radiusX = mouthWidth * 0.55;
  const radiusY = Math.max(1, (bottom - top) / 2);
  // Only inside the face: on a turned head the ellipse reaches past the cheek into the room.
  const area = createGrey(width, height);
  const face = fillPolygon(
    FACE_OVAL.map((index) => mesh[index]),
    width,
    height,
  );
  for (let y = Math.max(0, Math.floor(top)); y <= Math.min(height - 1, Math.ceil(bottom)); y++)
    for (let x = Math.max(0, Math.floor(centreX - radiusX)); x <= Math.min(width - 1, Math.ceil(centreX + radiusX)); x++)
      if (((x + 0.5 - centreX) / radiusX) ** 2 + ((y + 0.5 - centreY) / radiusY) ** 2 <= 1)
        area.data[y * width + x] = face.data[y * width + x];
  return area;
}

/** Lightness and saturation of an RGB pixel (HSL's, 0–1). */
function lightAndSaturation(r: number, g: number, b: number): [number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const chroma = max - min;
  return [light, chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * light - 1) + 1e-6)];
}

/**
 * The teeth of a smile and what the pencil makes of them, or undefined when no teeth show.
 * `pen` is the width of the line drawn round them.
 */
export function openMouth(picture: Rgb, mesh: readonly XY[], pen: number): DrawnMouth | undefined {
  const size = picture.width;
  const lips = mouthArea(mesh, size, picture.height);
  // The cheeks' and forehead's own lightness and saturation: teeth are whiter and greyer than skin.
  let skinLight = 0;
  let skinSaturation = 0;
  for (const index of SKIN_SAMPLES) {
    const x = Math.min(size - 1, Math.max(0, Math.round(mesh[index][0])));
    const y = Math.min(picture.height - 1, Math.max(0, Math.round(mesh[index][1])));
    const p = (y * size + x) * 3;
    const [light, saturation] = lightAndSaturation(picture.data[p], picture.data[p + 1], picture.data[p + 2]);
    skinLight += light / SKIN_SAMPLES.length;
    skinSaturation += saturation / SKIN_SAMPLES.length;
  }
  const lightness: number[] = [];
  for (let i = 0; i < lips.data.length; i++) {
    if (lips.data[i] === 0) continue;
    const p = i * 3;
    lightness.push(lightAndSaturation(picture.data[p], picture.data[p + 1], picture.data[p + 2])[0]);
  }
  if (lightness.length < 20) return undefined;
  lightness.sort((a, b) => a - b);
  // The lips' own tone: a low share, since the teeth may be much of the area.
  const lipTone = lightness[Math.floor(lightness.length * 0.2)];
  const raw = createGrey(size, picture.height);
  let found = 0;
  for (let i = 0; i < lips.data.length; i++) {
    if (lips.data[i] === 0) continue;
    const p = i * 3;
    const [light, saturation] = lightAndSaturation(picture.data[p], picture.data[p + 1], picture.data[p + 2]);
    // Teeth: clearly lighter than the lips, and greyer than the skin (lips and skin are red-brown).
    const lighter = Math.min(1, Math.max(0, (light - Math.max(lipTone + 0.08, skinLight - 0.04)) / 0.1));
    const greyer = Math.min(1, Math.max(0, (skinSaturation * 0.8 - saturation) / (skinSaturation * 0.3 + 0.02)));
    const tooth = lighter * greyer;
    raw.data[i] = tooth;
    found += tooth;
  }
  if (found < lightness.length * TEETH_SHARE) return undefined;
  // Smoothed into one shape: the photo's speckle outlined drew a wobbly loop, not a smile.
  const teeth = blurGrey(raw, Math.max(1, pen * 1.4));
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

/**
 * Whether the teeth found lie mostly below the mesh's closed lips: the teeth's middle further
 * below the lips' meeting line than a tenth of the mouth’s width (measured: 0.2 on the brown-skinned man; no other sample shows teeth). On a soft face the mesh
 * closes the lips at the upper lip of a broad smile.
 */
export function teethBelowLips(teeth: Grey, mesh: readonly XY[]): boolean {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < teeth.data.length; i++) {
    const t = teeth.data[i];
    if (t < 0.5) continue;
    sum += Math.floor(i / teeth.width) * t;
    weight += t;
  }
  if (weight === 0) return false;
  const meeting = (mesh[13][1] + mesh[14][1]) / 2;
  return sum / weight - meeting > distance(mesh[61], mesh[291]) * 0.1;
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
