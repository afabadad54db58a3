// The jaw's underside in the chin's shadow: the face's cut-out ends at the jaw in the photo's
// light, over a painted neck whose top is in the chin's cast shadow (neckPaint.ts), and the lit
// jaw over the shadowed neck drew the face's oval as an edge (the lead's look, session 26: "the
// face's oval edge shows against the neck"). A jaw turns under, away from a light above: the
// face's last band above the jaw's edge darkens into the neck's shadow, so the two meet in tone.
import { smoothstep, type Grey } from '../../shared/raster';
import type { SceneFace } from './kit';
import { CHIN_SHADOW, jawY } from './neckPaint';

/** How far above the jaw's edge the shade begins, as a share of the face's height. */
export const JAW_BAND = 0.06;

/** How much of the neck's shadow under the jaw (CHIN_SHADOW) the jaw's edge itself takes. */
const AT_EDGE = 0.6;

/** Darkens `out` (0–1 RGB) on the face (`face`'s mask `oval`, 0–1) over JAW_BAND above the jaw's edge. */
export function shadeJaw(out: Float32Array, oval: Grey, face: SceneFace): void {
  const { width, height } = oval;
  const h = face.bottom - face.top;
  const band = h * JAW_BAND;
  const lx = Math.min(face.jawLeft[0], face.jawRight[0]);
  const rx = Math.max(face.jawLeft[0], face.jawRight[0]);
  const top = Math.max(0, Math.floor(Math.min(face.jawLeft[1], face.jawRight[1], face.chin[1]) - band));
  const bottom = Math.min(height, Math.ceil(face.chin[1] + band));
  for (let y = top; y < bottom; y++)
    for (let x = Math.max(0, Math.floor(lx)); x < Math.min(width, Math.ceil(rx)); x++) {
      const i = y * width + x;
      const m = oval.data[i];
      if (m <= 0) continue;
      // Fading out towards the jaw's corners, where the cheek's side meets the scene, not the neck.
      const across = Math.min(smoothstep(lx, lx + (rx - lx) * 0.2, x + 0.5), 1 - smoothstep(rx - (rx - lx) * 0.2, rx, x + 0.5));
      const dark = CHIN_SHADOW * AT_EDGE * smoothstep(-band, 0, y + 0.5 - jawY(face, x + 0.5)) * across * m;
      if (dark <= 0) continue;
      for (let c = 0; c < 3; c++) out[i * 3 + c] *= 1 - dark;
    }
}
