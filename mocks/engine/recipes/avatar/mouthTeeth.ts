// A smile's teeth found in the photo (light, unsaturated pixels inside the lips' outline), shared
// by the sketch portrait (./sketch/mouth.ts) and the anime grin (./pix/anime/grin.ts). On a small
// or soft face the mesh often closes the lips over a visible smile, and a smile drawn as a closed
// line loses the person's expression (the fourth blind panel: "smile lost"). The mesh says where
// to look; the photo says what is there.
import { blurGrey } from './blur';
import { createGrey, type Grey, type Rgb } from '../shared/raster';
import { distance, FACE_OVAL, SKIN_SAMPLES, type XY } from './landmarks';
import { fillPolygon } from './masks';

/**
 * A mouth with fewer teeth pixels than this share of the area searched shows no teeth.
 * Measured on the gallery faces: 0.29 for the broad smile, 0.08 for a grey goatee under closed
 * lips, under 0.002 for the others.
 */
const TEETH_SHARE = 0.15;

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
 * Where the photo shows teeth round the mesh's mouth (0–1), smoothed over `soften` pixels into one
 * shape (the photo's speckle outlined drew a wobbly loop, not a smile), or undefined when no
 * teeth show.
 */
export function teethInPhoto(picture: Rgb, mesh: readonly XY[], soften: number): Grey | undefined {
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
  return blurGrey(raw, soften);
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
