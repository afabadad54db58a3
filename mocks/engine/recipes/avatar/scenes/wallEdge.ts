// The photo's wall kept from glowing round the cut-out. The face's oval (grown a little) and the
// person matte of a small, soft photo reach past the cheek and the hair onto the pale wall
// behind: there the cut-out is fully opaque yet holds the wall's colour, a light band round the
// face against the scene's dark backdrop — "a light halo", "a floating head" (the blind panel,
// session 32; the older man's wall ran 15 px inside his president cut-out at the temple and
// cheek). Cutting those pixels out by colour took real hair and cheek with them (a wall as
// light as the skin cannot be told from it), so the outline stays and only the colour goes: in
// a band along the cut-out's edge, what is paler and greyer than the person just inside it is pulled
// towards that colour, the more the paler and the nearer the edge.
import { maskBounds } from '../../shared/maskBounds';
import { luma, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { gaussianData } from '../blur';

export interface WallEdgeOptions {
  /** The face's width in pixels: the band's and the colours' reach are shares of it. */
  faceWidth: number;
  /** Below this row (the chin's) nothing changes: under the jaw the edge is the neck's. */
  chinY: number;
}

/** How much paler (palerThan) than the person inside an edge pixel is before it is pulled, and fully pulled. */
const PALER_FROM = 0.02;
const PALER_TO = 0.07;

/**
 * How much paler a colour is than another (0–1 RGB at `p` and `q`): lighter in luma plus greyer
 * (the spread of its channels smaller). A pale wall beside pink skin is both, even where it is
 * no lighter than the skin's highlights.
 */
export function palerThan(a: ArrayLike<number>, p: number, b: ArrayLike<number>, q: number): number {
  return luma(a[p], a[p + 1], a[p + 2]) - luma(b[q], b[q + 1], b[q + 2]) + spread(b, q) - spread(a, p);
}

/** How far apart a colour's channels are (0–1 RGB at `i`): 0 for grey. */
function spread(d: ArrayLike<number>, i: number): number {
  return Math.max(d[i], d[i + 1], d[i + 2]) - Math.min(d[i], d[i + 1], d[i + 2]);
}

/**
 * How much greyer than the person the wall must be before its pixel is pulled, and fully: only
 * a wall greyer than the skin or the hair is told from them. Lightness alone pulled the bright
 * edge of the grey-haired woman's face (a black-and-white photo, no hue to tell by) towards the
 * mean of her face with its dark eyes and hair, a grey blotch at her temple.
 */
const GREYER_FROM = 0;
const GREYER_TO = 0.03;

/**
 * `picture` (0–1 RGB) changed in place where `mask` (the cut-out, 0–1) holds it within about a
 * tenth of the face's width of its edge, above the chin: a pixel paler and greyer than the mean of
 * the cut-out's inside near it is pulled towards that mean. Returns how many pixels changed.
 */
export function dimWallEdge(picture: Rgb, mask: Grey, options: WallEdgeOptions): number {
  const { width } = mask;
  const w = Math.max(8, options.faceWidth);
  const box = maskBounds(mask, 0.01, Math.ceil(w * 0.3));
  if (!box) return 0;
  const bw = box.right - box.left + 1;
  const bh = box.bottom - box.top + 1;
  const solid = new Float32Array(bw * bh);
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) solid[y * bw + x] = mask.data[(y + box.top) * width + x + box.left] >= 0.5 ? 1 : 0;
  // How far in a pixel is: the solid cut-out blurred reads 0.5 at its edge, near 1 two and a
  // half blurs in.
  const depth = gaussianData(solid, bw, bh, 1, w * 0.05);
  // The person's colour: the mean of what lies deeper than the band (0.13 of the face in), near
  // each pixel.
  const deep = new Float32Array(bw * bh);
  const weighted = new Float32Array(bw * bh * 3);
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      const j = y * bw + x;
      if (depth[j] < 0.995 || solid[j] <= 0) continue;
      deep[j] = 1;
      const p = ((y + box.top) * width + x + box.left) * 3;
      for (let c = 0; c < 3; c++) weighted[j * 3 + c] = picture.data[p + c];
    }
  }
  const sigma = w * 0.06;
  const colour = gaussianData(weighted, bw, bh, 3, sigma);
  const weight = gaussianData(deep, bw, bh, 1, sigma);
  let changed = 0;
  const inside = [0, 0, 0];
  for (let y = 0; y < bh; y++) {
    const row = y + box.top;
    const above = 1 - smoothstep(options.chinY - w * 0.1, options.chinY, row);
    if (above <= 0) continue;
    for (let x = 0; x < bw; x++) {
      const j = y * bw + x;
      const i = row * width + x + box.left;
      if (mask.data[i] <= 0.01 || deep[j] > 0 || weight[j] < 1e-3) continue;
      for (let c = 0; c < 3; c++) inside[c] = colour[j * 3 + c] / weight[j];
      const paler = palerThan(picture.data, i * 3, inside, 0);
      // Full out to about 0.08 of the face in (where the older man's wall ended), none where the
      // band meets the inside.
      const near = 1 - smoothstep(0.95, 0.995, depth[j]);
      const greyer = smoothstep(GREYER_FROM, GREYER_TO, spread(inside, 0) - spread(picture.data, i * 3));
      const k = smoothstep(PALER_FROM, PALER_TO, paler) * greyer * near * above;
      if (k <= 0) continue;
      for (let c = 0; c < 3; c++) picture.data[i * 3 + c] += (inside[c] - picture.data[i * 3 + c]) * k;
      changed++;
    }
  }
  return changed;
}
