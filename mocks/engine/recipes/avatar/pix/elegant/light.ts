// Soft window light from one side, placed by the mesh: the face's lit side a little brighter,
// its far side a little deeper, and the body falling into shade below the chin, so the face is
// the brightest thing in the picture. Broad gradients only: nothing is blurred.
import { type Grey, type Rgb } from '../../../shared/raster';
import { type XY, faceFrame } from '../../landmarks';

/** `side` 1: the window on the picture's right; −1: on its left. */
export function windowLight(picture: Rgb, mesh: readonly XY[], matte: Grey, side: number, strength: number): void {
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const { width, height, data } = picture;
  for (let y = 0; y < height; y++) {
    const below = Math.min(1, Math.max(0, (y - chin) / (faceHeight * 1.3)));
    const fall = 1 - 0.32 * below * below * (3 - 2 * below);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = matte.data[i];
      if (m <= 0) continue;
      const across = Math.max(-1.2, Math.min(1.2, ((x - cx) / faceWidth) * side));
      const gain = 1 + (strength * across - 1 + fall) * m;
      const p = i * 3;
      for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * gain);
    }
  }
}
