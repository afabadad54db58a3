// A rendered character's rim light: a thin line of light along its silhouette on the side away
// from the key, as a back light draws it. It lights what it falls on in that thing's own colour
// (a dark blue top a brighter blue, skin a warm light), tinted by the light: laid over as a
// screen of a near-white, it turned dark clothes grey, "a cool lilac line along the neck and
// shoulders" to blind readers.
import type { Colour, Grey, Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';

/** How many times brighter the rim makes what it lights, and how much of the light's own colour it adds. */
const OWN_LIGHT = 1.9;
const TINT = 0.08;

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
    for (let c = 0; c < 3; c++) {
      const lit = Math.min(1, data[p + c] * OWN_LIGHT + colour[c] * TINT);
      data[p + c] += (lit - data[p + c]) * a;
    }
  }
}
