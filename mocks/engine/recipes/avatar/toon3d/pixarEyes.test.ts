// pix/pixar's eyes (its look's eye options painted by ./eyes.ts on the sample woman's face, as the
// style frames her, over a plain grey): the lash line ends before the inner corner. Carried down
// the lid's last step into the corner it drew a dark hook toward the nose, which blind readers
// named in both toon looks ("an inner-corner hook"); disney's was tapered first (disneyEyes.test.ts)
// and won its panel, pixar's was left as it was until the next stop's look.
import { beforeAll, expect, it } from 'vitest';
import { alignedPerson } from '../../../testing/people';
import { createRgb, type Rgb } from '../../shared/raster';
import { distance, type XY } from '../landmarks';
import { PIXAR_LOOK, pixar } from '../pix/pixar';
import { paintToonEyes } from './eyes';

const BACKGROUND = 0.6;
let mesh: XY[] = [];
let picture: Rgb = createRgb(1, 1);
/** The right eye's width (outer corner 33 to inner 133). */
let wide = 0;

beforeAll(async () => {
  const aligned = await alignedPerson('woman', pixar);
  mesh = aligned.mesh;
  wide = distance(mesh[33], mesh[133]);
  picture = createRgb(aligned.picture.width, aligned.picture.height);
  picture.data.fill(BACKGROUND);
  paintToonEyes(picture, mesh, { ...PIXAR_LOOK.eyes, sameSize: true, keyFromLeft: true });
});

/** Pixels within `reach` eye widths of `centre` whose every channel is under `darkest`. */
function darkNear(centre: XY, reach: number, darkest: number): number {
  let n = 0;
  const radius = reach * wide;
  for (let y = Math.floor(centre[1] - radius); y <= centre[1] + radius; y++)
    for (let x = Math.floor(centre[0] - radius); x <= centre[0] + radius; x++) {
      if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
      if (Math.hypot(x + 0.5 - centre[0], y + 0.5 - centre[1]) > radius) continue;
      const p = (y * picture.width + x) * 3;
      if (Math.max(picture.data[p], picture.data[p + 1], picture.data[p + 2]) < darkest) n++;
    }
  return n;
}

it("ends pix/pixar's lash line before the inner corner", () => {
  // The line's ink is the only thing this dark by the inner corner (the iris and pupil lie half an
  // eye away, the white and the lid's shade are lighter). Measured: 10 pixels before, none now.
  expect(darkNear(mesh[133], 0.15, 0.3)).toBe(0);
});
