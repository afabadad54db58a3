// pix/pixar's neck under the chin: the head's shadow on it was softened 0.12 eye distances, and
// its edge, from the chin's shade to the lit cylinder, ran down most of a toon's short neck (half
// an eye distance from chin to collar): "a blurry, oddly bulging neck", "soft and out of focus"
// to this stop's blind reader. Softened 0.05, it is a band under the chin with a soft edge, and
// the lit neck below it is flat.
import { barePixar } from '../../../testing/barePixar';
import type { Rgb } from '../../shared/raster';
import { distance, type XY } from '../landmarks';
import { neckMiddle } from './neckline';

const SLOW = 600_000;

/** The render's luma down the neck's middle (five columns averaged), from the chin down, a value per row. */
function downTheNeck(render: Rgb, mesh: readonly XY[], rows: number): number[] {
  const { width, data } = render;
  const cx = Math.round(neckMiddle(mesh));
  const chin = Math.round(mesh[152][1]);
  const profile: number[] = [];
  for (let y = chin; y < chin + rows; y++) {
    let sum = 0;
    for (let x = cx - 2; x <= cx + 2; x++) {
      const p = (y * width + x) * 3;
      sum += 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    }
    profile.push(sum / 5);
  }
  return profile;
}

/**
 * How long the shadow's edge on the neck is, in eye distances: from the row 10% of the way
 * from the chin's shade to the lit neck's brightest to the row 90% of the way.
 */
async function shadowEdge(person: string): Promise<number> {
  const {
    render,
    figure: { face },
  } = await barePixar(person);
  const unit = distance(face[33], face[263]);
  // The neck seen from the chin to its collar: 0.45 eye distances on both.
  const profile = downTheNeck(render, face, Math.round(unit * 0.42));
  const shade = profile[0];
  const lit = Math.max(...profile);
  const from = profile.findIndex((v) => v > shade + (lit - shade) * 0.1);
  const to = profile.findIndex((v) => v > shade + (lit - shade) * 0.9);
  return (to - from) / unit;
}

describe("pixar's neck under the chin", () => {
  it.each(['woman', 'brunette'])(
    "has a short shadow's edge on %s",
    async (person) => {
      // On main 0.30 and 0.29 eye distances (most of the neck); now 0.14 and 0.15.
      expect(await shadowEdge(person)).toBeLessThan(0.2);
    },
    SLOW,
  );
});
