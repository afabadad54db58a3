// The jaw's underside in the chin's shadow: the face's cut-out ends at the jaw in the photo's
// light, over a painted neck whose top is in the chin's cast shadow (neckPaint.ts), and the lit
// jaw over the shadowed neck drew the face's oval as an edge (the lead's look, session 26: "the
// face's oval edge shows against the neck"). A jaw turns under, away from a light above: the
// face's last band above the jaw's edge darkens into the neck's shadow, so the two meet in tone.
// How much is measured per column, the face just above the edge against the neck just below
// it, and never less than the fixed shade the tuned faces were measured with (0.6 of the neck's
// shadow, fading out towards the jaw's corners): that alone left a bright face's jaw 20–46 grey
// levels over the neck at its sides (the grey-haired woman, the older man's lit left jaw), the
// oval's outline drawn there.
import { luma, smoothstep, type Grey } from '../../shared/raster';
import type { SceneFace } from './kit';
import { CHIN_SHADOW, jawY } from './neckPaint';

/** How far above the jaw's edge the shade begins, as a share of the face's height. */
export const JAW_BAND = 0.06;

/** How much of the neck's shadow under the jaw (CHIN_SHADOW) the jaw's edge takes at least. */
const AT_EDGE = 0.6;

/** The most the jaw's edge is darkened (a share of its light): a jaw turns under, it is not black. */
const MOST = 0.4;

/**
 * The rows the two tones are read over, as shares of the face's height: the face from FAR to
 * NEAR above the edge, the neck from NEAR to twice FAR below it (the oval's feather between).
 */
const NEAR = 0.012;
const FAR = 0.035;

/** The columns a column's darkening is averaged over, as a share of the jaw's width: no stripes. */
const SPREAD = 0.16;

const lumaAt = (out: Float32Array, i: number): number => luma(out[i * 3], out[i * 3 + 1], out[i * 3 + 2]);

/**
 * How much each column between the jaw's corners darkens at the jaw's edge (0–MOST): the face's
 * light just above the edge (where `oval` is whole) brought down to the neck's just below it
 * (where `neck`, the painted neck, shows and the cut-out `cutout` does not), at least the fixed
 * shade. A column with no neck under it (the scene beside a narrow neck) takes only that; none
 * is lightened (a beard darker than the neck keeps its tone).
 */
export function jawDarkening(out: Float32Array, oval: Grey, neck: Grey, cutout: Grey, face: SceneFace): Float32Array {
  const { width, height } = oval;
  const h = face.bottom - face.top;
  const lx = Math.max(0, Math.floor(Math.min(face.jawLeft[0], face.jawRight[0])));
  const rx = Math.min(width, Math.ceil(Math.max(face.jawLeft[0], face.jawRight[0])));
  const raw = new Float32Array(width);
  const seen = new Uint8Array(width);
  for (let x = lx; x < rx; x++) {
    const edge = jawY(face, x + 0.5);
    let above = 0;
    let aboveCount = 0;
    let below = 0;
    let belowCount = 0;
    for (let y = Math.floor(edge - h * FAR); y <= Math.ceil(edge + h * FAR * 2); y++) {
      if (y < 0 || y >= height) continue;
      const i = y * width + x;
      const d = y + 0.5 - edge;
      if (d <= -h * NEAR && oval.data[i] >= 0.9) {
        above += lumaAt(out, i);
        aboveCount++;
      } else if (d >= h * NEAR && neck.data[i] >= 0.9 && oval.data[i] <= 0.05 && cutout.data[i] <= 0.3) {
        below += lumaAt(out, i);
        belowCount++;
      }
    }
    if (aboveCount < 2 || belowCount < 2) continue;
    seen[x] = 1;
    raw[x] = Math.min(MOST, Math.max(0, 1 - below / belowCount / Math.max(1e-3, above / aboveCount)));
  }
  // Every column averaged over its neighbours, the unseen and those past the jaw's ends counting
  // as 0: the shade fades out over SPREAD where the neck ends (set to 0 there, it stopped in a
  // vertical line) and to about half at the jaw's corners.
  const half = Math.max(1, Math.round(((rx - lx) * SPREAD) / 2));
  const dark = new Float32Array(width);
  for (let x = lx; x < rx; x++) {
    let sum = 0;
    for (let k = x - half; k <= x + half; k++) if (k >= lx && k < rx && seen[k]) sum += raw[k];
    // At least the fixed shade a jaw turns under by (0.6 of the chin's cast shadow, fading out
    // towards the corners), which the tuned faces' jaws were measured against.
    const across = Math.min(smoothstep(lx, lx + (rx - lx) * 0.2, x + 0.5), 1 - smoothstep(rx - (rx - lx) * 0.2, rx, x + 0.5));
    dark[x] = Math.max(sum / (2 * half + 1), CHIN_SHADOW * AT_EDGE * across);
  }
  return dark;
}

/**
 * Darkens `out` (0–1 RGB) on the face (`face`'s mask `oval`, 0–1) over JAW_BAND above the jaw's
 * edge, by jawDarkening at the edge, fading out upwards.
 */
export function shadeJaw(out: Float32Array, oval: Grey, neck: Grey, cutout: Grey, face: SceneFace): void {
  const { width, height } = oval;
  const dark = jawDarkening(out, oval, neck, cutout, face);
  const h = face.bottom - face.top;
  const band = h * JAW_BAND;
  const lx = Math.max(0, Math.floor(Math.min(face.jawLeft[0], face.jawRight[0])));
  const rx = Math.min(width, Math.ceil(Math.max(face.jawLeft[0], face.jawRight[0])));
  const top = Math.max(0, Math.floor(Math.min(face.jawLeft[1], face.jawRight[1], face.chin[1]) - band));
  const bottom = Math.min(height, Math.ceil(face.chin[1] + band));
  for (let y = top; y < bottom; y++)
    for (let x = lx; x < rx; x++) {
      const i = y * width + x;
      const m = oval.data[i];
      if (m <= 0 || dark[x] <= 0) continue;
      const d = dark[x] * smoothstep(-band, 0, y + 0.5 - jawY(face, x + 0.5)) * m;
      if (d <= 0) continue;
      for (let c = 0; c < 3; c++) out[i * 3 + c] *= 1 - d;
    }
}
