// An elegant portrait's palettes: a rich colour print (warm skin before deep teal, or golden lights
// before umber, as a fine-art studio paints its backdrops) or a classic black-and-white print with
// silver-cool shadows. (A pale high-key studio was tried: a white shirt, or clothes the person
// matte missed, vanished into it.) Each backdrop's glow is well lighter than dark
// hair, so the hair stands on it as a mass. A muted sepia or taupe print read to a blind panel as "a sepia vignette, a
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
  // A fine-art colour portrait before a deep teal painted backdrop, its glow a clear sea-grey:
  // warm skin against cool, dark hair against the glow.
  {
    saturation: 0.92,
    shadowTint: [0.96, 0.98, 1.02],
    lightTint: [1.04, 1.0, 0.95],
    backdrop: hex('#15292c'),
    halo: hex('#6d9090'),
  },
  // Rich and warm, Rembrandt's palette: a deep umber backdrop lit golden behind the head.
  {
    saturation: 0.88,
    shadowTint: [1.0, 0.96, 0.93],
    lightTint: [1.04, 1.0, 0.94],
    backdrop: hex('#2a1b13'),
    halo: hex('#a4805c'),
  },
  // A classic black-and-white print with silver-cool shadows.
  {
    saturation: 0,
    shadowTint: [0.94, 0.97, 1.03],
    lightTint: [1.02, 1.0, 0.97],
    backdrop: hex('#1c1d20'),
    halo: hex('#8c8e90'),
  },
];

/**
 * Colour drained to the look's, split-toned, and a gentle tone curve: the mid-tones lifted (by the
 * gamma `lift`; the photo's sitter, exposed before (./exposure.ts), less: lifted twice, a bright
 * face washed out), the deepest
 * shadows kept, only the very lights rolled off below white.
 */
export function toneLook(picture: Rgb, look: ElegantLook, lift = 0.85): void {
  const { data } = picture;
  for (let p = 0; p < data.length; p += 3) {
    const light = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    // A lift of the mid-tones (a gamma's), then a light S for depth in the darks.
    const lifted = Math.pow(Math.max(0, light), lift);
    const s = lifted + 0.2 * (lifted * lifted * (3 - 2 * lifted) - lifted);
    const curved = s > 0.86 ? 0.86 + (s - 0.86) * 0.55 : s;
    const gain = light > 0.002 ? curved / light : 1;
    for (let c = 0; c < 3; c++) {
      const muted = light + (data[p + c] - light) * look.saturation;
      const tint = look.shadowTint[c] + (look.lightTint[c] - look.shadowTint[c]) * curved;
      const v = muted * gain * tint;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}
