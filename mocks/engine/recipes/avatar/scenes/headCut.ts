// The person's head and hair for a drawn scene, from the shared person matte (personMatte.ts:
// Robust Video Matting, which stops at the real hair's edge whatever the wall's colour, so no
// streak or cone of a door frame or a shadow rises above the head). Only the head is kept: the
// matte fades out just below the chin (the neck is neckMatte's, the clothes are the scene's)
// and at the sides beyond any hair's reach (a second person, an arm, a chair back).
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { CHIN, FACE_OVAL, outline, type XY } from '../landmarks';

/**
 * `person` (the portrait's person matte) kept to the head: the hair, the face, the ears, fading
 * out just below the chin. Long hair below the chin is not kept: beside the neck the model's
 * matte is as often the photo's own shoulders and collar as hair, and those over the scene's
 * clothes show as a dark ghost.
 */
export function headCut(person: Grey, mesh: readonly XY[]): Grey {
  const { width, height } = person;
  const oval = outline(mesh, FACE_OVAL);
  const left = Math.min(...oval.map((p) => p[0]));
  const right = Math.max(...oval.map((p) => p[0]));
  const top = Math.min(...oval.map((p) => p[1]));
  const chin = mesh[CHIN];
  const w = right - left;
  const h = chin[1] - top;
  const cx = (left + right) / 2;
  // Full hair stands out about half a face's width each side of the oval; the crown rises
  // about two thirds of the face's height above its top.
  const sideFrom = w * 0.85;
  const sideTo = w * 1.05;
  const downFrom = chin[1] - h * 0.08;
  const downTo = chin[1] + h * 0.1;
  const highest = top - h * 0.9;
  const head = createGrey(width, height);
  for (let y = Math.max(0, Math.floor(highest)); y < Math.min(height, Math.ceil(downTo)); y++) {
    const down = 1 - smoothstep(downFrom, downTo, y);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = person.data[i];
      if (m <= 0) continue;
      // The model's half-sure patches (a soft photo's wall beside the hair) would show as a
      // ghost of the photo over the scene: only a clear matte is kept, its edge still soft.
      head.data[i] = smoothstep(0.3, 0.75, m) * down * (1 - smoothstep(sideFrom, sideTo, Math.abs(x + 0.5 - cx)));
    }
  }
  return head;
}
