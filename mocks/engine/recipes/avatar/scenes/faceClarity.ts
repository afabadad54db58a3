// The enlarged face as crisp as the scene beside it. A gallery face is a small crop enlarged
// several times, so its finest detail (lids, lashes, the lips' line, hair strands) is spread over
// 2–3 px while the drawing beside it steps in one: readers call it "a blurry, low-resolution
// photo face pasted onto a sharp body". faceFinish sharpens at the features' scale (0.08 of the
// eyes' distance, about 9 px); this gives back the 1–2 px scale, on the luma only (no coloured
// fringes), by as much as the face was softened by its enlargement (none on a sharp photo).
// Steps under CORE are the skin's grain and the enlarged JPEG's faint blocks: they are left
// alone, so the skin stays smooth; the added step is capped at LIMIT, so a dark lid on light skin
// gains a crisp edge and no bright halo.
import { smoothstep, toGrey, type Grey, type Rgb } from '../../shared/raster';
import { gaussianData } from '../blur';

/** The unsharp mask's radius in pixels: the enlargement's own spread of an edge. */
const RADIUS = 2.2;
/** The most of the fine detail added back, on the softest faces. */
const MOST = 1.8;
/** Luma steps (0–1) under this are grain and blocks, not sharpened. */
const CORE = 0.01;
/** The largest step added (0–1 of luma): larger ones would ring into haloes. */
const LIMIT = 0.08;

/**
 * How much fine clarity a face takes (0–1 of MOST), by its fineShare before: the gallery's
 * enlarged crops read 0.27–0.28 (their finest band lost), sharp photos (the older man, the
 * blonde, the brunette) 0.40–0.41 and take none.
 */
export function clarityFor(fine: number): number {
  return 1 - smoothstep(0.3, 0.38, fine);
}

/** Adds the fine detail back to `picture` inside `mask` (0–1), by `amount` (clarityFor). */
export function clarifyFace(picture: Rgb, mask: Grey, amount: number): void {
  if (amount <= 0) return;
  const { width, height, data } = picture;
  const luma = toGrey(picture).data;
  const blurred = gaussianData(luma, width, height, 1, RADIUS);
  const gain = MOST * amount;
  for (let i = 0, p = 0; i < luma.length; i++, p += 3) {
    const m = mask.data[i];
    if (m <= 0) continue;
    const detail = luma[i] - blurred[i];
    const size = Math.abs(detail) - CORE;
    if (size <= 0) continue;
    const step = Math.sign(detail) * LIMIT * Math.tanh((size * gain) / LIMIT) * m;
    for (let c = 0; c < 3; c++) {
      const v = data[p + c] + step;
      data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
}

/**
 * How much of a face's detail is fine (0–1+): the luma's 1 px band (less its blur over 1 px)
 * over its 1–3 px band, inside `where` ≥ 0.9. An enlarged face has lost the finest band.
 */
export function fineShare(picture: Rgb, where: Grey): number {
  const { width, height } = picture;
  const luma = toGrey(picture).data;
  const one = gaussianData(luma, width, height, 1, 1);
  const three = gaussianData(luma, width, height, 1, 3);
  let fine = 0;
  let coarse = 0;
  for (let i = 0; i < luma.length; i++) {
    if (where.data[i] < 0.9) continue;
    fine += Math.abs(luma[i] - one[i]);
    coarse += Math.abs(one[i] - three[i]);
  }
  return fine / Math.max(1e-9, coarse);
}
