// No hair beside a man's jaw below his mouth. The parts (./regions.ts) take a dark shadow or a
// collar touching the jaw for a lock of hair there, and a cartoon outlines it as a small notch
// stuck to the chin (the seventh blind panel's brown-skinned man: "small notch glitch at the
// jaw"). A man's beard is painted on its own (../pix/anime/measure.ts' findBeard); short hair
// ends above the mouth. What the lock covered becomes the face inside its oval, the ground outside.
import { smoothstep, type Grey } from '../../shared/raster';
import { FACE_OVAL, outline, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { BACKGROUND, HAIR, SKIN } from './regions';

/** Clears the hair beside the jaw below the mouth in `masks` (skin, hair, clothes, ground; changed in place). */
export function clearJawHair(masks: Grey[], mesh: readonly XY[]): void {
  const size = masks[HAIR].width;
  const oval = outline(mesh, FACE_OVAL);
  const face = fillPolygon(oval, size, size);
  const near = fillPolygon(scaled(oval, 1.15), size, size);
  const ys = oval.map((p) => p[1]);
  const faceHeight = Math.max(...ys) - Math.min(...ys);
  const mouthY = (mesh[61][1] + mesh[291][1]) / 2;
  for (let y = Math.max(0, Math.floor(mouthY - faceHeight * 0.05)); y < size; y++) {
    const below = smoothstep(mouthY - faceHeight * 0.05, mouthY + faceHeight * 0.05, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const lock = masks[HAIR].data[i] * near.data[i] * below;
      if (lock <= 0) continue;
      masks[HAIR].data[i] -= lock;
      masks[face.data[i] > 0.5 ? SKIN : BACKGROUND].data[i] += lock;
    }
  }
}
