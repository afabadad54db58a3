// A rendered character's contact shadow: where hair lies on the forehead and temples and where
// the jaw meets the neck, the skin darkens a little towards the edge (ambient occlusion). It is
// what gives a 3D toon's face (pix/pixar) a firm outline without an inked line: without it the
// rebuilt skin faded into the hair and read as melted.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, type XY } from '../landmarks';

/** Darkens the skin near where it ends inside the figure, towards `tint` (the look's shadow colour). */
export function contactShadow(picture: Rgb, skin: Grey, person: Grey, mesh: readonly XY[], strength: number, tint: Colour): void {
  if (strength <= 0) return;
  const { data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const hard = createGrey(skin.width, skin.height);
  for (let i = 0; i < hard.data.length; i++) hard.data[i] = skin.data[i] >= 0.5 ? 1 : 0;
  const spread = blurLocal(hard, unit * 0.05).data;
  for (let i = 0, p = 0; i < spread.length; i++, p += 3) {
    const s = skin.data[i];
    if (s <= 0) continue;
    // Only inside the figure: at the silhouette the rim light, not a shadow, meets the backdrop.
    const near = smoothstep(0.95, 0.5, spread[i]) * s * smoothstep(0.85, 1, person.data[i]);
    if (near <= 0) continue;
    const a = near * strength;
    // Towards half the light, coloured by the tint (warm where skin scatters the light it gets).
    for (let c = 0; c < 3; c++) data[p + c] *= 1 - a + a * 0.5 * tint[c];
  }
}
