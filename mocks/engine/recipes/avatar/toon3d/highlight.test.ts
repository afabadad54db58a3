// pix/pixar's highlight on a brown skin: screened over the skin, it adds the room it finds over
// the skin's colour, and a brown skin has twice a fair one's. Its broad sheen lit the dark man's
// key-side cheek and brow so far over his far cheek and jaw that blind readers saw "a dark brown
// patch on the right cheek/jaw" (not the beard finder's, which finds none on him, nor the
// photo's light, the same all over his face).
import { alignedPerson } from '../../../testing/people';
import { hex } from '../../shared/colour';
import { createRandom } from '../../shared/random';
import { createRgb } from '../../shared/raster';
import { distance } from '../landmarks';
import { pixar, PIXAR_LOOK } from '../pix/pixar';
import { renderToon, type ToonLook } from './render';

const SLOW = 600_000;

/** The light pix/pixar's highlight adds to a person's render, summed over it, per eye distance square. */
async function sheen(person: string): Promise<number> {
  const portrait = await alignedPerson(person, pixar);
  const look: ToonLook = { ...PIXAR_LOOK, rim: hex('#cfeaff'), rimStrength: 0, backdrop: (size) => createRgb(size, size) };
  const lit = await renderToon(portrait, createRandom(1), look);
  const matte = await renderToon(portrait, createRandom(1), { ...look, specular: 0 });
  let added = 0;
  for (let p = 0; p < lit.data.length; p += 3)
    for (let c = 0; c < 3; c++) added += Math.max(0, lit.data[p + c] - matte.data[p + c]) / 3;
  const unit = distance(portrait.mesh[33], portrait.mesh[263]);
  return added / unit ** 2;
}

describe("pixar's highlight", () => {
  it(
    'lights a brown skin no more than a fair one',
    async () => {
      const fair = await sheen('woman');
      const brown = await sheen('dark-man');
      // On main the dark man's 0.037 to the woman's 0.024 (1.53 times); now 0.023 (0.95), the
      // woman's the same.
      expect(brown).toBeLessThan(fair * 1.2);
    },
    SLOW,
  );
});
