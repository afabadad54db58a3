// A gentle caricature, as a cartoonist draws a likeness: the head a little larger on the same
// shoulders. The aligned photo is bulged about a point just above the face's middle (the
// crown's hair included), up to 11 % at the middle and fading to none a face's height away, and
// the mesh moved with its pixels, so every later step (the matte, the parts, the drawn
// features) works on the caricatured head.
import { createGrey, createRgb } from '../../shared/raster';
import { sampleBilinear } from '../../shared/sample';
import type { Portrait } from '../align';
import { faceFrame, type XY } from '../landmarks';

/** How much nearer the middle the source lies than the drawn pixel, at the middle. */
const STRENGTH = 0.1;

/** The source radius for a drawn radius `r` (both as shares of the bulge's reach, 0–1). */
function sourceRadius(r: number): number {
  if (r >= 1) return r;
  const fall = 1 - r * r;
  return r * (1 - STRENGTH * fall * fall);
}

/** The drawn radius whose source is `r`: the inverse of sourceRadius (monotonic), by bisection. */
function drawnRadius(r: number): number {
  if (r >= 1) return r;
  let low = r;
  let high = 1;
  for (let k = 0; k < 30; k++) {
    const middle = (low + high) / 2;
    if (sourceRadius(middle) < r) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The portrait bulged: its picture, its mesh and where it shows only the fill past the photo's edge. */
export function caricature({ picture, mesh, beyond }: Portrait): Portrait {
  const { faceHeight, cx, cy } = faceFrame(mesh);
  const centre: XY = [cx, cy - faceHeight * 0.1];
  const reach = faceHeight * 1.05;
  const { width, height } = picture;
  const result = createRgb(width, height);
  const past = createGrey(beyond.width, beyond.height);
  const scratch = new Float32Array(1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - centre[0];
      const dy = y - centre[1];
      const r = Math.hypot(dx, dy) / reach;
      const scale = r > 1e-6 ? sourceRadius(r) / r : 1 - STRENGTH;
      sampleBilinear(picture, 3, centre[0] + dx * scale, centre[1] + dy * scale, result.data, (y * width + x) * 3);
      // (The hairline reads the photo only where it is the photo: ./hairline.ts.)
      sampleBilinear(beyond, 1, centre[0] + dx * scale, centre[1] + dy * scale, scratch, 0);
      past.data[y * width + x] = scratch[0];
    }
  }
  const moved: XY[] = mesh.map(([x, y]) => {
    const dx = x - centre[0];
    const dy = y - centre[1];
    const r = Math.hypot(dx, dy) / reach;
    const scale = r > 1e-6 ? drawnRadius(r) / r : 1 / (1 - STRENGTH);
    return [centre[0] + dx * scale, centre[1] + dy * scale];
  });
  return { picture: result, mesh: moved, beyond: past };
}
