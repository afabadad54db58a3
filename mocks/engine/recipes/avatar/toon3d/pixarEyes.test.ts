// pix/pixar's eyes (its look's eye options painted by ./eyes.ts on the sample woman's face, as the
// style frames her, over a plain grey): the lash line ends before the inner corner. Carried down
// the lid's last step into the corner it drew a dark hook toward the nose, which blind readers
// named in both toon looks ("an inner-corner hook"); disney's was tapered first (disneyEyes.test.ts)
// and won its panel, pixar's was left as it was until the next stop's look.
import { beforeAll, expect, it } from 'vitest';
import { pixelsNear, toonEyesProbe } from '../../../testing/toonEyes';
import { createRgb, type Rgb } from '../../shared/raster';
import type { XY } from '../landmarks';
import { PIXAR_LOOK, pixar } from '../pix/pixar';

let mesh: XY[] = [];
let picture: Rgb = createRgb(1, 1);
/** The right eye's width (outer corner 33 to inner 133). */
let wide = 0;

beforeAll(async () => {
  const probe = await toonEyesProbe(pixar);
  ({ mesh, wide } = probe);
  picture = probe.paint(PIXAR_LOOK.eyes);
});

/** Pixels within `reach` eye widths of `centre` whose every channel is under `darkest`. */
const darkNear = (centre: XY, reach: number, darkest: number): number =>
  pixelsNear(picture, centre, reach * wide, (r, g, b) => Math.max(r, g, b) < darkest);

it("ends pix/pixar's lash line before the inner corner", () => {
  // The line's ink is the only thing this dark by the inner corner (the iris and pupil lie half an
  // eye away, the white and the lid's shade are lighter). Measured: 10 pixels before, none now.
  expect(darkNear(mesh[133], 0.15, 0.3)).toBe(0);
});
