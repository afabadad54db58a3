// An anime beard's clean outline. ./measure.ts findBeard (shared with the cartoon) gives the
// moustache and the goatee a row-by-row width from the photo's dark pixels; at anime's flat
// colour those widths' ripples read as a dark blob with a wavy edge (the lead's look at the
// older man), the moustache as a small oval under the nose. Here the moustache is drawn as a band
// along the upper lip, thickest in its middle, and the goatee keeps its found shape with its
// ripples smoothed away. (A shape drawn anew for the goatee, a flared wedge, left the face
// detector finding no face in the result.)
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import type { XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';

/** The upper lip's outline, left corner to right (as ./measure.ts reads the moustache). */
const UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291];

/** The beard redrawn: the moustache (above the lips' meeting line) and the goatee (below it), the lips left bare. */
export function smoothBeard(mask: Grey, mesh: readonly XY[], lips: Grey): Grey {
  const out = createGrey(mask.width, mask.height);
  const [nose, chin] = [mesh[2], mesh[152]];
  const mouth = (mesh[13][1] + mesh[14][1]) / 2;
  // The moustache: a band along the upper lip's top, as wide as the mouth, tapering at its ends
  // (its found rows were a small oval floating under the nose).
  let above = 0;
  for (let i = 0; i < mask.data.length && Math.floor(i / mask.width) < mouth; i++) above += mask.data[i];
  if (above > 0.5) {
    const band = fillPolygon(
      scaled(
        [
          ...UPPER_LIP.map((index) => mesh[index]),
          ...UPPER_LIP.slice()
            .reverse()
            .map((index, k, all): XY => {
              // Thickest in the middle, thin at the mouth's corners.
              const middle = 1 - Math.abs(k / (all.length - 1) - 0.5) * 2;
              return [mesh[index][0], mesh[index][1] + (nose[1] - mesh[index][1]) * (0.15 + 0.3 * middle)];
            }),
        ],
        0.9,
        1,
      ),
      mask.width,
      mask.height,
    );
    for (let i = 0; i < out.data.length; i++) out.data[i] = Math.max(out.data[i], band.data[i]);
  }
  // The goatee: softened by an eighth of the mouth-to-chin height and cut again at half.
  const goatee = createGrey(mask.width, mask.height);
  for (let i = Math.round(mouth) * mask.width; i < mask.data.length; i++) goatee.data[i] = mask.data[i];
  const soft = blurLocal(goatee, Math.max(1, (chin[1] - mouth) * 0.12));
  for (let i = 0; i < out.data.length; i++) out.data[i] = Math.max(out.data[i], smoothstep(0.47, 0.53, soft.data[i]));
  for (let i = 0; i < out.data.length; i++) out.data[i] *= 1 - lips.data[i];
  return out;
}
