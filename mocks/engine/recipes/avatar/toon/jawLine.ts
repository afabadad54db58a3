// The jaw drawn from the mesh, as ../featureLines.ts JAW_LINE strokes it, except up the far cheek
// of a turned face where the skin goes on past it. There the mesh's oval lies inside the cheek
// the photo shows (the soft sample's far cheek is wider than the mesh's), and the line drawn
// from the cheekbone down to the mouth read as a stray nose line across the face (the ninth
// blind panel's woman). The skin's own outline draws that cheek's edge instead.
import { smoothstep, type Grey } from '../../shared/raster';
import { drawFeatures, JAW_LINE } from '../featureLines';
import { faceFrame, type XY } from '../landmarks';

/** The mesh point at the nose's tip: which way the face is turned. */
const NOSE_TIP = 1;

/** Draws the jaw into `into` (0–1 ink) with `pen`; `skin` is the skin's mask at the same size. */
export function drawJaw(mesh: readonly XY[], skin: Grey, pen: number, into: Grey): void {
  const size = skin.width;
  const jaw = drawFeatures(mesh, size, JAW_LINE, pen);
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const turn = (mesh[NOSE_TIP][0] - cx) / faceWidth;
  const mouthY = (mesh[61][1] + mesh[291][1]) / 2;
  // Only a face turned clearly to one side has a far cheek past its mesh; a frontal face's jaw,
  // and the near side's (the ear's front edge), are kept.
  const turned = smoothstep(0.04, 0.08, Math.abs(turn));
  const reach = faceWidth * 0.07;
  for (let y = 0; y < size; y++) {
    // Up the cheek only: the chin and the jaw below the mouth are always drawn.
    const high = 1 - smoothstep(mouthY, mouthY + faceHeight * 0.08, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      let ink = jaw.data[i];
      if (ink === 0) continue;
      if (turned > 0 && high > 0 && Math.sign(x - cx) === Math.sign(turn)) {
        const dx = x - cx;
        const dy = (y - cy) * 0.5;
        const length = Math.hypot(dx, dy) || 1;
        const ox = Math.round(x + (dx / length) * reach);
        const oy = Math.round(y + (dy / length) * reach);
        const outside = ox >= 0 && oy >= 0 && ox < size && oy < size ? skin.data[oy * size + ox] : 0;
        ink *= 1 - turned * high * smoothstep(0.5, 0.9, outside);
      }
      // Where the mesh's jaw lies out in the hair (a face turned, hair over its cheek), the line
      // would be a stray stroke through the hair beside the skin's own edge: none there.
      const dx = cx - x;
      const dy = cy - y;
      const length = Math.hypot(dx, dy) || 1;
      const ix = Math.round(x + (dx / length) * pen * 0.75);
      const iy = Math.round(y + (dy / length) * pen * 0.75);
      const inner = ix >= 0 && iy >= 0 && ix < size && iy < size ? skin.data[iy * size + ix] : 0;
      ink *= smoothstep(0.2, 0.6, inner);
      into.data[i] = Math.max(into.data[i], ink);
    }
  }
}
