// A border ruled in pencil round the sheet: four lines a little in from the edges, each
// overshooting the corners as a hand-ruled frame does, light and slightly uneven in pressure.
import { createGrey, type Colour, type Rgb } from '../../shared/raster';
import type { Random } from '../../shared/random';
import { strokeCurve } from '../featureLines';
import type { XY } from '../landmarks';

/** How far in from the sheet's edges the border is ruled, least and most, as a share of the side. */
export const FRAME_INSET = [0.045, 0.055] as const;

export function drawFrame(picture: Rgb, graphite: Colour, random: Random, nib: number): void {
  const size = picture.width;
  const inset = size * random.between(FRAME_INSET[0], FRAME_INSET[1]);
  const overshoot = size * 0.015;
  const lines = createGrey(size, size);
  const near = inset;
  const far = size - inset;
  const wobble = (): number => random.between(-1.2, 1.2) * nib;
  const edges: [XY, XY][] = [
    [
      [near - overshoot, near + wobble()],
      [far + overshoot, near + wobble()],
    ],
    [
      [far + wobble(), near - overshoot],
      [far + wobble(), far + overshoot],
    ],
    [
      [far + overshoot, far + wobble()],
      [near - overshoot, far + wobble()],
    ],
    [
      [near + wobble(), far + overshoot],
      [near + wobble(), near - overshoot],
    ],
  ];
  for (const [from, to] of edges) {
    const middle: XY = [(from[0] + to[0]) / 2 + wobble(), (from[1] + to[1]) / 2 + wobble()];
    strokeCurve(lines, [from, middle, to], 1.6 * nib, true, random.between(0.55, 0.7));
  }
  const { data } = picture;
  for (let i = 0, p = 0; i < lines.data.length; i++, p += 3) {
    const a = lines.data[i];
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (graphite[c] - data[p + c]) * a;
  }
}
