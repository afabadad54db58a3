// The sitter's skin in a print: the colour it prints in (the person's own, made a print's) and
// where it is (the face's oval, and the skin of the same colour on the figure: neck, arms).
import type { Face } from '../../types';
import { labToRgb, rgbToLab } from '../shared/colour';
import { clamp01, type Colour, type Rgb } from '../shared/raster';
import { cleanLabelsNear } from './cleanNear';

type Lab = [number, number, number];

/** Skin this close (CIELAB, lightness counted at half) to the cheeks' colour is the sitter's. */
const SAME_SKIN = 20;

/** The median colour of the faces' cheeks in `picture`, or undefined without a face. */
export function cheekColour(picture: Rgb, faces: readonly Face[]): Lab | undefined {
  const samples: Lab[] = [];
  for (const face of faces) {
    for (const index of [50, 280, 101, 330, 205, 425]) {
      const [x, y] = face.mesh[index];
      const p =
        (Math.min(picture.height - 1, Math.max(0, Math.round(y))) * picture.width +
          Math.min(picture.width - 1, Math.max(0, Math.round(x)))) *
        3;
      const lab: Lab = [0, 0, 0];
      rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
      samples.push(lab);
    }
  }
  if (samples.length === 0) return undefined;
  const middle = (k: number): number => samples.map((s) => s[k]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  return [middle(0), middle(1), middle(2)];
}

/**
 * The print's flesh for cheeks of `cheeks`: their colour lifted and softened towards `peach`
 * (the prints' own), so a brown face prints brown and a fair one pale, but never as light or
 * as grey as the paper (a face the paper's colour reads as left blank).
 */
export function fleshColour(cheeks: Lab, peach: Lab): Colour {
  const light = Math.min(82, 36 + 0.6 * cheeks[0]);
  const pinkness = Math.max(peach[1], 0.5 * cheeks[1] + 0.5 * peach[1]);
  const yellowness = Math.max(peach[2] - 4, 0.5 * cheeks[2] + 0.5 * peach[2]);
  const rgb: Lab = [0, 0, 0];
  labToRgb(light, pinkness, yellowness, rgb);
  return [clamp01(rgb[0]), clamp01(rgb[1]), clamp01(rgb[2])];
}

/**
 * 1 on the sitter's skin: the faces' ovals, their necks whatever their shade (`neck`), and on
 * the figure (`figure`: the body and the head, not the hair) the pixels of `picture` whose
 * colour is near `cheeks`, cleaned into solid areas.
 */
export function fleshMask(
  picture: Rgb,
  cheeks: Lab,
  areas: { oval: Uint8Array; figure: Uint8Array; neck: Uint8Array },
  radius: number,
): Uint8Array {
  const { oval, figure, neck } = areas;
  const { width, height, data } = picture;
  const flesh = new Uint8Array(oval.length);
  const lab: Lab = [0, 0, 0];
  for (let i = 0, p = 0; i < flesh.length; i++, p += 3) {
    if (oval[i]) {
      flesh[i] = 1;
      continue;
    }
    if (neck[i]) {
      flesh[i] = 1;
      continue;
    }
    if (!figure[i]) continue;
    rgbToLab(data[p], data[p + 1], data[p + 2], lab);
    if (Math.hypot((lab[0] - cheeks[0]) * 0.5, lab[1] - cheeks[1], lab[2] - cheeks[2]) < SAME_SKIN) flesh[i] = 1;
  }
  const cleaned = cleanLabelsNear(flesh, width, height, radius, 2);
  for (let i = 0; i < cleaned.length; i++) if (oval[i]) cleaned[i] = 1;
  return cleaned;
}
