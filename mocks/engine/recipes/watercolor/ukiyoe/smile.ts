// A smile the photo shows, kept: on a soft face the mesh can read a broad smile as a closed
// mouth, higher than the photo's (the brown-skinned man's: "loses the smile", to the panel).
// Where the photo shows teeth below the nose, bright and grey against the cheeks, the mesh's
// mouth is moved onto them and opened to their height, so the print cuts the smile the photo
// has, its teeth in the face's features (printFace.ts paints a parted mouth's opening as teeth).
import type { Face, Point } from '../../../types';
import { rgbToLab } from '../../shared/colour';
import type { Rgb } from '../../shared/raster';
import { cheekColour } from '../flesh';

/** The upper lip's points (outer and inner edge, corners apart) and the lower lip's. */
const UPPER = [185, 40, 39, 37, 0, 267, 269, 270, 409, 191, 80, 81, 82, 13, 312, 311, 310, 415];
const LOWER = [375, 321, 405, 314, 17, 84, 181, 91, 146, 95, 88, 178, 87, 14, 317, 402, 318, 324];
const CORNERS = [61, 291, 78, 308];

/** Teeth are this much lighter than the cheeks (CIELAB L) and greyer than TEETH_CHROMA. */
const TEETH_LIGHTER = 15;
const TEETH_CHROMA = 20;
/** A smile's teeth cover at least this share of the mouth's width squared, and span this share of its width. */
const TEETH_AREA = 0.04;
const TEETH_SPAN = 0.4;
/**
 * And fill at least TEETH_SOLID of their box, no taller than TEETH_TALL of the mouth's width,
 * their middle at most MOVE_AT_MOST of it from the mesh's mouth: a lit chin, an earring or the
 * wall beside a turned face is no smile (the blonde's mouth had moved onto her chin).
 */
const TEETH_SOLID = 0.35;
const TEETH_TALL = 0.5;
const MOVE_AT_MOST = 0.4;
/** The teeth's box: the 5th to 95th percentile of their pixels' places (a stray bright pixel is no tooth). */
const TRIM = 0.05;

/** `face` with its mouth moved onto and opened to the teeth `photo` shows, or `face` when it shows none. */
export function fitSmile(photo: Rgb, face: Face): Face {
  const cheeks = cheekColour(photo, [face]);
  if (!cheeks) return face;
  const { mesh } = face;
  const [left, right] = [mesh[61], mesh[291]];
  const mouthWidth = Math.hypot(right[0] - left[0], right[1] - left[1]);
  if (mouthWidth < 4) return face;
  const xs: number[] = [];
  const ys: number[] = [];
  const lab: [number, number, number] = [0, 0, 0];
  const x0 = Math.max(0, Math.round(Math.min(left[0], right[0])));
  const x1 = Math.min(photo.width - 1, Math.round(Math.max(left[0], right[0])));
  const y0 = Math.max(0, Math.round(mesh[2][1]));
  const y1 = Math.min(photo.height - 1, Math.round(mesh[152][1]));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const p = (y * photo.width + x) * 3;
      rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], lab);
      if (lab[0] > cheeks[0] + TEETH_LIGHTER && Math.hypot(lab[1], lab[2]) < TEETH_CHROMA) {
        xs.push(x);
        ys.push(y);
      }
    }
  if (xs.length < TEETH_AREA * mouthWidth * mouthWidth) return face;
  const at = (values: number[], share: number): number => values.sort((a, b) => a - b)[Math.floor((values.length - 1) * share)];
  const [teethLeft, teethRight] = [at(xs, TRIM), at(xs, 1 - TRIM)];
  const [teethTop, teethBottom] = [at(ys, TRIM), at(ys, 1 - TRIM)];
  const [boxWidth, boxHeight] = [teethRight - teethLeft + 1, teethBottom - teethTop + 1];
  if (boxWidth < TEETH_SPAN * mouthWidth || boxHeight > TEETH_TALL * mouthWidth) return face;
  if (xs.length * (1 - 2 * TRIM) ** 2 < TEETH_SOLID * boxWidth * boxHeight) return face;
  // Moved so the lips' meeting is at the teeth's middle, then parted to their height (no more
  // than the mesh has them parted already), most in the middle, none at the corners.
  const [upper, lower] = [mesh[13], mesh[14]];
  const dx = (teethLeft + teethRight) / 2 - (upper[0] + lower[0]) / 2;
  const dy = (teethTop + teethBottom) / 2 - (upper[1] + lower[1]) / 2;
  if (Math.hypot(dx, dy) > MOVE_AT_MOST * mouthWidth) return face;
  const open = Math.max(0, teethBottom - teethTop - Math.abs(lower[1] - upper[1])) / 2;
  const middleX = (left[0] + right[0]) / 2;
  const moved = mesh.map((point): Point => [...point]);
  const shift = (indices: readonly number[], direction: number): void => {
    for (const index of indices) {
      const [x, y] = mesh[index];
      const bulge = Math.max(0, 1 - ((2 * (x - middleX)) / mouthWidth) ** 2);
      moved[index] = [x + dx, y + dy + direction * open * bulge];
    }
  };
  shift(CORNERS, 0);
  shift(UPPER, -1);
  shift(LOWER, 1);
  return { ...face, mesh: moved };
}
