// A rendered character's contact shadow: where hair lies on the forehead and temples and where
// the jaw meets the neck, the skin darkens a little towards the edge (ambient occlusion). It is
// what gives a 3D toon's face (pix/pixar) a firm outline without an inked line: without it the
// rebuilt skin faded into the hair and read as melted.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, type XY } from '../landmarks';

/** The mask cut at half way and blurred: how far inside it each pixel lies, 0.5 at its edge. */
function spreadOf(mask: Grey, sigma: number): Float32Array {
  const hard = createGrey(mask.width, mask.height);
  for (let i = 0; i < hard.data.length; i++) hard.data[i] = mask.data[i] >= 0.5 ? 1 : 0;
  return blurLocal(hard, sigma).data;
}

/** Darkens the skin near where it ends inside the figure, towards `tint` (the look's shadow colour). */
export function contactShadow(picture: Rgb, skin: Grey, person: Grey, mesh: readonly XY[], strength: number, tint: Colour): void {
  if (strength <= 0) return;
  const { data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const spread = spreadOf(skin, unit * 0.05);
  const inFigure = spreadOf(person, unit * 0.05);
  for (let i = 0, p = 0; i < spread.length; i++, p += 3) {
    const s = skin.data[i];
    if (s <= 0) continue;
    // Only inside the figure, a shadow's width from its outline: at the silhouette the rim
    // light, not a shadow, meets the backdrop (under the rim, a dark band inside the face's edge
    // read as a blurred outline).
    const near = smoothstep(0.95, 0.5, spread[i]) * s * smoothstep(0.95, 0.999, inFigure[i]);
    if (near <= 0) continue;
    const a = near * strength;
    // Towards half the light, coloured by the tint (warm where skin scatters the light it gets).
    for (let c = 0; c < 3; c++) data[p + c] *= 1 - a + a * 0.5 * tint[c];
  }
}
