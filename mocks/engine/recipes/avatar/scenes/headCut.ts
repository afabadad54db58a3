// The person's head and hair for a drawn scene, from the shared person matte (personMatte.ts:
// Robust Video Matting, which stops at the real hair's edge whatever the wall's colour, so no
// streak or cone of a door frame or a shadow rises above the head). Only the head is kept: the
// matte fades out just below the chin (the neck is neckMatte's, the clothes are the scene's)
// and at the sides beyond any hair's reach (a second person, an arm, a chair back). Where the
// model found nobody (a dark face before a dark wall), personMatte's stand-in is a wide blob
// of head and shoulders: then the head is the skull's shape over the face instead.
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';
import { CHIN, eyeLineY, faceFrame, type XY } from '../landmarks';
import { ellipseMask, subjectMask, type OvalOptions } from '../masks';
import { skullOffset } from './headShape';

/** The face's oval as the dressed scenes (celebrity, president) cut it, their own hair kept round it. */
export const FACE_CUT: OvalOptions = { grow: 1.02, forehead: 0.03, feather: 6 };

export interface HeadBox {
  left: number;
  right: number;
  top: number;
  chin: XY;
  /** The face's width (the oval's) and height (its top to the chin). */
  w: number;
  h: number;
  cx: number;
}

export function headBox(mesh: readonly XY[]): HeadBox {
  const { left, right, top, cx, faceWidth } = faceFrame(mesh);
  const chin = mesh[CHIN];
  return { left, right, top, chin, w: faceWidth, h: chin[1] - top, cx };
}

/**
 * The skull over the face: an ellipse as wide as the head with a little hair, rising about a
 * fifth of the face's height above the mesh's top (the mesh stops at the upper forehead), down
 * to the eyes (below them the face's oval is the head).
 */
export function skullMask(mesh: readonly XY[], size: number): Grey {
  const { top, w, h, cx } = headBox(mesh);
  const crownTop = top - h * 0.22;
  const bottom = top + h * 0.55;
  return ellipseMask(size, cx, (crownTop + bottom) / 2, w * 0.6, (bottom - crownTop) / 2, w * 0.05);
}

/**
 * Whether `person` is personMatte's stand-in (the mesh's head-and-shoulders shape), not the
 * model's matte: the two agree to a rounding at every sampled pixel away from the face (where
 * personMatte adds the face's oval to either).
 */
export function modelMissed(person: Grey, mesh: readonly XY[]): boolean {
  const size = person.width;
  const { left, right, top, chin, w, h } = headBox(mesh);
  const stand = subjectMask(mesh, size);
  for (let i = 0; i < person.data.length; i += 97) {
    const x = i % size;
    const y = Math.floor(i / size);
    if (x > left - w * 0.1 && x < right + w * 0.1 && y > top - h * 0.1 && y < chin[1] + h * 0.1) continue;
    if (Math.abs(person.data[i] - stand.data[i]) > 1e-4) return false;
  }
  return true;
}

/**
 * `person` (the portrait's person matte) kept to the head: the hair, the face, the ears, fading
 * out just below the chin. Long hair below the chin is not kept: beside the neck the model's
 * matte is as often the photo's own shoulders and collar as hair, and those over the scene's
 * clothes show as a dark ghost. `present` (photoPresent.ts), when given, keeps it to the photo:
 * the fill beyond the photo's edge is no one's hair.
 */
export function headCut(person: Grey, mesh: readonly XY[], present?: Grey): Grey {
  const { width, height } = person;
  const { top, chin, w, h, cx } = headBox(mesh);
  const source = modelMissed(person, mesh) ? skullMask(mesh, width) : person;
  // Full hair stands out about half a face's width each side of the oval; the crown rises
  // about two thirds of the face's height above its top.
  // Below the eyes only hair hanging close beside the cheeks is the person's: wider, it is the
  // photo's wall, a shoulder or the next person, a lump beside the face.
  const eyesY = eyeLineY(mesh);
  // A turned face's skull reaches further out behind it (headShape.ts skullOffset).
  const { shift, extra } = skullOffset(mesh, w);
  const downFrom = chin[1] - h * 0.08;
  const downTo = chin[1] + h * 0.1;
  const highest = top - h * 0.9;
  const head = createGrey(width, height);
  for (let y = Math.max(0, Math.floor(highest)); y < Math.min(height, Math.ceil(downTo)); y++) {
    const down = 1 - smoothstep(downFrom, downTo, y);
    const low = smoothstep(eyesY, eyesY + h * 0.15, y);
    const sideFrom = w * (0.85 - 0.2 * low) + extra * 0.5;
    const sideTo = w * (1.05 - 0.25 * low) + extra * 0.5;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = source.data[i];
      if (m <= 0) continue;
      // The model's half-sure patches (a soft photo's wall beside the hair) would show as a
      // ghost of the photo over the scene: only a clear matte is kept, its edge still soft.
      head.data[i] =
        smoothstep(0.3, 0.75, m) *
        down *
        (1 - smoothstep(sideFrom, sideTo, Math.abs(x + 0.5 - cx - shift))) *
        (present ? present.data[i] : 1);
    }
  }
  // A strand or a patch of wall a few pixels wide standing out of the hair reads as a cut-out
  // spike: where the matte blurred over a twentieth of the face is thin, the matte goes.
  const body = blurGrey(head, Math.max(1, w * 0.035));
  for (let i = 0; i < head.data.length; i++) if (head.data[i] > 0) head.data[i] *= smoothstep(0.28, 0.5, body.data[i]);
  return head;
}
