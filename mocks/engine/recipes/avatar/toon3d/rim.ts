// A rendered character's rim light: a thin line of light along its silhouette on the side away
// from the key, as a back light draws it.
import type { Colour, Grey, Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';

/** Light round the silhouette, on the side away from the key. */
export function rimAround(
  picture: Rgb,
  person: Grey,
  unit: number,
  colour: Colour,
  strength: number,
  keyFromLeft: boolean,
): void {
  const { width, data } = picture;
  // A thin rim, a line along the outline: a wide one over the clean outline read as a ghostly
  // glow round the figure, and one 0.02 eye distances deep as a lilac haze inside the face's
  // edge, a soft, blurred outline ("soft, blurry" to pixar's blind readers).
  const spread = blurGrey(person, unit * 0.01).data;
  for (let i = 0, p = 0; i < person.data.length; i++, p += 3) {
    const edge = Math.max(0, person.data[i] - spread[i]) * 2.2 * person.data[i];
    if (edge <= 0) continue;
    const across = (i % width) / width;
    const far = keyFromLeft ? across : 1 - across;
    const a = Math.min(1, edge * strength * (0.3 + far));
    for (let c = 0; c < 3; c++) data[p + c] = 1 - (1 - data[p + c]) * (1 - colour[c] * a);
  }
}
