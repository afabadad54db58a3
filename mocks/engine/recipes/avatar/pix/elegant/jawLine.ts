// The jaw's edge as one clean step from face to neck. The toon renderer's face oval, laid over the
// neck, leaves a thin line along its antialiased edge a little lighter (or darker) than both sides;
// a blind panel read it as "a thin light jaw outline", the face "a pasted-on oval". A painter's jaw
// turns into the neck's shade without a drawn line. Across the oval's edge below the eyes each
// pixel is held between the colours a few pixels inside and outside it along the edge's normal:
// the step stays as crisp as drawn (readers wanted crisp: a blurred edge lost its panel 0 to 9),
// the line, lighter or darker than both, goes.
import type { Grey, Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';

/** How far inside and outside the edge its two sides are read, in pixels (the line is 1–2 px). */
const REACH = 3;

function sample(picture: Rgb, x: number, y: number, c: number): number {
  const xi = Math.min(picture.width - 1, Math.max(0, Math.round(x)));
  const yi = Math.min(picture.height - 1, Math.max(0, Math.round(y)));
  return picture.data[(yi * picture.width + xi) * 3 + c];
}

/** Holds the face oval's edge (`oval`: the renderer's face mask) between its two sides, below the eyes of `face`. */
export function cleanJawLine(picture: Rgb, oval: Grey, face: readonly XY[]): void {
  const { width, height } = picture;
  const { cy } = faceFrame(face);
  const source = new Float32Array(picture.data);
  const read: Rgb = { width, height, data: source };
  for (let y = Math.max(1, Math.floor(cy)); y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const f = oval.data[i];
      if (f <= 0.01 || f >= 0.99) continue;
      // The edge's normal from the mask's gradient (pointing out of the face).
      const gx = oval.data[i - 1] - oval.data[i + 1];
      const gy = oval.data[i - width] - oval.data[i + width];
      const length = Math.hypot(gx, gy);
      if (length < 1e-3) continue;
      const [nx, ny] = [gx / length, gy / length];
      for (let c = 0; c < 3; c++) {
        const inside = sample(read, x - nx * REACH, y - ny * REACH, c);
        const outside = sample(read, x + nx * REACH, y + ny * REACH, c);
        const here = source[i * 3 + c];
        picture.data[i * 3 + c] = Math.min(Math.max(here, Math.min(inside, outside)), Math.max(inside, outside));
      }
    }
}
