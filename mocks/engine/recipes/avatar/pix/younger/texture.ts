// A photo's fine texture laid back on retouched skin. Cutting the band of lines and blotches
// leaves a low-resolution or compressed photo's skin as flat as plastic (it had no pores of its
// own to keep), and plastic skin reads as an airbrush, not as a younger face: a fine, soft,
// luminance-only grain, as a camera's, makes it skin in a photo again.
import { grain } from '../../../shared/noise';
import type { Grey, Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';

/**
 * `skin`: ../../masks.ts' skinMask of the face (made once by the caller). `everywhere`: a finer
 * share of the same grain over the whole picture, so the softened room and the hair read as one
 * photograph with the face, not as a sharp face pasted on a smooth blur.
 */
export function skinGrain(picture: Rgb, skin: Grey, strength: number, random: Random, everywhere = 0): void {
  if (strength <= 0 && everywhere <= 0) return;
  const noise = grain(picture.width, picture.height, random, 0.75);
  const { data } = picture;
  for (let i = 0, p = 0; i < skin.data.length; i++, p += 3) {
    const m = Math.max(everywhere, strength * skin.data[i]);
    if (m <= 0) continue;
    // Multiplied, so the grain is as visible in the shadows as in the lights of the skin.
    const gain = 1 + (noise.data[i] - 0.5) * 2 * m;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * gain);
  }
}
