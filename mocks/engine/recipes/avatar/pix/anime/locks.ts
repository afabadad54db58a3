// Long hair's locks in front of the shoulders. Behind the top, hair past the jaw was cut off by
// the shoulders' line: long hair read as a straight curtain ending at the shoulders. As anime
// draws long hair, the locks beside the neck fall forward over the shoulders and down the chest,
// a sliver of the hair behind showing between them and the neck.
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import type { AnimeLook } from './look';

/** The part of the hair's mass (`back`, ./hairShape.ts) that falls in front of the shoulders. */
export function locksInFront(back: Grey, mesh: readonly XY[], look: AnimeLook): Grey {
  const { width, height } = back;
  const { faceWidth: fw, chin } = faceFrame(mesh);
  // The neck's middle and half width as ./body.ts draws them, and a gap off it.
  const cx = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
  const inner = look.neck * fw * 1.06 + 0.03 * fw;
  const locks = createGrey(width, height);
  for (let y = Math.max(0, Math.floor(chin)); y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (back.data[i] <= 0) continue;
      const d = Math.abs(x + 0.5 - cx);
      locks.data[i] = back.data[i] * smoothstep(inner - 1, inner + 1, d);
    }
  return locks;
}
