// The mouth and what grows over it (a moustache) in the sitter's own hue. A painter's light
// turns a face's shade to his hour's cool colour (Monet's blue-violet); on a dark moustache
// that laid a violet blotch over the bald man's mouth, read as a bruise, not hair. Round the
// lips and up to the nose the painted colour's hue is pulled back to the photo's, its
// lightness (the dabs, the strokes, their relief) left as painted.
import type { Face, Point } from '../../types';
import { gaussianBlur } from '../shared/blur';
import { labToRgb, rgbToLab } from '../shared/colour';
import { eyeSpan, fillPolygon, LIPS_OUTER } from '../shared/faceParts';
import { createGrey, type Rgb } from '../shared/raster';

/** Where a moustache grows: the upper lip's outer edge (mouth corner to corner) up to the nose's wings and base. */
export const UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 327, 2, 98];
/** CIELAB b* the painting is bluer than the photo by where its hue is taken back in full. */
const COOLER = 6;

/**
 * Pulls `canvas`'s CIELAB a*, b* toward `photo`'s by up to `amount` (0–1) over the lips and the
 * upper lip of each face, softly edged, where the painting is bluer than the photo; a face too
 * small to show a mouth is left alone.
 */
export function ownHueAroundMouth(canvas: Rgb, photo: Rgb, faces: readonly Face[], amount: number): void {
  const { width, height } = canvas;
  const lab: [number, number, number] = [0, 0, 0];
  const own: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (const face of faces) {
    const span = eyeSpan(face);
    if (span < 8) continue;
    const soft = span * 0.04 + 0.5;
    // Only the box round the mouth is worked, grown by the blur's reach.
    const points = [...UPPER_LIP, ...LIPS_OUTER].map((index) => face.mesh[index]);
    const margin = Math.ceil(soft * 3) + 1;
    const left = Math.max(0, Math.floor(Math.min(...points.map((p) => p[0]))) - margin);
    const top = Math.max(0, Math.floor(Math.min(...points.map((p) => p[1]))) - margin);
    const right = Math.min(width - 1, Math.ceil(Math.max(...points.map((p) => p[0]))) + margin);
    const bottom = Math.min(height - 1, Math.ceil(Math.max(...points.map((p) => p[1]))) + margin);
    if (right < left || bottom < top) continue;
    const boxWidth = right - left + 1;
    const zone = createGrey(boxWidth, bottom - top + 1);
    const inBox = (indices: readonly number[]): Point[] =>
      indices.map((index): Point => [face.mesh[index][0] - left, face.mesh[index][1] - top, face.mesh[index][2]]);
    fillPolygon(zone, inBox(UPPER_LIP));
    fillPolygon(zone, inBox(LIPS_OUTER));
    const weight = gaussianBlur(zone, soft);
    for (let y = top; y <= bottom; y++)
      for (let x = left; x <= right; x++) {
        const zoneShare = Math.min(1, weight.data[(y - top) * boxWidth + (x - left)]) * amount;
        if (zoneShare <= 0.01) continue;
        const p = (y * width + x) * 3;
        rgbToLab(canvas.data[p], canvas.data[p + 1], canvas.data[p + 2], lab);
        rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], own);
        // Only a hue turned cooler than the photo's is taken back: a smile's teeth are nearly
        // grey in a photo, and pulled to it the painted mouth went a grey patch on a warm face.
        const share = zoneShare * Math.min(1, Math.max(0, own[2] - lab[2]) / COOLER);
        if (share <= 0.01) continue;
        labToRgb(lab[0], lab[1] + (own[1] - lab[1]) * share, lab[2] + (own[2] - lab[2]) * share, rgb);
        canvas.data[p] = rgb[0];
        canvas.data[p + 1] = rgb[1];
        canvas.data[p + 2] = rgb[2];
      }
  }
}
