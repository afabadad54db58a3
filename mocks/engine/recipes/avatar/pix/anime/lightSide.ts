// Which side of the face the photo's light leaves in shade, so the cel's shadows (the face's far
// side, the nose's, the top's) fall where the person's do. Picked by the seed, they fell on the
// lit cheek at one seed in two, and a side-lit face drawn lit from the other side is another face.
import { lumaOf, type Rgb } from '../../../shared/raster';
import { distance, type XY } from '../../landmarks';

/** Cheek and under-eye points each side of the nose: the picture's left, then its right. */
const LEFT = [50, 205, 101, 118, 36];
const RIGHT = [280, 425, 330, 347, 266];
/** Below this difference over the lighter side's light the face is lit evenly: the seed picks. */
const EVEN_LIGHT = 0.1;

function meanLight(picture: Rgb, [cx, cy]: XY, radius: number): number {
  const { width, height, data } = picture;
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(height - 1, cy + radius); y++)
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(width - 1, cx + radius); x++) {
      if (Math.hypot(x - cx, y - cy) > radius) continue;
      const i = (y * width + x) * 3;
      sum += lumaOf([data[i], data[i + 1], data[i + 2]]);
      count++;
    }
  return count ? sum / count : 0;
}

/** The cheeks' light, the picture's left then right side (mean of discs round the points). */
function cheekLight(picture: Rgb, mesh: readonly XY[]): [number, number] {
  // At least a pixel's disc: a tiny face's points still read the pixel they lie on.
  const radius = Math.max(1, distance(mesh[10], mesh[152]) * 0.04);
  const side = (points: readonly number[]): number =>
    points.reduce((sum, index) => sum + meanLight(picture, mesh[index], radius), 0) / points.length;
  return [side(LEFT), side(RIGHT)];
}

/** True when the shade falls on the picture's right, false on its left, null when lit evenly. */
export function shadedSide(picture: Rgb, mesh: readonly XY[]): boolean | null {
  const [left, right] = cheekLight(picture, mesh);
  // (<=: two cheeks that read nothing, a black photo, are lit evenly and leave it to the seed.)
  if (Math.abs(left - right) <= EVEN_LIGHT * Math.max(left, right)) return null;
  return right < left;
}
