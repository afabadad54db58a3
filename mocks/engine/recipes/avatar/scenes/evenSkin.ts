// Even skin on a soft face. A gallery face is a crop of 60 px or so enlarged three to six
// times: its JPEG blocks and the sensor's noise come out as blotches a block or two wide, light
// and dark patches over the cheeks and forehead that no face has, and the eighth panel read them
// as a "blotchy", "low-res" pasted head. Here the skin's brightness at the blotches' scale
// (between a fine detail's and the face's own shading's) is cored: its small swings taken down,
// its large ones (a nose's side, a dimple, a cheekbone's shadow) kept, the fine detail and the
// broad shading as they were; the scene's grain (photoFinish.ts) then gives it a skin's texture.
// A sharp photo (softness below 0.9 px) is left as it is.
import { maskBounds } from '../../shared/maskBounds';
import { smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { gaussianData } from '../blur';
import type { XY } from '../landmarks';
import { skinMask } from '../masks';
import { faceUnit } from '../retouch';

const LUMA = [0.299, 0.587, 0.114] as const;

/** A blotch's swing in brightness (0–1): swings well below it are taken down, well above it kept. */
const BLOTCH = 0.08;

/**
 * How much of a blotch is taken away on a face this soft (its softnessOf, pixels), 0–0.75: the
 * gallery's enlarged crops measure 0.8–1.4 (the woman and the man 1.4, taken 0.43), a sharp
 * portrait below 0.9. More takes the soft man's fine detail below 0.9 of his photo's.
 */
export function evening(softness: number): number {
  return 0.75 * smoothstep(0.9, 1.8, softness);
}

/**
 * The blotches of the skin (skinMask: the oval without eyes, brows and lips) of `picture` evened
 * by `amount` (0–1); `givenSkin` that mask when the caller has it already (clip.ts's face finish).
 */
export function evenSkin(picture: Rgb, mesh: readonly XY[], amount: number, givenSkin?: Grey): void {
  if (amount <= 0) return;
  const size = picture.width;
  const unit = faceUnit(mesh);
  const skin = givenSkin ?? skinMask(mesh, size);
  const fine = Math.max(1, unit * 0.035);
  const broad = Math.max(3, unit * 0.15);
  const box = maskBounds(skin, 0.01, Math.ceil(broad * 3));
  if (!box) return;
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  const luma = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = ((y + box.top) * size + x + box.left) * 3;
      luma[y * w + x] = LUMA[0] * picture.data[p] + LUMA[1] * picture.data[p + 1] + LUMA[2] * picture.data[p + 2];
    }
  const mid = gaussianData(luma, w, h, 1, fine);
  const base = gaussianData(luma, w, h, 1, broad);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + box.top) * size + x + box.left;
      const m = skin.data[i];
      if (m <= 0) continue;
      const j = y * w + x;
      const swing = mid[j] - base[j];
      const cored = swing * amount * Math.exp(-((swing / BLOTCH) ** 2));
      const d = -cored * m;
      const p = i * 3;
      for (let c = 0; c < 3; c++) {
        const v = picture.data[p + c] + d;
        picture.data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
      }
    }
  }
}
