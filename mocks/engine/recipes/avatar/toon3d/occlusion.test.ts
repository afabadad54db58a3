// A render's contact shadow darkens the skin where it meets hair inside the figure, never at the
// figure's outline: there, laid under the rim light, it was a dark band a few pixels inside the
// face's edge that read as a soft, blurred outline ("soft, blurry" to pixar's blind readers).
import { createGrey, createRgb, type Grey } from '../../shared/raster';
import type { XY } from '../landmarks';
import { contactShadow } from './occlusion';

const SIZE = 200;
/** A mesh whose only use here is its eye distance (points 33 and 263): 100 px. */
const MESH: XY[] = Array.from({ length: 478 }, (): XY => [100, 100]);
MESH[33] = [50, 100];
MESH[263] = [150, 100];

function disc(radius: number): Grey {
  const grey = createGrey(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) grey.data[y * SIZE + x] = Math.hypot(x + 0.5 - 100, y + 0.5 - 100) <= radius ? 1 : 0;
  return grey;
}

/** The skin's darkening (1 − its value over 0.6) at `inside` pixels in from the skin's edge, right of the centre. */
function darkeningInside(person: Grey, inside: number): number {
  const picture = createRgb(SIZE, SIZE);
  picture.data.fill(0.6);
  const skin = disc(60);
  contactShadow(picture, skin, person, MESH, 0.35, [1.05, 0.72, 0.62]);
  const x = 100 + 60 - inside;
  return 1 - picture.data[(100 * SIZE + x) * 3 + 1] / 0.6;
}

describe('the toon contact shadow', () => {
  it('darkens skin that meets hair, not skin at the figure outline', () => {
    // Skin to the figure's edge (a cheek against the backdrop), 3 px in: 0.16 on main.
    expect(darkeningInside(disc(60), 3)).toBeLessThan(0.01);
    // The same skin inside a head of hair 20 px wider: the shadow is kept.
    expect(darkeningInside(disc(80), 3)).toBeGreaterThan(0.05);
  });
});
