// An elegant portrait's palettes: a classic black-and-white print with silver-cool shadows, or a
// muted colour print — warm ivory lights over taupe shadows, or a cooler slate — each with the
// painted studio backdrop that suits it. The seed chooses one.
import { hex } from '../../../shared/colour';
import type { Colour, Rgb } from '../../../shared/raster';

export interface ElegantLook {
  /** Colour kept (0: black and white). */
  saturation: number;
  /** Multiplied into the shadows and into the lights (split toning): the print's tone. */
  shadowTint: Colour;
  lightTint: Colour;
  /** The backdrop's deep colour, and its lighter glow behind the head. */
  backdrop: Colour;
  halo: Colour;
}

export const LOOKS: readonly ElegantLook[] = [
  {
    saturation: 0,
    shadowTint: [0.94, 0.97, 1.03],
    lightTint: [1.02, 1.0, 0.97],
    backdrop: hex('#17181a'),
    halo: hex('#5d5f61'),
  },
  {
    saturation: 0.55,
    shadowTint: [1.02, 0.95, 0.9],
    lightTint: [1.03, 1.0, 0.94],
    backdrop: hex('#231d19'),
    halo: hex('#7b6b5c'),
  },
  {
    saturation: 0.5,
    shadowTint: [0.95, 0.98, 1.02],
    lightTint: [1.02, 1.0, 0.97],
    backdrop: hex('#1c2225'),
    halo: hex('#5f6b6f'),
  },
];

/** Colour drained to the look's, split-toned, and a gentle S-curve: deep blacks, open lights. */
export function toneLook(picture: Rgb, look: ElegantLook): void {
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const light = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    const curved = light + 0.45 * (light * light * (3 - 2 * light) - light);
    const gain = light > 0.002 ? curved / light : 1;
    for (let c = 0; c < 3; c++) {
      const muted = light + (data[p + c] - light) * look.saturation;
      const tint = look.shadowTint[c] + (look.lightTint[c] - look.shadowTint[c]) * curved;
      const v = muted * gain * tint;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
