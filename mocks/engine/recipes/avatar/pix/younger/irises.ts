// The irises redrawn crisply where they are: on a soft or enlarged photo an iris is a brown smudge,
// and clear eyes are what read young first. Each iris is found as the darkness inside the eye's
// opening (its centroid: a glance to one side is followed), then its rim (the limbal ring) deepened
// into a clean circle, its inside given a little more contrast, and a small catchlight set high on
// the side the light comes from, as a portrait photographer's. All of it inside the lids.
import { createGrey, smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { distance, LEFT_EYE, RIGHT_EYE, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';

/** An iris's diameter is a little under half the eye's opening, corner to corner. */
const IRIS_RADIUS = 0.22;

interface Iris {
  centre: XY;
  radius: number;
}

/** The eye's opening (0–1, softened by a pixel) with the lids a little inside it. */
function opening(mesh: readonly XY[], contour: readonly number[], size: number): Grey {
  const mask = createGrey(size, size);
  fillPolygon(
    scaled(
      contour.map((i) => mesh[i]),
      0.96,
      0.9,
    ),
    size,
    size,
    mask,
  );
  return blurGrey(mask, 0.8);
}

/** The iris as the centroid of the opening's darkness (the whites weigh nothing). */
function findIris(picture: Rgb, eye: Grey, width: number, inner: XY, outer: XY): Iris | undefined {
  const eyeWidth = distance(inner, outer);
  const radius = eyeWidth * IRIS_RADIUS;
  let sx = 0;
  let sy = 0;
  let total = 0;
  const x0 = Math.max(0, Math.floor(Math.min(inner[0], outer[0])));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(inner[0], outer[0])));
  const cy = (inner[1] + outer[1]) / 2;
  const y0 = Math.max(0, Math.floor(cy - eyeWidth * 0.5));
  const y1 = Math.min(width - 1, Math.ceil(cy + eyeWidth * 0.5));
  const { data } = picture;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      const m = eye.data[i];
      if (m <= 0) continue;
      const p = i * 3;
      const dark = 1 - (0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2]);
      const w = m * dark ** 4;
      sx += x * w;
      sy += y * w;
      total += w;
    }
  if (total <= 0 || radius < 2) return undefined;
  // Held inside the eye's span: a shadow in a corner must not drag it onto the lids.
  const t = Math.min(
    0.72,
    Math.max(
      0.28,
      ((sx / total - inner[0]) * (outer[0] - inner[0]) + (sy / total - inner[1]) * (outer[1] - inner[1])) / eyeWidth ** 2,
    ),
  );
  return { centre: [inner[0] + (outer[0] - inner[0]) * t, sy / total], radius };
}

/** `light` > 0: the side the key light is on (+1 the picture's right, −1 its left). */
export function crispIrises(picture: Rgb, mesh: readonly XY[], side: 1 | -1, catchlight = 0.75): void {
  const size = picture.width;
  const { data } = picture;
  for (const [contour, inner, outer] of [
    [RIGHT_EYE, 133, 33],
    [LEFT_EYE, 362, 263],
  ] as const) {
    const eye = opening(mesh, contour, size);
    const iris = findIris(picture, eye, size, mesh[inner], mesh[outer]);
    if (!iris) continue;
    const { centre, radius } = iris;
    const glint: XY = [centre[0] + side * radius * 0.38, centre[1] - radius * 0.42];
    const glintRadius = Math.max(1.2, radius * 0.2);
    const x0 = Math.max(0, Math.floor(centre[0] - radius * 1.3));
    const x1 = Math.min(size - 1, Math.ceil(centre[0] + radius * 1.3));
    const y0 = Math.max(0, Math.floor(centre[1] - radius * 1.3));
    const y1 = Math.min(size - 1, Math.ceil(centre[1] + radius * 1.3));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * size + x;
        const m = eye.data[i];
        if (m <= 0) continue;
        const d = Math.hypot(x - centre[0], y - centre[1]) / radius;
        if (d > 1.15) continue;
        const p = i * 3;
        // Inside: deeper towards the pupil and the rim, the middle band kept (its colour is the iris's).
        const inside = 1 - smoothstep(0.95, 1.08, d);
        const ring = smoothstep(0.72, 0.92, d) * (1 - smoothstep(1.0, 1.12, d));
        const pupil = 1 - smoothstep(0.3, 0.42, d);
        const darker = (0.05 * inside + 0.2 * ring + 0.12 * pupil) * m;
        for (let c = 0; c < 3; c++) data[p + c] *= 1 - darker;
        const g = 1 - smoothstep(glintRadius * 0.6, glintRadius * 1.1, Math.hypot(x - glint[0], y - glint[1]));
        const lit = g * catchlight * m;
        if (lit > 0) for (let c = 0; c < 3; c++) data[p + c] += (0.97 - data[p + c]) * lit;
      }
  }
}
