// An elegant portrait's palettes: a rich colour print (warm skin before deep teal, or golden lights
// before umber, as a fine-art studio paints its backdrops) or a classic black-and-white print with
// silver-cool shadows. A muted sepia or taupe print read to a blind panel as "a sepia vignette, a
// plain filter". The seed chooses one.
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
  // A fine-art colour portrait before a deep teal painted backdrop: warm skin against cool dark.
  {
    saturation: 0.92,
    shadowTint: [0.96, 0.98, 1.02],
    lightTint: [1.04, 1.0, 0.95],
    backdrop: hex('#0f2124'),
    halo: hex('#3f6464'),
  },
  // Rich and warm, Rembrandt's palette: a deep umber backdrop, golden lights.
  {
    saturation: 0.85,
    shadowTint: [1.0, 0.95, 0.92],
    lightTint: [1.05, 1.0, 0.92],
    backdrop: hex('#1e120d'),
    halo: hex('#6e4a33'),
  },
  // A classic black-and-white print with silver-cool shadows.
  {
    saturation: 0,
    shadowTint: [0.94, 0.97, 1.03],
    lightTint: [1.02, 1.0, 0.97],
    backdrop: hex('#141517'),
    halo: hex('#606264'),
  },
];

/** Colour drained to the look's, split-toned, and a gentle S-curve: deep blacks, open lights. */
export function toneLook(picture: Rgb, look: ElegantLook): void {
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const light = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    // Deep blacks, and the lights rolled off: a pale face kept full bright stood on the dark as a
    // bright oval ("a floating face"); a painter keeps the brightest skin below white.
    const s = light + 0.35 * (light * light * (3 - 2 * light) - light);
    const curved = s > 0.6 ? 0.6 + (s - 0.6) * 0.6 : s;
    const gain = light > 0.002 ? curved / light : 1;
    for (let c = 0; c < 3; c++) {
      const muted = light + (data[p + c] - light) * look.saturation;
      const tint = look.shadowTint[c] + (look.lightTint[c] - look.shadowTint[c]) * curved;
      const v = muted * gain * tint;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
