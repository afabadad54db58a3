// A photograph's depth in a drawn scene: a lens focused on the face leaves what is far behind
// it a little soft. The scene's back layer (the wall, the curtain, the flags) is blurred by a
// couple of pixels while the person, their clothes and what stands in front stay crisp, so the
// sharp photo face no longer sits on a backdrop exactly as sharp as itself — the look of a
// cut-out laid on a flat print.
import { gaussianData } from '../blur';

/** `layer` (RGBA bytes of a `size` square) as 0–1 RGB, blurred by `sigma` pixels (none at 0). */
export function defocused(layer: Uint8Array, size: number, sigma: number): Float32Array {
  const rgb = new Float32Array(size * size * 3);
  for (let p = 0, q = 0; p < rgb.length; p += 3, q += 4) {
    rgb[p] = layer[q] / 255;
    rgb[p + 1] = layer[q + 1] / 255;
    rgb[p + 2] = layer[q + 2] / 255;
  }
  return sigma > 0 ? gaussianData(rgb, size, size, 3, sigma) : rgb;
}
